# The research commands' own words (`ludoteca worker`, `solve --distribute`,
# `solve --status`, `verify --distribute`): crates/cli/src/research_words.rs.
rs-params = the problem's parameters cannot be read ({ $why }): a problem is written by `solve … --distribute`, its parameters as the game takes them
rs-no-split-solve = { $game } has no split solve in this program: a worker takes the tasks of games whose solve splits
rs-no-split-check = { $game } has no split check in this program: a worker checks the part certificates of games whose checker splits
rs-task-failed = task { $n } of `{ $problem }` failed and is not retried ({ $why }): the problem cannot be decided without it; delete the problem and solve it again
rs-stopped = stopped watching `{ $problem }`: its tasks stay in the database and workers go on with them; the same `{ $again }` attaches again
rs-certificate-games = `--certificate` with `--distribute` is for the proofs of { $games }; { $game } writes no certificate
rs-certificate-zst = a split proof's certificates are written compressed: give a file ending in .zst, not { $file }
rs-no-certificate = the solve was decided but left no certificate to write: a split proof leaves its parts' certificates and the whole
rs-verify-parts = `verify --distribute` splits a proof given in parts: give the part certificates first and the whole last
# `ludoteca worker`'s lines on stderr.
rs-stopping = stopping: the task under way goes back to the queue (again to quit at once)
rs-worker-start = worker { $id }: { $threads ->
        [1] { $threads } thread
       *[other] { $threads } threads
    }, tasks of { $version } from { $place }; Ctrl-C hands the task under way back and stops
rs-db-away = the database did not answer ({ $why }); asking again in 5 s
rs-handed-back = task { $n } of `{ $problem }` handed back: { $why }
rs-lease-not-renewed = the lease of task { $n } could not be renewed: { $why }
rs-solving-thread = the solving thread failed
rs-task-dropped = task { $n } of `{ $problem }` is no longer needed here: dropped
rs-handed-back-after = task { $n } of `{ $problem }` handed back after { $seconds } s
rs-task-not-retried = task { $n } of `{ $problem }` failed, not to be retried: { $why }
rs-task-answered = task { $n } of `{ $problem }` answered in { $seconds } s
rs-result-discarded = the result of task { $n } of `{ $problem }` was discarded: { $why }
rs-discarded-first = another worker answered it first
rs-discarded-gone = it is no longer in the database
# Who wrote a problem when a worker finds it means another problem here.
rs-another-program = another program
# `solve … --distribute`'s bar and lines.
rs-splitting = splitting { $key }
rs-db-away-again = the database did not answer ({ $why }); asking again
rs-bar-tasks = tasks
rs-bar-line = { $line }; { $running } running
rs-answer-not-kept = the answer could not be kept in the database ({ $why }); the same solve computes it again from its tasks
rs-certificates-written = certificates written: check them with `{ $verify }`
rs-cannot-write = cannot write { $file }
rs-cannot-read = cannot read { $file }
# `solve --status`.
rs-status-problems = { $n ->
        [1] { $n } problem
       *[other] { $n } problems
    }
rs-status-problem = { $key } — { $state ->
        [done] done
       *[open] open
    }, written by { $version }: { $tasks } tasks, { $answered } done, { $running } running, { $queued } queued, { $moot } moot, { $failed } failed; { $discarded ->
        [1] { $discarded } result
       *[other] { $discarded } results
    } discarded
rs-status-result = result: { $result }
rs-status-lease-lapsed = lease lapsed: the next worker takes it
rs-status-lease-left = lease { $s } s left
rs-status-running = task { $n } on { $owner } (run { $runs }, { $lease }): { $progress }
rs-status-started = started
rs-status-failed = task { $n } failed on { $owner }, not retried: { $why }
rs-status-no-reason = no reason given
rs-status-workers = { $n ->
        [1] { $n } worker
       *[other] { $n } workers
    }
rs-status-worker = { $id } ({ $threads ->
        [1] { $threads } thread
       *[other] { $threads } threads
    }, { $version }): { $state }, seen { $ago }
rs-worker-stopped = stopped
rs-worker-on = on { $task }
rs-worker-idle = idle
rs-ago-s = { $s } s ago
rs-ago-min = { $m } min ago
# `ludoteca solve`.
rs-solving = solving { $game }
rs-interrupted = interrupted: stopping with what is proved so far (Ctrl-C again to quit at once)
rs-no-solver = `solve` runs the long exact searches of { $games }; { $game } is answered at once by `outcome`, `table` and `period`
# `verify … --distribute`.
rs-checking-whole = checking the whole
rs-checking-nodes = checking nodes
rs-refused-alone = { $refused } of { $parts } parts refused alone (a part may cite those before it): every file is checked here, in order
rs-verdict-not-kept = the verdict could not be kept in the database ({ $why })
rs-checker-no-split = { $game }'s checker does not split its checks
# `book` for a game that keeps no opening book.
rs-no-book = `book` describes, builds and checks the opening books of { $games }; { $game } keeps none
# `book --out` naming a folder.
rs-book-out-folder = `--out { $out }` is a folder: name the book's file, e.g. { $out }/book.bin
# `book --out` in a folder that does not exist.
rs-book-out-no-folder = `--out { $out }`: the folder { $folder } does not exist; create it first or name a file in an existing folder
# `book --out` that cannot be written ($why: the system's words).
rs-book-out-unwritable = `--out { $out }` cannot be written ({ $why }); name a file in a folder you may write to
