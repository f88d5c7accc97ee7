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
