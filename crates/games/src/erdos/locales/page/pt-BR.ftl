### As palavras que só o tabuleiro da família `erdos` diz nas páginas, em português do Brasil: só as que diferem.

erdos_hand = A sua mão
erdos_choose = Escolha um número e depois uma casa vazia.
erdos_drawnPrompt = { $Click } em uma casa vazia para colocar o { $n }.
erdos_moved = coloca { $n } em { $sq }
