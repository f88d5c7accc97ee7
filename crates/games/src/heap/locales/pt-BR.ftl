### As palavras da família `heap`, em português do Brasil: só as que diferem do português europeu.

hp-limit-memory = um limite não se combina com forbid={ $forbid }: use uma regra de memória de cada vez
hp-take-not-both = indique take=… (os dois jogadores) ou first-takes=… e second-takes=…, não as duas coisas
hp-both-takes = indique first-takes=… e também second-takes=…
hp-say-take = diga o que pode ser tirado, por ex. take=1,4 ou take=1..5 (ou first-takes=… e second-takes=…)
hp-opening = precisa ser o máximo que a primeira jogada pode tirar, um número inteiro ≥ 1, ou below-heap
hp-position = uma posição é escrita { $n }{ $memory }{ $mover }, por ex. { $example }
hp-may-take = em { $position } você pode tirar { $list }
hp-may-add = em { $position } você pode somar { $list }
hp-row-position = uma posição são os montes e quem joga, por ex. { $example } (1 a 64 montes, cada um com no máximo { $max })
hp-row-heaps = uma fila de montes de um jogo assimétrico precisa de um jogo sem memória, em jogo normal e tirando pedras (não contando até um alvo), e de 1 a 64 montes de no máximo { $max } pedras
hp-by-period = { $reason } (Decidido pelo período provado: o monte de { $n } se comporta como o de { $like }; período { $period } a partir da linha { $preperiod }.)

## As palavras do descritor (só as que diferem do português europeu)

hp-choice-forbid-own-last = nunca o que você tirou na sua jogada anterior
hp-name-je24 = Até o dobro
hp-name-subtraction = O seu jogo de tirar
# A game whose remembered takes grow with the heap.
hp-memory-no-period = { $id }: as jogadas lembradas crescem com o monte, então nenhuma janela de linhas decide a seguinte e não dá para provar período nenhum; nem se vê nenhum nos montes iniciais 0..={ $last }
# Game 28 is solved by starting heap, not from a position.
hp-study-no-position = o jogo 28 é resolvido para cada monte inicial até heap=N; dê --param heap=N em vez de uma posição
# Values are those of normal play.
hp-value-misere = os valores são os do jogo normal: um jogo misère não tem valores
# No period, and the heap too large to tabulate.
hp-no-period-too-large = nenhum período foi encontrado nas primeiras { $rows } linhas, e um monte de { $n } é grande demais para tabelar diretamente
# A capped game's table of (n, t).
hp-cap-rows = { $id } é resolvido pela tabela de (n, t), que cresce como n²: são aceitos montes até { $max }
# Heaps past the thresholds answered at once.
hp-thresholds = { $id } é respondido na hora por limiares para montes até { $max }, não { $n }; `ludoteca solve { $id } --param heap=N` vai mais longe, com progresso e pontos de retomada
# A heap past the search.
hp-beyond-search = { $id } é resolvido por uma busca cujos estados crescem com o cubo do monte: são aceitos montes até { $max }, não { $n }
# Game 28 past its thresholds.
hp-study-too-far = o jogo 28 é resolvido por limiares até heap={ $max }; { $heap } passa disso
# A heap past the valued ones.
hp-value-too-far = aqui os montes até { $max } têm valor; { $heap } passa disso
# The values' period: the proof of a plain period (case a).
hp-values-proof-same = Por quê (caso a): G(n + { $period }) = G(n) foi verificado para cada monte n de { $preperiod } a { $last } (valores até o monte { $certain }); daí em diante todas as tiradas são possíveis e o monte n + { $period } tem as opções do monte n, portanto o mesmo valor, por indução no monte. Verificado até o monte { $verified }.
# The proof of an arithmetic period of the values (cases b and c).
hp-values-proof-shift = Por quê: G(n + { $period }) = G(n) + { $saltus } foi verificado para cada monte n de { $preperiod } a { $last } (valores até o monte { $certain }); daí em diante o monte n + { $period } tem as opções do monte n deslocadas de { $saltus }. Dos montes { $from }..{ $to } de um período, { $translated } pelo caso b (não são números: pelo teorema da translação por números, Winning Ways; Siegel, Combinatorial Game Theory, II.3, o valor também se desloca de { $saltus }) e { $simplest } pelo caso c (números entre números, deslocados por um inteiro para longe de 0: o número mais simples entre eles se desloca com eles); por indução no monte, a relação vale para todos os montes. Verificado até o monte { $verified }.
# A period of the values observed but not proved.
hp-values-unproved = Não provado: o monte { $heap } { $why }, então nem o teorema da translação por números nem o número mais simples levam a indução além dele ({ $tries } pontos de partida testados, a um período de distância); a relação só foi observada, até o monte { $verified }.
# No period of the values.
hp-values-none = valores: nenhum período dos valores até o monte { $to } (nem simples nem com um saltus que seja um número)
# The values stopped short of the search's end.
hp-values-stopped = valores: calculados só até o monte { $to } ({ $reason }); nenhum período dos valores entre eles
