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
