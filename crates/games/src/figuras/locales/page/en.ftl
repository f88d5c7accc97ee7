### The words only the web lab's board of the family `figuras` says, in English.

board_figuras_pieces = { $seat }'s pieces
board_figuras_choose = Choose a piece, then an empty square.
board_figuras_place = Put { $piece } on { $sq }
board_figuras_score = Points: A { $f } · B { $s }
board_figuras_moved = { $piece } on { $sq }
board_figuras_scored = { $sq }: { $piece }, on a line that scored for { $seats }
board_figuras_lines = Full lines that score
board_figuras_row = row { $n }
board_figuras_column = column { $c }
board_figuras_diagonal = the diagonal from { $from } to { $to }
crit_same_colour = all four one colour
crit_same_shape = all four one shape
crit_different_shapes = four different shapes
crit_all_small = all four small
crit_all_large = all four large
