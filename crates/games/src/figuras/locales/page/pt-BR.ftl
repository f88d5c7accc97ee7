### As palavras que só o tabuleiro da família `figuras` diz nas páginas, em português do Brasil: só as que diferem.

board_figuras_choose = Escolha uma peça e depois uma casa vazia.
