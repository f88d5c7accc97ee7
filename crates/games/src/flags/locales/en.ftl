### The words of the family `flags`, in English.

# Which game of flags.
fl-episode = 25, 26 or 27 (the text's games of flags)
# The flags' epsilon.
fl-epsilon = a number strictly between 0 and 1 (a difference of areas, as a fraction of the disc), e.g. 1/1000 or 0.01
# The flags' table sizes.
fl-sizes = a range of flags per team within 1..{ $max }, e.g. 1..12
# The flags' grid.
fl-grid = a grid q ≥ 1
# A flags position.
fl-position = { $why }; a position is the flags in the order they were placed, A first and alternating, each a point in [0, 1) with an optional colour, e.g. `A:0 B:1/3 A:1/4` (or `0 1/3 1/4`); `start` is the empty circle
# Not a team.
fl-not-team = `{ $c }` is not a team: write A or B
# Teams alternate.
fl-alternate = flag { $i } must be { $seat }'s: the teams alternate and A starts
# Too many flags.
fl-too-many = there are more than the 2n = { $n } flags of this game
# Two flags on a point.
fl-two-on = two flags stand on { $at }
# Not the team to move.
fl-not-mover = `{ $c }` is not the team to move: { $seat } places the next flag
# All flags placed.
fl-over = the game is over: all flags are placed
# A point outside the circle.
fl-outside = `{ $text }` is outside [0, 1): a point is a fraction of the circumference, so 1 is the origin 0 again
# A point already used.
fl-occupied = a flag already stands on { $at }: choose a point not used before
# Flags in misère play: the smaller area wins.
fl-end-flags-smaller = in misère play the smaller area wins

# A move in words: a flag placed on the circle.
fl-how-flagged = placed a flag at { $at } of a turn
# The infinitive of [`Msg::HowFlagged`].
fl-do-flag = place a flag at { $at } of a turn
# Flags: every flag placed; the areas decide.
fl-end-flags = Every flag is on the circle; A's flags hold { $pa } % of the disc and B's { $pb } %; { $rule } — { $verdict }.
# Flags: the larger area wins.
fl-end-flags-larger = the larger area wins

## The descriptor's words: the family, its parameters and choices, its games' names

fl-family-tag = flags
fl-param-n = Flags per team
fl-param-n-help = each team's flags
fl-param-epsilon = Epsilon
fl-param-epsilon-help = the difference of areas A promises to keep below (game 26), a number between 0 and 1
fl-name-je25 = Flags on a circle
fl-name-je26 = Flags: the smallest margin
fl-name-je27 = Flags: good and bad moves
# A grid too coarse for the search.
fl-grid-too-coarse = the grid 1/{ $q } is too coarse for n = { $n }: no free grid point is left for the searched side
