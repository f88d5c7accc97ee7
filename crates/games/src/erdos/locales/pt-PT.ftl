### As palavras da família `erdos`, em português europeu.

er-size = tem de ser um lado de tabuleiro de 3 a 7
er-run = tem de ser o comprimento da sequência que conquista, de 2 até ao lado ({ $size })
er-simultaneous = tem de dizer quem fica com a coluna que as duas sequências alcançam ao mesmo tempo: mover (quem joga) ou opponent (o adversário)
er-version = tem de ser I (com sorte), II (informação completa) ou III (mãos distribuídas)
er-strategy = tem de ser o jogador do computador: champion (campeão), mirror (a estratégia do espelho do primeiro) ou random (ao acaso)
er-bad-rules = regras inválidas; valem: size=3..7, run=2..size, simultaneous=mover ou opponent, version=I, II ou III, open_hands=true ou false
er-bad-move = não se percebe a jogada `{ $text }`: escreve a letra da coluna, o número da linha, `=` e um número, p. ex. `c3=5`
er-off-board = a casa { $square } não está no tabuleiro: as colunas vão de a a { $last }, as linhas de 1 a { $size }
er-bad-number = não há peça { $number }: os números vão de 1 a { $size }
er-occupied = a casa { $square } já tem o { $number }: joga numa casa vazia
er-row-repeat = o { $number } já está na linha { $row } (em { $at }): cada número só pode aparecer uma vez em cada linha
er-column-repeat = o { $number } já está na coluna { $column } (em { $at }): cada número só pode aparecer uma vez em cada coluna
er-not-in-hand = não tens nenhum { $number }: na versão III joga uma peça da tua mão ({ $hand })
er-not-drawn = saiu-te o { $drawn }, não o { $number }: na versão I tens de pôr o número que saiu
er-game-over = o jogo terminou: já não se aceitam jogadas
er-bad-position = não se percebe a posição `{ $text }`: escreve as linhas de cima (linha n) para baixo até à linha 1, separadas por `/`, um carácter por casa (`.` ou um número), e, se quiseres, um espaço e os donos das colunas (`F`, `S` ou `.` por coluna), p. ex. `.../.2./1.. F..`
er-size-mismatch = o tabuleiro é { $board }×{ $board }, mas este jogo é { $size }×{ $size } (size={ $size }): indica --param size={ $board } ou um tabuleiro { $size }×{ $size }
er-bad-deal = distribuição inválida: cada número só pode ser distribuído ou posto no tabuleiro, ao todo, tantas vezes quanto o lado
val-board-too-big = a procura exata aceita tabuleiros de 3×3 a { $max }×{ $max }; este é { $size }×{ $size }: escolhe um lado menor
val-version-i-i = o valor exato precisa de informação completa, que só a versão II tem (a versão { $version } depende do acaso ou de mãos escondidas): escolhe a versão II
er-drawn-move = escreve a casa e o número que te saiu, p. ex. `c3={ $k }`, ou só a casa, `c3`
er-move-shape = escreve a letra da coluna, o número da linha, `=` e um número, p. ex. `c3=5`
er-place = Joga { $who }: põe um número de 1 a { $n } numa casa vazia onde ele ainda não esteja na linha nem na coluna, p. ex. `c3={ $example }`.
er-drew-mine = { $who }, saiu-te o { $k }: põe-no numa casa vazia sem nenhum { $k } na linha nem na coluna — `c3={ $k }` ou só `c3`.
er-drew-other = Saiu o { $k } a { $who }, que o tem de colocar.
er-hand-mine = Joga { $who }: põe uma peça da tua mão ({ $hand }) numa casa vazia onde o seu número ainda não esteja na linha nem na coluna, p. ex. `c3={ $example }`.
er-hand-other = Joga { $who }: vai pôr uma peça da sua mão.
er-hint-wins = { $who } ganha com o melhor jogo — provado
er-hint-loses = { $who } perde contra o melhor jogo — provado; a jogada indicada é a que resiste mais
er-hint-draw = empate com o melhor jogo — provado para { $who }
er-hint-estimate = o jogo parece equilibrado (uma estimativa, não uma prova): { $score } para { $who }, numa escala de −1 (perde) a +1 (ganha)
er-hint-leans-win = { $who } parece estar a ganhar (uma estimativa, não uma prova): { $score } numa escala de −1 (perde) a +1 (ganha)
er-hint-leans-lose = { $who } parece estar a perder (uma estimativa, não uma prova): { $score } numa escala de −1 (perde) a +1 (ganha)
er-hint =
    O campeão pensou { $depth } { $depth ->
        [one] jogada
       *[other] jogadas
    } à frente ({ $nodes } posições vistas; { $how }) e recomenda { $mv } (valor { $score }, { $proved }).{ $effect }
er-how-i-i = perto do fim, as contas são exatas
er-how-i = fez a média sobre os números ainda virados para baixo
er-how-i-i-i-worlds = experimentou { $worlds } maneiras de a outra mão ter as peças que não vês, pois só conhece a tua
er-how-i-i-i = só contou com o que podes saber: a tua mão e as peças que faltam
er-effect-conquers = { " " }Conquista: { $conquest }.
er-effect-gives-away = { " " }Entrega uma coluna ({ $conquest }), mas o resto pesa mais.

er-how-put = pôs o { $n } em { $square }
er-do-put = pôr o { $n } em { $square }
er-end-blocked =
    { $loser } não pode pôr nenhum número em nenhuma casa e fica bloqueado; quem fica bloqueado perde, tenha as colunas que tiver — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
er-end-blocked-drew =
    Saiu o { $k } a { $loser }; o { $k } não cabe em nenhuma casa, e { $loser } fica bloqueado; quem fica bloqueado perde, tenha as colunas que tiver — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
er-end-full =
    O tabuleiro está cheio; A tem { $a } { $a ->
        [one] coluna
       *[other] colunas
    } e B { $b } — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
er-conquests = Conquistas — { $list }.
er-conquest = { $who } conquistou a coluna { $column } com { JOIN($run, ", ") }
er-placed = o { $n } na casa { $sq }
er-split-line = tem de dar os lances da divisão a partir do tabuleiro vazio, de 1 a { $most }, separados por espaços: `*` (todos os lances, um por classe de simetria), um lance como `c3=3` (só esse) ou `mirror` (a resposta do espelho do primeiro), por exemplo `c3=3 * mirror`; ou um número de lances `*`

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

er-family-tag = quadrado latino
er-choice-i = com sorte: tira-se um número para cada jogada
er-param-version = Versão
er-param-version-help = qual das três versões do texto
er-param-size = Lado do tabuleiro
er-param-size-help = o tabuleiro é n × n, com os números de 1 a n
er-param-run = Sequência que conquista
er-param-run-help = quantos números crescentes a partir do teu lado conquistam uma coluna (no máximo o lado)
er-param-simultaneous = Duas sequências ao mesmo tempo
er-param-simultaneous-help = quem fica com uma coluna que as sequências dos dois atingem numa só jogada
er-param-open-hands = Mãos à vista
er-param-open-hands-help = na versão III, as duas mãos à vista
er-param-strategy = Jogador do computador
er-param-strategy-help = como o computador joga
er-param-budget = Posições do campeão
er-param-budget-help = posições que o campeão pode analisar por jogada
er-name-erdos-latino = Erdös Latino
er-choice-i-i = tudo à vista: informação completa
er-choice-i-i-i = mista: mãos distribuídas
er-choice-mover = quem jogou
er-choice-opponent = o adversário de quem jogou
er-choice-champion = o campeão
er-choice-mirror = a estratégia do espelho do primeiro
er-choice-random = jogadas ao acaso
# What only version II (complete information) answers.
er-only-version-two = { $what ->
        [moves] listar as jogadas de uma posição
        [play] jogar a partir de uma posição solta
        [winner] dizer quem ganhou a partir de uma posição solta
        [outcome] um resultado exato
       *[champion] uma jogada do campeão a partir de uma posição solta
    } precisa de informação completa; na versão { $version } { $version ->
        [I] o número a colocar é tirado à sorte
       *[other] as mãos estão escondidas
    } — joga-a com `ludoteca play erdos-latino --param version={ $version }`, ou pergunta pela versão II
# The exact solver proves version II only.
er-solve-only-two = `solve erdos-latino` prova o valor da versão II (informação completa); a versão { $version } depende da sorte ou de mãos escondidas: joga-a com `ludoteca play erdos-latino --param version={ $version }`
# --first-moves without the prover.
er-first-moves-need-prover = --first-moves divide o trabalho do provador por números de prova: junta --prover (ou --certificate FICHEIRO)
# A certificate that cannot be written.
er-certificate-write = não foi possível escrever o certificado em { $file }: { $detail }
# A split line whose move is not legal.
er-line-illegal = a jogada { $mv } da linha não é legal depois de { $after }: dá uma jogada legal no lance { $ply }
# A split line asking for a mirror reply that does not exist.
er-line-no-mirror = não há resposta em espelho depois de { $after } (lance { $ply }): `mirror` é a resposta do primeiro num tabuleiro ímpar
# A computer player that does not exist.
er-unknown-strategy = nenhum jogador do computador se chama `{ $name }`
# An exact outcome out of reach of `outcome`.
er-outcome-out-of-reach = o valor exato de uma posição { $size }×{ $size } com { $empties } casas vazias está fora do alcance de `outcome` (resolve tabuleiros até 4×4 e posições com no máximo { $max } casas vazias): corre `ludoteca solve erdos-latino --param size={ $size }` com pontos de retoma, ou pede uma sugestão (`sugestão`) em `ludoteca play erdos-latino`
# The exact solver's boards.
er-solve-sizes = o resolvedor exato aceita tabuleiros de 3×3 a { $largest }×{ $largest }; dá --param size=3..{ $largest }
# A split line giving too many parts.
er-line-too-many-parts = a linha `{ $line }` pode dividir a prova em até { $parts } partes num { $n }×{ $n }, mais do que as { $max } que uma divisão aceita: fixa uma jogada em algum lance (`c3=3`, `mirror`)
# What a part of a split Erdös Latino proof holds.
er-part-holds = uma parte de uma prova dividida de Erdös Latino contém uma linha de jogadas e a posição a que ela chega, tal como `solve --distribute` a escreve
# A split proof working out the positions at the end of its line.
er-line-positions = as posições da linha `{ $line }`, uma por classe de simetria
# A part of a split proof's progress: positions searched by the two searches, and its moves' fate so far.
er-part-progress = { $pn } + { $ab } posições; das suas jogadas, { $proved } provadas, { $refuted } refutadas, { $open } em aberto
# Where a split proof stands.
er-standing = { $answered } de { $parts } partes provadas, { $needed } ainda necessárias; o tabuleiro vazio ainda não está decidido
# A split line whose parts cannot decide the empty board.
er-line-undecided = a linha `{ $line }` não decide o tabuleiro vazio: uma jogada que ela fixa não ganha para quem a faz, e as outras não estão entre as partes; divide ao longo de outra linha (LUDOTECA_SPLIT_LINE)
# The parts answered, and still the whole proof does not settle the empty board.
er-parts-unsettled = as partes respondidas não decidem o tabuleiro vazio: resolve-o de novo a partir das tarefas
# The exact solver's progress ($lower, $upper: First's value, signed).
er-solve-progress = { $nodes } posições, valor do primeiro em [{ $lower }, { $upper }], { $done }/{ $total } jogadas da raiz
# The proof-number prover's progress.
er-prover-progress = { $pn } + { $ab } posições; jogadas da raiz: { $proved } provadas, { $refuted } refutadas, { $open } em aberto
# First's value with best play ($value: first, second or draw).
er-value = { $value ->
        [first] o primeiro (A) ganha
        [second] o segundo (B) ganha
       *[draw] empate
    }
# What a solve proved ($reason: how the principal line ends, `blocked` or `columns`, or none; $best: a move, or none).
er-solved = { $size }×{ $size } versão II: { $value } com o melhor jogo (provado{ $reason ->
        [blocked] , a linha principal acaba com um jogador bloqueado
        [columns] , a linha principal acaba com o tabuleiro cheio, decidida pelas colunas
        [none] {""}
       *[other] , a linha principal acaba em `{ $reason }`
    }); melhor jogada { $best ->
        [none] nenhuma
       *[other] { $best }
    }
# A solve stopped before its end ($lower, $upper: First's value, signed).
er-solve-stopped = parou antes do fim: o valor do primeiro está em [{ $lower }, { $upper }] (−1 ganha o segundo, 0 empate, +1 ganha o primeiro); retoma com `--resume FICHEIRO` se deste `--checkpoint FICHEIRO`
# The alpha-beta solver's work ($seconds, $hits: decimals).
er-solve-work = { $positions } { $positions ->
        [one] posição
       *[other] posições
    } em { $seconds } s, taxa de acerto da tabela { $hits } %
# The proof-number prover's work.
er-prover-work = { $positions } { $positions ->
        [one] posição
       *[other] posições
    } (procura por números de prova e as suas folhas alfa-beta) em { $seconds } s
# The prover's root moves, when stopped.
er-root-moves = jogadas da raiz: { $proved } provadas, { $refuted } refutadas, { $open } em aberto (de { $total })
# The certificate a solve wrote.
er-certificate-written = certificado escrito em { $file } ({ $bytes } bytes): verifica-o com `ludoteca verify erdos-latino { $file }`
# A claim a certificate proves ($player: first or second; $goal: wins or draws, at least).
er-claim = { $player ->
        [first] o primeiro
       *[second] o segundo
    } { $goal ->
        [wins] ganha
       *[draws] pelo menos empata
    }
# Claims proved.
er-claims = { JOIN($claims, " e ") }
# `verify erdos-latino`'s verdict ($files: how many files; $value: who wins, or the claims).
er-certificate-accepted = { $files ->
        [one] certificado aceite
       *[other] certificados aceites
    }: { $size }×{ $size } a partir de { $position }: { $value } (provado)
# The rules a certificate was checked under ($simultaneous: mover or opponent).
er-rules-checked = regras verificadas: uma sequência de { $run } conquista uma coluna; uma jogada que complete as sequências dos dois jogadores dá a coluna { $simultaneous ->
        [mover] a quem jogou
       *[other] ao adversário de quem jogou
    }
# The checker's work ($seconds: a decimal).
er-check-work = { $nodes } nós, { $leaves } folhas verificadas por procura ({ $positions } posições), { $bytes } bytes em { $seconds } s
