### As palavras da família `figuras`, em português europeu.

fg-kit = tem de ser o estojo que começa: laranja ou preto (orange, black)
fg-bad-move = não se percebe a jogada `{ $text }`: escreve uma peça, `@` e uma casa, p. ex. `Tl@b3` (forma T, Q, C ou P, maiúscula para o primeiro e minúscula para o segundo; tamanho s ou l; casa de a1 a d4)
fg-bad-position = não se percebe a posição `{ $text }`: escreve as filas 4 a 1 separadas por `/`, quatro casas cada (`.` ou uma peça como `Tl`), e depois um espaço e os pontos `F:S`, p. ex. `Tl.../..cs./..../.... 0:0`
fg-piece-played = a peça { $piece } já está no tabuleiro, em { $square }: joga uma das tuas peças que ainda não foram postas
fg-not-your-piece =
    a peça { $piece } é do adversário: { $mover ->
        [1] o primeiro joga as peças em maiúsculas
       *[other] o segundo joga as peças em minúsculas
    }
fg-occupied = a casa { $square } está ocupada por { $piece }: joga numa casa vazia
fg-game-over = o jogo terminou: as 16 peças estão no tabuleiro e já não há jogadas possíveis
fg-engine = o motor do jogo recusa o pedido (em inglês: { $detail })
fg-book-refused = o livro de aberturas foi recusado e o campeão joga só com o resolvedor (em inglês: { $detail })
fig-no-lines = nenhuma
fig-hint = { $outcome }: valor { $value } (pontos do primeiro menos os do segundo, { $proved }). Melhor jogada: { $best }{ $scores }.
fig-scores = , que pontua { $lines }
fig-line-points =
    { $line }: { $points } { $points ->
        [one] ponto
       *[other] pontos
    }
fig-over = O jogo acabou: { $value } para o primeiro.

fg-how-placed = pôs o { $piece } em { $square }
fg-piece = { $shape } { $size }
fg-shape-triangle = triângulo
fg-shape-quadrilateral = quadrilátero
fg-shape-circle = círculo
fg-shape-pentagon = pentágono
fg-size-small = pequeno
fg-size-large = grande
fg-do-place = pôr o { $piece } em { $square }
fig-end =
    Todas as peças estão no tabuleiro. Linhas que pontuaram — { $lines }. A fica com { $a } { $a ->
        [one] ponto
       *[other] pontos
    } e B com { $b } — { $verdict }.
fig-scored =
    { $line } para { $who }, { $points } { $points ->
        [one] ponto
       *[other] pontos
    } ({ JOIN($why, ", ") })
fig-same-colour = as quatro da mesma cor
fig-same-shape = as quatro com a mesma forma
fig-different-shapes = quatro formas diferentes
fig-all-small = as quatro pequenas
fig-all-large = as quatro grandes
fig-row = linha { $n }
fig-column = coluna { $c }
fig-diagonal = a diagonal de { $from } a { $to }

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

fg-family-tag = figuras
fg-choice-orange = laranja
fg-choice-black = preto
fg-param-first = Cor que começa
fg-param-first-help = a cor das peças de quem joga primeiro
fg-param-position = Posição inicial
fg-param-position-help = uma posição de onde começar (ver as regras)
fg-param-book = Livro de aberturas
fg-param-book-help = se o campeão e o valor exato consultam o livro de aberturas (não: calculam sempre, para medir o solucionador ou conferir o livro)
fg-name-figuras = Jogo do Galo com Figuras
# The exact solver's progress: nodes searched and the bounds proved on the value.
fg-solve-progress = { $nodes } nós, valor em [{ $lower }, { $upper }]
# The same, with the test under way: is the value at least $t?
fg-solve-testing = { $nodes } nós, valor em [{ $lower }, { $upper }]; será ≥ { $t }? { $done }/{ $total } feitos
# What a solve proved ($value: signed; $best: a move, or none).
fg-solved = valor { $value } (pontos do primeiro menos os do segundo, com o melhor jogo), melhor jogada { $best ->
        [none] nenhuma (o jogo acabou)
       *[other] { $best }
    }
# A solve stopped before its end ($lower, $upper: signed; $best: a move, or none).
fg-solve-stopped = parou antes do fim: o valor está em [{ $lower }, { $upper }]; melhor jogada até agora { $best ->
        [none] nenhuma provada ainda
       *[other] { $best }
    }
# The solver's work.
fg-solve-work = { $nodes } { $nodes ->
        [one] nó
       *[other] nós
    } em { $ms } ms
# What an opening book holds ($source: its file, or built-in).
fg-book-holds = livro de aberturas ({ $source ->
        [built-in] o do programa
       *[other] { $source }
    }): { $positions } classes de posições com { $least } a 16 casas vazias, { $bytes } bytes; tem todas as posições com { $complete } ou mais casas vazias
# A level of a book ($pad: a space before a count of one digit).
fg-book-level = {"  "}{ $pad }{ $empties } casas vazias: { $positions }
# A level of a book built ($pad: a space before a count of one digit).
fg-book-level-of = {"  "}{ $pad }{ $empties } casas vazias: { $held } de { $positions }
# The book's value of the empty board ($value: signed).
fg-book-start = tabuleiro vazio: valor { $value } (pontos do primeiro menos os do segundo, com o melhor jogo), melhor jogada { $best }
# A book written ($seconds: a decimal).
fg-book-wrote = livro escrito em { $file }: { $positions } classes de posições, { $bytes } bytes, em { $seconds } s
# A build stopped before its end.
fg-book-stopped = parou antes do fim: corre o mesmo comando outra vez para continuar a partir do diário (`--journal`)
# A build's progress ($seconds: a decimal).
fg-book-progress = { $done }/{ $total } posições conhecidas ({ $journal } do diário), { $seconds } s
# A position sampled that the book does not hold ($pad: a space before a count of one digit).
fg-book-not-held = { $position } { $pad }{ $empties } vazias: não está no livro (o campeão calcula)
# A position sampled ($how: solver or children; $value, $found, $after: signed; $ok: yes when they agree).
fg-book-check = { $position } { $pad }{ $empties } vazias: livro { $value } { $mv } — { $how ->
        [solver] resolvedor
       *[other] pelas posições seguintes
    } { $found }, depois da jogada { $after }: { $ok ->
        [yes] concorda
       *[no] DISCORDA
    }
# A book's check, in all.
fg-book-checked = { $checked } posições verificadas, { $missing } fora do livro, { $bad } desacordos
# A book missing a position of a level it says it holds whole.
fg-book-missing = o livro não tem { $position }, embora diga que tem todas as posições com { $empties } casas vazias: constrói-o de novo
# A book that disagrees with the solver ($first: the first disagreement).
fg-book-disagrees = o livro discorda do resolvedor em { $bad } de { $checked } posições (a primeira: { $first }): constrói-o de novo
