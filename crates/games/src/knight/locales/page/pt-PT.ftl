### As palavras que só o tabuleiro da família `knight` diz nas páginas, em português europeu.

board_knight = Cavalo na { $sq }
board_jump = Saltar para a { $sq }
board_knight_square = linha { $r }, coluna { $c }
board_knight_prompt = { $Click } numa das casas com contorno azul para saltar o cavalo para lá ({ $n }).
board_knight_one = só há uma
board_knight_many = há { $n }
board_knight_moved = salta para a { $sq }
