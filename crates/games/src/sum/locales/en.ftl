### The words of the family `sum`, in English.

# A list of heaps.
sm-heaps = a comma list of 1 to 64 heap sizes, e.g. heaps=48,25,7,52,3
# A sum needs an impartial game.
sm-impartial = a sum of heaps needs an impartial game without memory of earlier takes (take=… only)
# A sum's move.
sm-move = a move is written heap:amount with heaps numbered 1 to { $n } from the left, e.g. `{ $example }`, and the amount must be one the rules allow from that heap
# A sum's position.
sm-position = a position is a comma list of 1 to 64 heap sizes, e.g. { $example }

# Why: every heap is empty or too small to take from.
sm-why-over = The game is over: no heap is left that a move can take from.
# Why: the Nim sum of the Grundy values is 0.
sm-why-zero = { $outcome_letter } — { $outcome_word }: the heaps' Grundy values add up, in the Nim sum, to { $sum }, and any move changes that sum away from 0.
# Why: the Nim sum is not 0, and the moves that make it 0.
sm-why-non-zero = { $outcome_letter } — { $outcome_word }: the heaps' Grundy values add up, in the Nim sum, to { $sum }; a winning move brings it back to *0. Winning moves: { $moves }.
# Why, by Bouton's rule for misère Nim.
sm-why-bouton =
    { $outcome_letter } — { $outcome_word }: by Bouton's rule for misère Nim, while some heap holds 2 or more stones the position is safe exactly when the Nim sum is 0, and once every heap holds 0 or 1 stones, exactly when an odd number of heaps hold 1.{ PRESENT($moves) ->
        [yes] { " " }Winning moves: { $moves }.
       *[no] { "" }
    }
# Why, by searching every position of the sum.
sm-why-search =
    { $outcome_letter } — { $outcome_word }: found by a search through every position of the sum.{ PRESENT($moves) ->
        [yes] { " " }Winning moves: { $moves }.
       *[no] { "" }
    }
# The binary stack's label: the columns with an odd number of 1s, the Nim sum.
sm-stack-odd = columns with an odd number of 1s: { $columns }, Nim sum { $sum }

## The descriptor's words: the family, its parameters and choices, its games' names

sm-family-tag = several heaps
sm-param-heaps = Heaps
sm-param-heaps-help = the heaps at the start
sm-param-take = Take
sm-param-take-help = what a move may take from one heap
sm-name-je11 = Two-heap Nim
sm-name-je12 = Two heaps, take 1 or 2
sm-name-je16 = Nim with many heaps
sm-name-je17 = Many heaps, take 1 or 2
sm-name-nim = Nim
# Nim has no period: the binary stack decides.
sm-nim-no-period = in Nim a heap's Grundy value is its size, so there is no period; the binary stack decides instead
# One heap's Grundy values show no period.
sm-no-period = the Grundy values of one heap show no period in the heaps examined
# A misère sum too big for the search.
sm-misere-search = misère sums of heap games other than Nim are decided by search, which handles about { $limit } positions; these heaps give about { $states }
# Too many heaps of heaps to check.
sm-too-many-tuples = { $k } heaps of up to { $to } stones are too many positions to check; lower --to
# Grundy values without a period, too far to tabulate.
sm-no-grundy-period = these Grundy values show no period in { $rows } heaps, and heaps up to { $direct } can be tabulated directly
