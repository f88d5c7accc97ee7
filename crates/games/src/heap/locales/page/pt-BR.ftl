### As palavras que só o tabuleiro da família `heap` diz nas páginas, em português do Brasil: só as que diferem.

board_heap_prompt = { $Click } em uma pedra para tirar { $list }: sai essa pedra e as que vêm depois dela.
board_heap_count = { $Click } no número que você quer dizer: pode somar { $list }.
board_heap_cap = Agora você pode tirar no máximo { $n }.
board_axis_r = Última retirada
