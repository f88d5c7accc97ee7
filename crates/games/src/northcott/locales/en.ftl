### The words of the family `northcott`, in English.

# Northcott's notation.
nc-help = a position is one `w-b` per row (the white and the black stone's columns, 1 to { $cols }, white left of black), { $rows } rows separated by `/`, then A or B for who moves, e.g. `{ $example }`
# Wrong number of rows.
nc-rows = this board has { $rows } rows but the position gives { $given }; { $help }
# A bad row.
nc-row = row { $i } `{ $row }` must be white-black columns with 1 ≤ white < black ≤ { $cols }; { $help }
# No move left.
nc-over = { $seat } cannot move: the game is over
# How a move is written.
nc-move-shape = a move is written rROW:wCOL (A's white stone) or rROW:bCOL (B's black stone), the row from 1 to { $rows } and the column the stone moves to from 1 to { $cols }, e.g. `{ $example }`
# No such row.
nc-no-row = there is no row { $row }: rows are numbered 1 to { $rows } from the top
# The white stone.
nc-white = white
# The black stone.
nc-black = black
# The other player's stone.
nc-not-your-stone = it is { $seat }'s turn, who moves the { $colour } stones (`{ $stone }`), e.g. `{ $example }`
# A column off the board.
nc-off-board = column { $to } is off the board: columns are 1 to { $cols }
# A stone that does not move.
nc-stay = the { $colour } stone of row { $row } is already on column { $to }: a stone must move at least one square
# Landing on the other stone.
nc-land = column { $to } holds the { $other } stone of row { $row }: a stone may not land on the other stone (from column { $here } it may go to columns { $lo } to { $hi } except { $here })
# Jumping over the other stone.
nc-jump = the { $colour } stone of row { $row } may not jump over the { $other } stone on column { $col } (from column { $here } it may go to columns { $lo } to { $hi } except { $here })
# A white stone (a fragment).
stone-white = white
# A black stone (a fragment).
stone-black = black

# A move in words: a stone slid along its row to a column.
nc-how-slid = slid the { $stone } stone of row { $row } to column { $col }
# The infinitive of [`Msg::HowSlid`].
nc-do-slide = slide the { $stone } stone of row { $row } to column { $col }
# Northcott's seed.
nc-seed-start = a whole number from 0 to 2^64 − 1 that picks a random legal start, e.g. seed=7

# The board's drawing: the heading of the gaps' column.
nc-diagram-gap = gap
# The board's drawing: who moves, with the colour of their stones.
nc-diagram-to-move =
    { $seat ->
        [B] B (the black stones, B) to move.
       *[other] A (the white stones, W) to move.
    }
# The board's drawing: the Nim sum of the gaps.
nc-diagram-nim-sum = Nim sum of the gaps: { $terms } = { $sum }
# Why: the player to move has no move.
nc-why-over = { $seat } has no move left: the game is over ({ $outcome_letter } — { $outcome_word }).
# Why, normal play: the gaps' Nim sum is 0.
nc-why-zero =
    { $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(the whole board solved exactly, by retrograde analysis)
       *[other] { "" }
    }: the gaps are { $gaps }, whose Nim sum is 0, so whatever the move the opponent gets a Nim sum other than 0 (and a stone moved away from the other is simply followed).{ PRESENT($moves) ->
        [yes] { " " }Winning moves: { $moves }.
       *[other] { "" }
    }
# Why, normal play: the gaps' Nim sum is not 0.
nc-why-non-zero =
    { $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(the whole board solved exactly, by retrograde analysis)
       *[other] { "" }
    }: the gaps are { $gaps }, whose Nim sum is { $sum }; a winning move slides a stone towards the other one until the Nim sum is 0.{ PRESENT($moves) ->
        [yes] { " " }Winning moves: { $moves }.
       *[other] { "" }
    }
# Why, misère play: only a player left without a move wins.
nc-why-misere =
    { $outcome_letter } — { $outcome_word }{ $exact ->
        [yes] { " " }(the whole board solved exactly, by retrograde analysis)
       *[other] { "" }
    }: in misère play nobody can be forced to shut in the other's stones, so the only winner is a player left without a move.{ PRESENT($moves) ->
        [yes] { " " }Winning moves: { $moves }.
       *[other] { "" }
    }

## The descriptor's words: the family, its parameters and choices, its games' names

nc-family-tag = pieces in rows
nc-param-rows = Rows
nc-param-rows-help = rows of the board, one white and one black stone each
nc-param-cols = Columns
nc-param-cols-help = columns of the board
nc-param-start = Start
nc-param-start-help = the starting position (see the rules)
nc-name-je18 = Back and forth
