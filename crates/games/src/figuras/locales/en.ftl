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

# A move in words: a piece placed on a square (the figures game).
fg-how-placed = put the { $piece } on { $square }
# A piece of the figures game in words: its shape and size.
fg-piece = { $size } { $shape }
# A shape (a fragment).
fg-shape-triangle = triangle
# A shape (a fragment).
fg-shape-quadrilateral = quadrilateral
# A shape (a fragment).
fg-shape-circle = circle
# A shape (a fragment).
fg-shape-pentagon = pentagon
# A size (a fragment).
fg-size-small = small
# A size (a fragment).
fg-size-large = large
# The infinitive of [`Msg::HowPlaced`].
fg-do-place = put the { $piece } on { $square }
# Figuras: every piece placed; the lines that scored and the points.
fig-end =
    Every piece is on the board. Lines that scored — { $lines }. A has { $a } { $a ->
        [one] point
       *[other] points
    } and B { $b } — { $verdict }.
# Figuras: one line that scored, for whom and how much.
fig-scored =
    { $line } for { $who }, { $points } { $points ->
        [one] point
       *[other] points
    } ({ JOIN($why, ", ") })
# Figuras' first criterion: the four pieces of one colour (one kit).
fig-same-colour = all four one colour
# Figuras' second criterion: the four pieces of one shape.
fig-same-shape = all four one shape
# Figuras' third criterion: four different shapes.
fig-different-shapes = four different shapes
# Figuras' fourth criterion: the four pieces small.
fig-all-small = all four small
# Figuras' fifth criterion: the four pieces large.
fig-all-large = all four large
# A row of the Figuras board.
fig-row = row { $n }
# A column of the Figuras board.
fig-column = column { $c }
# A diagonal of the Figuras board.
fig-diagonal = the diagonal from { $from } to { $to }

## The descriptor's words: the family, its parameters and choices, its games' names

fg-family-tag = shapes
fg-choice-orange = orange
fg-choice-black = black
fg-param-first = Kit that starts
fg-param-first-help = the colour of the pieces that play first
fg-param-position = Start
fg-param-position-help = a position to start from (see the rules)
fg-param-book = Opening book
fg-param-book-help = whether the champion and the exact value read the opening book (false: they always search, to time the solver or check the book)
fg-name-figuras = Tic-tac-toe with shapes
# The exact solver's progress: nodes searched and the bounds proved on the value.
fg-solve-progress = { $nodes } nodes, value in [{ $lower }, { $upper }]
# The same, with the test under way: is the value at least $t?
fg-solve-testing = { $nodes } nodes, value in [{ $lower }, { $upper }]; is it ≥ { $t }? { $done }/{ $total } done
# What a solve proved ($value: signed; $best: a move, or none).
fg-solved = value { $value } (First's points minus Second's with best play), best move { $best ->
        [none] none (the game is over)
       *[other] { $best }
    }
# A solve stopped before its end ($lower, $upper: signed; $best: a move, or none).
fg-solve-stopped = stopped before the end: the value lies in [{ $lower }, { $upper }]; best move so far { $best ->
        [none] none proved yet
       *[other] { $best }
    }
# The solver's work.
fg-solve-work = { $nodes } nodes in { $ms } ms
# What an opening book holds ($source: its file, or built-in).
fg-book-holds = opening book ({ $source }): { $positions } classes of positions with { $least } to 16 empty squares, { $bytes } bytes; every position from { $complete } empty squares up
# A level of a book ($pad: a space before a count of one digit).
fg-book-level = {"  "}{ $pad }{ $empties } empty squares: { $positions }
# A level of a book built ($pad: a space before a count of one digit).
fg-book-level-of = {"  "}{ $pad }{ $empties } empty squares: { $held } of { $positions }
# The book's value of the empty board ($value: signed).
fg-book-start = empty board: value { $value } (First's points minus Second's with best play), best move { $best }
# A book written ($seconds: a decimal).
fg-book-wrote = wrote { $file }: { $positions } classes of positions, { $bytes } bytes, in { $seconds } s
# A build stopped before its end.
fg-book-stopped = stopped before the end: run the same command again to go on from the journal
# A build's progress ($seconds: a decimal).
fg-book-progress = { $done }/{ $total } positions known ({ $journal } from the journal), { $seconds } s
# A position sampled that the book does not hold ($pad: a space before a count of one digit).
fg-book-not-held = { $position } { $pad }{ $empties } empties: not in the book (the champion searches)
# A position sampled ($how: solver or children; $value, $found, $after: signed; $ok: yes when they agree).
fg-book-check = { $position } { $pad }{ $empties } empties: book { $value } { $mv } — { $how } { $found }, after the move { $after }: { $ok ->
        [yes] agrees
       *[no] DISAGREES
    }
# A book's check, in all.
fg-book-checked = { $checked } positions checked, { $missing } not in the book, { $bad } disagreements
# A book missing a position of a level it says it holds whole.
fg-book-missing = the book does not hold { $position }, although it says it holds every position with { $empties } empty squares: rebuild it
# A book that disagrees with the solver ($first: the first disagreement).
fg-book-disagrees = the book disagrees with the solver on { $bad } of { $checked } positions (the first: { $first }): rebuild it
