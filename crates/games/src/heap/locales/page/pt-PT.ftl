### As palavras que só o tabuleiro da família `heap` diz nas páginas, em português europeu.

board_stones = { $n } pedras
board_stones_one = { $n } pedra
board_stonesword = pedras
board_stonesword_one = pedra
board_axis_n = Pedras
board_axis_r = Última tirada
board_said = Número dito: { $n } (alvo { $target })
board_add = Somar { $n }
board_heap_prompt = { $Click } numa pedra para tirar { $list }: sai essa pedra e as que estão depois dela.
board_heap_count = { $Click } no número que queres dizer: podes somar { $list }.
board_heap_took = tira { $n }
board_heap_added = soma { $n }
board_heap_forbidden = Agora não se pode tirar { $n }.
board_heap_cap = Agora podes tirar no máximo { $n }.
