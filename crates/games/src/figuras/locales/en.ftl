### The words of the family `figuras`, in English.

# Which kit starts.
fg-kit = the kit that starts: orange or black (laranja, preto)
# A move of pieces on squares (`Fg…`: the figures game) not read.
fg-bad-move = cannot read the move `{ $text }`: write a piece then `@` then a square, e.g. `Tl@b3` (shape T, Q, C or P, upper case for First, lower case for Second; size s or l; square a1 to d4)
# A position of the figures game not read.
fg-bad-position = cannot read the position `{ $text }`: { $reason }; write the ranks 4 to 1 separated by `/`, four squares each (`.` or a piece like `Tl`), then a space and the points `F:S`, e.g. `Tl.../..cs./..../.... 0:0`
# A piece already placed.
fg-piece-played = the piece { $piece } is already on the board at { $square }: play one of your pieces not yet placed
# The other player's piece (`mover`: 1 when the first player is to move, 2 when the second is).
fg-not-your-piece =
    the piece { $piece } is the opponent's: { $mover ->
        [1] the first player plays upper-case pieces
       *[other] the second player plays lower-case pieces
    }
# A square taken.
fg-occupied = the square { $square } is occupied by { $piece }: play on an empty square
# The game is over.
fg-game-over = the game is over: all 16 pieces are on the board, no move is possible
# Another refusal of the figures game's engine.
fg-engine = { $detail }
# The figures game's opening book was refused (damaged or unreadable): the
# champion plays with the solver alone.
fg-book-refused = { $detail }
# Figuras: no line scored a point.
fig-no-lines = none
# Figuras' hint: the value and the best move, with what it scores.
fig-hint = { $outcome }: value { $value } (First's points minus Second's, { $proved }). Best move: { $best }{ $scores }.
# Figuras' hint: what the best move scores.
fig-scores = , which scores { $lines }
# Figuras' hint: a line the move completes and its points.
fig-line-points =
    { $line }: { $points } { $points ->
        [one] point
       *[other] points
    }
# Figuras: the game is over, with the final difference.
fig-over = The game is over: { $value } for First.
