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
