### The words of the family `mastermind`, in English.

# How the computer makes its code.
mm-maker = how the computer makes its code: random, chosen (with secret=CODE) or adversarial
# chosen needs a secret.
mm-chosen-needs-secret = maker=chosen needs the computer's code, e.g. --param secret=1234
# Rounds are even.
mm-rounds = an even number from 2 to 20, so that each player makes as often as breaks
# Too many codes for the adversary.
mm-adversary-too-many = the adversary enumerates every code, at most { $max }; this variant has { $has }: choose maker=random or fewer pegs or colours
# The code game (`Mm…` keys) starts empty.
mm-start-round1 = this match always starts at round 1 with no code made; give no position
# A variant's size.
mm-variant = { $name } must be { $min }..={ $max }
# A code of the wrong length.
mm-wrong-length =
    the code `{ $text }` has { $found } { $found ->
        [one] peg
       *[other] pegs
    }; this variant needs exactly { $pegs }, written as digits 1..={ $colors } (e.g. { $example })
# Not a colour.
mm-unknown-color = `{ $found }` in `{ $text }` is not a colour; colours are the digits 1..={ $colors }
# A colour repeated (`secret`: 1 for the secret, 2 for a guess).
mm-repeat =
    `{ $text }` repeats colour { $color }, but in this variant { $secret ->
        [1] the secret
       *[other] a guess
    } may not repeat a colour
# An answer not read.
mm-bad-answer = cannot read the answer `{ $text }`: write it like { $example }
# An impossible answer.
mm-impossible = the answer { $feedback } is impossible for the guess { $guess }: no code gives it
# An answer that contradicts.
mm-inconsistent = the answer { $feedback } to { $guess } contradicts { $culprit }: no secret fits them all
# The round is over.
mm-round-over = the round is over: the code was found or every guess was used
# An unknown strategy.
mm-strategy = unknown strategy `{ $name }`; accepted: knuth, entropy, most-parts, expected-size, random-consistent, optimal-worst, optimal-average
# A code-breaking variant too large to compare its strategies.
mm-compare-too-big = the strategies are compared on variants of at most { $max } codes; this one has { $secrets } secrets and { $guesses } guesses: choose fewer pegs or colours
# How the maker opens a round.
mm-make-expected = the maker opens the round with the code ({ $pegs } colours 1..{ $colors }{ $distinct }, e.g. “secret 1234” or just “1234”), “random”, “adversary” or “answer”
# The maker makes the round's code.
mm-make = { $maker }, make the code of round { $round } ({ $breaker } breaks): type { $pegs } colours 1..{ $colors }{ $distinct } (only you see the code), or “random” (drawn for you), “adversary” (the computer answers, keeping the most codes possible) or “answer” (you answer each guess by hand).
# The breaker guesses.
mm-guess = { $breaker }, guess { $maker }'s code: { $pegs } colours 1..{ $colors }{ $distinct }, e.g. { $example } — guess { $nth } of { $max }.
# The maker answers a guess by hand.
mm-answer = { $maker }, answer { $breaker }'s guess { $guess }: { $rule }
# No colour twice in a code.
mm-no-colour-twice = , no colour twice
# How an answer counts pegs.
mm-rule-count = pegs of the right colour in the right place (B) and in a wrong place (W), e.g. 2B1W.
# How an answer marks each peg.
mm-rule-positional = one mark per peg, + right place, o colour elsewhere in your code, - absent, e.g. +o--.
# The code game's hint to the maker: the summary.
mm-hint-make-summary = { $maker } makes the code of round { $round }
# The code game's hint to the maker: the advice.
mm-hint-make = { $maker } makes the code of round { $round }: any of the { $secrets } secrets will do. “Random secret” gives { $breaker } nothing to exploit; with “Adversary”, the computer answers so as to keep the most codes possible (the worst case for { $breaker }); with “Answer by hand”, you answer each guess yourself (contradictions are refused).
# The code game's hint to a maker answering by hand: the summary.
mm-hint-answer-summary =
    { $n } { $n ->
        [one] answer
       *[other] answers
    } to { $guess } { $n ->
        [one] fits
       *[other] fit
    } your earlier answers
# The code game's hint to a maker answering by hand: the answers that fit.
mm-hint-answer = Answer what your code gives to { $guess }. The answers that keep all your earlier answers possible, with the codes each would leave: { $answers }.
# An answer and the codes it would leave.
mm-answer-codes =
    { $feedback } ({ $n } { $n ->
        [one] code
       *[other] codes
    })
# The code game's hint to the breaker: the summary.
mm-hint-breaker-summary =
    { $n } { $n ->
        [one] code is
       *[other] codes are
    } still possible (guess { $nth } of { $max }){ $codes }
# The breaker's hint in one sentence: a good guess now.
mm-hint-breaker = A good guess now: { $best }.
# The code game's hint: one strategy's best guesses.
mm-strategy-line = { $name } — { $meaning }: { $best }
# A guess with its score.
mm-scored = { $guess } ({ $score }{ $possible })
# The guess may itself be the code.
mm-possible = , possible
# A strategy cut short by its time.
mm-strategy-timeout = { $name } — skipped: not finished within { $ms } ms at this point (`ludoteca solve { $game } --param strategy={ $name }` computes it)
# A strategy skipped: too much work.
mm-strategy-too-much = { $name } — skipped: { $n } codes × every guess is too much work for a hint
# Knuth's score.
mm-meaning-knuth = size of the largest class (lower is better)
# The entropy's score.
mm-meaning-entropy = information of the answer in bits (higher is better)
# The most parts' score.
mm-meaning-most-parts = number of different answers (higher is better)
# The expected size's score.
mm-meaning-expected-size = expected number of codes left (lower is better)
# The random possible code's score.
mm-meaning-random = chance of being drawn among the possible codes (the draw is by the seed)
# The optimal worst case's score.
mm-meaning-optimal-worst = guesses needed in the worst case from now, this one included, when playing optimally after it (lower is better)
# The optimal average's score.
mm-meaning-optimal-average = expected guesses from now, this one included, when playing optimally after it (lower is better)

# The code game: a round whose code was broken.
mm-round-broken =
    in round { $round } { $breaker } broke the code in { $k } { $k ->
        [one] guess
       *[other] guesses
    }
# The code game: a round whose code was not broken.
mm-round-missed = in round { $round } { $breaker } did not break the code and counts { $score }
# The code game: the end of the match.
mm-end = All rounds are played ({ $rounds }). Guesses used as breaker — A { $a }, B { $b }; fewer is better — { $verdict }.
# The first mistake of a code breaker: a guess that could not be the code.
mm-mark-inconsistent =
    In round { $round }, the guess { $guess } could not be the code: it does not fit the answers you already had, and { $left } { $left ->
        [one] code was
       *[other] codes were
    } still possible.
# The first mistake of a code breaker: a guess with a repeated colour
# in a game whose code repeats none (no code is like it).
mm-mark-not-a-code = In round { $round }, the guess { $guess } could not be the code: it repeats a colour, and this game's code has no repeated colours.
# A code breaker's consistent guess that may leave more codes than the
# best guess would (not a mistake; said on the move).
mm-mark-worse =
    { $guess } fits the answers, but may leave { $worst } { $worst ->
        [one] code
       *[other] codes
    }; the best guess leaves at most { $best }.

## The descriptor's words: the family, its parameters and choices, its games' names

mm-family-tag = secret code
mm-choice-default = the seed's school game: 4 pegs, 6 colours, no repeats, a mark per peg, 8 guesses
mm-choice-classic = classic: 4 pegs, 6 colours, repeats, counted marks, 10 guesses
mm-param-variant = Variant
mm-param-variant-help = a named set of the rules below
mm-param-pegs = Pegs
mm-param-pegs-help = pegs in a code
mm-param-colors = Colours
mm-param-colors-help = colours to choose from
mm-param-repeats = Repeats in the secret
mm-param-repeats-help = whether the secret may repeat a colour
mm-param-guess-repeats = Repeats in a guess
mm-param-guess-repeats-help = whether a guess may repeat a colour
mm-choice-positional = a mark per peg, in order
mm-param-feedback = Marks
mm-param-feedback-help = how a guess is answered
mm-param-max-guesses = Guesses per round
mm-param-max-guesses-help = the guesses a breaker has in a round
mm-choice-random = a random secret
mm-choice-chosen = the secret written below
mm-choice-adversarial = never commits: keeps the most codes possible
mm-param-maker = Computer's code
mm-param-maker-help = how the computer makes its code
mm-param-secret = Computer's secret
mm-param-secret-help = the computer's code, when it is written here
mm-choice-knuth = Knuth's: the fewest codes left in the worst case
mm-choice-expected-size = the fewest codes left on average
mm-choice-random-consistent = any code that fits every answer
mm-choice-optimal-worst = the fewest guesses in the worst case
mm-choice-optimal-average = the fewest guesses on average
mm-param-strategy = Computer's strategy
mm-param-strategy-help = how the computer breaks a code
mm-param-rounds = Rounds
mm-param-rounds-help = rounds in the match, an even number
mm-name-mastermind = Mastermind
mm-choice-count = how many right and how many misplaced
mm-choice-entropy = the most information on average
mm-choice-most-parts = the most different answers
# What `LUDOTECA_SPLIT_ABOVE` accepts.
mm-split-above = a whole number of codes from 1 up: a split solve splits every class of more codes than that by its next guess (never one smaller than twice the answers)
# A variant too big for the analysis engine.
mm-engine-cannot = the analysis engine cannot take this variant ({ $why }); play with a smaller one
# An analysis the engine could not make.
mm-analysis-failed = the analysis cannot be made: { $why }
# No answer fits the guesses so far.
mm-no-answer-fits = no answer fits the guesses so far
# The classes of a guess are for the breaker.
mm-classes-for-breaker = the classes of a guess are analysed for the breaker of the round ({ $breaker }) or a spectator
# A variant past the analysis engine.
mm-past-engine = { $pegs } pegs and { $colors } colours are past the analysis engine's reach; play with a smaller variant
# What a part of a split Mastermind solve holds.
mm-part-holds = a part of a split Mastermind solve holds a path of guesses and answers and the size of a class, as `solve --distribute` writes it
# A solve's progress: the bounds proved on the total of guesses.
mm-total-bounds = bounds on the total: { $lower }..={ $upper }
# A part of a split solve's progress: the bounds proved on its share of the total.
mm-part-bounds = bounds on the part's total: { $lower }..={ $upper }
# A solve's progress in one of the engine's stages ($stage: solving, tree, deepening, first-guess, or the engine's own word).
mm-stage = { $stage ->
        [solving] solving
        [tree] the decision tree
        [deepening] deepening
        [first-guess] first guess: codes of solved classes
       *[other] { $stage }
    }: { $done }/{ $total }
# A split solve working out the least worst case before it splits.
mm-least-worst-case = the least worst case
# Where a split solve stands ($upper: a number, or ? while none is known).
mm-standing = bounds on the total: { $lower }..={ $upper }; { $open } of { $guesses } first guesses still open; { $answered } of { $parts } parts answered, { $needed } needed
# `--distribute` on a strategy that is not exact ($strategy: its name).
mm-split-exact-only = `--distribute` splits the exact strategies (strategy=optimal-average or optimal-worst); { $strategy } is quick on one machine
# A strategy measured over every secret (`solve mastermind`; $average: a decimal, $histogram: guesses and how many secrets took them).
mm-solved = { $strategy }: { $secrets } secrets, worst case { $worst } guesses, total { $total }, average { $average }; histogram { $histogram }
