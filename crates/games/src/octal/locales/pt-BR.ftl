### As palavras da família `octal`, em português do Brasil: só as que diferem do português europeu.

oc-empty = um código octal precisa de pelo menos um algarismo depois do ponto, por ex. 0.77
oc-digit = os algarismos de um código octal vão de 0 a 7, e `{ $digit }` não é um deles (por ex. 0.77)
oc-shape = um código octal se escreve d0.d1d2…, com um só algarismo antes do ponto, por ex. 0.77 ou 4.07
oc-first = o algarismo antes do ponto só pode ser 0 ou 4 (partir um monte sem tirar nada), e não { $digit }
oc-heaps = uma lista de tamanhos de montes separados por vírgulas, de 0 a { $max }, por ex. heaps=10,7
oc-position = uma posição é uma lista de tamanhos de montes separados por vírgulas, de 0 a { $max }, por ex. { $example }
oc-move = uma jogada se escreve monte:tiradas, ou monte:tiradas=a+b quando o resto fica partido nos montes a e b, com os montes numerados de 1 a { $n } a partir da esquerda e o código permitindo, por ex. `{ $example }`
oc-no-period = os valores de { $code } até o monte { $heaps } não provam nenhum período; peça mais montes com period-to (no máximo { $max })
oc-overflow = um valor de Grundy no monte { $heap } passa de 65535, o maior que se guarda
oc-why-zero = Os valores de Grundy dos montes, { $values }, têm XOR 0, então qualquer jogada deixa um XOR diferente de 0.
oc-period-proof = Teorema da periodicidade dos jogos octais (Guy–Smith): nenhuma jogada de { $code } tira mais de { $most } fichas, e G(n + { $period }) = G(n) para todo n de { $from } a { $to } (2·{ $from } + { $period } + { $most } − 1), verificado nos valores dos montes 0..{ $checked }; logo G é periódico, com período { $period } a partir do monte { $from }, e { $last }. Uma fila de montes é inatacável (tipo-S) exatamente quando o XOR dos valores dos seus montes é 0.
oc-no-exceptional = nenhum monte é excepcional
oc-last-exceptional = o último monte excepcional é o de { $n }
oc-long-heaps = uma execução longa calcula no máximo { $max } montes, não { $given }; peça menos com --to
oc-long-memory = { $heaps } montes precisam de até { $needs } MiB, acima do limite de { $limit } MiB; peça menos montes com --to ou permita mais com --memory
oc-checkpoint-io = não foi possível ler ou gravar o arquivo de checkpoint { $file }: { $why }
oc-checkpoint-not = { $file } não é um arquivo de checkpoint de valores octais (um gravado por `ludoteca period octal --long --checkpoint`)
oc-checkpoint-code = { $file } guarda os valores de { $holds }, não os de { $code }; retome-o com code={ $holds }
oc-checkpoint-more = { $file } guarda { $heaps } montes, mais do que os { $cap } pedidos; peça pelo menos esses com --to
oc-long-no-period = os valores de { $code } até o monte { $heaps } não provam nenhum período; peça mais montes com --to
oc-long-stopped = parou depois de { $heaps } montes de { $code }, ainda sem período provado; os valores foram gravados em { $file }, e --resume { $file } continua a partir dali
oc-long-stopped-no-file = parou depois de { $heaps } montes de { $code }, ainda sem período provado; nada foi gravado (informe --checkpoint ARQUIVO para guardar os valores)
