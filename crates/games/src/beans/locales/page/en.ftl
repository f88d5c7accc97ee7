### The words only the web lab's board of the family `beans` says, in English.

board_beans_row = Remove a row
board_beans_col = Remove a column
board_beans_eat = Eat bean { $sq }
board_beans_count = { $n } beans
board_beans_count_one = { $n } bean
board_beans_square = row { $r }, column { $c }
board_beans_lines = Press “Remove a row” or “Remove a column”.
board_beans_tail = { $Click } a bean to take { $list }: that bean goes, with the ones after it.
board_beans_cross = { $Click } a bean to eat it: you also eat those to its left in its row and those below it in its column.
board_beans_chomp = { $Click } a bean to eat it: you also eat every bean to its left and below it.
board_beans_tookRow = removes a row
board_beans_tookCol = removes a column
board_beans_took = takes { $n }
board_beans_ate = eats the bean on { $sq }
