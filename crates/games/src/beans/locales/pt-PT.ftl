### As palavras da família `beans`, em português europeu.

be-cells = nos jogos (c) e (d), rows × cols não pode passar de { $max } feijões
be-rect = uma posição é o retângulo de feijões que resta, linhas x colunas, no máximo { $rows }x{ $cols }, p. ex. 3x4
be-board = uma posição são as { $rows } linhas do tabuleiro, de cima para baixo, separadas por `/`, cada uma com { $cols } casas, `#` um feijão e `.` uma casa vazia, p. ex. { $example }
be-none = já não há feijões: o jogo terminou
be-eat = uma jogada é o feijão a comer, linha,coluna a partir de 1 (a linha 1 em baixo, a coluna 1 à esquerda), e nessa casa tem de haver um feijão

be-how-row = tirou uma linha
be-how-column = tirou uma coluna
be-how-ate = comeu o feijão da linha { $row }, coluna { $col }
be-do-row = tirar uma linha
be-do-column = tirar uma coluna
be-do-eat = comer o feijão da linha { $row }, coluna { $col }

be-why-over = O jogo terminou: já não há feijões no tabuleiro.
be-why-fragile = tipo-{ $outcome_letter } — { $outcome_word }: basta { JOIN($moves, " ou ") } para deixar ao adversário uma posição inatacável.
be-why-safe = tipo-{ $outcome_letter } — { $outcome_word }: tire-se o que se tirar, o adversário fica com uma posição frágil.

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

be-family-tag = feijões
be-param-rows = Linhas
be-param-rows-help = linhas de feijões
be-param-cols = Colunas
be-param-cols-help = colunas de feijões
be-name-je15-a = Feijões: linhas e colunas
be-name-je15-b = Feijões: a última fila
be-name-je15-c = Feijões: à esquerda e por baixo
be-name-je15-d = Feijões: o Chomp
# Games (c) and (d) have no coordinates for conjectures.
be-no-coordinates = as posições dos jogos (c) e (d) são conjuntos de feijões, não coordenadas; as conjeturas precisam do (a) ou do (b)
# A table of rectangles too large.
be-table-too-large = os retângulos de { $id } têm no máximo { $limit } linhas e colunas
