### As palavras da família `erdos`, em português do Brasil: só as que diferem do português europeu.

er-size = precisa ser um lado de tabuleiro de 3 a 7
er-run = precisa ser o comprimento da sequência que conquista, de 2 até o lado ({ $size })
er-simultaneous = precisa dizer quem fica com a coluna que as duas sequências alcançam ao mesmo tempo: mover (quem joga) ou opponent (o adversário)
er-version = precisa ser I (com sorte), II (informação completa) ou III (mãos distribuídas)
er-strategy = precisa ser o jogador do computador: champion (campeão), mirror (a estratégia do espelho do primeiro) ou random (aleatório)
er-bad-move = não dá para entender a jogada `{ $text }`: escreva a letra da coluna, o número da linha, `=` e um número, por ex. `c3=5`
er-occupied = a casa { $square } já tem o { $number }: jogue numa casa vazia
er-not-in-hand = você não tem nenhum { $number }: na versão III jogue uma peça da sua mão ({ $hand })
er-not-drawn = você tirou o { $drawn }, não o { $number }: na versão I você precisa colocar o número que saiu
er-game-over = o jogo terminou: não são aceitas mais jogadas
er-bad-position = não dá para entender a posição `{ $text }`: escreva as linhas de cima (linha n) para baixo até a linha 1, separadas por `/`, um caractere por casa (`.` ou um número), e, se quiser, um espaço e os donos das colunas (`F`, `S` ou `.` por coluna), por ex. `.../.2./1.. F..`
er-size-mismatch = o tabuleiro é { $board }×{ $board }, mas este jogo é { $size }×{ $size } (size={ $size }): indique --param size={ $board } ou um tabuleiro { $size }×{ $size }
val-board-too-big = a busca exata aceita tabuleiros de 3×3 a { $max }×{ $max }; este é { $size }×{ $size }: escolha um lado menor
val-version-i-i = o valor exato precisa de informação completa, que só a versão II tem (a versão { $version } depende do acaso ou de mãos escondidas): escolha a versão II
er-drawn-move = escreva a casa e o número que você tirou, por ex. `c3={ $k }`, ou só a casa, `c3`
er-move-shape = escreva a letra da coluna, o número da linha, `=` e um número, por ex. `c3=5`
er-place = Joga { $who }: coloque um número de 1 a { $n } em uma casa vazia onde ele ainda não esteja na linha nem na coluna, por ex. `c3={ $example }`.
er-drew-mine = { $who }, você tirou o { $k }: coloque-o em uma casa vazia sem nenhum { $k } na linha nem na coluna — `c3={ $k }` ou só `c3`.
er-drew-other = { $who } tirou o { $k } e precisa colocá-lo.
er-hand-mine = Joga { $who }: coloque uma peça da sua mão ({ $hand }) em uma casa vazia onde o número dela ainda não esteja na linha nem na coluna, por ex. `c3={ $example }`.
er-hand-other = Joga { $who }: vai colocar uma peça da mão.
er-hint-estimate = o jogo parece equilibrado (uma estimativa, não uma prova): { $score } para { $who }, em uma escala de −1 (perde) a +1 (ganha)
er-hint-leans-win = { $who } parece estar ganhando (uma estimativa, não uma prova): { $score } em uma escala de −1 (perde) a +1 (ganha)
er-hint-leans-lose = { $who } parece estar perdendo (uma estimativa, não uma prova): { $score } em uma escala de −1 (perde) a +1 (ganha)
er-how-i-i-i-worlds = experimentou { $worlds } maneiras de a outra mão ter as peças que você não vê, pois só conhece a sua
er-how-i-i-i = só contou com o que você pode saber: a sua mão e as peças que faltam

er-how-put = colocou o { $n } em { $square }
er-do-put = colocar o { $n } em { $square }
er-end-blocked =
    { $loser } não pode colocar nenhum número em nenhuma casa e fica bloqueado; quem fica bloqueado perde, não importa quantas colunas tenha — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
er-end-blocked-drew =
    { $loser } tirou o { $k }; o { $k } não cabe em nenhuma casa, e { $loser } fica bloqueado; quem fica bloqueado perde, não importa quantas colunas tenha — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
er-split-line = precisa dar os lances da divisão a partir do tabuleiro vazio, de 1 a { $most }, separados por espaços: `*` (todos os lances, um por classe de simetria), um lance como `c3=3` (só esse) ou `mirror` (a resposta do espelho do primeiro), por exemplo `c3=3 * mirror`; ou um número de lances `*`

## As palavras do descritor (só as que diferem do português europeu)

er-choice-i = com sorte: um número é sorteado a cada jogada
er-param-run-help = quantos números crescentes a partir do seu lado conquistam uma coluna (no máximo o lado)
# What only version II (complete information) answers.
er-only-version-two = { $what ->
        [moves] listar as jogadas de uma posição
        [play] jogar a partir de uma posição solta
        [winner] dizer quem ganhou a partir de uma posição solta
        [outcome] um resultado exato
       *[champion] uma jogada do campeão a partir de uma posição solta
    } precisa de informação completa; na versão { $version } { $version ->
        [I] o número a colocar é sorteado
       *[other] as mãos estão escondidas
    } — jogue com `ludoteca play erdos-latino --param version={ $version }`, ou pergunte pela versão II
# The exact solver proves version II only.
er-solve-only-two = `solve erdos-latino` prova o valor da versão II (informação completa); a versão { $version } depende da sorte ou de mãos escondidas: jogue com `ludoteca play erdos-latino --param version={ $version }`
# --first-moves without the prover.
er-first-moves-need-prover = --first-moves divide o trabalho do provador por números de prova: acrescente --prover (ou --certificate ARQUIVO)
# A split line whose move is not legal.
er-line-illegal = a jogada { $mv } da linha não é legal depois de { $after }: dê uma jogada legal no lance { $ply }
# An exact outcome out of reach of `outcome`.
er-outcome-out-of-reach = o valor exato de uma posição { $size }×{ $size } com { $empties } casas vazias está fora do alcance de `outcome` (resolve tabuleiros até 4×4 e posições com no máximo { $max } casas vazias): rode `ludoteca solve erdos-latino --param size={ $size }` com pontos de retomada, ou peça uma sugestão (`sugestão`) em `ludoteca play erdos-latino`
# The exact solver's boards.
er-solve-sizes = o resolvedor exato aceita tabuleiros de 3×3 a { $largest }×{ $largest }; dê --param size=3..{ $largest }
# A split line giving too many parts.
er-line-too-many-parts = a linha `{ $line }` pode dividir a prova em até { $parts } partes em um { $n }×{ $n }, mais do que as { $max } que uma divisão aceita: fixe uma jogada em algum lance (`c3=3`, `mirror`)
# What a part of a split Erdös Latino proof holds.
er-part-holds = uma parte de uma prova dividida de Erdös Latino contém uma linha de jogadas e a posição a que ela leva, do jeito que `solve --distribute` a escreve
# A part of a split proof's progress: positions searched by the two searches, and its moves' fate so far.
er-part-progress = { $pn } + { $ab } posições; das jogadas dela, { $proved } provadas, { $refuted } refutadas, { $open } em aberto
# A split line whose parts cannot decide the empty board.
er-line-undecided = a linha `{ $line }` não decide o tabuleiro vazio: uma jogada que ela fixa não ganha para quem a faz, e as outras não estão entre as partes; divida ao longo de outra linha (LUDOTECA_SPLIT_LINE)
# The parts answered, and still the whole proof does not settle the empty board.
er-parts-unsettled = as partes respondidas não decidem o tabuleiro vazio: resolva-o de novo a partir das tarefas
# A solve stopped before its end ($lower, $upper: First's value, signed).
er-solve-stopped = parou antes do fim: o valor do primeiro está em [{ $lower }, { $upper }] (−1 ganha o segundo, 0 empate, +1 ganha o primeiro); retome com `--resume ARQUIVO` se você deu `--checkpoint ARQUIVO`
# The proof-number prover's work.
er-prover-work = { $positions } { $positions ->
        [one] posição
       *[other] posições
    } (busca por números de prova e suas folhas alfa-beta) em { $seconds } s
# The certificate a solve wrote.
er-certificate-written = certificado gravado em { $file } ({ $bytes } bytes): verifique-o com `ludoteca verify erdos-latino { $file }`
# `verify erdos-latino`'s verdict ($files: how many files; $value: who wins, or the claims).
er-certificate-accepted = { $files ->
        [one] certificado aceito
       *[other] certificados aceitos
    }: { $size }×{ $size } a partir de { $position }: { $value } (provado)
# The rules a certificate was checked under ($simultaneous: mover or opponent).
er-rules-checked = regras verificadas: uma sequência de { $run } conquista uma coluna; uma jogada que complete as sequências dos dois jogadores dá a coluna { $simultaneous ->
        [mover] para quem jogou
       *[other] para o adversário de quem jogou
    }
# The checker's work ($seconds: a decimal).
er-check-work = { $nodes } nós, { $leaves } folhas verificadas por busca ({ $positions } posições), { $bytes } bytes em { $seconds } s
