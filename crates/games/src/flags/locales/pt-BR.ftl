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

fl-diagram-head =
    n = { $n } · { $placed } de { $total } bandeiras colocadas · { $seat ->
        [over] o jogo terminou
        [B] B (branco) coloca a próxima bandeira
       *[other] A (azul) coloca a próxima bandeira
    }
fl-diagram-arcs = os arcos, no sentido anti-horário a partir da primeira bandeira de A:
fl-arc-neutral = neutro, { $half } para cada equipe
fl-piece-arc = o arco aberto de { $from } a { $to } (no sentido anti-horário)
fl-why-over =
    O jogo terminou: A cobre { $a } do disco e B { $b }, então { $result ->
        [A] A ganha
        [B] B ganha
       *[other] é um empate
    }{ $play ->
        [misere] { " " }(perde-ganha: a área maior perde)
       *[other] { "" }
    }.
fl-why-draw = Com uma bandeira por equipe o círculo fica dividido em dois arcos neutros, cada um repartido ao meio: todos os jogos terminam empatados.
fl-why-exact =
    tipo-{ $outcome_letter } — { $outcome_word }: { $mover } coloca a última bandeira, e todos os pontos do círculo foram classificados exatamente{ $mover ->
        [A] { " " }(contra a melhor última bandeira de B)
       *[other] { "" }
    }. Bandeiras que ganham (jogadas inatacáveis): { $any_wins ->
        [yes] { JOIN($wins, "; ") }
       *[other] nenhuma
    }. Bandeiras que empatam (jogadas neutras): { $any_draws ->
        [yes] { JOIN($draws, "; ") }
       *[other] nenhuma
    }. Qualquer outro ponto livre perde (jogadas frágeis).
fl-why-strategy =
    tipo-{ $outcome_letter } — { $outcome_word }: B { $started ->
        [yes] vem seguindo
       *[other] ganha seguindo
    } { $play ->
        [misere] a estratégia do perde-ganha (cada jogada neutraliza um arco azul; depois B fica com um arco branco mais curto do que o último arco azul)
       *[other] a estratégia do texto (Jogo 25: os vértices V, depois neutralizar os arcos azuis, primeiro os arcos G, e por fim a última bandeira para ganhar)
    }, que vence tudo o que A jogar; { $mover } coloca a próxima bandeira.{ $after ->
        [start] { " " }Todas as primeiras bandeiras são iguais a menos de uma rotação, e cada uma deixa B ganhando (todas as jogadas de A são frágeis).
        [A] { " " }Cada bandeira que A pode colocar deixa B ganhando (todas as jogadas de A são frágeis).
       *[other] { " " }A bandeira do campeão mantém a vitória.
    }{ $eps }
fl-why-playout = tipo-{ $outcome_letter } — { $outcome_word }, avaliado deixando os dois campeões jogarem até o fim (não é uma prova: B abandonou antes a estratégia do texto, e as posições fora da linha do campeão não estão classificadas).{ $eps }
fl-why-epsilon = { " " }A vem seguindo a estratégia ε (je-26): não importa o que B faça, a vantagem de B fica abaixo de ε = { $epsilon }.

## As palavras do descritor (só as que diferem do português europeu)

fl-param-n = Bandeiras por equipe
fl-param-n-help = as bandeiras de cada equipe
# A grid too coarse for the search.
fl-grid-too-coarse = a grade 1/{ $q } é grossa demais para n = { $n }: não sobra nenhum ponto livre da grade para o lado procurado
