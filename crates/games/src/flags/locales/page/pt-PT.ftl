### As palavras que só o tabuleiro da família `flags` diz nas páginas, em português europeu.

board_flags_place = Colocar uma bandeira em { $p }
board_flags_areas = Áreas: A { $a } · B { $b }
board_flags_help = Carrega no círculo para pores lá uma bandeira: o círculo tem 72 pontos à mesma distância uns dos outros e a bandeira fica no mais próximo. Para um ponto exato, escreve uma fração.
board_flags_prompt = { $Click } no círculo onde queres pôr a tua bandeira (ou num dos pontos marcados).
board_flags_moved = põe uma bandeira em { $p } de volta
board_flags_moved_zero = põe uma bandeira no ponto 0
board_flags_territory = território de { $seat }
