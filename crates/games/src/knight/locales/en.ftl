### The words of the family `knight`, in English.

# The knight's start.
kn-start = a square row,column inside the { $size }×{ $size } board, e.g. start={ $example }
# The knight's table sizes.
kn-sizes = a range of board sizes within 2..{ $max }, e.g. 2..40
# A knight position.
kn-position = a position is the knight's square row,column (1 to { $n }; row 1 is the South edge, column 1 the West edge), e.g. { $example }
# A partizan knight position.
kn-position-seat = a position is the knight's square row,column (1 to { $n }; row 1 is the South edge, column 1 the West edge) then A or B for who moves, e.g. { $example }

# A move in words: the knight jumped to a square.
kn-how-jumped = jumped to the square in row { $row }, column { $col }
# The infinitive of [`Msg::HowJumped`].
kn-do-jump = jump to the square in row { $row }, column { $col }

# Why: the knight has no square to jump to.
kn-why-over = The knight has no square left to jump to: the game is over.
# Why a fragile square is fragile: the jumps to a safe one.
kn-why-fragile = { $outcome_letter } — { $outcome_word }: a jump to { JOIN($squares, " or ") } puts the opponent on a safe square.
# Why a safe square is safe.
kn-why-safe = { $outcome_letter } — { $outcome_word }: wherever the knight jumps, the opponent gets a fragile square.

## The descriptor's words: the family, its parameters and choices, its games' names

kn-family-tag = knight
kn-param-size = Board side
kn-param-size-help = the board is size × size
kn-param-start = Start square
kn-param-start-help = where the knight starts, row,column (default the North-East corner)
kn-name-je14-i = A knight for two (I)
kn-name-je14-ii = A knight for two (II)
