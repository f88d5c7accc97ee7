### The refusals, in English.

## Errors of games (ludoteca_games::GameError)

# A form's field that wants a whole number got something else.
field-not-number = “{ $value }” is not a number: write a whole number from { $min } to { $max }.
# A form's field got a whole number out of its bounds.
field-out-of-range = { $value } is out of range: write a whole number from { $min } to { $max }.
# A form's field got a value it does not take, named by its label.
field-bad-value = “{ $value }” does not fit “{ $label }”: { $expected }

## Refusals: what is accepted (games, engines, the server)

# Text shown as it is, in every language (a list of moves).
verbatim = { $text }
# A list ending in "or".
or-list = { $init } or { $last }
# A typed parameter's accepted values.
acc-typed = { $what }
# A whole number in a range.
acc-whole = a whole number from { $min } to { $max }
# Any whole number.
acc-whole-any = a whole number
# True or false.
acc-bool = true or false
# A set of whole numbers.
acc-set = a comma list of whole numbers from { $min } to { $max }, with ranges allowed, e.g. 1,3,4 or 1..5
# One of a few words.
acc-one-of = one of { $choices }
# How parameters are written.
acc-param-pair = parameters are written name=value, e.g. heap=2008
# How a parameter's name is written.
acc-param-name = a parameter name is letters, digits, `-` or `_`, e.g. heap=2008
# Two parameters that exclude each other.
acc-not-both = give either { $a } or { $b }, not both
# The game is over.
acc-no-move = the game is over: no move is possible
# The legal moves of a position.
acc-legal-moves = from { $position } the legal moves are { $moves }
# A number is missing.
num-missing = a number is missing: write { $accepted }
# A number too long.
num-too-long = `{ $text }` is too long to be a number here (at most { $max } characters)
# A negative number.
num-negative = `{ $text }` is negative, but only numbers from 0 up are accepted here
# Not a number.
num-not-number = `{ $text }` is not a number: write { $accepted }
# A fraction over zero.
num-zero-denominator = `{ $text }` divides by zero: the denominator must be at least 1
# How a distance is written.
acc-distance-forms = a whole number (2008), a decimal (2.75) or a fraction (11/4)
# How a point of the circle is written.
acc-point-forms = a number in [0, 1) — the fraction of the circumference from the origin, counter-clockwise — written as a fraction (1/3) or a decimal (0.25)
# A script refuses a position.
sc-refuses = { $why }
# Another refusal of a game's engine (its words in English).
engine-refuses = { $detail }
# No such route.
sv-no-route = there is no route { $path }; the API is listed in docs/api.md
# A method the route does not take.
sv-method = { $method } is not accepted here: this route takes { $allowed }
# A path that is not UTF-8.
sv-path-not-utf8 = the path is not valid UTF-8: write ids and names as UTF-8, percent-encoded
# A WebSocket route asked without upgrade.
sv-need-upgrade = this route is a WebSocket: open it with a WebSocket client (Connection: Upgrade, Upgrade: websocket)
# A body too large.
sv-body-too-large = the body is too large: at most { $bytes } bytes
# A body that is not JSON.
sv-body-type = send JSON with `Content-Type: application/json`
# A body that is not the JSON expected.
sv-body-json = the body is not the JSON expected ({ $detail }); see docs/api.md
# A query string that cannot be read.
sv-query = the query string cannot be read ({ $detail }); write name=value pairs
# Nothing with this id.
sv-not-found = there is no { $what } `{ $id }`
# A game.
sv-what-game = game
# A computation.
sv-what-job = job
# A match.
sv-what-match = match
# A finished match.
sv-what-finished = finished match
# Only a seat may do this.
sv-need-seat = only a seat may do this: send its token (Authorization: Bearer TOKEN)
# A malformed Authorization header.
sv-bad-auth = the Authorization header must be `Bearer TOKEN` with your seat's token; send no header to watch
# A token that opens no seat.
sv-unknown-token = this token opens no seat of this match; use your invitation link
# A thinking time out of range.
sv-budget = budget_ms { $budget } is out of range: give 1 to { $max }
# No seed between two people.
sv-seed-two-people = a seed may be chosen only for a match with at most one person: between two people it would let one work out the other's random secret
# The champion's seat.
sv-champion-seat = the champion plays this seat
# No undo after the end.
sv-undo-over = the match is over: its moves and result are kept as they were played, so it cannot be taken back
# No undo against a person.
sv-undo-person = undo is only for a match against the champion; a person's move stands
# No undo where it reveals.
sv-undo-reveals = undo is not offered in this game: replaying a move would show you what the computer hides
# The database failed.
sv-store = { $detail }; nothing was changed, try again
# The server is stopping.
sv-stopping = the server is stopping
# An analysis that failed.
sv-internal = the analysis failed: { $detail }
# A number too large for the web lab.
sv-too-big = { $n } is larger than the web lab takes (numbers up to { $max }); the command line (`ludoteca outcome`, `ludoteca table`) goes further
# A solve that ran out of time.
sv-solve-slow = this position takes more than { $secs } s to solve here; ask `ludoteca outcome` on the command line
# Too many computations.
sv-jobs-busy = { $running } computations are running already; try again when one ends
# No such kind of job.
sv-job-kind = there is no job kind `{ $kind }`: ask for `table`, `period`, `strategies`, `value` or `conjecture`
# A job kind the game does not offer.
sv-job-not-for = `{ $game }` offers no `{ $kind }` analysis (its card's `capabilities` list what it offers)
# A job's time limit out of range.
sv-job-seconds = `seconds` is a whole number of seconds from 1 to { $max }
# A table too long.
sv-table-rows = a table runs from `from` to `to` with from ≤ to and at most { $max } rows; the command line (`ludoteca table`) goes further
# A conjecture job without the rule of the safe positions.
sv-conj-safe = a `conjecture` job needs `safe`: the condition on the coordinates that the safe (P) positions meet, e.g. n % 5 == 0
# A conjecture's expression longer than the lab takes.
sv-conj-length = a conjecture's condition has at most { $max } characters here; the command line (`ludoteca conjecture`) takes longer ones
# A conjecture checked too far.
sv-conj-to = a conjecture is checked on the positions up to `to`, a whole number from 0 to { $max }; the command line (`ludoteca conjecture`) goes further
# What the web lab calls a conjecture's two expressions.
sv-conj-flag = { $which ->
        [safe] safe positions'
       *[neutral] neutral positions'
    }
# Too many matches.
sv-rooms-full = the lab already holds { $max } unfinished matches; finish some before starting more
# A match set aside at start-up (*em quarentena*).
sv-quarantined = match `{ $id }` is set aside (quarantined): { $reason }; its moves are kept, and it is not played again until an operator releases it
# A job stopped at its time limit.
sv-job-slow = this computation ran for more than { $secs } s and was stopped; ask for fewer rows, or use `ludoteca table` on the command line
# A job whose server stopped while running it twice over (it was
# taken over once already): it is not started a third time.
sv-job-servers-stopped = two servers stopped while running this computation, so it is not started a third time; ask for it again, with less work if you can
# A page of a job's rows asked with a bad `offset` or `limit`.
sv-job-page = `offset` and `limit` are whole numbers, and a page holds from 1 to { $max } rows; ask for the next page with `offset`
# Rows or a drawing asked of a job that is not a finished table.
sv-job-no-rows = job `{ $id }` has no table to give (yet): rows and drawings come from a finished `table` job
# Too many matches between champions at once.
sv-shows-full = the lab already runs { $max } matches between champions; wait for one to end, or play one yourself
# A match with all its spectator places taken.
sv-spectators = this match already has { $max } spectators: watch it later, or its replay once it ends
# A socket that floods.
sv-socket-flood = more than { $max } messages a second: this socket is closed; reconnect to go on
# What a socket accepts.
sv-socket-json = send JSON: { $a } or { $b }

## Cost before work (budgets of memory and time)

# Work that needs more memory than the whole budget of the server.
cost-too-big = this needs about { $need } of memory; this server allows { $limit }: ask for a smaller game, or use the command line
# Work that fits the budget, but not what other work leaves of it now.
cost-busy = this needs about { $need } of memory and other work holds most of this server's { $limit } ({ $free } free now); try again in a moment
# Work that would run far past the request's time limit.
cost-too-slow = this would take about { $need } s, and the web lab stops such work at { $secs } s; ask the command line (`ludoteca`)
# Work that needs more memory than the command line's `--memory`.
cost-too-big-here = this needs about { $need } of memory; the budget is { $limit } (`--memory MIB` sets it, default what the machine has free)

## The analysis page: exact values and strategies compared

# A position too far from its end for the exact value's search.
val-too-far = the exact value is searched only from positions with at most { $max } empty squares on this board; this one has { $empties }: play a few moves first

## Classes (a teacher's lesson: issue 19)

# What a class is, for "there is no class `…`".
class-what = class
# What a student of a class is, for "there is no student `…`".
class-what-student = student
# A student's name is refused (empty, too long, control characters).
class-bad-name = a name is 1 to { $max } characters on one line, without control characters: write your first name, e.g. Ana
# A student's name is already in the class.
class-name-taken = “{ $name }” is already in this class: add the first letter of your surname, e.g. { $name } S.
# No open class has this join code.
class-no-code = no open class has this code: check the code on the teacher's screen (6 letters and digits)
# Too many wrong join codes from one place, or from everywhere.
class-throttled = many wrong codes came from this network in the last minute (not necessarily yours): wait { $secs } s and type the code again
# Only the teacher may do this.
class-teacher-only = only the class's teacher may do this: send the teacher's token (Authorization: Bearer TOKEN)
# A token that is no student's of this class.
class-student-only = this token belongs to no student of this class: join again with the class's code
# The class has ended.
class-ended = this class has ended: the teacher can open a new one
# The teacher paused the class.
class-paused = the teacher has paused the class: wait until it goes on
# The teacher ended this match.
class-match-stopped = the teacher has ended this match
# A counted round (*ronda a contar*): the teacher turned hints,
# analysis and undo off for the class's matches.
class-counted = this is a counted round: the teacher has turned hints, analysis and undo off in this class's matches; play without them
# A new round while matches of the last one go on.
class-round-playing =
    { $n } { $n ->
        [one] match
       *[other] matches
    } of this round { $n ->
        [one] is
       *[other] are
    } still being played: wait for { $n ->
        [one] it
       *[other] them
    }, or end { $n ->
        [one] it
       *[other] them
    } as a forfeit
# Too few students present for a round.
class-too-few =
    a round needs at least { $min } { $min ->
        [one] student
       *[other] students
    } present
# Manual pairs that are not students of the class, each at most once.
class-bad-pairs = pairs name students of this class by number, each student at most once, e.g. { $example }
# An unknown way of pairing.
class-pairing = a pairing is one of { $choices }
# A class holds no more students.
class-full = this class already has { $max } students, the most one class holds
# The lab holds no more open classes.
classes-full = the lab already has { $max } open classes: end some before opening more
classes-from-here = this address already has { $max } open classes: end some before opening more
# The computer's champion, as a player of a class's match.
class-champion = the champion
# A round's bye (a point without playing).
class-bye = bye (one point)
# A round's rest (left out of a round the teacher paired).
class-rest = resting
# A match the teacher ended: this seat lost by forfeit.
class-forfeit = the teacher ended the match: { $seat } lost by forfeit
# The header line of the standings in a class's CSV.
class-csv-standings = rank,name,points,played,wins,draws,losses,byes
# The header line of the matches in a class's CSV.
class-csv-matches = round,match,A (first),B (second),result,reason
# A match not finished yet.
class-unfinished = not finished
# The page's origin for the join link is refused.
class-bad-origin = the origin is the page's address, e.g. http://192.168.1.5:8080
# A name mixing letters of two alphabets that look alike (Latin
# with Cyrillic or Greek).
class-mixed-name = the name `{ $name }` mixes letters of two alphabets (Latin with Cyrillic or Greek) that look alike: write it in one alphabet
# A class opened with a parameter that fixes a secret (a written
# code, a seed): every pupil would know it.
class-secret = a class cannot fix `{ $param }` in advance: every pupil could read it; leave it out and each match makes its own

## `ludoteca serve`'s options

# `--public-url` that is not an http(s) address.
serve-public-url = `--public-url` takes the address pupils open, an http:// or https:// URL such as http://escola.example:8080 (no ? or #); `{ $given }` is not one
# `--keep-days` that is not a whole number of days in range.
serve-keep-days = `--keep-days` takes a whole number of days from 1 to 36500 (default 30); `{ $given }` is not one
serve-spectators = `--spectators-per-network` takes a whole number of spectator sockets from 1 to 100000 (default 128); `{ $given }` is not one

## Research shared by workers (`worker`, `solve --distribute`)

# A research address that is not PostgreSQL's.
research-address = `worker --database`, `solve --distribute` and `solve --status` take a PostgreSQL address, postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE; `{ $given }` is not one
# A problem (or its task) written by another version of the program.
research-other-version = the problem `{ $problem }` was written by { $found } and this is { $mine }: a worker or a solve of { $found } goes on with it
# `--distribute` on a game whose solve has no split.
research-no-split = `--distribute` splits the long solves of { $games }; { $game } has no split
# A task's part its split cannot read ($holds: what that split's parts hold).
research-bad-part = { $holds }; `{ $given }` is not one
# A task's result its split cannot read.
research-bad-result = a task's result is read as `ludoteca worker` writes it, and `{ $given }` is not one: delete the problem and solve it again
# Every part answered or no longer needed, the merge still undecided.
research-merge-open = every part is answered or no longer needed, and the merge still cannot decide the problem: delete it and solve it again from the start
# The web lab's research page on a server without PostgreSQL.
research-needs-postgres = the research shared by workers lives in PostgreSQL, and this server keeps its data in SQLite: start it with `ludoteca serve --database postgres://…` to follow a distributed solve here
# A part asked for by a number the split does not have.
research-no-part = there is no part { $n }
# A split check asked to split itself.
research-check-split = the parts of a check are the certificate files given to `verify`
# A game whose checker does not check a part alone.
research-checker-no-split = this game's checker does not split its checks

## What a parameter accepts, by its kind (ludoteca_games::ParamSpec)

# A range without an upper bound but the machine's.
span-from = from { $min } up
# A range of whole numbers.
span-range = from { $min } to { $max }
# A whole number in a range.
param-whole = a whole number { $range }
# What is accepted, or one of some words.
param-or-words = { $base } or { $words }
# A switch.
param-bool = true or false
# One of a list of values.
param-choice = one of: { $items }
# A set of numbers, ranges allowed.
param-set = a comma list of whole numbers { $range }, ranges allowed, e.g. 1,3,4 or 1..5
# A set of numbers, or `any`.
param-set-or-any = { $base }, or any
# A few whole numbers.
param-numbers = up to { $most } whole numbers { $range }, separated by commas, e.g. 10,7
# An exact number: whole or a fraction.
param-rational = an exact number, whole or a fraction, e.g. 2008 or 11/4
# Text in the game's notation.
param-notation = text in the game's notation (see the rules)
# A seed of chance.
param-seed = a whole number, the seed of chance
# A network whose spectator sockets are all open already.
sv-spectators-network = one network may watch with at most { $max } spectator connections at once, and yours has them all open: close one, or watch later
