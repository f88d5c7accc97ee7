# The command line's own words (crates/cli/src/words.rs): what `ludoteca`
# prints around the games' and research commands' sentences.
cli-certificate-rejected = certificate rejected: { $why }
cli-warning = warning: { $what }
cli-error = error: { $what }
cli-no-lab = there is no lab in { $dir }: give --from the directory that serve --data used
cli-copied = Copied { $copied } match(es) into { $target } ({ $finished } finished, { $unfinished } unfinished, { $quarantined } quarantined); { $already } already there; { $verified } read back identical.
cli-reach-network = On the classroom's network: { $url }
cli-reach-join = Pupils join at { $url }
cli-reach-nowhere = Only this machine can open it: `serve --lan` lets pupils' phones on the network in.
# `survey` for a family that has none.
cli-survey-none = `{ $family }` has no survey: surveys exist for { $names }
# The bar of `survey`.
cli-surveying = surveying codes
# What `survey` found ($seconds: a decimal).
cli-survey-summary = { $total } codes, { $solved } solved, { $unsolved } unsolved, { $groups } sequences, in { $seconds } s
# The words of a progress bar: what the long computation under way does.
cli-bar = { $what ->
        [solving] solving
        [boards] solving boards
        [tabulating] tabulating
        [period] looking for the period
        [checking] checking
       *[nodes] checking nodes
    }
# A command line refused before anything runs (crates/cli/src/usage.rs):
# one sentence of what was wrong and what is accepted, then where the help
# is. The notation (flags, values, commands, the usage line with clap's
# [OPTIONS], <ID>…) comes in the arguments, between backticks, as typed: the
# files hold no backtick, since the pseudo-locale reads each text alone.
cli-usage-see = { $what }; see { $help }
cli-usage-missing = { $count ->
        [one] the required argument { $args } is missing
       *[other] the required arguments { $args } are missing
    }: the command is written { $usage }
cli-usage-conflict = { $flag } cannot be used with { $others }: the command is written { $usage }
cli-usage-twice = { $flag } can be given only once
cli-usage-command-like = there is no command { $given } (did you mean { $like }?)
cli-usage-no-command = there is no command { $given }: the commands are { $commands }
cli-usage-need-command = a command is missing: choose { $commands }
cli-usage-flag-like = { $flag } is not an option of { $command } (did you mean { $like }?)
cli-usage-unknown-flag = { $flag } is not an option of { $command }: the command is written { $usage }
cli-usage-extra = { $arg } is one argument too many for { $command }: the command is written { $usage }
cli-usage-no-value = { $flag } needs a value
cli-usage-no-value-choose = { $flag } needs a value: choose { $choices }
cli-usage-choose = { $value } is not a value of { $flag }: choose { $choices }
cli-usage-choose-like = { $value } is not a value of { $flag }: choose { $choices } (did you mean { $like }?)
cli-usage-invalid = invalid value { $value } for { $flag }: { $why }
cli-usage-invalid-value = invalid value { $value } for { $flag }: the command is written { $usage }
cli-usage-other-at = the command line is not understood at { $arg }: the command is written { $usage }
cli-usage-other = the command line is not understood: the command is written { $usage }
# Lists: "a, b and c", "a, b or c" ($rest: all but the last, with commas).
cli-usage-and = { $rest } and { $last }
cli-usage-or = { $rest } or { $last }
# Why a value parser refused a value (after "invalid value … for …: ").
cli-usage-whole = it is not a whole number ≥ 0 such as 40, 1_000_000 or 2^20
cli-usage-whole-in = it is not a whole number from { $low } to { $high }
cli-usage-address = it is not an address and port such as 127.0.0.1:8080
cli-usage-languages = the languages are { $tags }
# A game command with neither a game nor a script ($games, $script: as typed).
cli-name-game = name a game id (the ids are listed by { $games }) or give { $script }
cli-script-unreadable = cannot read the script { $path }: { $why }
cli-range-backwards = --from { $from } is after --to { $to }: give a range whose first row is at most its last
cli-sizes = --sizes takes a range of board sizes written A..B, such as { $example }, not { $given }
cli-verify-games = verify checks the proof certificates of { $games } (written by { $writes }), not of { $game }
cli-no-data-dir = no data folder is known for this user: give one with { $flag }
cli-cannot-read = cannot read { $path }
cli-not-saved = { $path } is not a saved match (the JSON that { $save } writes)
cli-copy-differs = match { $id } does not read back as it was written: the copy stops here
cli-untuned = could not restart with the allocator's tuning ({ $why }); serving without it
# The help (crates/cli/src/help.rs): clap's headings, then each command's
# description (cli-help-<command>) and each argument's help
# (cli-help-<command>-<argument>, or cli-help-arg-<argument> where every
# command says the same). Defaults and choices come after, as notation.
cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-default = default: { $value }
cli-help-values = possible values: { $values }
cli-help-arg-help = Print help
cli-help-arg-version = Print version
cli-help-help = Print this message or the help of the given subcommand(s)
cli-help-arg-id = The game's id (see `ludoteca games`)
cli-help-arg-script = A game of your own, written in a Rhai script (see docs/scripts.md)
cli-help-arg-params = A parameter, name=value (repeatable), e.g. --param heap=2008 --param misere=true
cli-help-arg-position = The position (default: the start), in the game's notation
cli-help-arg-json = Print one JSON object
cli-help-ludoteca = A laboratory of mathematical games: play them, tabulate them, prove who wins.
cli-help-ludoteca-lang = The language of rules, reports, prompts and errors: en, pt (the same as pt-PT) or pt-BR (default: from LC_ALL, LC_MESSAGES or LANG)
cli-help-ludoteca-memory = The memory budget in MiB: work whose estimate exceeds it is refused before it starts (default: the machine's available memory, from /proc/meminfo; for `serve`, half of it; 1024 when unreadable). For `solve`, the transposition table's size, up to 2^28 entries (default the solver's own; 2048 at most)
cli-help-games = List the games
cli-help-rules = The rules of a game, with its notation and parameters
cli-help-outcome = Who wins from a position, and how: class, remoteness, winning moves
cli-help-value = The value of a position as a short partizan game: canonical form, class (A always wins, B always wins, the first or the second player wins), mean and temperature (heap games without memory)
cli-help-table = The game's table, drawn as the text draws it
cli-help-table-from = First heap (row) of the table
cli-help-table-to = Last heap (row) of the table
cli-help-table-format = Output format: plain text, text with ANSI colours, a printable SVG grid or one JSON object (default: colour on a terminal, text otherwise)
cli-help-table-json = Same as --format json
cli-help-table-remoteness = Show each entry's remoteness (the text's generation)
cli-help-table-grundy = Show each entry's Grundy value (impartial games, normal play)
cli-help-table-values = Instead of the table of classes, each row's value as a short partizan game, its class, mean and temperature (heap games without memory, normal play)
cli-help-table-sizes = Instead of one board, who wins from the start on each board size in the range, e.g. --sizes 2..40 (board games)
cli-help-period = The period of the game's table, with its proof. With --long, for the games that have one, a long run past the catalogue's cap, with progress, checkpoints and resume: Ctrl-C saves and stops
cli-help-period-long = Compute past the catalogue's cap until the period is proved or --to is reached, within --memory MiB (default: the game's)
cli-help-period-to = With --long, the most positions computed
cli-help-period-checkpoint = With --long, save checkpoints to this file (every minute and when stopped)
cli-help-period-resume = With --long, resume a stopped run from its checkpoint file (saving goes on there unless --checkpoint says otherwise)
cli-help-period-seconds = With --long, stop after this many seconds (the checkpoint then holds where the run got)
cli-help-survey = Survey every rule set (code) of a family of games with that many digits, each to a limit, and write the table (solved or not, period, preperiod, largest value, rare values, how far computed, codes that give the same sequence grouped); see the family's rules
cli-help-survey-family = The family surveyed (one that has a survey)
cli-help-survey-digits = Digits after the point (1 to 5)
cli-help-survey-to = The most heaps computed per code
cli-help-survey-seconds-per-code = The most seconds spent per code
cli-help-survey-threads = Threads (codes computed at once)
cli-help-survey-out = Write `FAMILY-N.csv` and `FAMILY-N.json` (N the digits) in this folder
cli-help-survey-json = Print the table as JSON
cli-help-conjecture = Check a conjecture on the safe (and neutral) positions with the text's Theorem 4.1, on every position up to a size
cli-help-conjecture-safe = Which positions are safe: a condition on the coordinates, e.g. "n % 5 == 0 || n % 5 == 2"
cli-help-conjecture-neutral = Which positions are neutral (games with draws)
cli-help-conjecture-to = Check every position up to this size (heap, heaps, board side)
cli-help-solve = Long exact searches, with progress, checkpoints and resume, for the games that have one: the exact value of a position, or a strategy over every secret. Ctrl-C stops with what is proved. With --distribute, split into tasks that workers share (see `worker`)
cli-help-solve-position = The position to solve (default: the start)
cli-help-solve-checkpoint = Save checkpoints to this file (every minute and after each proof step)
cli-help-solve-resume = Resume an interrupted solve from its checkpoint file
cli-help-solve-seconds = Stop after this many seconds (the answer then gives proved bounds)
cli-help-solve-tree = Also write the strategy's decision tree (JSON) to this file, for the games whose solution is a strategy
cli-help-solve-plot = Also draw what was found as an SVG plot in this file, for the games whose answer is a pattern (game 28's losing starts)
cli-help-solve-certificate = Write a proof certificate of the value to this file, for games whose solver writes one (runs the proof-number prover; check it with `ludoteca verify`); a name ending in `.zst` is compressed
cli-help-solve-prover = Use the proof-number prover instead of alpha-beta (games that have one)
cli-help-solve-first-moves = The prover searches only these first moves, one after another, e.g. --first-moves c3=3,a1=1 (a long proof split into parts)
cli-help-solve-distribute = Split the solve into tasks that workers (`ludoteca worker`) share through this PostgreSQL database, show their progress, and print what the solve in one piece prints; the same solve again attaches. With --certificate FILE (.zst), a split proof's whole goes to FILE and each part's certificate beside it
cli-help-solve-status = List the problems, tasks and workers of this PostgreSQL database (no game needed)
cli-help-worker = Take tasks of the solves split with `solve --distribute` from a PostgreSQL database, one after another, until Ctrl-C or SIGTERM (which hands the task under way back)
cli-help-worker-database = The PostgreSQL database (postgres://USER:PASSWORD@HOST:PORT/DATABASE)
cli-help-worker-threads = Threads to compute with (default: the machine's)
cli-help-worker-lease = Seconds a task stays this worker's without news (renewed every third of it); a worker killed outright loses its task for this long
cli-help-worker-once = Stop once no task is left to claim, instead of waiting for more
cli-help-verify = Check a proof certificate written by `solve --certificate` with the independent checker: prints the value proved (exit 0) or the first node or byte that fails (exit 1). A proof split into parts: give the parts first, the certificate citing them last
cli-help-verify-id = The game's id (one whose solver writes certificates)
cli-help-verify-files = The certificate files (plain or `.zst`): parts first, the whole last
cli-help-verify-seconds = Stop after this many seconds: a check stopped proves nothing, it says how many of the tree's nodes it had checked (exit 1)
cli-help-verify-distribute = Check the parts across the workers (`ludoteca worker`) of this PostgreSQL database, each alone, then the whole here citing them
cli-help-book = A champion's opening book: describe it (default), build it from exact solves (--out), or check it against the solver on sampled positions (--verify N)
cli-help-book-game = The game (one whose champion keeps an opening book)
cli-help-book-out = Build the book into this file: every position with --min-empties empty squares solved exactly, the levels above by minimax
cli-help-book-min-empties = The lowest level of the book built
cli-help-book-journal = Append each solved position to this file, and skip those it already holds (a stopped build goes on from it)
cli-help-book-threads = Solver threads of a build
cli-help-book-bottom-up = Solve the lowest level first, then derive the levels above from it (the default solves the upper levels first, so that a build stopped early still holds them)
cli-help-book-seconds = Solve no more positions after this many seconds (the book then holds what is known; the journal keeps it for the next run)
cli-help-book-verify = Check the book against the solver on this many sampled positions (random games, 16 empty squares, 15, … down to the book's lowest level, again and again)
cli-help-book-book = The book to describe or verify (default: the one the program uses: the file its LUDOTECA_…_BOOK variable names, else the built-in one)
cli-help-book-seed = The seed of the sampled positions
cli-help-play = Play a match in the terminal
cli-help-play-first = Who plays first (the text's A): human, a person at the keyboard, or champion, the computer's perfect player
cli-help-play-second = Who plays second (the text's B): human, a person at the keyboard, or champion, the computer's perfect player
cli-help-play-position = Start from this position instead of the game's start
cli-help-play-load = Resume a match saved with `save FILE`
cli-help-serve = Serve the web lab: every game in the browser, with the JSON API of docs/api.md
cli-help-serve-addr = Where to listen
cli-help-serve-data = Where the match database lives (default: the user's data directory, e.g. ~/.local/share/ludoteca)
cli-help-serve-database = Keep the matches in PostgreSQL instead, shared with other servers (postgres://USER:PASSWORD@HOST:PORT/DATABASE); see docs/deploy.md
cli-help-serve-behind-proxy = Behind a reverse proxy that appends each client's address to X-Forwarded-For: the join code's guard counts wrong codes by that address (not the proxy's, which every school shares)
cli-help-serve-lan = Listen on every interface of this machine (port of --addr), so that pupils' phones on the classroom's network reach the server; prints its addresses there and a QR code of the join page
cli-help-serve-public-url = The address pupils open (a school's hostname, a proxy), used in the join link and its QR code: an http:// or https:// URL
cli-help-serve-keep-days = How many days a finished class keeps its pupils' first names; after that they become "Aluno 1", "Aluno 2"… (1 to 36500)
cli-help-serve-spectators-per-network = How many spectator sockets one network (an IPv4 /24, an IPv6 /64) keeps open at once, over every match (1 to 100000; default 128). This machine is not counted
cli-help-migrate = Copy a lab kept in SQLite (serve --data DIR) into PostgreSQL: every match with its moves, results and quarantine; matches already there are left as they are, so it can be run again
cli-help-migrate-from = The data directory of the SQLite lab
cli-help-migrate-to = The PostgreSQL database (postgres://USER:PASSWORD@HOST:PORT/DATABASE)
cli-help-migrate-json = Machine-readable output
