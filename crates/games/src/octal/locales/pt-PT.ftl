### As palavras da família `octal`, em português europeu.

oc-empty = um código octal precisa de pelo menos um algarismo depois do ponto, p. ex. 0.77
oc-digit = os algarismos de um código octal vão de 0 a 7, e `{ $digit }` não é um deles (p. ex. 0.77)
oc-shape = um código octal escreve-se d0.d1d2…, com um só algarismo antes do ponto, p. ex. 0.77 ou 4.07
oc-long = um código octal tem no máximo { $most } algarismos depois do ponto, e este tem { $given }
oc-first = o algarismo antes do ponto só pode ser 0 ou 4 (partir um monte sem tirar nada), não { $digit }
oc-heaps = uma lista de tamanhos de montes separados por vírgulas, de 0 a { $max }, p. ex. heaps=10,7
oc-position = uma posição é uma lista de tamanhos de montes separados por vírgulas, de 0 a { $max }, p. ex. { $example }
oc-move = uma jogada escreve-se monte:tiradas, ou monte:tiradas=a+b quando o resto fica partido nos montes a e b, com os montes numerados de 1 a { $n } a partir da esquerda e o código a permiti-la, p. ex. `{ $example }`
oc-over = nenhum monte tem jogadas: o jogo terminou
oc-split = tirou { $taken } do monte { $heap } e partiu o resto em { $a } e { $b }
oc-do-split = tirar { $taken } do monte { $heap } e partir o resto em { $a } e { $b }
oc-no-period = os valores de { $code } até ao monte { $heaps } não provam nenhum período; pede mais montes com period-to (no máximo { $max })
oc-overflow = um valor de Grundy no monte { $heap } passa de 65535, o maior que se guarda
oc-why-over = Nenhum monte tem jogada possível: o jogo terminou.
oc-why-zero = Os valores de Grundy dos montes, { $values }, têm XOR 0, por isso qualquer jogada deixa um XOR diferente de 0.
oc-why-non-zero = Os valores de Grundy dos montes, { $values }, têm XOR { $xor }; { $mv } deixa XOR 0.
oc-period-proof = Teorema da periodicidade dos jogos octais (Guy–Smith): nenhuma jogada de { $code } tira mais de { $most } fichas, e G(n + { $period }) = G(n) para todo o n de { $from } a { $to } (2·{ $from } + { $period } + { $most } − 1), verificado nos valores dos montes 0..{ $checked }; logo G é periódico, com período { $period } a partir do monte { $from }, e { $last }. Uma fila de montes é inatacável (tipo-S) exatamente quando o XOR dos valores dos seus montes é 0.
oc-no-exceptional = nenhum monte é excecional
oc-last-exceptional = o último monte excecional é o de { $n }

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

oc-family-tag = tirar e partir
oc-param-code = Código
oc-param-code-help = o código octal d0.d1d2…: o algarismo k diz se tirar k fichas pode deixar nenhum monte (1), um monte (2) ou dois montes (4)
oc-param-heaps = Montes
oc-param-heaps-help = os montes no início
oc-param-period-to = Procura do período
oc-param-period-to-help = o número máximo de montes cujos valores a procura do período calcula
oc-name-octal = Jogo octal
oc-name-kayles = Kayles
oc-name-dawson-kayles = Kayles de Dawson
oc-name-dawson-chess = Xadrez de Dawson
oc-long-heaps = uma corrida longa calcula no máximo { $max } montes, não { $given }; pede menos com --to
oc-long-memory = { $heaps } montes precisam de até { $needs } MiB, acima do limite de { $limit } MiB; pede menos montes com --to ou permite mais com --memory
oc-checkpoint-io = não foi possível ler ou escrever o ficheiro de ponto de retoma { $file }: { $why }
oc-checkpoint-not = { $file } não é um ficheiro de ponto de retoma de valores octais (um escrito por `ludoteca period octal --long --checkpoint`)
oc-checkpoint-code = { $file } guarda os valores de { $holds }, não os de { $code }; retoma-o com code={ $holds }
oc-checkpoint-more = { $file } guarda { $heaps } montes, mais do que os { $cap } pedidos; pede pelo menos esses com --to
oc-long-no-period = os valores de { $code } até ao monte { $heaps } não provam nenhum período; pede mais montes com --to
oc-long-stopped = parou ao fim de { $heaps } montes de { $code }, ainda sem período provado; os valores ficaram guardados em { $file }, e --resume { $file } continua a partir daí
oc-long-stopped-no-file = parou ao fim de { $heaps } montes de { $code }, ainda sem período provado; nada ficou guardado (indica --checkpoint FICHEIRO para guardar os valores)
