### As palavras da família `flags`, em português do Brasil: só as que diferem do português europeu.

fl-episode = precisa ser 25, 26 ou 27 (os jogos das bandeiras do texto)
fl-epsilon = precisa ser um número estritamente entre 0 e 1 (uma diferença de áreas, como fração do disco), por ex. 1/1000 ou 0.01
fl-sizes = um intervalo de bandeiras por equipe dentro de 1..{ $max }, por ex. 1..12
fl-grid = precisa ser uma grade q ≥ 1
fl-position = { $why }; uma posição são as bandeiras na ordem em que foram colocadas, A primeiro e alternando, cada uma um ponto de [0, 1) com a cor opcional, por ex. `A:0 B:1/3 A:1/4` (ou `0 1/3 1/4`); `start` é o círculo vazio
fl-not-team = `{ $c }` não é uma equipe: escreva A ou B
fl-alternate = a bandeira { $i } precisa ser de { $seat }: as equipes alternam e A começa
fl-not-mover = `{ $c }` não é a equipe que joga: a próxima bandeira é de { $seat }
fl-over = o jogo terminou: todas as bandeiras foram colocadas
fl-outside = `{ $text }` está fora de [0, 1): um ponto é uma fração da circunferência, então 1 é de novo a origem 0
fl-occupied = já há uma bandeira em { $at }: escolha um ponto ainda livre

fl-how-flagged = colocou uma bandeira em { $at } de volta
fl-do-flag = colocar uma bandeira em { $at } de volta

## As palavras do descritor (só as que diferem do português europeu)

fl-param-n = Bandeiras por equipe
fl-param-n-help = as bandeiras de cada equipe
# A grid too coarse for the search.
fl-grid-too-coarse = a grade 1/{ $q } é grossa demais para n = { $n }: não sobra nenhum ponto livre da grade para o lado procurado
