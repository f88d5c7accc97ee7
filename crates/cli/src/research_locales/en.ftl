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
