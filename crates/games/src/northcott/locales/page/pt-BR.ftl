### As palavras que só o tabuleiro da família `northcott` diz nas páginas, em português do Brasil: só as que diferem.

board_northcott_prompt = { $Click } em uma casa com contorno azul para deslizar a sua pedra { $stone } nessa linha até lá.
