### As palavras da família `beans`, em português do Brasil: só as que diferem do português europeu.

be-rect = uma posição é o retângulo de feijões que resta, linhas x colunas, no máximo { $rows }x{ $cols }, por ex. 3x4
be-board = uma posição são as { $rows } linhas do tabuleiro, de cima para baixo, separadas por `/`, cada uma com { $cols } casas, `#` um feijão e `.` uma casa vazia, por ex. { $example }
be-eat = uma jogada é o feijão a comer, linha,coluna a partir de 1 (a linha 1 embaixo, a coluna 1 à esquerda), e nessa casa precisa haver um feijão
# Games (c) and (d) have no coordinates for conjectures.
be-no-coordinates = as posições dos jogos (c) e (d) são conjuntos de feijões, não coordenadas; as conjecturas precisam do (a) ou do (b)

be-why-over = O jogo terminou: não sobrou nenhum feijão no tabuleiro.
be-why-fragile = tipo-{ $outcome_letter } — { $outcome_word }: basta { JOIN($moves, " ou ") } para deixar uma posição inatacável para o adversário.
be-why-safe = tipo-{ $outcome_letter } — { $outcome_word }: não importa o que você tire, o adversário fica com uma posição frágil.
