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

# The circle's drawing: the flags placed and who places the next.
fl-diagram-head =
    n = { $n } · { $placed } of { $total } flags placed · { $seat ->
        [over] the game is over
        [B] B (white) places the next flag
       *[other] A (blue) places the next flag
    }
# The circle's drawing: no flag yet.
fl-diagram-empty = no flag on the circle yet
# The circle's drawing: the heading of the arcs.
fl-diagram-arcs = the arcs, counter-clockwise from A's first flag:
# The circle's drawing: one arc (after its ends as points).
fl-diagram-arc =
    { $ends }  length { $length } { $owner }{ $g ->
        [yes] { " " }· G-arc
       *[other] { "" }
    }
# An arc between two blue flags: A's.
fl-arc-blue = A's (blue arc)
# An arc between two white flags: B's.
fl-arc-white = B's (white arc)
# An arc between flags of both teams: split in half.
fl-arc-neutral = neutral, { $half } to each team
# The circle's drawing: the areas.
fl-diagram-areas = areas (fractions of the disc): A { $a } · B { $b }
# The circle's drawing: the V-vertices.
fl-diagram-vertices = V-vertices: { $list }
# A point where a last flag lands.
fl-piece-point = the point { $at }
# An open arc of points where a last flag lands.
fl-piece-arc = the open arc from { $from } to { $to } (counter-clockwise)
# Why: every flag is placed.
fl-why-over =
    The game is over: A covers { $a } of the disc and B { $b }, so { $result ->
        [A] A wins
        [B] B wins
       *[other] it is a draw
    }{ $play ->
        [misere] { " " }(misère: the larger area loses)
       *[other] { "" }
    }.
# Why: one flag each is always a draw.
fl-why-draw = With one flag per team the circle splits into two neutral arcs, each shared in half: every game is a draw.
# Why: the last flag classified exactly.
fl-why-exact =
    { $outcome_letter } — { $outcome_word }: { $mover } places the last flag, and every point of the circle has been classified exactly{ $mover ->
        [A] { " " }(against B's best last flag)
       *[other] { "" }
    }. Flags that win (safe moves): { $any_wins ->
        [yes] { JOIN($wins, "; ") }
       *[other] none
    }. Flags that draw (neutral moves): { $any_draws ->
        [yes] { JOIN($draws, "; ") }
       *[other] none
    }. Any other free point loses (fragile moves).
# Why: B follows the text's strategy.
fl-why-strategy =
    { $outcome_letter } — { $outcome_word }: B { $started ->
        [yes] has kept to
       *[other] wins by keeping to
    } { $play ->
        [misere] the misère strategy (each move neutralises a blue arc, then B takes a white arc shorter than the last blue one)
       *[other] the text's strategy (Jogo 25: the V-vertices, then neutralise the blue arcs, G-arcs first, then the last flag to win)
    }, which beats anything A plays; { $mover } places the next flag.{ $after ->
        [start] { " " }All first flags are alike up to a rotation, and each leaves B a win (every move of A is fragile).
        [A] { " " }Each flag A can place leaves B a win (every move of A is fragile).
       *[other] { " " }The champion's flag keeps the win.
    }{ $eps }
# Why: judged by playing both champions to the end.
fl-why-playout = { $outcome_letter } — { $outcome_word }, judged by letting both champions play to the end (no proof: B left the text's strategy earlier, and positions off the champion's line are not classified).{ $eps }
# A has kept to the ε-strategy.
fl-why-epsilon = { " " }A has kept to the ε-strategy (je-26) so far: whatever B does, B's margin stays below ε = { $epsilon }.

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
