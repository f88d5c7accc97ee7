### As palavras da família `mastermind`, em português europeu.

mm-maker = tem de dizer como o computador faz o código: random (ao acaso), chosen (com secret=CÓDIGO) ou adversarial (adversário)
mm-chosen-needs-secret = maker=chosen precisa do código do computador, p. ex. --param secret=1234
mm-rounds = tem de ser um número par de 2 a 20, para que cada um faça tantos códigos quantos descobre
mm-adversary-too-many = o adversário percorre todos os códigos, no máximo { $max }, e esta variante tem { $has }: escolhe maker=random ou menos pinos ou cores
mm-start-round1 = esta partida começa sempre na ronda 1, sem código feito: não indiques posição
mm-variant = { $name } tem de ficar entre { $min } e { $max }
mm-wrong-length =
    o código `{ $text }` tem { $found } { $found ->
        [one] pino
       *[other] pinos
    }; esta variante pede exatamente { $pegs }, escritos com algarismos de 1 a { $colors } (p. ex. { $example })
mm-unknown-color = `{ $found }` em `{ $text }` não é uma cor; as cores são os algarismos de 1 a { $colors }
mm-repeat =
    `{ $text }` repete a cor { $color }, mas nesta variante { $secret ->
        [1] o código secreto
       *[other] uma tentativa
    } não pode repetir cores
mm-bad-answer = não se percebe a resposta `{ $text }`: escreve-a como { $example }
mm-impossible = a resposta { $feedback } é impossível para a tentativa { $guess }: nenhum código a dá
mm-inconsistent = a resposta { $feedback } a { $guess } contradiz { $culprit }: nenhum código secreto serve para todas
mm-round-over = a ronda terminou: o código foi descoberto ou já se gastaram todas as tentativas
mm-strategy = não há a estratégia `{ $name }`; valem: knuth, entropy, most-parts, expected-size, random-consistent, optimal-worst, optimal-average
mm-compare-too-big = as estratégias comparam-se em variantes de { $max } códigos no máximo; esta tem { $secrets } segredos e { $guesses } tentativas possíveis: escolhe menos pinos ou menos cores
mm-make-expected = quem faz o código abre a ronda com o código ({ $pegs } cores de 1 a { $colors }{ $distinct }, p. ex. «segredo 1234» ou só «1234»), «sorteio», «adversário» ou «à mão»
mm-make = { $maker }, cria o código da ronda { $round } ({ $breaker } adivinha): escreve { $pegs } cores de 1 a { $colors }{ $distinct } (só tu vês o código), ou «sorteio» (sorteado para ti), «adversário» (o computador responde, guardando o maior número possível de códigos) ou «à mão» (respondes tu a cada palpite).
mm-guess = { $breaker }, adivinha o código de { $maker }: { $pegs } cores de 1 a { $colors }{ $distinct }, p. ex. { $example } — palpite { $nth } de { $max }.
mm-answer = { $maker }, responde ao palpite { $guess } de { $breaker }: { $rule }
mm-no-colour-twice = , sem repetir cores
mm-rule-count = pinos da cor certa no lugar certo (B) e noutro lugar (W), p. ex. 2B1W.
mm-rule-positional = uma marca por pino: + lugar certo, o cor que está noutro lugar do teu código, - ausente, p. ex. +o--.
mm-hint-make-summary = { $maker } cria o código da ronda { $round }
mm-hint-make = { $maker } cria o código da ronda { $round }: qualquer um dos { $secrets } segredos serve. «Segredo ao acaso» não dá a { $breaker } nada para explorar; com «Adversário», o computador responde guardando o maior número possível de códigos (o pior caso para { $breaker }); com «Responder à mão», respondes tu a cada palpite (as contradições são recusadas).
mm-hint-answer-summary =
    { $n } { $n ->
        [one] resposta
       *[other] respostas
    } a { $guess } { $n ->
        [one] é coerente
       *[other] são coerentes
    } com as tuas respostas anteriores
mm-hint-answer = Responde o que o teu código dá ao palpite { $guess }. As respostas coerentes com as anteriores, com os códigos que cada uma deixaria: { $answers }.
mm-answer-codes =
    { $feedback } ({ $n } { $n ->
        [one] código
       *[other] códigos
    })
mm-hint-breaker-summary =
    { $n ->
        [one] Ainda é possível
       *[other] Ainda são possíveis
    } { $n } { $n ->
        [one] código
       *[other] códigos
    } (palpite { $nth } de { $max }){ $codes }
mm-hint-breaker = Um bom palpite agora: { $best }.
mm-strategy-line = Estratégia «{ $name }», { $meaning }: { $best }
mm-scored = { $guess } ({ $score }{ $possible })
mm-possible = , possível
mm-strategy-timeout = { $name } — não calculada: não acabou em { $ms } ms neste ponto (`ludoteca solve { $game } --param strategy={ $name }` calcula-a)
mm-strategy-too-much = { $name } — não calculada: { $n } códigos × cada palpite é trabalho demais para uma sugestão
mm-meaning-knuth = tamanho da maior classe (menor é melhor)
mm-meaning-entropy = informação da resposta, em bits (maior é melhor)
mm-meaning-most-parts = número de respostas diferentes (maior é melhor)
mm-meaning-expected-size = número esperado de códigos que ficam (menor é melhor)
mm-meaning-random = probabilidade de ser sorteado entre os códigos possíveis (o sorteio segue a semente)
mm-meaning-optimal-worst = palpites necessários no pior caso a partir de agora, este incluído, jogando depois da melhor maneira (menor é melhor)
mm-meaning-optimal-average = palpites esperados a partir de agora, este incluído, jogando depois da melhor maneira (menor é melhor)

mm-round-broken =
    na ronda { $round } { $breaker } descobriu o código em { $k } { $k ->
        [one] palpite
       *[other] palpites
    }
mm-round-missed =
    na ronda { $round } { $breaker } não descobriu o código e fica com { $score } { $score ->
        [one] ponto
       *[other] pontos
    }
mm-end = Jogaram-se todas as rondas ({ $rounds }). Palpites gastos a adivinhar — A { $a }, B { $b }; ganha quem gasta menos — { $verdict }.
mm-mark-inconsistent =
    Na ronda { $round }, o palpite { $guess } não podia ser o código: não condiz com as respostas que já tinhas, e ainda { $left ->
        [one] restava
       *[other] restavam
    } { $left } { $left ->
        [one] código possível
       *[other] códigos possíveis
    }.
mm-mark-not-a-code = Na ronda { $round }, o palpite { $guess } não podia ser o código: repete uma cor, e o código deste jogo não tem cores repetidas.
mm-mark-worse =
    { $guess } condiz com as respostas, mas pode deixar { $worst } { $worst ->
        [one] código
       *[other] códigos
    }; o melhor palpite deixa no máximo { $best }.

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

mm-family-tag = código secreto
mm-choice-default = o jogo da escola: 4 pinos, 6 cores, sem repetir, uma marca por pino, 8 tentativas
mm-choice-classic = clássico: 4 pinos, 6 cores, com repetições, marcas contadas, 10 tentativas
mm-param-variant = Variante
mm-param-variant-help = um conjunto de regras com nome
mm-param-pegs = Pinos
mm-param-pegs-help = pinos de um código
mm-param-colors = Cores
mm-param-colors-help = cores à escolha
mm-param-repeats = Repetições no segredo
mm-param-repeats-help = se o segredo pode repetir uma cor
mm-param-guess-repeats = Repetições nas tentativas
mm-param-guess-repeats-help = se uma tentativa pode repetir uma cor
mm-choice-positional = uma marca por pino, pela ordem
mm-param-feedback = Marcas
mm-param-feedback-help = como se responde a uma tentativa
mm-param-max-guesses = Tentativas por ronda
mm-param-max-guesses-help = as tentativas de quem adivinha numa ronda
mm-choice-random = um segredo ao acaso
mm-choice-chosen = o segredo escrito abaixo
mm-choice-adversarial = nunca se compromete: mantém o maior número de códigos possível
mm-param-maker = Código do computador
mm-param-maker-help = como o computador faz o seu código
mm-param-secret = Segredo do computador
mm-param-secret-help = o código do computador, quando se escolhe escrevê-lo
mm-choice-knuth = a de Knuth: o menor número de códigos no pior caso
mm-choice-expected-size = o menor número de códigos em média
mm-choice-random-consistent = um código qualquer que respeite todas as respostas
mm-choice-optimal-worst = o menor número de tentativas no pior caso
mm-choice-optimal-average = o menor número de tentativas em média
mm-param-strategy = Estratégia do computador
mm-param-strategy-help = como o computador descobre um código
mm-param-rounds = Rondas
mm-param-rounds-help = rondas da partida, um número par
mm-name-mastermind = Mastermind
mm-choice-count = quantos certos e quantos fora do lugar
mm-choice-entropy = a maior informação em média
mm-choice-most-parts = o maior número de respostas diferentes
mm-split-above = tem de ser um número inteiro de códigos, de 1 para cima: uma resolução dividida divide pelo palpite seguinte cada classe com mais códigos do que isso (nunca uma com menos do dobro das respostas)
# A variant too big for the analysis engine.
mm-engine-cannot = o motor de análise não aguenta esta variante ({ $why }); joga uma mais pequena
# An analysis the engine could not make.
mm-analysis-failed = não foi possível fazer a análise: { $why }
# No answer fits the guesses so far.
mm-no-answer-fits = nenhuma resposta é compatível com as tentativas até agora
# The classes of a guess are for the breaker.
mm-classes-for-breaker = as classes de uma tentativa são analisadas para quem decifra nesta ronda ({ $breaker }) ou para um espectador
# A variant past the analysis engine.
mm-past-engine = { $pegs } pinos e { $colors } cores estão fora do alcance do motor de análise; joga uma variante mais pequena
# What a part of a split Mastermind solve holds.
mm-part-holds = uma parte de uma resolução dividida de Mastermind contém um caminho de palpites e respostas e o tamanho de uma classe, tal como `solve --distribute` a escreve
# A solve's progress: the bounds proved on the total of guesses.
mm-total-bounds = limites do total: { $lower }..={ $upper }
# A part of a split solve's progress: the bounds proved on its share of the total.
mm-part-bounds = limites do total da parte: { $lower }..={ $upper }
# A solve's progress in one of the engine's stages ($stage: solving, tree, deepening, first-guess, or the engine's own word).
mm-stage = { $stage ->
        [solving] a resolver
        [tree] a árvore de decisão
        [deepening] a aprofundar
        [first-guess] primeiro palpite: códigos das classes resolvidas
       *[other] { $stage }
    }: { $done }/{ $total }
# A split solve working out the least worst case before it splits.
mm-least-worst-case = o menor pior caso
# Where a split solve stands ($upper: a number, or ? while none is known).
mm-standing = limites do total: { $lower }..={ $upper }; { $open } de { $guesses } primeiros palpites ainda em aberto; { $answered } de { $parts } partes respondidas, { $needed } necessárias
# `--distribute` on a strategy that is not exact ($strategy: its name).
mm-split-exact-only = `--distribute` divide as estratégias exatas (strategy=optimal-average ou optimal-worst); { $strategy } é rápida numa só máquina
# A strategy measured over every secret (`solve mastermind`; $average: a decimal, $histogram: guesses and how many secrets took them).
mm-solved =
    { $strategy }: { $secrets } { $secrets ->
        [one] segredo
       *[other] segredos
    }, no pior caso { $worst } { $worst ->
        [one] palpite
       *[other] palpites
    }, total { $total }, média { $average }; histograma { $histogram }
