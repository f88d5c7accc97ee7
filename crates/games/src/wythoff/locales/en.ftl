### The words of the family `wythoff`, in English.

# What a position is, refusing another text.
wy-position = a position is the two heaps x,y (each from 0 to { $max }), e.g. { $example }

# A table asked past its largest heap.
wy-table-too-large = a table of Wythoff's game goes up to heaps of { $limit } stones

# A move in words: the stones taken.
wy-took = { $from ->
        [x] took { $n } from the first heap
        [y] took { $n } from the second heap
       *[both] took { $n } from each heap
    }
# The same move as what to do.
wy-do-take = { $from ->
        [x] take { $n } from the first heap
        [y] take { $n } from the second heap
       *[both] take { $n } from each heap
    }

## The descriptor's words: the family, its parameters, its game's name

wy-family-tag = Wythoff's game
wy-param-x = First heap
wy-param-x-help = the stones of the first heap at the start
wy-param-y = Second heap
wy-param-y-help = the stones of the second heap at the start
wy-name-wythoff = Wythoff's game: two heaps
