### As palavras comuns a todos os jogos, em português do Brasil: só as que diferem do português europeu; as outras vêm de pt-PT.

## Seats and matches

choice-one-of = jogue uma de { $moves }
choice-one-of-many =
    jogue uma { $n ->
        [one] da
       *[other] das
    } { $n } { $n ->
        [one] jogada possível
       *[other] jogadas possíveis
    }, na notação do jogo (veja as regras)
choice-pick =
    { $n ->
        [one] faça a única jogada possível
       *[other] escolha uma das { $n } jogadas
    }

## Errors of games (ludoteca_games::GameError)

err-unknown-param = o jogo { $game } não tem o parâmetro `{ $name }`: ele aceita { $accepted }
err-illegal-move = a jogada `{ $text }` não vale aqui: { $expected }

## Errors of matches (ludoteca_play::PlayError)

err-over = a partida terminou; comece outra ou desfaça a última jogada
err-nothing-to-undo = não há nenhuma jogada para desfazer
err-bad-save = não é possível retomar esta partida salva (detalhes em inglês: { $detail })



## The ends of matches (every match ends with its reason)


## Hints of the games with a match of their own

method-playout = os dois campeões jogaram até o fim (uma estimativa)

## A match in the terminal (`ludoteca play`)

play-help = { $example ->
        [none] Digite uma jogada
       *[other] Digite uma jogada (por ex. `{ $example }`)
    } ou: ajuda, sugestão, análise [PERGUNTA] (ou um chute, num jogo de adivinhar), anular, jogadas, regras, guardar ARQUIVO, sair.
play-end-of-input = (fim da entrada: saindo da partida)
play-pass-device = Passe o computador para { $seat } e aperte Enter.
play-saved = partida salva em { $file }
play-cannot-save = não foi possível salvar em { $file }: { $why }
play-say-where = diga onde: guardar ARQUIVO

## Marks of a finished match's moves (the replay; ludoteca_play::marks)

mark-mistake-fragile = Ao { $mv }, você deixou { $left }: o adversário pode { $reply } e deixar para você { $after }.{ $better }
mark-mistake-lost = Ao { $mv }, você deixou { $left }: a partir daí o adversário ganha.{ $better }
mark-mistake-draw = Ao { $mv }, você deixou { $left }: o jogo estava ganho, e agora o adversário consegue o empate.{ $better }
mark-better-win = { " " }Você podia { $mv }: deixaria uma posição inatacável (tipo-S) e ganharia.
mark-better-draw = { " " }Você podia { $mv } e manteria o empate.
sv-bad-name = o nome de um lugar é uma linha de no máximo { $max } caracteres, sem caracteres de controle

## Periods

period-proof = Cada linha n ≥ { $window } é determinada pelas { $window } linhas anteriores (nenhuma jogada tira mais de { $window }). { $single ->
        [1] A linha { $a } é igual à linha { $c }
       *[other] As linhas { $a }..{ $b } são iguais às linhas { $c }..{ $d }
    }, por isso a partir daí a tabela se repete: período { $period } a partir da linha { $preperiod }, certo assim que a linha { $certain } estiver preenchida.

## As palavras que os descritores de todas as famílias compartilham (só as que diferem)

param-seed-help = fixa o acaso, para poder repetir a mesma partida

# What a game does not do, and what it offers instead.
err-lacks = { $id } não tem { $what ->
        [analysis] análise de posições
        [table] tabela
        [period] período
        [long-period] cálculo longo do período
        [text] posições escritas em texto
        [exact] valor exato das posições
        [value] valor como jogo assimétrico curto (existe nos jogos sem memória, em jogo normal)
        [row-values] valores das linhas (existem nos jogos sem memória, em jogo normal)
        [strategies] comparação de estratégias
       *[other] { $what }
    }{ $why ->
        [hidden] { " " }— é um jogo de informação escondida, não de posições ganhas ou perdidas
        [rows] { " " }— as posições não são as linhas de um monte que cresce
        [boards] { " " }— as posições são tabuleiros, não linhas numeradas
       *[none] { "" }
    }; oferece { $offers }
err-no-coordinates = { $id } ainda não tem coordenadas em que se escrevam conjecturas
# A conjecture's expression that does not parse.
err-conj-parse = a expressão de { $flag } `{ $text }` não pode ser lida ({ $detail }); escreva uma condição sobre as coordenadas da posição, por ex. n % 5 == 0 || n % 5 == 2
# A conjecture's expression that gave no truth value.
err-conj-not-bool = a expressão de { $flag } `{ $text }` precisa dar verdadeiro ou falso, mas na posição { $position } deu um valor do tipo { $kind }
# A position a conjecture puts in two sets.
err-conj-both = a posição { $position } está no conjunto das inatacáveis e no das neutras: cada posição precisa estar em um só
# A game script without one of the three functions.
err-script-missing = o script precisa definir `fn { $name }(…)`: um script de jogo define start(params), moves(state) e play(state, move)
# A game script without a table.
err-script-no-row = o script não define `fn row(n)` (os estados da linha n da tabela), então não tem tabela
# A script's row() that gave no array.
err-script-row-not-array = a função row() do script precisa devolver uma lista de estados, não um valor do tipo { $kind }
# A script's coordinates() that gave no map.
err-script-coordinates-not-map = a função coordinates() do script precisa devolver um mapa, por ex. #{ "{" } n: 5 { "}" }
# A question to a game that answers none beyond the hint.
err-no-questions = { $game } não responde a perguntas além da sugestão; pergunte sem texto
# A game whose own match is not built in.
err-own-match-missing = { $game } precisa da sua própria partida `{ $name }`, que não faz parte deste programa
# A fault of the program itself, not of the request.
err-internal = um erro interno do Ludoteca (por favor, informe): { $detail }
# A table too large to print.
err-table-too-large = uma tabela de { $entries } entradas é grande demais para mostrar; peça no máximo { $max } (estreite --from/--to)
# Too many positions to check one by one.
err-too-many-positions = { $count } posições são demais para verificar uma por uma; diminua --to
# A move that breaks the layers of a table.
err-layered-move = uma jogada da linha { $from } chegou na linha { $to }: as jogadas precisam descer a linha de 1 a { $window }
# A game whose play can come back to a position.
err-needs-retrograde = o jogo pode voltar a uma posição anterior, então precisa de análise retrógrada
# A search past its limit.
err-search-limit = a busca passou do seu limite de { $limit } posições
# A value larger than the values are built.
err-value-too-big = { $kind ->
        [nimber] um nímero
       *[up] um múltiplo de up
    } é grande demais: o máximo aceito é { $max }
# What a part of a split check holds.
research-check-part-holds = uma parte de uma verificação dividida contém um certificado parcial, do jeito que `verify --distribute` o escreve
# An open problem that its tasks decide, not yet merged ($again: solve or verify).
research-decided = decidido pelas suas tarefas: o próximo `{ $again } … --distribute` o mostra
# A conjecture that passed Theorem 4.1's check on every position.
conjecture-holds = vale para todas as { $checked } posições (Teorema 4.1: os requisitos e as propriedades I a III)
# The first position where it fails.
conjecture-fails = falha na posição { $position }: { $property ->
        [lost-end] um jogo terminado, perdido por quem joga (posição vitoriosa), precisa ser inatacável
        [won-end] um jogo terminado, ganho por quem joga, precisa ser frágil
        [drawn-end] uma posição de empate precisa ser neutra
        [one] propriedade I: de cada posição frágil existe uma jogada para uma inatacável
        [two] propriedade II: toda jogada a partir de uma posição inatacável leva a uma frágil
        [three-move] propriedade III: de cada posição neutra existe uma jogada para uma neutra
       *[three-avoid] propriedade III: nenhuma jogada a partir de uma posição neutra leva a uma inatacável
    }{ $by ->
        [move] { " " }— a jogada { $mv } a contraria
       *[none] { "" }
    } (depois de { $checked } posições)
