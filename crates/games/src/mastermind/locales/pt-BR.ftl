### As palavras da família `mastermind`, em português do Brasil: só as que diferem do português europeu.

mm-maker = precisa dizer como o computador faz a senha: random (aleatória), chosen (com secret=SENHA) ou adversarial (adversário)
mm-chosen-needs-secret = maker=chosen precisa da senha do computador, por ex. --param secret=1234
mm-rounds = precisa ser um número par de 2 a 20, para que cada um crie tantas senhas quantas tenta descobrir
mm-adversary-too-many = o adversário percorre todas as senhas, no máximo { $max }, e esta variante tem { $has }: escolha maker=random ou menos pinos ou cores
mm-start-round1 = esta partida sempre começa na rodada 1, sem senha criada: não indique posição
mm-variant = { $name } precisa ficar entre { $min } e { $max }
mm-wrong-length =
    a senha `{ $text }` tem { $found } { $found ->
        [one] pino
       *[other] pinos
    }; esta variante pede exatamente { $pegs }, escritos com algarismos de 1 a { $colors } (por ex. { $example })
mm-repeat =
    `{ $text }` repete a cor { $color }, mas nesta variante { $secret ->
        [1] a senha
       *[other] um chute
    } não pode repetir cores
mm-bad-answer = não dá para entender a resposta `{ $text }`: escreva como { $example }
mm-impossible = a resposta { $feedback } é impossível para o chute { $guess }: nenhuma senha dá essa resposta
mm-inconsistent = a resposta { $feedback } a { $guess } contradiz { $culprit }: nenhuma senha serve para todas
mm-round-over = a rodada terminou: a senha foi descoberta ou todos os chutes foram usados
mm-strategy = não existe a estratégia `{ $name }`; valem: knuth, entropy, most-parts, expected-size, random-consistent, optimal-worst, optimal-average
mm-compare-too-big = as estratégias são comparadas em variantes de no máximo { $max } senhas; esta tem { $secrets } senhas e { $guesses } chutes possíveis: escolha menos pinos ou menos cores
mm-make-expected = quem cria a senha abre a rodada com a senha ({ $pegs } cores de 1 a { $colors }{ $distinct }, por ex. “senha 1234” ou só “1234”), “sorteio”, “adversário” ou “à mão”
mm-make = { $maker }, crie a senha da rodada { $round } ({ $breaker } adivinha): digite { $pegs } cores de 1 a { $colors }{ $distinct } (só você vê a senha), ou “sorteio” (sorteada para você), “adversário” (o computador responde, mantendo o maior número possível de senhas) ou “à mão” (você responde a cada chute).
mm-guess = { $breaker }, adivinhe a senha de { $maker }: { $pegs } cores de 1 a { $colors }{ $distinct }, por ex. { $example } — chute { $nth } de { $max }.
mm-answer = { $maker }, responda ao chute { $guess } de { $breaker }: { $rule }
mm-rule-count = pinos da cor certa no lugar certo (B) e em outro lugar (W), por ex. 2B1W.
mm-rule-positional = uma marca por pino: “+” cor no lugar certo, “o” cor da sua senha em outro lugar, “-” cor ausente; por ex. +o--.
mm-hint-make-summary = { $maker } cria a senha da rodada { $round }
mm-hint-make = { $maker } cria a senha da rodada { $round }: qualquer uma das { $secrets } senhas serve. “Senha sorteada” não dá a { $breaker } nada para explorar; com “Adversário”, o computador responde mantendo o maior número possível de senhas (o pior caso para { $breaker }); com “Responder à mão”, você responde a cada chute (as contradições são recusadas).
mm-hint-answer-summary =
    { $n } { $n ->
        [one] resposta
       *[other] respostas
    } a { $guess } { $n ->
        [one] é coerente
       *[other] são coerentes
    } com as suas respostas anteriores
mm-hint-answer = Responda o que a sua senha dá ao chute { $guess }. As respostas coerentes com as anteriores, com as senhas que cada uma deixaria: { $answers }.
mm-answer-codes =
    { $feedback } ({ $n } { $n ->
        [one] senha
       *[other] senhas
    })
mm-hint-breaker-summary =
    { $n ->
        [one] Ainda é possível
       *[other] Ainda são possíveis
    } { $n } { $n ->
        [one] senha
       *[other] senhas
    } (chute { $nth } de { $max }){ $codes }
mm-hint-breaker = Um bom chute agora: { $best }.
mm-strategy-timeout = { $name } — não calculada: não terminou em { $ms } ms neste ponto (`ludoteca solve { $game } --param strategy={ $name }` calcula)
mm-strategy-too-much = { $name } — não calculada: { $n } senhas × cada chute é trabalho demais para uma sugestão
mm-meaning-expected-size = número esperado de senhas que sobram (menor é melhor)
mm-meaning-random = probabilidade de ser sorteado entre as senhas possíveis (o sorteio segue a semente)
mm-meaning-optimal-worst = chutes necessários no pior caso a partir de agora, este incluído, jogando da melhor maneira depois (menor é melhor)
mm-meaning-optimal-average = chutes esperados a partir de agora, este incluído, jogando da melhor maneira depois (menor é melhor)

mm-round-broken =
    na rodada { $round } { $breaker } descobriu a senha em { $k } { $k ->
        [one] chute
       *[other] chutes
    }
mm-round-missed =
    na rodada { $round } { $breaker } não descobriu a senha e fica com { $score } { $score ->
        [one] ponto
       *[other] pontos
    }
mm-end = Todas as rodadas foram jogadas ({ $rounds }). Chutes gastos para adivinhar — A { $a }, B { $b }; ganha quem gasta menos — { $verdict }.
mm-mark-inconsistent =
    Na rodada { $round }, o chute { $guess } não podia ser a senha: não combina com as respostas que você já tinha, e ainda { $left ->
        [one] restava
       *[other] restavam
    } { $left } { $left ->
        [one] senha possível
       *[other] senhas possíveis
    }.
mm-mark-not-a-code = Na rodada { $round }, o chute { $guess } não podia ser a senha: repete uma cor, e a senha deste jogo não tem cores repetidas.
mm-mark-worse =
    O chute { $guess } combina com as respostas, mas pode deixar { $worst } { $worst ->
        [one] senha
       *[other] senhas
    }; o melhor chute deixa no máximo { $best }.

## As palavras do descritor (só as que diferem do português europeu)

mm-family-tag = senha secreta
mm-choice-default = o jogo da escola: 4 pinos, 6 cores, sem repetir, uma marca por pino, 8 chutes
mm-choice-classic = clássico: 4 pinos, 6 cores, com repetições, marcas contadas, 10 chutes
mm-param-pegs = Posições na senha
mm-param-pegs-help = quantos pinos (posições) tem uma senha
mm-param-colors-help = cores para escolher
mm-param-repeats = Repetições na senha
mm-param-repeats-help = se a senha pode repetir uma cor
mm-param-guess-repeats = Repetições nos chutes
mm-param-guess-repeats-help = se um chute pode repetir uma cor
mm-choice-positional = uma marca por pino, na ordem
mm-param-feedback-help = como se responde a um chute
mm-param-max-guesses = Chutes por rodada
mm-param-max-guesses-help = os chutes de quem adivinha em uma rodada
mm-choice-random = uma senha sorteada
mm-choice-chosen = a senha escrita abaixo
mm-choice-adversarial = nunca se compromete: mantém o maior número possível de senhas
mm-param-maker = Senha do computador
mm-param-maker-help = como o computador faz a sua senha
mm-param-secret = Senha escrita do computador
mm-param-secret-help = a senha do computador, quando se escolhe escrevê-la
mm-choice-knuth = a de Knuth: o menor número de senhas no pior caso
mm-choice-expected-size = o menor número de senhas em média
mm-choice-random-consistent = uma senha qualquer que respeite todas as respostas
mm-choice-optimal-worst = o menor número de chutes no pior caso
mm-choice-optimal-average = o menor número de chutes em média
mm-param-strategy-help = como o computador descobre uma senha
mm-param-rounds = Rodadas
mm-param-rounds-help = rodadas da partida, um número par
mm-name-mastermind = Senha (Mastermind)
mm-split-above = precisa ser um número inteiro de senhas, de 1 para cima: uma resolução dividida divide pelo próximo chute cada classe com mais senhas do que isso (nunca uma com menos do dobro das respostas)
# A variant too big for the analysis engine.
mm-engine-cannot = o motor de análise não aguenta esta variante ({ $why }); jogue uma menor
# The classes of a guess are for the breaker.
mm-classes-for-breaker = as classes de um chute são analisadas para quem decifra nesta rodada ({ $breaker }) ou para um espectador
# No answer fits the guesses so far.
mm-no-answer-fits = nenhuma resposta é compatível com os chutes até agora
# A variant past the analysis engine.
mm-past-engine = { $pegs } pinos e { $colors } cores estão fora do alcance do motor de análise; jogue uma variante menor
# What a part of a split Mastermind solve holds.
mm-part-holds = uma parte de uma resolução dividida de Mastermind contém um caminho de chutes e respostas e o tamanho de uma classe, do jeito que `solve --distribute` a escreve
# A solve's progress in one of the engine's stages ($stage: solving, tree, deepening, first-guess, or the engine's own word).
mm-stage = { $stage ->
        [solving] resolvendo
        [tree] a árvore de decisão
        [deepening] aprofundando
        [first-guess] primeiro chute: senhas das classes resolvidas
       *[other] { $stage }
    }: { $done }/{ $total }
# Where a split solve stands ($upper: a number, or ? while none is known).
mm-standing = limites do total: { $lower }..={ $upper }; { $open } de { $guesses } primeiros chutes ainda em aberto; { $answered } de { $parts } partes respondidas, { $needed } necessárias
# `--distribute` on a strategy that is not exact ($strategy: its name).
mm-split-exact-only = `--distribute` divide as estratégias exatas (strategy=optimal-average ou optimal-worst); { $strategy } é rápida em uma só máquina
# A strategy measured over every secret (`solve mastermind`; $average: a decimal, $histogram: guesses and how many secrets took them).
mm-solved =
    { $strategy }: { $secrets } { $secrets ->
        [one] senha
       *[other] senhas
    }, no pior caso { $worst } { $worst ->
        [one] chute
       *[other] chutes
    }, total { $total }, média { $average }; histograma { $histogram }
