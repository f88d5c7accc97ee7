### As palavras que só o tabuleiro da família `sum` diz nas páginas, em português europeu.

board_pile = Monte { $i }
board_binary = Pilha binária
board_binary_show = Ver a pilha binária (a estratégia de Bouton)
board_nimsum = Soma de Nim { $n }
board_allEven = todas as colunas pares: soma de Nim 0
board_allEven_normal = todas as colunas pares: posição inatacável (tipo-S), quem joga perde
board_sum_prompt = { $Click } numa pedra de um monte: tiras essa pedra e as que estão por cima dela.
board_sum_promptSome = { $Click } numa pedra de um monte para tirar { $list }: tiras essa pedra e as que estão por cima dela.
board_sum_took = tira { $n } do monte { $i }
board_sum_promptPick = { $Click } numa pedra de um monte: ficam marcadas essa pedra e as que estão por cima dela; ajusta com − e + e confirma com «Tirar».
board_sum_promptPickSome = { $Click } numa pedra de um monte para marcar { $list }: ficam marcadas essa pedra e as que estão por cima dela; ajusta com − e + e confirma com «Tirar».
board_sum_picked = Monte { $i }: { $n } marcadas
board_sum_picked_one = Monte { $i }: { $n } marcada
board_sum_mark = Marcar { $n }
board_sum_less = Marcar menos
board_sum_more = Marcar mais
board_sum_unmark = Desmarcar
