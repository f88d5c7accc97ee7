### The words only the web lab's board of the family `heap` says, in English.

board_stones = { $n } stones
board_stones_one = { $n } stone
board_stonesword = stones
board_stonesword_one = stone
board_axis_n = Stones
board_axis_r = Last take
board_said = Number said: { $n } (target { $target })
board_add = Add { $n }
board_heap_prompt = { $Click } a stone to take { $list }: that stone goes, with the ones after it.
board_heap_count = { $Click } the number you want to say: you may add { $list }.
board_heap_took = takes { $n }
board_heap_added = adds { $n }
board_heap_forbidden = Taking { $n } is not allowed now.
board_heap_cap = You may take at most { $n } now.
