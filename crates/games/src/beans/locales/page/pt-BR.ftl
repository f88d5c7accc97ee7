### As palavras que só o tabuleiro da família `beans` diz nas páginas, em português do Brasil: só as que diferem.

board_beans_lines = { $Click } em «Tirar uma linha» ou em «Tirar uma coluna».
board_beans_cross = { $Click } num feijão para comê-lo: você come também os que estão à esquerda dele, na mesma linha, e os que estão abaixo dele, na mesma coluna.
board_beans_chomp = { $Click } num feijão para comê-lo: você come também todos os que estão à esquerda e abaixo dele.
