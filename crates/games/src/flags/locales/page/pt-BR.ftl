### As palavras que só o tabuleiro da família `flags` diz nas páginas, em português do Brasil: só as que diferem.

board_flags_help = { $Click } no círculo para colocar ali uma bandeira: o círculo tem 72 pontos à mesma distância uns dos outros e a bandeira fica no mais próximo. Para um ponto exato, escreva uma fração.
board_flags_prompt = { $Click } no círculo onde você quer colocar a sua bandeira (ou num dos pontos marcados).
board_flags_moved = coloca uma bandeira em { $p } de volta
board_flags_moved_zero = coloca uma bandeira no ponto 0
