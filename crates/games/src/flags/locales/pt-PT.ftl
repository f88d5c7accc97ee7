### As palavras da família `flags`, em português europeu.

fl-episode = tem de ser 25, 26 ou 27 (os jogos das bandeiras do texto)
fl-epsilon = tem de ser um número estritamente entre 0 e 1 (uma diferença de áreas, como fração do disco), p. ex. 1/1000 ou 0.01
fl-sizes = um intervalo de bandeiras por equipa dentro de 1..{ $max }, p. ex. 1..12
fl-grid = tem de ser uma grelha q ≥ 1
fl-position = { $why }; uma posição são as bandeiras pela ordem em que foram postas, A primeiro e alternando, cada uma um ponto de [0, 1) com a cor opcional, p. ex. `A:0 B:1/3 A:1/4` (ou `0 1/3 1/4`); `start` é o círculo vazio
fl-not-team = `{ $c }` não é uma equipa: escreve A ou B
fl-alternate = a bandeira { $i } tem de ser de { $seat }: as equipas alternam e A começa
fl-too-many = há mais do que as 2n = { $n } bandeiras deste jogo
fl-two-on = há duas bandeiras em { $at }
fl-not-mover = `{ $c }` não é a equipa que joga: a próxima bandeira é de { $seat }
fl-over = o jogo terminou: todas as bandeiras estão postas
fl-outside = `{ $text }` está fora de [0, 1): um ponto é uma fração da circunferência, por isso 1 é outra vez a origem 0
fl-occupied = já há uma bandeira em { $at }: escolhe um ponto ainda livre
fl-end-flags-smaller = no perde-ganha ganha a área menor

fl-how-flagged = pôs uma bandeira em { $at } de volta
fl-do-flag = pôr uma bandeira em { $at } de volta
fl-end-flags = Todas as bandeiras estão no círculo; as de A ficam com { $pa } % do disco e as de B com { $pb } %; { $rule } — { $verdict }.
fl-end-flags-larger = ganha a área maior

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

fl-family-tag = bandeiras
fl-param-n = Bandeiras por equipa
fl-param-n-help = as bandeiras de cada equipa
fl-param-epsilon = Épsilon
fl-param-epsilon-help = a diferença de áreas que A promete manter abaixo (jogo 26), um número entre 0 e 1
fl-name-je25 = Jogo das bandeiras
fl-name-je26 = Bandeiras: a menor diferença
fl-name-je27 = Bandeiras: jogadas boas e más
# A grid too coarse for the search.
fl-grid-too-coarse = a grelha 1/{ $q } é grossa demais para n = { $n }: não sobra nenhum ponto livre da grelha para o lado procurado
