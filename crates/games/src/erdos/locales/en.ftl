### The words of the family `erdos`, in English.

# The board's side.
er-size = a board side from 3 to 7
# The conquering run.
er-run = the length of the conquering run, from 2 to the size ({ $size })
# Both runs at once.
er-simultaneous = who takes a column both runs reach at once: mover or opponent
# The version.
er-version = I (chance), II (complete information) or III (dealt hands)
# The computer's player.
er-strategy = the computer's player: champion, mirror (First's mirror strategy) or random
# Bad rules.
er-bad-rules = invalid rules: { $detail }; accepted: size=3..7, run=2..size, simultaneous=mover|opponent, version=I|II|III, open_hands=true|false
# A move of the Latin-square game (`Er…` keys) not read.
er-bad-move = cannot read the move `{ $text }`: write a column letter, a row number, `=` and a number, e.g. `c3=5`
# A square off the board.
er-off-board = the square { $square } is not on the board: columns go from a to { $last }, rows from 1 to { $size }
# No such piece.
er-bad-number = there is no piece { $number }: the numbers go from 1 to { $size }
# A square taken.
er-occupied = the square { $square } already holds { $number }: play on an empty square
# A number twice in a row.
er-row-repeat = { $number } is already in row { $row } (at { $at }): each number may appear only once in a row
# A number twice in a column.
er-column-repeat = { $number } is already in column { $column } (at { $at }): each number may appear only once in a column
# Not in the hand.
er-not-in-hand = you hold no { $number }: in version III play a piece of your hand ({ $hand })
# Not the number drawn.
er-not-drawn = you drew { $drawn }, not { $number }: in version I you must place the number you drew
# The game is over.
er-game-over = the game is over: no more moves are accepted
# A position of the Latin-square game not read.
er-bad-position = cannot read the position `{ $text }`: { $reason }; write the rows from the top (row n) down to row 1 separated by `/`, one character per square (`.` or a number), then optionally a space and the column owners (`F`, `S` or `.` per column), e.g. `.../.2./1.. F..`
# A board of another size.
er-size-mismatch = the board is { $board }×{ $board } but this game is { $size }×{ $size } (size={ $size }): give --param size={ $board } or a { $size }×{ $size } board
# A bad deal.
er-bad-deal = invalid deal: { $detail }; each number may be dealt or placed at most size times in all
# A board larger than the exact search takes.
val-board-too-big = the exact search takes boards from 3×3 to { $max }×{ $max }; this one is { $size }×{ $size }: choose a smaller side
# The exact value asked of a version with chance or hidden hands.
val-version-i-i = the exact value needs complete information, which only version II has (version { $version } depends on chance or hidden hands): choose version II
# How to place the number drawn (version I).
er-drawn-move = write the square and the number you drew, e.g. `c3={ $k }`, or just the square, `c3`
# How a move of the Latin-square game is written.
er-move-shape = write a column letter, a row number, `=` and a number, e.g. `c3=5`
# Version II: place any number.
er-place = { $who } to move: put a number 1..{ $n } on an empty square where it is not yet in the row or the column, e.g. `c3={ $example }`.
# Version I: the mover drew a number (as the mover sees it).
er-drew-mine = { $who }, you drew { $k }: put it on an empty square where no { $k } is in the row or the column — `c3={ $k }` or just `c3`.
# Version I: the mover drew a number (as the others see it).
er-drew-other = { $who } drew { $k } and must place it.
# Version III: place a piece of one's hand (as the mover sees it).
er-hand-mine = { $who } to move: place a piece of your hand ({ $hand }) on an empty square where its number is not yet in the row or the column, e.g. `c3={ $example }`.
# Version III: the mover places a piece of their hand (as the others see it).
er-hand-other = { $who } to move: they place a piece of their hand.
# The Latin-square game's hint: a proved win.
er-hint-wins = { $who } wins with best play — proved
# The Latin-square game's hint: a proved loss.
er-hint-loses = { $who } loses against best play — proved; the move shown resists longest
# The Latin-square game's hint: a proved draw.
er-hint-draw = a draw with best play — proved for { $who }
# The Latin-square game's hint: an estimate near even.
er-hint-estimate = the game looks even (an estimate, not a proof): { $score } for { $who }, on a scale from −1 (loses) to +1 (wins)
# The Latin-square game's hint: an estimate leaning to a win.
er-hint-leans-win = { $who } seems to be winning (an estimate, not a proof): { $score } on a scale from −1 (loses) to +1 (wins)
# The Latin-square game's hint: an estimate leaning to a loss.
er-hint-leans-lose = { $who } seems to be losing (an estimate, not a proof): { $score } on a scale from −1 (loses) to +1 (wins)
# The Latin-square game's hint: the champion's search and its advice.
er-hint =
    The champion thought { $depth } { $depth ->
        [one] move
       *[other] moves
    } ahead ({ $nodes } positions seen; { $how }) and recommends to { $mv } (score { $score }, { $proved }).{ $effect }
# Version II's search.
er-how-i-i = near the end, its reckoning is exact
# Version I's search.
er-how-i = it averaged over the numbers still face down
# Version III's search over deals.
er-how-i-i-i-worlds = it tried { $worlds } ways the other hand may hold the pieces you cannot see, since it knows only yours
# Version III's search of known hands.
er-how-i-i-i = it counted only on what you can know: your hand and the pieces left
# The move recommended conquers a column.
er-effect-conquers = { " " }It conquers: { $conquest }.
# The move recommended gives a column away.
er-effect-gives-away = { " " }It gives a column away ({ $conquest }), but the rest weighs more.

# A move in words: a number put on a square (the Latin-square game).
er-how-put = put { $n } on { $square }
# The infinitive of [`Msg::HowPut`].
er-do-put = put { $n } on { $square }
# The Latin-square game: the mover cannot place any number.
er-end-blocked =
    { $loser } cannot place any number on any square and is blocked; a blocked player loses whatever columns they hold — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
# The Latin-square game, version I: the number drawn fits nowhere.
er-end-blocked-drew =
    { $loser } drew { $k }, which fits nowhere, so { $loser } is blocked; a blocked player loses whatever columns they hold — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
# The Latin-square game: the board is full; the columns decide.
er-end-full =
    The board is full; A holds { $a } { $a ->
        [one] column
       *[other] columns
    } and B { $b } — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
# The Latin-square game: the conquests of a match.
er-conquests = Conquests — { $list }.
# The Latin-square game: one conquest, with its squares.
er-conquest = { $who } took column { $column } with { JOIN($run, ", ") }
# The Latin-square game: a number on a square.
er-placed = { $n } on { $sq }
# What `LUDOTECA_SPLIT_LINE` accepts: the plies of a split proof.
er-split-line = the plies of the split from the empty board, 1 to { $most }, separated by spaces: `*` (every move, one per symmetry class), a move such as `c3=3` (that move only) or `mirror` (First's mirror reply), e.g. `c3=3 * mirror`; or a number of plies of `*`

## The descriptor's words: the family, its parameters and choices, its games' names

er-family-tag = Latin square
er-choice-i = with luck: a number is drawn for each move
er-param-version = Version
er-param-version-help = which of the text's three versions
er-param-size = Board side
er-param-size-help = the board is n × n, numbers 1 to n
er-param-run = Conquering run
er-param-run-help = how many increasing numbers from your edge conquer a column (at most the size)
er-param-simultaneous = Both runs at once
er-param-simultaneous-help = who takes a column both players' runs reach with one move
er-param-open-hands = Open hands
er-param-open-hands-help = in version III, both hands visible
er-param-strategy = Computer's player
er-param-strategy-help = how the computer plays
er-param-budget = Champion's positions
er-param-budget-help = positions the champion may search per move
er-name-erdos-latino = Erdös Latino
er-choice-i-i = everything in view: complete information
er-choice-i-i-i = mixed: dealt hands
er-choice-mover = the player who moved
er-choice-opponent = the mover's opponent
er-choice-champion = the champion
er-choice-mirror = First's mirror strategy
er-choice-random = random moves
# What only version II (complete information) answers.
er-only-version-two = { $what ->
        [moves] listing the moves of a position
        [play] playing from a bare position
        [winner] telling who won from a bare position
        [outcome] an exact outcome
       *[champion] a champion's move from a bare position
    } needs complete information; in version { $version } { $version ->
        [I] the number to place is drawn at random
       *[other] the hands are hidden
    } — play it with `ludoteca play erdos-latino --param version={ $version }`, or ask about version II
# The exact solver proves version II only.
er-solve-only-two = `solve erdos-latino` proves the value of version II (complete information); version { $version } depends on chance or hidden hands: play it with `ludoteca play erdos-latino --param version={ $version }`
# --first-moves without the prover.
er-first-moves-need-prover = --first-moves splits the proof-number prover's run: add --prover (or --certificate FILE)
# A certificate that cannot be written.
er-certificate-write = cannot write the certificate to { $file }: { $detail }
# A split line whose move is not legal.
er-line-illegal = the line's move { $mv } is not legal after { $after }: give a legal move at ply { $ply }
# A split line asking for a mirror reply that does not exist.
er-line-no-mirror = there is no mirror reply after { $after } (ply { $ply }): `mirror` is First's reply on an odd board
# A computer player that does not exist.
er-unknown-strategy = no computer player is called `{ $name }`
# An exact outcome out of reach of `outcome`.
er-outcome-out-of-reach = the exact value of a { $size }×{ $size } position with { $empties } empty squares is out of reach of `outcome` (it solves boards up to 4×4 and positions with at most { $max } empty squares): run `ludoteca solve erdos-latino --param size={ $size }` with checkpoints, or ask for a `hint` in `ludoteca play erdos-latino`
# The exact solver's boards.
er-solve-sizes = the exact solver takes boards of 3×3 to { $largest }×{ $largest }; give --param size=3..{ $largest }
# A split line giving too many parts.
er-line-too-many-parts = the line `{ $line }` could split the proof into up to { $parts } parts on { $n }×{ $n }, more than the { $max } a split takes: fix a move at some ply (`c3=3`, `mirror`)
# What a part of a split Erdös Latino proof holds.
er-part-holds = a part of a split Erdös Latino proof holds a line of moves and the position at its end, as `solve --distribute` writes it
# A split proof working out the positions at the end of its line.
er-line-positions = the positions of the line `{ $line }`, one per symmetry class
# A part of a split proof's progress: positions searched by the two searches, and its moves' fate so far.
er-part-progress = { $pn } + { $ab } positions; its moves { $proved } proved, { $refuted } refuted, { $open } open
# Where a split proof stands.
er-standing = { $answered } of { $parts } parts proved, { $needed } still needed; the empty board is not decided yet
# A split line whose parts cannot decide the empty board.
er-line-undecided = the line `{ $line }` does not decide the empty board: a move it fixes does not win for its mover, and the others are not among the parts; split along another line (LUDOTECA_SPLIT_LINE)
# The parts answered, and still the whole proof does not settle the empty board.
er-parts-unsettled = the parts answered do not settle the empty board: solve it again from its tasks
# The exact solver's progress ($lower, $upper: First's value, signed).
er-solve-progress = { $nodes } positions, First's value in [{ $lower }, { $upper }], { $done }/{ $total } root moves
# The proof-number prover's progress.
er-prover-progress = { $pn } + { $ab } positions; root moves { $proved } proved, { $refuted } refuted, { $open } open
# First's value with best play ($value: first, second or draw).
er-value = { $value ->
        [first] First (A) wins
        [second] Second (B) wins
       *[draw] a draw
    }
# What a solve proved ($reason: how the principal line ends, `blocked` or `columns`, or none; $best: a move, or none).
er-solved = { $size }×{ $size } version II: { $value } with best play (proved{ $reason ->
        [none] {""}
       *[other] , the principal line ends `{ $reason }`
    }); best move { $best ->
        [none] none
       *[other] { $best }
    }
# A solve stopped before its end ($lower, $upper: First's value, signed).
er-solve-stopped = stopped before the end: First's value lies in [{ $lower }, { $upper }] (−1 Second wins, 0 draw, +1 First wins); resume with `--resume FILE` if you gave `--checkpoint FILE`
# The alpha-beta solver's work ($seconds, $hits: decimals).
er-solve-work = { $positions } positions in { $seconds } s, table hit rate { $hits }%
# The proof-number prover's work.
er-prover-work = { $positions } positions (proof-number search and its alpha-beta leaves) in { $seconds } s
# The prover's root moves, when stopped.
er-root-moves = root moves: { $proved } proved, { $refuted } refuted, { $open } open (of { $total })
# The certificate a solve wrote.
er-certificate-written = certificate written to { $file } ({ $bytes } bytes): check it with `ludoteca verify erdos-latino { $file }`
# A claim a certificate proves ($player: first or second; $goal: wins or draws, at least).
er-claim = { $player ->
        [first] First
       *[second] Second
    } { $goal ->
        [wins] wins
       *[draws] at least draws
    }
# Claims proved.
er-claims = { JOIN($claims, " and ") }
# `verify erdos-latino`'s verdict ($files: how many files; $value: who wins, or the claims).
er-certificate-accepted = { $files ->
        [one] certificate
       *[other] certificates
    } accepted: { $size }×{ $size } from { $position }: { $value } (proved)
# The rules a certificate was checked under ($simultaneous: mover or opponent).
er-rules-checked = rules checked: a run of { $run } conquers a column; a placement that completes both players' runs gives it to the { $simultaneous }
# The checker's work ($seconds: a decimal).
er-check-work = { $nodes } nodes, { $leaves } leaves searched ({ $positions } positions), { $bytes } bytes in { $seconds } s
