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
