### The words only the web lab's board of the family `knight` says, in English.

board_knight = Knight on { $sq }
board_jump = Jump to { $sq }
board_knight_square = row { $r }, column { $c }
board_knight_prompt = { $Click } one of the squares outlined in blue to jump the knight there ({ $n }).
board_knight_one = there is only one
board_knight_many = there are { $n }
board_knight_moved = jumps to { $sq }
