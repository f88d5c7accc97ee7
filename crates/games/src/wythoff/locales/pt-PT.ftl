### As palavras da família `wythoff`, em português europeu.

# O que é uma posição, ao recusar outro texto.
wy-position = uma posição são os dois montes x,y (cada um de 0 a { $max }), por ex. { $example }

# Uma tabela pedida além do maior monte.
wy-table-too-large = uma tabela do jogo de Wythoff vai até montes de { $limit } pedras

# Uma jogada em palavras: as pedras tiradas.
wy-took = { $from ->
        [x] tirou { $n } do primeiro monte
        [y] tirou { $n } do segundo monte
       *[both] tirou { $n } de cada monte
    }
# A mesma jogada como o que fazer.
wy-do-take = { $from ->
        [x] tirar { $n } do primeiro monte
        [y] tirar { $n } do segundo monte
       *[both] tirar { $n } de cada monte
    }

## As palavras do descritor: a família, os parâmetros, o nome do jogo

wy-family-tag = jogo de Wythoff
wy-param-x = Primeiro monte
wy-param-x-help = as pedras do primeiro monte no início
wy-param-y = Segundo monte
wy-param-y-help = as pedras do segundo monte no início
wy-name-wythoff = Jogo de Wythoff: dois montes
