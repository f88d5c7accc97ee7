### As palavras da família `northcott`, em português europeu.

nc-help = uma posição é um `w-b` por linha (as colunas da pedra branca e da preta, de 1 a { $cols }, a branca à esquerda da preta), { $rows } linhas separadas por `/`, e depois A ou B para quem joga, p. ex. `{ $example }`
nc-rows = este tabuleiro tem { $rows } linhas, mas a posição dá { $given }; { $help }
nc-row = a linha { $i } `{ $row }` tem de ser branca-preta, com 1 ≤ branca < preta ≤ { $cols }; { $help }
nc-over = { $seat } não pode jogar: o jogo terminou
nc-move-shape = uma jogada é escrita rLINHA:wCOLUNA (a pedra branca de A) ou rLINHA:bCOLUNA (a pedra preta de B), com a linha de 1 a { $rows } e a coluna para onde a pedra vai de 1 a { $cols }, p. ex. `{ $example }`
nc-no-row = não há linha { $row }: as linhas são numeradas de 1 a { $rows } a partir de cima
nc-white = branca
nc-black = preta
nc-not-your-stone = é a vez de { $seat }, que move as pedras { $colour }s (`{ $stone }`), p. ex. `{ $example }`
nc-off-board = a coluna { $to } fica fora do tabuleiro: as colunas vão de 1 a { $cols }
nc-stay = a pedra { $colour } da linha { $row } já está na coluna { $to }: uma pedra tem de andar pelo menos uma casa
nc-land = na coluna { $to } está a pedra { $other } da linha { $row }: uma pedra não pode cair em cima da outra (da coluna { $here } pode ir para as colunas { $lo } a { $hi }, exceto a { $here })
nc-jump = a pedra { $colour } da linha { $row } não pode saltar por cima da pedra { $other } da coluna { $col } (da coluna { $here } pode ir para as colunas { $lo } a { $hi }, exceto a { $here })
stone-white = branca
stone-black = negra

nc-how-slid = levou a pedra { $stone } da linha { $row } para a coluna { $col }
nc-do-slide = levar a pedra { $stone } da linha { $row } para a coluna { $col }
nc-seed-start = tem de ser um número inteiro de 0 a 2^64 − 1, que sorteia uma posição inicial legal, p. ex. seed=7

nc-diagram-gap = intervalo
nc-diagram-to-move =
    { $seat ->
        [B] Joga B (as pedras negras, B).
       *[other] Joga A (as pedras brancas, W).
    }
nc-diagram-nim-sum = Soma de Nim dos intervalos: { $terms } = { $sum }
nc-why-over = { $seat } já não tem nenhuma jogada: o jogo terminou (tipo-{ $outcome_letter } — { $outcome_word }).
nc-why-zero =
    tipo-{ $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(o tabuleiro inteiro resolvido exatamente, por análise retrógrada)
       *[other] { "" }
    }: os intervalos são { $gaps }, com soma de Nim 0, por isso qualquer jogada deixa ao adversário uma soma de Nim diferente de 0 (e a uma pedra que se afasta da outra responde-se seguindo-a).{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[other] { "" }
    }
nc-why-non-zero =
    tipo-{ $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(o tabuleiro inteiro resolvido exatamente, por análise retrógrada)
       *[other] { "" }
    }: os intervalos são { $gaps }, com soma de Nim { $sum }; uma jogada que ganha aproxima uma pedra da outra até a soma de Nim ser 0.{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[other] { "" }
    }
nc-why-misere =
    tipo-{ $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(o tabuleiro inteiro resolvido exatamente, por análise retrógrada)
       *[other] { "" }
    }: no perde-ganha ninguém pode ser obrigado a fechar as pedras do outro, por isso só ganha quem fica sem jogadas.{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[other] { "" }
    }

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

nc-family-tag = peças em linhas
nc-param-rows = Linhas
nc-param-rows-help = linhas do tabuleiro, cada uma com uma pedra branca e uma negra
nc-param-cols = Colunas
nc-param-cols-help = colunas do tabuleiro
nc-param-start = Posição inicial
nc-param-start-help = a posição inicial (ver as regras)
nc-name-je18 = Brancas e negras em vai-vem
