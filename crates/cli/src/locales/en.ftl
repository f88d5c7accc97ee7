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
