### The words of the family `heap`, in English.

# A table's first row.
hp-from-to = --from must not exceed --to ({ $to }, the last row of this game's table)
# Two memory rules.
hp-limit-memory = a limit cannot be combined with forbid={ $forbid }; use one memory rule at a time
# take and first-takes together.
hp-take-not-both = give either take=… (both players) or first-takes=… and second-takes=…, not both
# Only one player's takes.
hp-both-takes = give both first-takes=… and second-takes=…
# take=any needs a cap.
hp-any-needs-cap = take=any needs a rule that caps the take: limit=plus-one, double or fibonacci
# No take given.
hp-say-take = say what may be taken, e.g. take=1,4 or take=1..5 (or first-takes=… and second-takes=…)
# A growing limit with different takes.
hp-growing-limit = a growing limit is only available when both players take the same amounts
# The opening's cap.
hp-opening = the most the first move may take, a whole number ≥ 1, or below-heap
# opening without a limit.
hp-opening-limit = opening only applies with limit=plus-one or limit=double
# A heap's stones.
hp-shape-stones = n (stones left)
# A count's total.
hp-shape-said = s (the number said so far)
# The opponent's last take.
hp-shape-opp-last = ,r with r the opponent's last take (0..{ $w }, 0 before the first move)
# The mover's last takes.
hp-shape-own-last = ,u,p with u the last take and p the one before it (0..{ $w }, 0 when none)
# The cap.
hp-shape-cap = ,t with t ≥ 0 the most the player to move may take
# Fibonacci's memory.
hp-shape-fib = ,a,b with a the before-last and b the last take (0 when none)
# Who moves.
hp-shape-mover = ,X with X = A or B the player to move
# A heap position.
hp-position = a position is written { $n }{ $memory }{ $mover }, e.g. { $example }
# No move from here.
hp-over = the game is over at { $position }
# The takes allowed.
hp-may-take = from { $position } you may take { $list }
# The additions allowed.
hp-may-add = from { $position } you may add { $list }
# A position's value (`ludoteca value`).
hp-value-line = value: { $value }
# The class L of a value.
hp-value-class-l = class L: A (Left) always wins
# The class R of a value.
hp-value-class-r = class R: B (Right) always wins
# The class N of a value.
hp-value-class-n = class N: the first player wins
# The class P of a value.
hp-value-class-p = class P: the second player wins
# A value's mean and temperature.
hp-value-heat = mean { $mean }, temperature { $temperature }
# A row's position.
hp-row-position = a position is the heaps and who moves, e.g. { $example } (1 to 64 heaps, each at most { $max })
# The heaps of a partizan row.
hp-row-heaps = a row of heaps of a partizan game needs a game without memory, under normal play and taking stones (not counting up), and 1 to 64 heaps of at most { $max } stones
# A row's class from its value.
hp-method-values = the value of the sum of the heaps
# The heading of a table of values.
hp-values-head = position, value, class, mean, temperature
# A class decided by the proved period: the reason, then the heap it behaves as.
hp-by-period = { $reason } (Decided by the proved period: heap { $n } behaves as heap { $like }; period { $period } from row { $preperiod }.)

## The descriptor's words: the family, its parameters and choices, its games' names

hp-family-tag = one heap
hp-choice-forbid-none = no memory rule
hp-choice-forbid-opponent-last = never what the opponent just took
hp-choice-forbid-own-last = never your own previous take
hp-choice-limit-none = no limit
hp-choice-limit-plus-one = at most one more than the last take
hp-choice-limit-double = at most twice the last take
hp-choice-limit-fibonacci = at most the sum of the two last takes
hp-choice-below-heap-below-heap = anything but the whole heap
hp-param-heap = Stones
hp-param-heap-help = the stones in the heap at the start
hp-param-take = Take
hp-param-take-help = the amounts both players may take
hp-param-first-takes = A takes
hp-param-first-takes-help = what A may take (a partizan game)
hp-param-second-takes = B takes
hp-param-second-takes-help = what B may take (a partizan game)
hp-param-forbid = Forbidden take
hp-param-forbid-help = a take the memory of the game forbids
hp-param-limit = Limit
hp-param-limit-help = how the last take caps the next one
hp-param-opening = First move
hp-param-opening-help = the most the first move may take, when each take is limited by the last one
hp-param-target = Target
hp-param-target-help = count up to this number instead of down (game 7)
hp-param-heaps = Heaps
hp-param-heaps-help = play on several heaps at once, a sum (impartial games by Grundy values, partizan ones without memory by their values)
hp-name-je1 = Take 1 or 4
hp-name-je2 = A takes 1 or 4, B takes 2 or 3
hp-name-je4 = The Caracas olympiad
hp-name-je5 = Never your own last take
hp-name-je7 = Thirty-one
hp-name-je8 = Take 1 or 2
hp-name-je9 = A thousand stones, take 1 or 4
hp-name-je10 = Take 2 or 3
hp-name-je13-i = Unequal takes I
hp-name-je13-ii = Unequal takes II
hp-name-je13-iii = Unequal takes III
hp-name-je13-vi = Unequal takes VI
hp-name-je19 = Up to one more
hp-name-je20 = Take without repeating
hp-name-je21 = Which heaps lose?
hp-name-je24 = Up to double
hp-name-je28 = Fibonacci's rabbits
hp-name-fibonacci-nim = Fibonacci Nim
hp-name-subtraction = Your own take-away game
# No period in the rows the table looked at.
hp-no-period-rows = no period shows in the first { $rows } rows of { $id }
# A game whose remembered takes grow with the heap.
hp-memory-no-period = { $id }: the remembered takes grow with the heap, so no window of rows decides the next one and no period can be proved; none is even visible in the starting heaps 0..={ $last }
# Positions (n, a, b) are not listed by size.
hp-no-position-list = { $id }: positions (n, a, b) are checked by the table's search, not listed by size
# Game 28 is solved by starting heap, not from a position.
hp-study-no-position = game 28 is solved for every starting heap up to heap=N; give --param heap=N instead of a position
# A checkpoint that cannot be resumed.
hp-cannot-resume = cannot resume from { $file }: { $why }
# A game with memory has no value heap by heap.
hp-value-memory = a heap game with a memory rule has no value heap by heap: values need takes that never change
# Values are those of normal play.
hp-value-misere = values are those of normal play: a misère game has none
# Values need listed takes.
hp-value-any-take = values need each player's takes listed (take=any is only for capped games)
# No period, and the heap too large to tabulate.
hp-no-period-too-large = no period was found in the first { $rows } rows, and a heap of { $n } is too large to tabulate directly
# A capped game's table of (n, t).
hp-cap-rows = { $id } is solved through its table of (n, t), which grows as n²: heaps up to { $max } are accepted
# Heaps past the thresholds answered at once.
hp-thresholds = { $id } is answered at once by thresholds for heaps up to { $max }, not { $n }; `ludoteca solve { $id } --param heap=N` goes further, with progress and checkpoints
# A heap past the search.
hp-beyond-search = { $id } is solved by a search whose states grow with the cube of the heap: heaps up to { $max } are accepted, not { $n }
# Game 28 past its thresholds.
hp-study-too-far = game 28 is solved by thresholds up to heap={ $max }; { $heap } is past that
# A heap past the valued ones.
hp-value-too-far = heaps up to { $max } have values here; { $heap } is past that
# Game 28's study by thresholds under way ($share: a percentage, a decimal).
hp-study-progress = game 28 by thresholds: heap { $at } of { $heap } (about { $share } % of the work)

# The values' period, plain (`ludoteca period`).
hp-values-periodic = values: period { $period } from heap { $preperiod }, G(n + { $period }) = G(n) ({ $status })
# The values' period with a saltus that is a number.
hp-values-arithmetic = values: arithmetic-periodic, period { $period } and saltus { $saltus } from heap { $preperiod }, G(n + { $period }) = G(n) + { $saltus } ({ $status })
# The proof of a plain period of the values (case a).
hp-values-proof-same = Why (case a): G(n + { $period }) = G(n) was checked for every heap n from { $preperiod } to { $last } (values up to heap { $certain }); beyond them every take is legal and heap n + { $period } has the options of heap n, so the same value, by induction on the heap. Checked up to heap { $verified }.
# The proof of an arithmetic period of the values (cases b and c).
hp-values-proof-shift = Why: G(n + { $period }) = G(n) + { $saltus } was checked for every heap n from { $preperiod } to { $last } (values up to heap { $certain }); beyond them heap n + { $period } has the options of heap n moved by { $saltus }. Of the heaps { $from }..{ $to } of one period, { $translated } by case b (not numbers: by the number translation theorem, Winning Ways; Siegel, Combinatorial Game Theory, II.3, the value moves by { $saltus } too) and { $simplest } by case c (numbers between numbers, moved by a whole number away from 0: the simplest number between them moves with them); by induction on the heap the relation holds for every heap. Checked up to heap { $verified }.
# A period of the values observed but not proved.
hp-values-unproved = Not proved: heap { $heap } { $why }, so neither the number translation theorem nor the simplest number carries the induction past it ({ $tries } starting points tried, a period apart); the relation is only observed, up to heap { $verified }.
# Why a heap breaks the proof: a number with options that are not.
hp-values-why-options = is a number whose options are not all numbers
# Why a heap breaks the proof: the saltus is not a whole number.
hp-values-why-saltus = is a number between numbers, and the saltus is not a whole number
# Why a heap breaks the proof: its interval would cross 0.
hp-values-why-zero = is a number between numbers whose interval, moved by the saltus, may cross 0
# Why a heap breaks the proof: a player without options.
hp-values-why-no-options = is a number from which a player has no move
# No period of the values.
hp-values-none = values: no period of the values up to heap { $to } (neither plain nor with a saltus that is a number)
# The values stopped short of the search's end.
hp-values-stopped = values: computed only up to heap { $to } ({ $reason }); no period of the values among them
# Game 28's study: the first player wins from the heap asked for ($start: the starting heap's class).
hp-study-first-wins = from { $heap } rabbits the first player wins
# Game 28's study: the first player loses from the heap asked for ($start: the starting heap's class).
hp-study-first-loses = from { $heap } rabbits the first player loses
# Game 28's study stopped before the heap asked for.
hp-study-stopped = stopped at heap { $at } of { $heap }
# Game 28's study: the losing starting heaps ($density: a decimal; $periods: the periods excluded).
hp-study-pattern = heaps 0..={ $solved }: the first player loses from { $losing } of them (density { $density }); longest gap { $gap } (from { $from } to { $to }); { $periods }; { $ms } ms
# Game 28's study: the periods excluded.
hp-study-no-period = no period up to { $most } starts before heap { $before }
# Game 28's study: the periods excluded, and those that still fit.
hp-study-periods-fit = no period up to { $most } starts before heap { $before }; { $fit } period(s) still fit the last heaps
