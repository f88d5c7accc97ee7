### The words only the web lab's board of the family `flags` says, in English.

board_flags_place = Place a flag at { $p }
board_flags_areas = Areas: A { $a } · B { $b }
board_flags_help = { $Click } the circle to place a flag (rounded to 1/72 of a turn); type a fraction for an exact point.
board_flags_prompt = { $Click } the circle where you want your flag (or one of the marked points).
board_flags_moved = places a flag at { $p } of a turn
board_flags_moved_zero = places a flag at point 0
board_flags_territory = { $seat }'s territory
