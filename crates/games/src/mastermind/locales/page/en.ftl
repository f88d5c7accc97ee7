### The words only the web lab's Mastermind board says, in English.

mm_strategy_knuth = Knuth's strategy
mm_strategy_entropy = Most information
mm_strategy_most-parts = Most parts
mm_strategy_expected-size = Fewest codes on average
mm_strategy_random-consistent = A possible code at random
mm_strategy_optimal-worst = Best in the worst case
mm_strategy_optimal-average = Best on average
mm_prompt_guess = Pick { $k } colours on the palette, then press “Guess this code”.
mm_prompt_secret = Pick { $k } colours on the palette, then press “Hide this secret” — or choose one of the buttons below.
mm_prompt_answer = Pick the right answer to the guess.
mm_move_guess = guesses { $code }
mm_move_secret = hides a secret
mm_move_random = draws a secret at random
mm_move_adversary = answers as an adversary
mm_move_answer = answers by hand
mm_move_marks = answers { $marks }
mm_palette = Palette
mm_compose = Compose a code
mm_guess = Guess this code
mm_secret = Hide this secret
mm_clear = Clear
mm_erase = Erase the last
mm_color = colour { $n }
mm_right = right place
mm_elsewhere = colour elsewhere
mm_absent = absent
mm_marks = Marks
mm_remaining = Codes still possible: { $n }
mm_partition = How this guess would split the possible codes
mm_round = Round { $k }
mm_score = Guesses used: A { $a } · B { $b } (fewer wins)
mm_maker = code-maker
mm_breaker = code-breaker
mm_hidden = hidden secret
mm_secretlabel = Code:
mm_broken =
    { $n ->
        [1] Code broken at the first guess!
       *[other] Code broken in { $n } guesses.
    }
mm_notbroken =
    { $n ->
        [1] Code not broken: { $seat } scores 1 point.
       *[other] Code not broken: { $seat } scores { $n } points.
    }
mm_answer = Answer the guess (the answers that fit the earlier ones)
mm_compose_secret = Compose your secret (only you see it)
mm_making_random = Random secret
mm_making_adversary = Adversary (the computer answers)
mm_making_answer = Answer by hand
mm_making_random_help = A secret drawn at random for you.
mm_making_adversary_help = The computer answers so as to keep the most codes possible.
mm_making_answer_help = You answer each guess; contradictions are refused.
mm_right_n = { $n } in the right place
mm_elsewhere_n =
    { $n ->
        [one] { $n } colour elsewhere
       *[other] { $n } colours elsewhere
    }
