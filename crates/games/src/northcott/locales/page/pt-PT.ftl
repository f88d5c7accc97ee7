### As palavras que só o tabuleiro da família `northcott` diz nas páginas, em português europeu.

board_northcott_white = brancas (A)
board_northcott_black = negras (B)
board_northcott_move = Mover a pedra da linha { $r } para a coluna { $c }
board_northcott_gap = intervalo
board_northcott_prompt = { $Click } numa casa com contorno azul para deslizar a tua pedra { $stone } nessa linha até lá.
board_northcott_w = branca
board_northcott_b = negra
board_northcott_moved = pedra { $stone } da linha { $r } para a coluna { $c }
