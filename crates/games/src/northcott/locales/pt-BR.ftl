### As palavras da família `northcott`, em português do Brasil: só as que diferem do português europeu.

nc-help = uma posição é um `w-b` por linha (as colunas da pedra branca e da preta, de 1 a { $cols }, a branca à esquerda da preta), { $rows } linhas separadas por `/`, e depois A ou B para quem joga, por ex. `{ $example }`
nc-row = a linha { $i } `{ $row }` precisa ser branca-preta, com 1 ≤ branca < preta ≤ { $cols }; { $help }
nc-move-shape = uma jogada é escrita rLINHA:wCOLUNA (a pedra branca de A) ou rLINHA:bCOLUNA (a pedra preta de B), com a linha de 1 a { $rows } e a coluna para onde a pedra vai de 1 a { $cols }, por ex. `{ $example }`
nc-not-your-stone = é a vez de { $seat }, que move as pedras { $colour }s (`{ $stone }`), por ex. `{ $example }`
nc-stay = a pedra { $colour } da linha { $row } já está na coluna { $to }: uma pedra precisa andar pelo menos uma casa
nc-jump = a pedra { $colour } da linha { $row } não pode pular por cima da pedra { $other } da coluna { $col } (da coluna { $here } pode ir para as colunas { $lo } a { $hi }, exceto a { $here })

nc-seed-start = precisa ser um número inteiro de 0 a 2^64 − 1, que sorteia uma posição inicial legal, por ex. seed=7

nc-why-zero =
    tipo-{ $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(o tabuleiro inteiro resolvido exatamente, por análise retrógrada)
       *[other] { "" }
    }: os intervalos são { $gaps }, com soma de Nim 0, então qualquer jogada deixa para o adversário uma soma de Nim diferente de 0 (e quando uma pedra se afasta da outra, basta segui-la).{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[other] { "" }
    }
nc-why-misere =
    tipo-{ $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(o tabuleiro inteiro resolvido exatamente, por análise retrógrada)
       *[other] { "" }
    }: no perde-ganha ninguém pode ser obrigado a fechar as pedras do outro, então só ganha quem fica sem jogadas.{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[other] { "" }
    }
