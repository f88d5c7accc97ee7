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

fl-diagram-head =
    n = { $n } · { $placed } de { $total } bandeiras postas · { $seat ->
        [over] o jogo terminou
        [B] B (branco) põe a próxima bandeira
       *[other] A (azul) põe a próxima bandeira
    }
fl-diagram-empty = ainda não há bandeiras no círculo
fl-diagram-arcs = os arcos, no sentido contrário ao dos ponteiros do relógio a partir da primeira bandeira de A:
fl-diagram-arc =
    { $ends }  comprimento { $length } { $owner }{ $g ->
        [yes] { " " }· arco G
       *[other] { "" }
    }
fl-arc-blue = de A (arco azul)
fl-arc-white = de B (arco branco)
fl-arc-neutral = neutro, { $half } para cada equipa
fl-diagram-areas = áreas, em frações do disco: A { $a } · B { $b }
fl-diagram-vertices = vértices V: { $list }
fl-piece-point = o ponto { $at }
fl-piece-arc = o arco aberto de { $from } a { $to } (no sentido contrário ao dos ponteiros do relógio)
fl-why-over =
    O jogo terminou: A cobre { $a } do disco e B { $b }, por isso { $result ->
        [A] ganha A
        [B] ganha B
       *[other] é um empate
    }{ $play ->
        [misere] { " " }(perde-ganha: a área maior perde)
       *[other] { "" }
    }.
fl-why-draw = Com uma bandeira por equipa o círculo fica dividido em dois arcos neutros, cada um repartido ao meio: todos os jogos acabam empatados.
fl-why-exact =
    tipo-{ $outcome_letter } — { $outcome_word }: { $mover } põe a última bandeira, e todos os pontos do círculo foram classificados exatamente{ $mover ->
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
        [yes] tem seguido
       *[other] ganha seguindo
    } { $play ->
        [misere] a estratégia do perde-ganha (cada jogada neutraliza um arco azul; depois B fica com um arco branco mais curto do que o último arco azul)
       *[other] a estratégia do texto (Jogo 25: os vértices V, depois neutralizar os arcos azuis, primeiro os arcos G, e por fim a última bandeira para ganhar)
    }, que vence tudo o que A jogar; { $mover } põe a próxima bandeira.{ $after ->
        [start] { " " }Todas as primeiras bandeiras são iguais a menos de uma rotação, e cada uma deixa B a ganhar (todas as jogadas de A são frágeis).
        [A] { " " }Cada bandeira que A pode pôr deixa B a ganhar (todas as jogadas de A são frágeis).
       *[other] { " " }A bandeira do campeão mantém a vitória.
    }{ $eps }
fl-why-playout = tipo-{ $outcome_letter } — { $outcome_word }, avaliado deixando os dois campeões jogar até ao fim (não é uma prova: B deixou antes a estratégia do texto, e as posições fora da linha do campeão não estão classificadas).{ $eps }
fl-why-epsilon = { " " }A tem seguido a estratégia ε (je-26): faça B o que fizer, a vantagem de B fica abaixo de ε = { $epsilon }.

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
