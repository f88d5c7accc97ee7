### The words of the family `octal`, in English.

# A code without digits.
oc-empty = an octal code needs at least one digit after the point, e.g. 0.77
# A character that is no octal digit.
oc-digit = an octal code's digits are 0 to 7, and `{ $digit }` is not one (e.g. 0.77)
# A code not written d0.d1d2….
oc-shape = an octal code is written d0.d1d2… with one digit before the point, e.g. 0.77 or 4.07
# Too many digits after the point.
oc-long = an octal code has at most { $most } digits after the point, and this one has { $given }
# A first digit with bit 1 or 2.
oc-first = the digit before the point may only be 0 or 4 (splitting a heap without taking anything), not { $digit }
# A list of heaps.
oc-heaps = a comma list of heap sizes from 0 to { $max }, e.g. heaps=10,7
# A position.
oc-position = a position is a comma list of heap sizes from 0 to { $max }, e.g. { $example }
# A move.
oc-move = a move is heap:taken, or heap:taken=a+b when the rest is split into heaps a and b, with heaps numbered 1 to { $n } from the left and the code allowing it, e.g. `{ $example }`
# No move is left.
oc-over = no heap has a move left: the game is over
# A move that splits, in words.
oc-split = took { $taken } from heap { $heap } and split the rest into { $a } and { $b }
# A move that splits, as what to do.
oc-do-split = take { $taken } from heap { $heap } and split the rest into { $a } and { $b }
# No period proved.
oc-no-period = the values of { $code } up to heap { $heaps } prove no period; ask for more heaps with period-to (at most { $max })
# A value too large.
oc-overflow = a Grundy value at heap { $heap } is larger than 65535, the largest kept
# Why: no heap has a move left.
oc-why-over = No heap has a move left: the game is over.
# Why: the Grundy values' XOR is 0.
oc-why-zero = The heaps' Grundy values { $values } have XOR 0, so every move leaves a non-zero XOR.
# Why: the XOR is not 0, and a move makes it 0.
oc-why-non-zero = The heaps' Grundy values { $values } have XOR { $xor }; { $mv } leaves XOR 0.
# The period's proof by the octal periodicity theorem.
oc-period-proof = Octal periodicity theorem (Guy–Smith): no move of { $code } takes more than { $most } tokens, and G(n + { $period }) = G(n) for every n from { $from } to { $to } (2·{ $from } + { $period } + { $most } − 1), checked on the values of heaps 0..{ $checked }; so G is periodic with period { $period } from heap { $from }, and { $last }. A row of heaps is safe (a P-position) exactly when the XOR of its heaps' values is 0.
# No heap is exceptional.
oc-no-exceptional = no heap is exceptional
# The last exceptional heap.
oc-last-exceptional = the last exceptional heap is { $n }

## The descriptor's words: the family, its parameters and choices, its games' names

oc-family-tag = take and break
oc-param-code = Code
oc-param-code-help = the octal code d0.d1d2…: digit k says whether taking k tokens may leave no heap (1), one heap (2) or two heaps (4)
oc-param-heaps = Heaps
oc-param-heaps-help = the heaps at the start
oc-param-period-to = Period search
oc-param-period-to-help = the most heaps whose values the search for a period computes
oc-name-octal = Octal game
oc-name-kayles = Kayles
oc-name-dawson-kayles = Dawson's Kayles
oc-name-dawson-chess = Dawson's chess
# A long run asked for more heaps than it computes.
oc-long-heaps = a long run computes at most { $max } heaps, not { $given }; ask for fewer with --to
# A long run over the memory allowed.
oc-long-memory = { $heaps } heaps need up to { $needs } MiB, over the limit of { $limit } MiB; ask for fewer heaps with --to or allow more with --memory
# A checkpoint not read or written.
oc-checkpoint-io = the checkpoint { $file } could not be read or written: { $why }
# Not a checkpoint.
oc-checkpoint-not = { $file } is not a checkpoint of octal values (one written by `ludoteca period octal --long --checkpoint`)
# A checkpoint of another game.
oc-checkpoint-code = { $file } holds the values of { $holds }, not of { $code }; resume it with code={ $holds }
# A checkpoint holding more heaps than asked.
oc-checkpoint-more = { $file } holds { $heaps } heaps, more than the { $cap } asked for; ask for at least that many with --to
# A long run at its limit without a proof.
oc-long-no-period = the values of { $code } up to heap { $heaps } prove no period; ask for more heaps with --to
# A long run stopped with a checkpoint.
oc-long-stopped = stopped after { $heaps } heaps of { $code }, with no period proved yet; the values are saved in { $file }, and --resume { $file } goes on from there
# A long run stopped without a checkpoint.
oc-long-stopped-no-file = stopped after { $heaps } heaps of { $code }, with no period proved yet; nothing was saved (give --checkpoint FILE to keep the values)
