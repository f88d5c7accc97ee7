### As palavras da família `sum`, em português do Brasil: só as que diferem do português europeu.

sm-heaps = precisa ser uma lista de 1 a 64 tamanhos de montes separados por vírgulas, por ex. heaps=48,25,7,52,3
sm-move = uma jogada é escrita monte:quantidade, com os montes numerados de 1 a { $n } a partir da esquerda, por ex. `{ $example }`, e a quantidade precisa ser uma das que as regras permitem nesse monte
sm-position = uma posição é uma lista de 1 a 64 tamanhos de montes separados por vírgulas, por ex. { $example }
# Nim has no period: the binary stack decides.
sm-nim-no-period = no Nim o valor de Grundy de um monte é o seu tamanho, então não há período; quem decide é a pilha binária
# A misère sum too big for the search.
sm-misere-search = as somas misère de jogos de montes que não o Nim são decididas por busca, que aguenta cerca de { $limit } posições; estes montes dão cerca de { $states }
# Too many heaps of heaps to check.
sm-too-many-tuples = { $k } montes de até { $to } pedras são posições demais para verificar; diminua --to
# Grundy values without a period, too far to tabulate.
sm-no-grundy-period = estes valores de Grundy não mostram período em { $rows } montes, e só dá para tabelar diretamente montes até { $direct }
sm-why-non-zero = tipo-{ $outcome_letter } — { $outcome_word }: a soma de Nim dos valores de Grundy dos montes é { $sum }; uma jogada que ganha a leva de volta a *0. Jogadas que ganham: { $moves }.
