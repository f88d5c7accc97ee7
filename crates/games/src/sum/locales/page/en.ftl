### The words only the web lab's board of the family `sum` says, in English.

board_pile = Heap { $i }
board_binary = Binary stack
board_binary_show = Show the binary stack (Bouton's strategy)
board_nimsum = Nim sum { $n }
board_allEven = every column even: Nim sum 0
board_allEven_normal = every column even: a safe position (type S), the player to move loses
board_sum_prompt = { $Click } a stone of a heap: you take that stone and the ones above it.
board_sum_promptSome = { $Click } a stone of a heap to take { $list }: you take that stone and the ones above it.
board_sum_took = takes { $n } from heap { $i }
board_sum_promptPick = { $Click } a stone of a heap: it and the ones above it are marked; adjust with − and + and confirm with “Take”.
board_sum_promptPickSome = { $Click } a stone of a heap to mark { $list }: it and the ones above it are marked; adjust with − and + and confirm with “Take”.
board_sum_picked = Heap { $i }: { $n } marked
board_sum_mark = Mark { $n }
board_sum_less = Mark fewer
board_sum_more = Mark more
board_sum_unmark = Unmark
board_sum_picked_one = Heap { $i }: { $n } marked
