### As palavras que só o tabuleiro da família `beans` diz nas páginas, em português europeu.

board_beans_row = Tirar uma linha
board_beans_col = Tirar uma coluna
board_beans_eat = Comer o feijão { $sq }
board_beans_count = { $n } feijões
board_beans_count_one = { $n } feijão
board_beans_square = linha { $r }, coluna { $c }
board_beans_lines = Carrega em «Tirar uma linha» ou em «Tirar uma coluna».
board_beans_tail = { $Click } num feijão para tirar { $list }: sai esse feijão e os que vêm depois dele.
board_beans_cross = { $Click } num feijão para o comer: comes também os que estão à esquerda dele, na mesma linha, e os que estão abaixo dele, na mesma coluna.
board_beans_chomp = { $Click } num feijão para o comer: comes também todos os que estão à esquerda e abaixo dele.
board_beans_tookRow = tira uma linha
board_beans_tookCol = tira uma coluna
board_beans_took = tira { $n }
board_beans_ate = come o feijão da { $sq }
