### As palavras que só o tabuleiro da família `bicycle` diz nas páginas, em português europeu.

board_bike_stage = Etapa { $k }: pedalar de 1 a { $k } km
board_bike_stage_one = Etapa 1: pedalar 1 km
board_bike_togo = Faltam { $d } km
board_bike_ride = Pedalar { $d } km
board_bike_rider = Pedala { $seat }
board_bike_prompt = { $Click } num ponto da estrada (ou num botão) para pedalar { $list } km.
board_bike_moved = pedala { $d } km
