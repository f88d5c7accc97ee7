### As palavras da família `knight`, em português europeu.

kn-start = tem de ser uma casa linha,coluna dentro do tabuleiro { $size }×{ $size }, p. ex. start={ $example }
kn-sizes = um intervalo de tamanhos de tabuleiro dentro de 2..{ $max }, p. ex. 2..40
kn-position = uma posição é a casa do cavalo linha,coluna (de 1 a { $n }; a linha 1 é o lado sul, a coluna 1 o lado oeste), p. ex. { $example }
kn-position-seat = uma posição é a casa do cavalo linha,coluna (de 1 a { $n }; a linha 1 é o lado sul, a coluna 1 o lado oeste) e depois A ou B para quem joga, p. ex. { $example }

kn-how-jumped = saltou para a casa da linha { $row }, coluna { $col }
kn-do-jump = saltar para a casa da linha { $row }, coluna { $col }
