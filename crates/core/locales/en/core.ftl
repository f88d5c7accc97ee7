### The words every game shares, in English.

## Classes of positions (Jogos e Estratégias, Definição 2.1)

# The letter of a position where the player to move wins.
letter-next-wins = N
# The letter of a position where the player to move loses.
letter-previous-wins = P
# The letter of a drawn position.
letter-draw = D
# The word for a position where the player to move wins.
word-next-wins = fragile
# The word for a position where the player to move loses.
word-previous-wins = safe
# The word for a drawn position.
word-draw = neutral
# What a position where the player to move wins means.
meaning-next-wins = the player to move wins
# What a position where the player to move loses means.
meaning-previous-wins = the player to move loses
# What a drawn position means.
meaning-draw = a draw with best play
# A class described: letter, word and meaning.
describe = { $letter } — { $word }: { $meaning }
# A position's remoteness (the text's *geração*).
remoteness = remoteness { $n }
# A good move (*boa*): it leaves a safe position, or keeps a draw.
good-move = good
# A bad move (*má*).
bad-move = bad

## Seats and matches

# The first player's name.
seat-first = First
# The second player's name.
seat-second = Second
# A seat: its letter and name, e.g. "A (First)".
seat = { $letter } ({ $name })
# The prompt of a turn: who moves and what to do.
prompt-to-move = { $seat } to move: { $choice }.
# There is no legal move.
choice-no-move = no legal move
# A short list of moves to choose from.
choice-one-of = play one of { $moves }
# Too many moves to list.
choice-one-of-many =
    play one of the { $n } legal { $n ->
        [one] move
       *[other] moves
    }, in the game's notation (see the rules)
# The moves, each said in words where the person picks them: how many.
choice-pick =
    { $n ->
        [one] play the only move
       *[other] choose one of the { $n } moves
    }
# The match has ended.
match-over = The match is over.
# A hint's summary: the class of the position, and its remoteness.
hint-summary =
    { $outcome }{ PRESENT($remoteness) ->
        [yes] ; { $remoteness }
       *[no] { "" }
    }

## Errors of games (ludoteca_games::GameError)

# No game has this id.
err-unknown-game = unknown game `{ $id }`: the games are { $known }
# A parameter the game does not have.
err-unknown-param = unknown parameter `{ $name }` for { $game }: it accepts { $accepted }
# A bad parameter value, with what is accepted.
err-bad-param = bad value `{ $value }` for parameter `{ $name }`: { $expected }
# A position that cannot be read or does not exist in the game.
err-bad-position = bad position `{ $text }`: { $expected }
# A move that cannot be read or is not legal here.
err-illegal-move = illegal move `{ $text }`: { $expected }
# The computation was cancelled.
err-cancelled = the computation was cancelled
# A certificate's check stopped at its deadline: nothing is proved.
err-check-stopped = the check stopped at its deadline after { $done } of { $total } nodes: nothing is proved
# The analysis of a hint ran out of time.
err-hint-timeout = the analysis of this position did not finish within { $secs } s: hints are for positions it can analyse in that time

## Errors of matches (ludoteca_play::PlayError)

# A seat played out of turn.
err-not-your-turn = it is not { $seat }'s turn: { $turn } moves now
# The match is over.
err-over = the match is over; start a new one or undo
# Undo at the start.
err-nothing-to-undo = there is no move to take back
# A saved match that cannot be resumed.
err-bad-save = this saved match cannot be resumed: { $detail }

## The analysis page: exact values and strategies compared

# A proved value: the class for the player to move and who wins.
val-proved = { $outcome }. With best play: { $winner }.
# A proved draw: the class (tipo-N, neutral) alone says it all.
val-proved-draw = { $outcome }.
# A proved score: First's points minus Second's with best play.
val-score = With best play, First's points minus Second's: { $score }.
# The game is already over in the position.
val-over = The game is already over here: { $winner }.
# The search was stopped at its time limit: the bounds proved.
val-not-proved = Not proved within { $secs } s: First's value lies between { $lower } and { $upper }.
# A bound of a won-or-lost value for First: −1, 0 or +1 with its meaning.
val-bound-result = { $value } ({ $winner })

## Reports of positions (`ludoteca outcome`)

# The first line of a position's report.
report-head = { $game }  position { $position }{ $who }
# Who moves, after the position.
report-to-move = { " " }({ $seat } to move)
# The position's Grundy value.
report-grundy = Grundy value *{ $g }
# The winning moves.
report-winning-moves = winning moves: { $moves }
# The champion's move.
report-champion-move = champion's move: { $mv }
# How the answer was found.
report-method = method: { $method }
# The heading of the list of moves.
report-moves-head = moves (best first):
# One move of the list: what it leaves for the opponent.
report-move =
    { $mv } → { $position } { $outcome_word } for the opponent ({ $quality } move){ PRESENT($remoteness) ->
        [yes] , { $remoteness }
       *[no] { "" }
    }

## Tables (`ludoteca table`)

# The period found in a table.
table-periodic = periodic from row { $preperiod } with period { $period } (window { $window }, certain at row { $certain })
# The signs of a table.
table-legend = + safe (inatacável, P)   − fragile (frágil, N)   ° neutral (neutra, D)

## Periods (`ludoteca period`)

# The first line of a period's report.
period-head = { $game }: period { $period } from row { $preperiod } ({ $status })
# The period is proved.
period-proved = proved
# The period is only observed.
period-observed = observed, not proved
# The safe starting heaps beyond the irregular start.
period-safe = safe starting heaps n ≥ { $preperiod }: n mod { $period } ∈ { $set }
# No starting heap is safe.
period-none-safe = no starting heap n ≥ { $preperiod } is safe
# The period of the Grundy values.
period-grundy = Grundy values: period { $period } from row { $preperiod }



## The ends of matches (every match ends with its reason)

# The prompt once a match is over, with its reason.
match-over-why = The match is over: { $reason }
# A verdict: this seat wins (a fragment, no full stop).
end-winner = { $seat } wins
# A verdict: nobody wins (a fragment, no full stop).
end-draw = a draw
# A turn game ended because the seat to move has no move after the last
# one, said in words (`how`, the family's [`Msg`] for the move).
end-no-move = { $last } made the last move ({ $how }) and { $stuck } has no move left, so { $last } wins.
# [`Msg::EndNoMove`] for a game with no words for its moves.
end-no-move-plain = { $last } made the last move and { $stuck } has no move left, so { $last } wins.
# The same in misère play: whoever is left without a move wins.
end-no-move-misere = { $last } made the last move ({ $how }) and loses, because in misère play { $stuck }, left without a move, wins.
# [`Msg::EndNoMoveMisere`] for a game with no words for its moves.
end-no-move-misere-plain = { $last } made the last move and loses, because in misère play { $stuck }, left without a move, wins.
# A move in words: took some things (`amount`, a `Count…`) from the heap.
how-took = took { $amount }
# A move in words: took some things from one heap of several.
how-took-from = took { $amount } from heap { $heap }
# A move in words: added `n` to the number said (counting up to a target).
how-added = added { $n }
# A move as a verb a sentence goes on with ("take 3 stones"): the
# infinitive of each `How…` message ([`Msg::infinitive`]). This one
# quotes the notation, for a family with no words for its moves.
do-play = play { $mv }
# The infinitive of [`Msg::HowTook`].
do-take = take { $amount }
# The infinitive of [`Msg::HowTookFrom`].
do-take-from = take { $amount } from heap { $heap }
# The infinitive of [`Msg::HowAdded`].
do-add = add { $n }
# A number of stones ("3 stones").
count-stones =
    { $n } { $n ->
        [one] stone
       *[other] stones
    }
# A number of rabbits ("3 rabbits", game 28).
count-rabbits =
    { $n } { $n ->
        [one] rabbit
       *[other] rabbits
    }
# A number of beans ("2 beans").
count-beans =
    { $n } { $n ->
        [one] bean
       *[other] beans
    }
# The seat to move has no move (no move was played before it).
end-stuck = { $stuck } has no move at all — { $verdict }.
# The game's own rule ended it, with moves still on the board.
end-by-rule = The rules end the game in this position — { $verdict }.

## Hints of the games with a match of their own

# How a report's answer was found.
hint-method = Method: { $method }.
# Method: a search.
method-search = search of the game tree
# Method: the table.
method-table = the table
# Method: the proved period.
method-period = the proved period
# Method: Sprague–Grundy values.
method-grundy = Sprague–Grundy values
# Method: a formula.
method-formula = the formula
# Method: an exact computation.
method-exact = exact computation
# Method: retrograde analysis.
method-retrograde = retrograde analysis
# Method: the Nim sum of the gaps.
method-gaps = the Nim sum of the gaps
# Method: the misère rule.
method-misere-rule = the misère rule
# Method: Bouton's misère rule.
method-bouton-misere = Bouton's rule for misère Nim
# Method: the game is over, the rules say.
method-rules = the rules (the game is over)
# Method: the final score.
method-final-score = the final score
# Method: a proof.
method-proof = a proof
# Method: the text's strategy, followed so far.
method-strategy = the text's strategy, followed so far
# Method: both champions played out (an estimate).
method-playout = both champions played to the end (an estimate)
# Method: the opening book (exact values derived from the solver).
method-book = the opening book (exact values from the solver's proofs)
# Method: an identifier without words of its own.
method-other = `{ $name }`
# Method: the champion's estimate.
method-champion = the champion's search, { $depth } moves deep in { $ms } ms (an estimate)
# A value proved.
hint-proved = proved
# A value estimated.
hint-estimated = estimated

## A table drawn as SVG

# A cell's title: its position, class and generation.
svg-cell =
    { $position } { $outcome_word }{ PRESENT($remoteness) ->
        [yes] , { $remoteness }
       *[no] { "" }
    }
# The caption under a table with a period.
svg-period = period { $period } from row { $preperiod } (outlined)

## Why a position is what it is (a report's explanation)

# The game is over and the player to move has lost.
explain-over-lost = The game is over: no move is possible, so the player to move has lost.
# The game is over and the player to move has won (misère).
explain-over-won = The game is over: no move is possible, so the player to move has won (misère: the opponent made the last move).
# The game is over, drawn.
explain-over-drawn = The game is over: no move is possible, and it is a draw.
# A move and the position it leaves.
explain-leaves = { $mv } leaves { $position }
# A move in words (an infinitive, [`Msg::infinitive`]) and the
# position it leaves, named when a student reads it (a heap's stones).
explain-move-named = { $mv }, leaving { $position } ({ $outcome_letter })
# A move in words and the class of the position it leaves.
explain-move-plain = { $mv }, leaving a { $outcome_word } position ({ $outcome_letter })
# A move the family has no words for (never its notation).
explain-some-move = a move
# How many moves the end is away.
explain-within =
    { " " }in { $n } { $n ->
        [one] move
       *[other] moves
    }
# Why a fragile position is fragile: the moves that leave a safe one.
explain-fragile = { $outcome_letter } — { $outcome_word }: the player to move wins{ $within } by moving to a safe position, from which every move hands back a fragile one: { $list }.
# Why a safe position is safe, and the longest resistance.
explain-safe = { $outcome_letter } — { $outcome_word }: every move leaves a fragile position, so the player to move loses{ $within } against best play; the longest resistance: { $best }.
# Why a neutral position is neutral.
explain-draw = { $outcome_letter } — { $outcome_word }: neither player can force a win.

## A match in the terminal (`ludoteca play`)

# The commands of a match.
play-help = { $example ->
        [none] Type a move
       *[other] Type a move (e.g. `{ $example }`)
    }, or: hint, analysis [QUESTION] (or a guess, in a guessing game), undo, moves, rules, save FILE, quit.
# What a person is asked before typing a move.
play-ask = { "[" }{ $position }] { $seat } to move>{ " " }
# A seat wins the match.
play-winner = { $seat } wins.
# The match is drawn.
play-draw = A draw.
# The end of a match.
play-game-over = Game over at { $position }: { $result }
# The champion played.
play-champion-plays = { $seat } (champion) plays { $mv } → { $position }
# A person played.
play-person-plays = { $seat } plays { $mv } → { $position }
# The good moves of a hint.
play-good-moves = good moves: { $moves }
# The legal moves.
play-legal-moves = legal moves: { $moves }
# Input ended.
play-end-of-input = (end of input: leaving the match)
# Two people share the terminal: hand it over.
play-pass-device = Pass the device to { $seat }, then press Enter.
# Undo is not offered.
play-no-undo = undo is not offered in this game: replaying a move would show you what is hidden
# Moves were taken back.
play-took-back =
    { $seat } took back { $n } { $n ->
        [one] move
       *[other] moves
    }.
# The match was saved.
play-saved = saved to { $file }
# The match could not be saved.
play-cannot-save = cannot save to { $file }: { $why }
# `save` without a file.
play-say-where = say where: save FILE

## Marks of a finished match's moves (the replay; ludoteca_play::marks)

# A position left by a move, named by its text (a heap's number):
# "22, a fragile position (N)".
mark-left-named = { $position }, a { $outcome_word } position ({ $outcome_letter })
# A position left by a move, not named: "a fragile position (N)".
mark-left-plain = a { $outcome_word } position ({ $outcome_letter })
# The first mistake: the move left a fragile position, and the opponent's
# winning reply leaves the mover a safe one.
mark-mistake-fragile = You chose to { $mv } and left { $left }: your opponent can { $reply } and leave you { $after }.{ $better }
# The first mistake: the move left a fragile position whose winning
# reply is not known (or the game ends there).
mark-mistake-lost = You chose to { $mv } and left { $left }: from there your opponent wins.{ $better }
# The first mistake: a winning mover left a neutral position (a draw).
mark-mistake-draw = You chose to { $mv } and left { $left }: the game was yours, and now your opponent can hold the draw.{ $better }
# What the mover could have played instead to win (a sentence).
mark-better-win = { " " }You could { $mv } instead: that leaves a safe position (P) and wins.
# What the mover could have played instead to keep the draw (a sentence).
mark-better-draw = { " " }You could { $mv } instead and keep the draw.
# A seat's name given at a match's creation is refused.
sv-bad-name = a seat's name is one line of at most { $max } characters, without control characters
# "yes", a switch's value in words (the history's parameters).
word-yes = yes
# "no", a switch's value in words.
word-no = no

## Research shared by workers (`worker`, `solve --distribute`)

# A sentence kept in English because it has no key yet, shown with a
# note saying so.
untranslated = { $text }

## Periods

# The proof of a period: the rows a..b equal the rows c..d (single: 1 when one row each).
period-proof = Every row n ≥ { $window } is determined by the { $window } rows before it (no move takes more than { $window }). { $single ->
        [1] Row { $a } equals row { $c }
       *[other] Rows { $a }..{ $b } equal rows { $c }..{ $d }
    }, so from then on the table repeats: period { $period } from row { $preperiod }, certain once row { $certain } is filled in.

# A family's move in words, with its infinitive (only the move as done is said).
moved = { $done }

## The words every family's descriptor shares

# The label of the misère parameter.
param-misere-label = Misère
# What the misère parameter does.
param-misere-help = the last move loses instead of winning
# The label of the seed parameter.
param-seed-label = Seed
# What the seed parameter does.
param-seed-help = fixes the chance, so that the same match can be played again
# The label of how many stones there are at the start.
things-stones-label = Stones
# What the number of stones is.
things-stones-help = the stones in the heap at the start
# The label of how many beans there are at the start.
things-beans-label = Beans
# What the number of beans is.
things-beans-help = the beans at the start
# The label of how many rabbits there are at the start.
things-rabbits-label = Rabbits
# What the number of rabbits is.
things-rabbits-help = the rabbits in the hutch at the start
# The label of the number said at the start (counting up to a target).
things-numbers-label = Number said
# What the number said at the start is.
things-numbers-help = the number said before the first move

# A class's letter in a table's legend.
table-legend-letter = { $letter }
# A family without parameters, in its rules.
params-none = This game has no parameters.
# A list whose last item is joined by "or".
list-or = { $init } or { $last }
# The name a pupil's is replaced with when the class's names are erased.
sv-pupil-placeholder = Pupil { $n }
# A game's title with the text's number.
game-title = Game { $number } — { $name }

# What a game does not do, and what it offers instead.
list-and = { $init } and { $last }
err-lacks = { $id } has no { $what ->
        [analysis] analysis of positions
        [table] table
        [period] period
        [long-period] long period run
        [text] positions written as text
        [exact] exact value of positions
        [value] value as a short partizan game (games without memory and under normal play have one)
        [row-values] values of its rows (games without memory and under normal play have them)
        [strategies] comparison of strategies
       *[other] { $what }
    }{ $why ->
        [hidden] { " " }— it is a game of hidden information, not of positions won or lost
        [rows] { " " }— its positions are not the rows of one growing heap
        [boards] { " " }— its positions are boards, not numbered rows
       *[none] { "" }
    }; it offers { $offers }
err-no-sizes = { $id } has no board size to vary
err-no-coordinates = { $id } has no coordinates to write conjectures in yet
err-no-position-list = { $id } cannot list its positions by size yet
# A conjecture's expression that does not parse.
err-conj-parse = the { $flag } expression `{ $text }` does not parse ({ $detail }); write a condition on the position's coordinates, e.g. n % 5 == 0 || n % 5 == 2
# A conjecture's expression that failed at a position.
err-conj-failed = the { $flag } expression `{ $text }` failed at position { $position }: { $detail } (the coordinates are { $names })
# A conjecture's expression that gave no truth value.
err-conj-not-bool = the { $flag } expression `{ $text }` must be true or false, but at position { $position } it gave a { $kind }
# A position a conjecture puts in two sets.
err-conj-both = position { $position } is in both the safe and the neutral set: every position must be in exactly one
# A game script that does not compile.
err-script-compile = the script does not compile: { $detail }
# A game script without one of the three functions.
err-script-missing = the script must define `fn { $name }(…)`: a game script defines start(params), moves(state) and play(state, move)
# A game script that failed while running.
err-script-failed = the script failed: { $detail }
# A game script without a table.
err-script-no-row = the script defines no `fn row(n)` (the states of table row n), so it has no table
# A script's row() that gave no array.
err-script-row-not-array = the script's row() must return an array of states, not a { $kind }
# A game script without coordinates.
err-script-no-coordinates = the script defines no `fn coordinates(state)` (a map of named numbers)
# A script's coordinates() that gave no map.
err-script-coordinates-not-map = the script's coordinates() must return a map, e.g. #{ "{" } n: 5 { "}" }
# A question to a game that answers none beyond the hint.
err-no-questions = { $game } answers no questions beyond the hint; ask with an empty question
# A game whose own match is not built in.
err-own-match-missing = { $game } needs its own match `{ $name }`, which is not built in
# A fault of the program itself, not of the request.
err-internal = an internal error of Ludoteca (please report it): { $detail }
# A table too large to print.
err-table-too-large = a table of { $entries } entries is too large to print; ask for at most { $max } (narrow --from/--to)
# Too many positions to check one by one.
err-too-many-positions = { $count } positions are too many to check one by one; lower --to
# A table that would not fit in memory.
err-table-memory = a table of { $entries } entries is more than this machine can hold
# A move that breaks the layers of a table.
err-layered-move = a move from row { $from } reached row { $to }: moves must lower the row by 1 to { $window }
# A game whose play can come back to a position.
err-needs-retrograde = play can return to an earlier position, so this game needs retrograde analysis
# A search past its limit.
err-search-limit = the search passed its limit of { $limit } positions
# A value past the exact range.
err-value-overflow = a number left the exact range (numerators up to 2^62 in absolute value, denominators up to 2^62)
# A game that is not short.
err-value-loopy = the game is loopy: a position can be reached again from itself, and only short games have values here
# A value larger than the values are built.
err-value-too-big = { $kind ->
        [nimber] a nimber
       *[up] a multiple of up
    } is too large: at most { $max } is accepted
# The heading of the rules' parameters.
params-head = Parameters
# A parameter's value in force, in the rules.
param-now = now { $value }
# What a part of a split check holds.
research-check-part-holds = a part of a split check holds a part certificate, as `verify --distribute` writes it
# A part certificate checked alone, so far (a worker's progress).
research-nodes-checked = { $done } of { $total } nodes checked
# Where a split check stands.
research-parts-checked = { $answered } of { $parts } parts checked
# A split check's answer: its parts checked alone, and those refused.
research-parts-checked-alone = { $parts } parts checked alone, { $refused } refused
# An open problem that its tasks decide, not yet merged ($again: solve or verify).
research-decided = decided by its tasks: the next `{ $again } … --distribute` prints it
# A conjecture that passed Theorem 4.1's check on every position.
conjecture-holds = holds for all { $checked } positions (Theorem 4.1: requirements and properties I–III)
# The first position where it fails: what it breaks ($property), and the
# move that breaks it when one does ($by: move or none).
conjecture-fails = fails at position { $position }: { $property ->
        [lost-end] a finished game lost by the player to move (posição vitoriosa) must be safe
        [won-end] a finished game won by the player to move must be fragile
        [drawn-end] a drawn ending (posição de empate) must be neutral
        [one] property I: a fragile position must have a move to a safe one
        [two] property II: every move from a safe position must reach a fragile one
        [three-move] property III: a neutral position must have a move to a neutral one
       *[three-avoid] property III: no move from a neutral position may reach a safe one
    }{ $by ->
        [move] { " " }— the move { $mv } breaks it
       *[none] { "" }
    } (after { $checked } positions)
