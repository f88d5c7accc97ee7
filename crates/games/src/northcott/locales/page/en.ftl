### The words only the web lab's board of the family `northcott` says, in English.

board_northcott_white = white (A)
board_northcott_black = black (B)
board_northcott_move = Move the stone of row { $r } to column { $c }
board_northcott_gap = gap
board_northcott_prompt = { $Click } a square outlined in blue to slide your { $stone } stone there along its row.
board_northcott_w = white
board_northcott_b = black
board_northcott_moved = { $stone } stone of row { $r } to column { $c }
