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
# A book written ($seconds: a decimal).
fg-book-wrote = livro gravado em { $file }: { $positions } classes de posições, { $bytes } bytes, em { $seconds } s
# A build stopped before its end.
fg-book-stopped = parou antes do fim: rode o mesmo comando de novo para continuar a partir do diário (`--journal`)
# A book missing a position of a level it says it holds whole.
fg-book-missing = o livro não tem { $position }, embora diga que tem todas as posições com { $empties } casas vazias: construa-o de novo
# A book that disagrees with the solver ($first: the first disagreement).
fg-book-disagrees = o livro discorda do resolvedor em { $bad } de { $checked } posições (a primeira: { $first }): construa-o de novo
