### As palavras da família `figuras`, em português do Brasil: só as que diferem do português europeu.

fg-kit = precisa ser o estojo que começa: laranja ou preto (orange, black)
fg-bad-move = não dá para entender a jogada `{ $text }`: escreva uma peça, `@` e uma casa, por ex. `Tl@b3` (forma T, Q, C ou P, maiúscula para o primeiro e minúscula para o segundo; tamanho s ou l; casa de a1 a d4)
fg-bad-position = não dá para entender a posição `{ $text }`: escreva as fileiras 4 a 1 separadas por `/`, quatro casas cada (`.` ou uma peça como `Tl`), e depois um espaço e os pontos `F:S`, por ex. `Tl.../..cs./..../.... 0:0`
fg-piece-played = a peça { $piece } já está no tabuleiro, em { $square }: jogue uma das suas peças que ainda não foram colocadas
fg-occupied = a casa { $square } está ocupada por { $piece }: jogue numa casa vazia

fg-how-placed = colocou o { $piece } em { $square }
fg-do-place = colocar o { $piece } em { $square }

## As palavras do descritor (só as que diferem do português europeu)

fg-name-figuras = Jogo da Velha com Figuras
# The same, with the test under way: is the value at least $t?
fg-solve-testing = { $nodes } nós, valor em [{ $lower }, { $upper }]; é ≥ { $t }? { $done }/{ $total } feitos
