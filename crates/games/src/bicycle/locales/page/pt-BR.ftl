### As palavras que só o tabuleiro da família `bicycle` diz nas páginas, em português do Brasil: só as que diferem.


