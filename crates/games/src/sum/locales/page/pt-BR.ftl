### As palavras que só o tabuleiro da família `sum` diz nas páginas, em português do Brasil: só as que diferem.

board_sum_promptPick = { $Click } em uma pedra de um monte: ficam marcadas essa pedra e as que estão em cima dela; ajuste com − e + e confirme com «Tirar».
board_sum_promptPickSome = { $Click } em uma pedra de um monte para marcar { $list }: ficam marcadas essa pedra e as que estão em cima dela; ajuste com − e + e confirme com «Tirar».
board_sum_prompt = { $Click } em uma pedra de um monte: você tira essa pedra e as que estão em cima dela.
board_sum_promptSome = { $Click } em uma pedra de um monte para tirar { $list }: você tira essa pedra e as que estão em cima dela.
