### As palavras da família `sum`, em português do Brasil: só as que diferem do português europeu.

sm-heaps = precisa ser uma lista de 1 a 64 tamanhos de montes separados por vírgulas, por ex. heaps=48,25,7,52,3
sm-move = uma jogada é escrita monte:quantidade, com os montes numerados de 1 a { $n } a partir da esquerda, por ex. `{ $example }`, e a quantidade precisa ser uma das que as regras permitem nesse monte
sm-position = uma posição é uma lista de 1 a 64 tamanhos de montes separados por vírgulas, por ex. { $example }
# Nim has no period: the binary stack decides.
sm-nim-no-period = no Nim o valor de Grundy de um monte é o seu tamanho, então não há período; quem decide é a pilha binária
