### The words of the family `beans`, in English.

# Too many beans.
be-cells = rows × cols must be at most { $max } beans for games (c) and (d)
# A rectangle of beans.
be-rect = a position is the rectangle of beans left, rows x columns, at most { $rows }x{ $cols }, e.g. 3x4
# A board of beans.
be-board = a position is the board's { $rows } rows from top to bottom separated by `/`, each of { $cols } cells, `#` a bean and `.` an empty cell, e.g. { $example }
# No bean left.
be-none = no bean is left: the game is over
# Which bean to eat.
be-eat = a move is the bean to eat, row,column from 1 (row 1 at the bottom, column 1 at the left), and that cell must hold a bean

# A move in words: removed a whole row of beans.
be-how-row = removed a row
# A move in words: removed a whole column of beans.
be-how-column = removed a column
# A move in words: ate the bean on a square (and those the rule takes with it).
be-how-ate = ate the bean in row { $row }, column { $col }
# The infinitive of [`Msg::HowRow`].
be-do-row = remove a row
# The infinitive of [`Msg::HowColumn`].
be-do-column = remove a column
# The infinitive of [`Msg::HowAte`].
be-do-eat = eat the bean in row { $row }, column { $col }

# Why: no bean is left.
be-why-over = The game is over: there is no bean left on the board.
# Why a fragile position is fragile: the moves that leave a safe one.
be-why-fragile = { $outcome_letter } — { $outcome_word }: { JOIN($moves, " or ") } and the opponent is left with a safe position.
# Why a safe position is safe.
be-why-safe = { $outcome_letter } — { $outcome_word }: whatever is taken, the opponent is left with a fragile position.

## The descriptor's words: the family, its parameters and choices, its games' names

be-family-tag = beans
be-param-rows = Rows
be-param-rows-help = rows of beans
be-param-cols = Columns
be-param-cols-help = columns of beans
be-name-je15-a = Beans: rows and columns
be-name-je15-b = Beans: the last line
be-name-je15-c = Beans: left and below
be-name-je15-d = Beans: Chomp
# Games (c) and (d) have no coordinates for conjectures.
be-no-coordinates = positions of games (c) and (d) are sets of beans, not coordinates; conjectures need (a) or (b)
# A table of rectangles too large.
be-table-too-large = rectangles of { $id } have at most { $limit } rows and columns
