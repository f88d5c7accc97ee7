### As palavras que só o tabuleiro da família `knight` diz nas páginas, em português do Brasil: só as que diferem.

board_knight_prompt = { $Click } em uma das casas com contorno azul para pular o cavalo para lá ({ $n }).
board_jump = Pular para a { $sq }
board_knight_moved = pula para a { $sq }
