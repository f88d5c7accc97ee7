### As palavras que só o tabuleiro da família `erdos` diz nas páginas, em português europeu.

erdos_hand = A tua mão
erdos_otherHand = Mão de { $seat }: { $n } peças
erdos_otherHand_one = Mão de { $seat }: 1 peça
erdos_drawn = Número tirado: { $n }
erdos_choose = Escolhe um número e depois uma casa vazia.
erdos_place = Pôr { $n } em { $sq }
erdos_columns = Colunas conquistadas: A { $a } · B { $b }
erdos_owner = coluna de { $seat }
erdos_drawnPrompt = { $Click } numa casa vazia para pores o { $n }.
erdos_moved = põe { $n } em { $sq }
erdos_conquers = { $seat } conquista a coluna { $col }: { $run }
erdos_conquers_short = → { $seat } conquista a coluna { $col } ({ $run })
erdos_readsUp = lidos de baixo para cima, do lado de A
erdos_readsDown = lidos de cima para baixo, do lado de B
erdos_edgeB = ↓ Lado de B: B lê cada coluna de cima para baixo
erdos_edgeA = ↑ Lado de A: A lê cada coluna de baixo para cima
