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

# Why: the trip ended before it began.
bk-why-no-trip = The trip ended before it began: there is no distance left to ride.
# Why: the bicycle has arrived.
bk-why-arrived =
    The bicycle has arrived: the rider of stage { $stage } reached the destination and { $play ->
        [misere] lost
       *[other] won
    }.
# Why, misère: 1 km left, the rider must ride it.
bk-why-last-km =
    { $outcome_letter } — { $outcome_word }: with 1 km to go, the rider of stage { $stage }, { $rider }, has to ride to the destination and so { $play ->
        [misere] loses
       *[other] wins
    }.
# Why a fragile position (whole km) is fragile: the rides that land in the group below.
bk-why-whole-fragile =
    { $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) sits just above group { $group } of column { $stage }, { $groups }{ $play ->
        [misere] { " " }(misère: normal play from d − 1, and then the forced last stage)
       *[other] { "" }
    }. { $rider } rides j km, { $low } ≤ j ≤ { $high } (the text's interval (8)), and lands in group { $group } of column { $next }, a safe position; { $ending }.
# Why a safe position (whole km) is safe.
bk-why-whole-safe =
    { $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) belongs to group { $group } of column { $stage }, { $groups }{ $play ->
        [misere] { " " }(misère: normal play from d − 1, and then the forced last stage)
       *[other] { "" }
    }. Any ride ends strictly between groups { $below } and { $group } of column { $next }, and the opponent answers into group { $below } of column { $after }; { $ending }.
# Why, real distances: the rider must ride exactly to the end.
bk-why-real-exact =
    { $outcome_letter } — { $outcome_word }: with { $distance } km to go, the rider of stage { $stage }, { $rider }, has to ride exactly to the destination and so { $play ->
        [misere] loses
       *[other] wins
    }.
# Why a safe position (real distances) is safe.
bk-why-real-safe =
    { $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) belongs to group { $group } of column { $stage }, the interval { $interval } (the text's (9){ $play ->
        [misere] , moved 1 km for misère play
       *[other] { "" }
    }). Any ride ends strictly between groups { $below } and { $group } of column { $next }, and the opponent answers into group { $below }; { $ending }.
# Why a fragile position (real distances) is fragile.
bk-why-real-fragile = { $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) sits just above group { $group } of column { $stage }. { $rider } rides any x km with x in { $interval } (the text's (10), its lower end corrected to { $formula }) and lands in group { $group } of column { $next }, for instance { $example } km; { $ending }.
# A reason, then that the rides listed are only a menu.
bk-why-menu = { $reason } The rides listed are only a sample: any distance the rules allow may be ridden.
# How the trip ends with best play.
bk-why-ending =
    with best play the trip ends at stage { $last }, ridden by { $rider }, who { $play ->
        [misere] loses
       *[other] wins
    }
# A reason, and how many of the moves are listed.
bk-why-listed = { $reason } (Only { $listed } of the { $most } moves are listed.)

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
