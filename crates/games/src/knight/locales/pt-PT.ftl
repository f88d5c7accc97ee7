### As palavras da família `knight`, em português europeu.

kn-start = tem de ser uma casa linha,coluna dentro do tabuleiro { $size }×{ $size }, p. ex. start={ $example }
kn-sizes = um intervalo de tamanhos de tabuleiro dentro de 2..{ $max }, p. ex. 2..40
kn-position = uma posição é a casa do cavalo linha,coluna (de 1 a { $n }; a linha 1 é o lado sul, a coluna 1 o lado oeste), p. ex. { $example }
kn-position-seat = uma posição é a casa do cavalo linha,coluna (de 1 a { $n }; a linha 1 é o lado sul, a coluna 1 o lado oeste) e depois A ou B para quem joga, p. ex. { $example }

kn-how-jumped = saltou para a casa da linha { $row }, coluna { $col }
kn-do-jump = saltar para a casa da linha { $row }, coluna { $col }

kn-why-over = O cavalo já não tem nenhuma casa para onde saltar: o jogo terminou.
kn-why-fragile = tipo-{ $outcome_letter } — { $outcome_word }: um salto para { JOIN($squares, " ou ") } deixa o adversário numa casa inatacável.
kn-why-safe = tipo-{ $outcome_letter } — { $outcome_word }: salte o cavalo para onde saltar, o adversário fica com uma casa frágil.

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

kn-family-tag = cavalo
kn-param-size = Lado do tabuleiro
kn-param-size-help = o tabuleiro tem lado × lado casas
kn-param-start = Casa de partida
kn-param-start-help = onde o cavalo começa, linha,coluna (por omissão o canto nordeste)
kn-name-je14-i = Um cavalo para dois (I)
kn-name-je14-ii = Um cavalo para dois (II)
