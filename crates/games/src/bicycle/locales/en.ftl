### The words of the family `bicycle`, in English.

# A bicycle position.
bk-shape = a position is stage,distance — the stage about to be ridden (1 to { $max }) and the km still to go — e.g. { $example }
# A bad stage.
bk-stage = the stage `{ $stage }` must be a whole number from 1 to { $max }, e.g. { $example }
# A distance too long.
bk-distance-range = the distance { $text } is out of range: at most 10^18 km
# A distance not whole.
bk-distance-whole = the distance { $text } is not a whole number of km: je-6 and je-22 ride whole kilometres (je-23 takes real distances)
# The trip is over.
bk-arrived = the bicycle has arrived: no move is possible
# Whole km to pedal.
bk-pedal-whole = at stage { $stage } with { $distance } km to go the rider pedals a whole number of km from 1 to { $most }
# The last bit.
bk-pedal-exact = with { $distance } km to go the rider must pedal exactly { $distance }
# Any distance to pedal.
bk-pedal-real = at stage { $stage } with { $distance } km to go the rider pedals any distance from 1 to { $most } km ({ $forms })
# A table's distances.
bk-table-range = a range of distances from ≤ to, at most 10^18

# A move in words: a stretch ridden (the bicycle).
bk-how-rode = rode { $dist } km
# The infinitive of [`Msg::HowRode`].
bk-do-ride = ride { $dist } km
# The bicycle reached the destination.
bk-end-arrival = { $rider } pedalled the last { $dist } km, in stage { $stage }, and the bicycle reached the destination — { $verdict }.

## The descriptor's words: the family, its parameters and choices, its games' names

bk-family-tag = bicycle
bk-param-distance = Distance (km)
bk-param-distance-help = the kilometres to the destination (game 23: any exact number, e.g. 11/4)
bk-param-stage = Stage
bk-param-stage-help = the stage about to be ridden
bk-param-columns = Table stages
bk-param-columns-help = the stages a table shows
bk-name-je6 = Two on a bicycle
bk-name-je22 = Two on a bicycle, whole km
bk-name-je23 = Two on a bicycle, any distance
# Real distances cannot be ranged over by a conjecture.
bk-real-no-conjecture = { $id } has real distances, which conjectures cannot range over; use je-22 (whole km) with k and d
# Real distances cannot be listed.
bk-real-no-list = { $id } has real distances: they cannot be listed
# A table of stages too large.
bk-table-too-large = a table of { $rows } rows × { $columns } stages is too large (at most { $max } cells): narrow --from/--to or the parameter columns
# Too many positions to list.
bk-list-too-large = { $id } positions up to d = { $to } would be (d + 1)(d + 1) ≈ { $count } positions: at most d = 2000
