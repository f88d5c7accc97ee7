### As palavras da família `sum`, em português europeu.

sm-heaps = tem de ser uma lista de 1 a 64 tamanhos de montes separados por vírgulas, p. ex. heaps=48,25,7,52,3
sm-impartial = uma soma de montes só funciona com um jogo imparcial sem memória das tiradas anteriores (só take=…)
sm-move = uma jogada é escrita monte:quantidade, com os montes numerados de 1 a { $n } a partir da esquerda, p. ex. `{ $example }`, e a quantidade tem de ser uma das que as regras permitem nesse monte
sm-position = uma posição é uma lista de 1 a 64 tamanhos de montes separados por vírgulas, p. ex. { $example }

sm-why-over = O jogo terminou: já não há nenhum monte de onde uma jogada possa tirar.
sm-why-zero = tipo-{ $outcome_letter } — { $outcome_word }: a soma de Nim dos valores de Grundy dos montes é { $sum }, e qualquer jogada a afasta de 0.
sm-why-non-zero = tipo-{ $outcome_letter } — { $outcome_word }: a soma de Nim dos valores de Grundy dos montes é { $sum }; uma jogada que ganha devolve-a a *0. Jogadas que ganham: { $moves }.
sm-why-bouton =
    tipo-{ $outcome_letter } — { $outcome_word }: pela regra de Bouton para o Nim perde-ganha, enquanto algum monte tiver 2 ou mais pedras a posição é inatacável exatamente quando a soma de Nim é 0 e, quando todos os montes tiverem 0 ou 1 pedra, exatamente quando há um número ímpar de montes com 1 pedra.{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[no] { "" }
    }
sm-why-search =
    tipo-{ $outcome_letter } — { $outcome_word }: decidido por uma pesquisa de todas as posições da soma.{ PRESENT($moves) ->
        [yes] { " " }Jogadas que ganham: { $moves }.
       *[no] { "" }
    }
sm-stack-odd = colunas com um número ímpar de uns: { $columns }, soma de Nim { $sum }

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
