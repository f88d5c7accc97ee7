### As palavras da família `knight`, em português do Brasil: só as que diferem do português europeu.

kn-start = precisa ser uma casa linha,coluna dentro do tabuleiro { $size }×{ $size }, por ex. start={ $example }
kn-sizes = um intervalo de tamanhos de tabuleiro dentro de 2..{ $max }, por ex. 2..40
kn-position = uma posição é a casa do cavalo linha,coluna (de 1 a { $n }; a linha 1 é o lado sul, a coluna 1 o lado oeste), por ex. { $example }
kn-position-seat = uma posição é a casa do cavalo linha,coluna (de 1 a { $n }; a linha 1 é o lado sul, a coluna 1 o lado oeste) e depois A ou B para quem joga, por ex. { $example }

kn-how-jumped = pulou para a casa da linha { $row }, coluna { $col }
kn-do-jump = pular para a casa da linha { $row }, coluna { $col }

kn-why-over = O cavalo não tem mais nenhuma casa para onde pular: o jogo terminou.
kn-why-fragile = tipo-{ $outcome_letter } — { $outcome_word }: um pulo para { JOIN($squares, " ou ") } deixa o adversário em uma casa inatacável.
kn-why-safe = tipo-{ $outcome_letter } — { $outcome_word }: para onde quer que o cavalo pule, o adversário fica com uma casa frágil.

## As palavras do descritor (só as que diferem do português europeu)

kn-param-start-help = onde o cavalo começa, linha,coluna (se ficar vazio, o canto nordeste)
