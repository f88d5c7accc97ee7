### As palavras da família `sum`, em português europeu.

sm-heaps = tem de ser uma lista de 1 a 64 tamanhos de montes separados por vírgulas, p. ex. heaps=48,25,7,52,3
sm-impartial = uma soma de montes só funciona com um jogo imparcial sem memória das tiradas anteriores (só take=…)
sm-move = uma jogada é escrita monte:quantidade, com os montes numerados de 1 a { $n } a partir da esquerda, p. ex. `{ $example }`, e a quantidade tem de ser uma das que as regras permitem nesse monte
sm-position = uma posição é uma lista de 1 a 64 tamanhos de montes separados por vírgulas, p. ex. { $example }

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

sm-family-tag = vários montes
sm-param-heaps = Montes
sm-param-heaps-help = os montes no início
sm-param-take = Tirar
sm-param-take-help = o que uma jogada pode tirar de um monte
sm-name-je11 = Nim de dois montes
sm-name-je12 = Dois montes, tirar 1 ou 2
sm-name-je16 = Nim com vários montes
sm-name-je17 = Vários montes, tirar 1 ou 2
sm-name-nim = Nim
# Nim has no period: the binary stack decides.
sm-nim-no-period = no Nim o valor de Grundy de um monte é o seu tamanho, por isso não há período; decide antes a pilha binária
# One heap's Grundy values show no period.
sm-no-period = os valores de Grundy de um monte não mostram período nos montes examinados
# A misère sum too big for the search.
sm-misere-search = as somas misère de jogos de montes que não o Nim decidem-se por busca, que aguenta cerca de { $limit } posições; estes montes dão cerca de { $states }
# Too many heaps of heaps to check.
sm-too-many-tuples = { $k } montes de até { $to } pedras são posições demais para verificar; baixa --to
# Grundy values without a period, too far to tabulate.
sm-no-grundy-period = estes valores de Grundy não mostram período em { $rows } montes, e só se tabelam diretamente montes até { $direct }
