### The words only the web lab's board of the family `bicycle` says, in English.

board_bike_stage = Stage { $k }: pedal 1 to { $k } km
board_bike_stage_one = Stage 1: pedal 1 km
board_bike_togo = { $d } km to go
board_bike_ride = Pedal { $d } km
board_bike_rider = { $seat } pedals
board_bike_prompt = { $Click } a point of the road (or a button) to pedal { $list } km.
board_bike_moved = pedals { $d } km
