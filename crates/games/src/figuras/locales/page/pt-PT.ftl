### As palavras que só o tabuleiro da família `figuras` diz nas páginas, em português europeu.

board_figuras_pieces = Peças de { $seat }
board_figuras_choose = Escolhe uma peça e depois uma casa vazia.
board_figuras_place = Pôr { $piece } em { $sq }
board_figuras_score = Pontos: A { $f } · B { $s }
board_figuras_moved = { $piece } em { $sq }
board_figuras_scored = { $sq }: { $piece }, numa linha que pontuou para { $seats }
board_figuras_lines = Linhas cheias que dão pontos
board_figuras_row = linha { $n }
board_figuras_column = coluna { $c }
board_figuras_diagonal = a diagonal de { $from } a { $to }
crit_same_colour = as quatro da mesma cor
crit_same_shape = as quatro com a mesma forma
crit_different_shapes = quatro formas diferentes
crit_all_small = as quatro pequenas
crit_all_large = as quatro grandes
