### The words only the web lab's board of the family `erdos` says, in English.

erdos_hand = Your hand
erdos_otherHand = { $seat }'s hand: { $n } pieces
erdos_otherHand_one = { $seat }'s hand: 1 piece
erdos_drawn = Number drawn: { $n }
erdos_choose = Choose a number, then an empty square.
erdos_place = Put { $n } on { $sq }
erdos_columns = Columns conquered: A { $a } · B { $b }
erdos_owner = { $seat }'s column
erdos_drawnPrompt = { $Click } an empty square to put the { $n } there.
erdos_moved = puts { $n } on { $sq }
erdos_conquers = { $seat } conquers column { $col }: { $run }
erdos_conquers_short = → { $seat } conquers column { $col } ({ $run })
erdos_readsUp = read upwards, from A's edge
erdos_readsDown = read downwards, from B's edge
erdos_edgeB = ↓ B's edge: B reads each column downwards
erdos_edgeA = ↑ A's edge: A reads each column upwards
