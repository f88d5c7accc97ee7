### As palavras da família `heap`, em português europeu.

hp-from-to = --from não pode passar de --to ({ $to }, a última linha da tabela deste jogo)
hp-limit-memory = um limite não se combina com forbid={ $forbid }: usa uma regra de memória de cada vez
hp-take-not-both = indica take=… (os dois jogadores) ou first-takes=… e second-takes=…, não as duas coisas
hp-both-takes = indica first-takes=… e também second-takes=…
hp-any-needs-cap = take=any precisa de uma regra que limite a tirada: limit=plus-one, double ou fibonacci
hp-say-take = diz o que se pode tirar, p. ex. take=1,4 ou take=1..5 (ou first-takes=… e second-takes=…)
hp-growing-limit = um limite que cresce só existe quando os dois jogadores tiram as mesmas quantidades
hp-opening = tem de ser o máximo que a primeira jogada pode tirar, um número inteiro ≥ 1, ou below-heap
hp-opening-limit = opening só se aplica com limit=plus-one ou limit=double
hp-shape-stones = n (pedras que restam)
hp-shape-said = s (o número dito até agora)
hp-shape-opp-last = ,r com r a última tirada do adversário (0..{ $w }, 0 antes da primeira jogada)
hp-shape-own-last = ,u,p com u a última tirada e p a anterior (0..{ $w }, 0 quando não há)
hp-shape-cap = ,t com t ≥ 0 o máximo que quem joga pode tirar
hp-shape-fib = ,a,b com a a penúltima e b a última tirada (0 quando não há)
hp-shape-mover = ,X com X = A ou B, quem joga
hp-position = uma posição é escrita { $n }{ $memory }{ $mover }, p. ex. { $example }
hp-over = o jogo terminou em { $position }
hp-may-take = em { $position } podes tirar { $list }
hp-may-add = em { $position } podes somar { $list }
hp-value-line = valor: { $value }
hp-value-class-l = classe L: A ganha sempre
hp-value-class-r = classe R: B ganha sempre
hp-value-class-n = classe N: quem começa ganha
hp-value-class-p = classe P: quem começa perde
hp-value-heat = média { $mean }, temperatura { $temperature }
hp-row-position = uma posição são os montes e quem joga, p. ex. { $example } (1 a 64 montes, cada um com no máximo { $max })
hp-row-heaps = uma fila de montes de um jogo assimétrico precisa de um jogo sem memória, em jogo normal e a tirar pedras (não a contar até um alvo), e de 1 a 64 montes de no máximo { $max } pedras
hp-method-values = o valor da soma dos montes
hp-values-head = posição, valor, classe, média, temperatura
hp-by-period = { $reason } (Decidido pelo período provado: o monte de { $n } comporta-se como o de { $like }; período { $period } a partir da linha { $preperiod }.)

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

hp-family-tag = um monte
hp-choice-forbid-none = sem regra de memória
hp-choice-forbid-opponent-last = nunca o que o adversário acabou de tirar
hp-choice-forbid-own-last = nunca o que tiraste na tua jogada anterior
hp-choice-limit-none = sem limite
hp-choice-limit-plus-one = no máximo mais uma que a última tirada
hp-choice-limit-double = no máximo o dobro da última tirada
hp-choice-limit-fibonacci = no máximo a soma das duas últimas tiradas
hp-choice-below-heap-below-heap = tudo menos o monte inteiro
hp-param-heap = Pedras
hp-param-heap-help = as pedras do monte no início
hp-param-take = Tirar
hp-param-take-help = as quantidades que cada jogador pode tirar
hp-param-first-takes = A tira
hp-param-first-takes-help = o que A pode tirar (jogo assimétrico)
hp-param-second-takes = B tira
hp-param-second-takes-help = o que B pode tirar (jogo assimétrico)
hp-param-forbid = Tirada proibida
hp-param-forbid-help = uma tirada que a memória do jogo proíbe
hp-param-limit = Limite
hp-param-limit-help = como a última tirada limita a seguinte
hp-param-opening = Primeira jogada
hp-param-opening-help = o máximo que a primeira jogada pode tirar, quando cada tirada é limitada pela anterior
hp-param-target = Alvo
hp-param-target-help = contar até este número em vez de tirar (jogo 7)
hp-param-heaps = Montes
hp-param-heaps-help = jogar em vários montes ao mesmo tempo, uma soma (jogos imparciais pelos valores de Grundy, assimétricos sem memória pelos seus valores)
hp-name-je1 = Tirar 1 ou 4
hp-name-je2 = A tira 1 ou 4, B tira 2 ou 3
hp-name-je4 = A Olimpíada de Caracas
hp-name-je5 = Nunca a própria tirada
hp-name-je7 = Trinta e um de boca
hp-name-je8 = Tirar 1 ou 2
hp-name-je9 = Mil pedras, tirar 1 ou 4
hp-name-je10 = Tirar 2 ou 3
hp-name-je13-i = Tiradas desiguais I
hp-name-je13-ii = Tiradas desiguais II
hp-name-je13-iii = Tiradas desiguais III
hp-name-je13-vi = Tiradas desiguais VI
hp-name-je19 = Até mais um
hp-name-je20 = Tirar sem repetir
hp-name-je21 = Que montes perdem?
hp-name-je24 = Até ao dobro
hp-name-je28 = Coelhos à Fibonacci
hp-name-fibonacci-nim = Nim de Fibonacci
hp-name-subtraction = O teu jogo de tirar
# No period in the rows the table looked at.
hp-no-period-rows = nenhum período aparece nas primeiras { $rows } linhas de { $id }
# A game whose remembered takes grow with the heap.
hp-memory-no-period = { $id }: as jogadas lembradas crescem com o monte, por isso nenhuma janela de linhas decide a seguinte e não se pode provar período nenhum; nem se vê nenhum nos montes iniciais 0..={ $last }
# Positions (n, a, b) are not listed by size.
hp-no-position-list = { $id }: as posições (n, a, b) são verificadas pela busca da tabela, não listadas por tamanho
# Game 28 is solved by starting heap, not from a position.
hp-study-no-position = o jogo 28 é resolvido para cada monte inicial até heap=N; dá --param heap=N em vez de uma posição
# A checkpoint that cannot be resumed.
hp-cannot-resume = não foi possível retomar a partir de { $file }: { $why }
# A game with memory has no value heap by heap.
hp-value-memory = um jogo de montes com regra de memória não tem valor monte a monte: os valores precisam de jogadas que nunca mudam
# Values are those of normal play.
hp-value-misere = os valores são os do jogo normal: um jogo misère não os tem
# Values need listed takes.
hp-value-any-take = os valores precisam das jogadas de cada jogador listadas (take=any só serve para jogos com teto)
# No period, and the heap too large to tabulate.
hp-no-period-too-large = não se encontrou período nas primeiras { $rows } linhas, e um monte de { $n } é grande demais para tabelar diretamente
# A capped game's table of (n, t).
hp-cap-rows = { $id } resolve-se pela tabela de (n, t), que cresce como n²: aceitam-se montes até { $max }
# Heaps past the thresholds answered at once.
hp-thresholds = { $id } responde-se de imediato por limiares para montes até { $max }, não { $n }; `ludoteca solve { $id } --param heap=N` vai mais longe, com progresso e pontos de retoma
# A heap past the search.
hp-beyond-search = { $id } resolve-se por uma busca cujos estados crescem com o cubo do monte: aceitam-se montes até { $max }, não { $n }
# Game 28 past its thresholds.
hp-study-too-far = o jogo 28 resolve-se por limiares até heap={ $max }; { $heap } passa disso
# A heap past the valued ones.
hp-value-too-far = aqui têm valor os montes até { $max }; { $heap } passa disso
# Game 28's study by thresholds under way ($share: a percentage, a decimal).
hp-study-progress = jogo 28 por limiares: monte { $at } de { $heap } (cerca de { $share } % do trabalho)

# The values' period, plain (`ludoteca period`).
hp-values-periodic = valores: período { $period } a partir do monte { $preperiod }, G(n + { $period }) = G(n) ({ $status })
# The values' period with a saltus that is a number.
hp-values-arithmetic = valores: aritmeticamente periódicos, período { $period } e saltus { $saltus } a partir do monte { $preperiod }, G(n + { $period }) = G(n) + { $saltus } ({ $status })
# The proof of a plain period of the values (case a).
hp-values-proof-same = Porquê (caso a): verificou-se G(n + { $period }) = G(n) para cada monte n de { $preperiod } a { $last } (valores até ao monte { $certain }); daí em diante todas as tiradas são possíveis e o monte n + { $period } tem as opções do monte n, logo o mesmo valor, por indução no monte. Verificado até ao monte { $verified }.
# The proof of an arithmetic period of the values (cases b and c).
hp-values-proof-shift = Porquê: verificou-se G(n + { $period }) = G(n) + { $saltus } para cada monte n de { $preperiod } a { $last } (valores até ao monte { $certain }); daí em diante o monte n + { $period } tem as opções do monte n deslocadas de { $saltus }. Dos montes { $from }..{ $to } de um período, { $translated } pelo caso b (não são números: pelo teorema da translação por números, Winning Ways; Siegel, Combinatorial Game Theory, II.3, o valor desloca-se também de { $saltus }) e { $simplest } pelo caso c (números entre números, deslocados por um inteiro para longe de 0: o número mais simples entre eles desloca-se com eles); por indução no monte, a relação vale para todos os montes. Verificado até ao monte { $verified }.
# A period of the values observed but not proved.
hp-values-unproved = Não provado: o monte { $heap } { $why }, por isso nem o teorema da translação por números nem o número mais simples levam a indução além dele (tentaram-se { $tries } pontos de partida, a um período de distância); a relação só foi observada, até ao monte { $verified }.
# Why a heap breaks the proof: a number with options that are not.
hp-values-why-options = é um número cujas opções não são todas números
# Why a heap breaks the proof: the saltus is not a whole number.
hp-values-why-saltus = é um número entre números, e o saltus não é um número inteiro
# Why a heap breaks the proof: its interval would cross 0.
hp-values-why-zero = é um número entre números cujo intervalo, deslocado pelo saltus, pode atravessar o 0
# Why a heap breaks the proof: a player without options.
hp-values-why-no-options = é um número a partir do qual um dos jogadores não tem jogada
# No period of the values.
hp-values-none = valores: nenhum período dos valores até ao monte { $to } (nem simples nem com um saltus que seja um número)
# The values stopped short of the search's end.
hp-values-stopped = valores: calculados só até ao monte { $to } ({ $reason }); nenhum período dos valores entre eles
# Game 28's study: the first player wins from the heap asked for ($start: the starting heap's class).
hp-study-first-wins = com { $heap } coelhos, o primeiro jogador ganha: o monte inicial é { $start }
# Game 28's study: the first player loses from the heap asked for ($start: the starting heap's class).
hp-study-first-loses = com { $heap } coelhos, o primeiro jogador perde: o monte inicial é { $start }
# Game 28's study stopped before the heap asked for.
hp-study-stopped = parou no monte { $at } de { $heap }
# Game 28's study: the losing starting heaps ($density: a decimal; $periods: the periods excluded).
hp-study-pattern = montes 0..={ $solved }: o primeiro jogador perde em { $losing } deles, os montes iniciais tipo-S, inatacáveis (densidade { $density }); maior intervalo entre dois deles { $gap } (de { $from } a { $to }); { $periods }; { $ms } ms
# Game 28's study: the periods excluded.
hp-study-no-period = nenhum período até { $most } começa antes do monte { $before }
# Game 28's study: the periods excluded, and those that still fit.
hp-study-periods-fit = nenhum período até { $most } começa antes do monte { $before }; { $fit ->
        [one] ainda há { $fit } período que se ajusta
       *[other] ainda há { $fit } períodos que se ajustam
    } aos últimos montes
