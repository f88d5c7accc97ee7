### As palavras comuns a todos os jogos, em português europeu (tipo-P frágil, tipo-S inatacável, tipo-N neutra, geração).

## Classes of positions (Jogos e Estratégias, Definição 2.1)

letter-next-wins = P
letter-previous-wins = S
letter-draw = N
word-next-wins = frágil
word-previous-wins = inatacável
word-draw = neutra
meaning-next-wins = quem joga ganha
meaning-previous-wins = quem joga perde
meaning-draw = empate com o melhor jogo
describe = tipo-{ $letter } — { $word }: { $meaning }
remoteness = geração { $n }
good-move = boa
bad-move = má

## Seats and matches

seat-first = primeiro
seat-second = segundo
seat = { $letter } ({ $name })
prompt-to-move = Joga { $seat }: { $choice }.
choice-no-move = não há nenhuma jogada possível
choice-one-of = joga uma de { $moves }
choice-one-of-many =
    joga uma { $n ->
        [one] da
       *[other] das
    } { $n } { $n ->
        [one] jogada possível
       *[other] jogadas possíveis
    }, na notação do jogo (vê as regras)
choice-pick =
    { $n ->
        [one] faz a única jogada possível
       *[other] escolhe uma das { $n } jogadas
    }
match-over = A partida terminou.
hint-summary =
    { $outcome }{ PRESENT($remoteness) ->
        [yes] ; { $remoteness }
       *[no] { "" }
    }

## Errors of games (ludoteca_games::GameError)

err-unknown-game = não há nenhum jogo `{ $id }`: os jogos são { $known }
err-unknown-param = o jogo { $game } não tem o parâmetro `{ $name }`: aceita { $accepted }
err-bad-param = o valor `{ $value }` não serve para `{ $name }`: { $expected }
err-bad-position = a posição `{ $text }` não é válida: { $expected }
err-illegal-move = a jogada `{ $text }` não é válida aqui: { $expected }
err-cancelled = o cálculo foi cancelado
err-check-stopped = a verificação parou no fim do prazo, depois de { $done } de { $total } nós: nada fica provado
err-hint-timeout = a análise desta posição não acabou em { $secs } s: só há sugestões para posições que se analisam nesse tempo

## Errors of matches (ludoteca_play::PlayError)

err-not-your-turn = não é a vez de { $seat }: agora joga { $turn }
err-over = a partida terminou; começa outra ou anula a última jogada
err-nothing-to-undo = não há nenhuma jogada para anular
err-bad-save = não é possível retomar esta partida guardada (pormenores em inglês: { $detail })

## The analysis page: exact values and strategies compared

val-proved = { $outcome }. Com o melhor jogo: { $winner }.
val-proved-draw = { $outcome }.
val-score = Com o melhor jogo, os pontos do primeiro menos os do segundo: { $score }.
val-over = O jogo já acabou aqui: { $winner }.
val-not-proved = Não ficou provado em { $secs } s: o valor do primeiro está entre { $lower } e { $upper }.
val-bound-result = { $value } ({ $winner })

## Reports of positions (`ludoteca outcome`)

report-head = { $game }  posição { $position }{ $who }
report-to-move = { " " }(joga { $seat })
report-grundy = valor de Grundy *{ $g }
report-winning-moves = jogadas que ganham: { $moves }
report-champion-move = jogada do campeão: { $mv }
report-method = método: { $method }
report-moves-head = jogadas (da melhor para a pior):
report-move =
    { $mv } → { $position } { $outcome_word } para o adversário (jogada { $quality }){ PRESENT($remoteness) ->
        [yes] , { $remoteness }
       *[no] { "" }
    }

## Tables (`ludoteca table`)

table-periodic = periódica a partir da linha { $preperiod }, com período { $period } (janela { $window }, certa a partir da linha { $certain })
table-legend = + inatacável (tipo-S)   − frágil (tipo-P)   ° neutra (tipo-N)

## Periods (`ludoteca period`)

period-head = { $game }: período { $period } a partir da linha { $preperiod } ({ $status })
period-proved = provado
period-observed = observado, não provado
period-safe = montes iniciais inatacáveis n ≥ { $preperiod }: n mod { $period } ∈ { $set }
period-none-safe = nenhum monte inicial n ≥ { $preperiod } é inatacável
period-grundy = valores de Grundy: período { $period } a partir da linha { $preperiod }



## The ends of matches (every match ends with its reason)

match-over-why = A partida terminou: { $reason }
end-winner = ganha { $seat }
end-draw = empate
end-no-move = { $last } fez a última jogada ({ $how }) e { $stuck } fica sem nenhuma jogada possível, por isso ganha { $last }.
end-no-move-plain = { $last } fez a última jogada e { $stuck } fica sem nenhuma jogada possível, por isso ganha { $last }.
end-no-move-misere = { $last } fez a última jogada ({ $how }) e perde, porque no perde-ganha ganha { $stuck }, que ficou sem nenhuma jogada possível.
end-no-move-misere-plain = { $last } fez a última jogada e perde, porque no perde-ganha ganha { $stuck }, que ficou sem nenhuma jogada possível.
how-took = tirou { $amount }
how-took-from = tirou { $amount } do monte { $heap }
how-added = somou { $n }
do-play = jogar { $mv }
do-take = tirar { $amount }
do-take-from = tirar { $amount } do monte { $heap }
do-add = somar { $n }
count-stones =
    { $n } { $n ->
        [one] pedra
       *[other] pedras
    }
count-rabbits =
    { $n } { $n ->
        [one] coelho
       *[other] coelhos
    }
count-beans =
    { $n } { $n ->
        [one] feijão
       *[other] feijões
    }
end-stuck = { $stuck } não tem nenhuma jogada possível — { $verdict }.
end-by-rule = As regras dão o jogo por acabado nesta posição — { $verdict }.

## Hints of the games with a match of their own

hint-method = Método: { $method }.
method-search = pesquisa da árvore do jogo
method-table = a tabela
method-period = o período provado
method-grundy = valores de Sprague–Grundy
method-formula = a fórmula
method-exact = cálculo exato
method-retrograde = análise retrógrada
method-gaps = a soma de Nim dos intervalos
method-misere-rule = a regra do perde-ganha
method-bouton-misere = a regra de Bouton para o Nim perde-ganha
method-rules = as regras (o jogo acabou)
method-final-score = a pontuação final
method-proof = uma demonstração
method-strategy = a estratégia do texto, seguida até aqui
method-playout = os dois campeões jogaram até ao fim (uma estimativa)
method-book = o livro de aberturas (valores exatos tirados das provas do resolvedor)
method-other = `{ $name }`
method-champion = a pesquisa do campeão, { $depth } jogadas à frente em { $ms } ms (uma estimativa)
hint-proved = provado
hint-estimated = estimado

## A table drawn as SVG

svg-cell =
    { $position } — { $outcome_word } (tipo-{ $outcome_letter }){ PRESENT($remoteness) ->
        [yes] , { $remoteness }
       *[no] { "" }
    }
svg-period = período { $period } a partir da linha { $preperiod } (contornado)

## Why a position is what it is (a report's explanation)

explain-over-lost = O jogo acabou: não há nenhuma jogada possível, por isso quem joga perdeu.
explain-over-won = O jogo acabou: não há nenhuma jogada possível, por isso quem joga ganhou (perde-ganha: foi o adversário a fazer a última jogada).
explain-over-drawn = O jogo acabou: não há nenhuma jogada possível, e é um empate.
explain-leaves = { $mv } deixa { $position }
explain-move-named = { $mv }, que deixa { $position } (tipo-{ $outcome_letter })
explain-move-plain = { $mv }, que deixa uma posição { $outcome_word } (tipo-{ $outcome_letter })
explain-some-move = uma jogada
explain-within =
    { " " }em { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }
explain-fragile = tipo-{ $outcome_letter } — { $outcome_word }: quem joga ganha{ $within } jogando para uma posição inatacável, da qual qualquer jogada devolve uma posição frágil: { $list }.
explain-safe = tipo-{ $outcome_letter } — { $outcome_word }: qualquer jogada deixa uma posição frágil, por isso quem joga perde{ $within } com o melhor jogo do adversário; a resistência mais longa é { $best }.
explain-draw = tipo-{ $outcome_letter } — { $outcome_word }: nenhum dos jogadores consegue forçar a vitória.

## A match in the terminal (`ludoteca play`)

play-help = { $example ->
        [none] Escreve uma jogada
       *[other] Escreve uma jogada (p. ex. `{ $example }`)
    } ou: ajuda, sugestão, análise [PERGUNTA] (ou um palpite, num jogo de adivinhar), anular, jogadas, regras, guardar FICHEIRO, sair.
play-ask = { "[" }{ $position }] joga { $seat }>{ " " }
play-winner = Ganha { $seat }.
play-draw = Empate.
play-game-over = Fim da partida em { $position }: { $result }
play-champion-plays = { $seat } (campeão) joga { $mv } → { $position }
play-person-plays = { $seat } joga { $mv } → { $position }
play-good-moves = jogadas boas: { $moves }
play-legal-moves = jogadas possíveis: { $moves }
play-end-of-input = (fim da entrada: sai-se da partida)
play-pass-device = Passa o computador a { $seat } e carrega em Enter.
play-no-undo = neste jogo não se anulam jogadas: repetir uma jogada mostraria o que está escondido
play-took-back =
    { $seat } anulou { $n } { $n ->
        [one] jogada
       *[other] jogadas
    }.
play-saved = partida guardada em { $file }
play-cannot-save = não foi possível guardar em { $file }: { $why }
play-say-where = diz onde: guardar FICHEIRO

## Marks of a finished match's moves (the replay; ludoteca_play::marks)

mark-left-named = { $position }, uma posição { $outcome_word } (tipo-{ $outcome_letter })
mark-left-plain = uma posição { $outcome_word } (tipo-{ $outcome_letter })
mark-mistake-fragile = Ao { $mv }, deixaste { $left }: o adversário pode { $reply } e deixar-te { $after }.{ $better }
mark-mistake-lost = Ao { $mv }, deixaste { $left }: a partir daí o adversário ganha.{ $better }
mark-mistake-draw = Ao { $mv }, deixaste { $left }: o jogo estava ganho, e agora o adversário consegue o empate.{ $better }
mark-better-win = { " " }Podias { $mv }: deixavas uma posição inatacável (tipo-S) e ganhavas.
mark-better-draw = { " " }Podias { $mv } e mantinhas o empate.
sv-bad-name = o nome de um lugar é uma linha de { $max } carateres no máximo, sem carateres de controlo
word-yes = sim
word-no = não

## Research shared by workers (`worker`, `solve --distribute`)

untranslated = { $text } (em inglês)

## Periods

period-proof = Cada linha n ≥ { $window } é determinada pelas { $window } linhas anteriores (nenhuma jogada tira mais de { $window }). { $single ->
        [1] A linha { $a } é igual à linha { $c }
       *[other] As linhas { $a }..{ $b } são iguais às linhas { $c }..{ $d }
    }, por isso a partir daí a tabela repete-se: período { $period } a partir da linha { $preperiod }, certo assim que a linha { $certain } estiver preenchida.

moved = { $done }

## As palavras que os descritores de todas as famílias partilham

param-misere-label = Perde-ganha
param-misere-help = quem fizer a última jogada perde em vez de ganhar
param-seed-label = Semente
param-seed-help = fixa o acaso, para se poder repetir a mesma partida
things-stones-label = Pedras
things-stones-help = as pedras do monte no início
things-beans-label = Feijões
things-beans-help = os feijões no início
things-rabbits-label = Coelhos
things-rabbits-help = os coelhos da coelheira no início
things-numbers-label = Número dito
things-numbers-help = o número dito antes da primeira jogada

table-legend-letter = tipo-{ $letter }
params-none = Este jogo não tem parâmetros.
list-or = { $init } ou { $last }
sv-pupil-placeholder = Aluno { $n }
game-title = Jogo { $number } — { $name }

# What a game does not do, and what it offers instead.
list-and = { $init } e { $last }
err-lacks = { $id } não tem { $what ->
        [analysis] análise de posições
        [table] tabela
        [period] período
        [long-period] cálculo longo do período
        [text] posições escritas em texto
        [exact] valor exato das posições
        [value] valor como jogo assimétrico curto (têm-no os jogos sem memória, em jogo normal)
        [row-values] valores das linhas (têm-nos os jogos sem memória, em jogo normal)
        [strategies] comparação de estratégias
       *[other] { $what }
    }{ $why ->
        [hidden] { " " }— é um jogo de informação escondida, não de posições ganhas ou perdidas
        [rows] { " " }— as posições não são as linhas de um monte que cresce
        [boards] { " " }— as posições são tabuleiros, não linhas numeradas
       *[none] { "" }
    }; oferece { $offers }
err-no-sizes = { $id } não tem um tamanho de tabuleiro que se possa variar
err-no-coordinates = { $id } ainda não tem coordenadas em que se escrevam conjeturas
err-no-position-list = { $id } ainda não sabe listar as posições por tamanho
# A conjecture's expression that does not parse.
err-conj-parse = a expressão de { $flag } `{ $text }` não se lê ({ $detail }); escreve uma condição sobre as coordenadas da posição, p. ex. n % 5 == 0 || n % 5 == 2
# A conjecture's expression that failed at a position.
err-conj-failed = a expressão de { $flag } `{ $text }` falhou na posição { $position }: { $detail } (as coordenadas são { $names })
# A conjecture's expression that gave no truth value.
err-conj-not-bool = a expressão de { $flag } `{ $text }` tem de dar verdadeiro ou falso, mas na posição { $position } deu um valor do tipo { $kind }
# A position a conjecture puts in two sets.
err-conj-both = a posição { $position } está no conjunto das inatacáveis e no das neutras: cada posição tem de estar num só
# A game script that does not compile.
err-script-compile = o script não compila: { $detail }
# A game script without one of the three functions.
err-script-missing = o script tem de definir `fn { $name }(…)`: um script de jogo define start(params), moves(state) e play(state, move)
# A game script that failed while running.
err-script-failed = o script falhou: { $detail }
# A game script without a table.
err-script-no-row = o script não define `fn row(n)` (os estados da linha n da tabela), por isso não tem tabela
# A script's row() that gave no array.
err-script-row-not-array = a função row() do script tem de devolver uma lista de estados, não um valor do tipo { $kind }
# A game script without coordinates.
err-script-no-coordinates = o script não define `fn coordinates(state)` (um mapa de números com nome)
# A script's coordinates() that gave no map.
err-script-coordinates-not-map = a função coordinates() do script tem de devolver um mapa, p. ex. #{ "{" } n: 5 { "}" }
# A question to a game that answers none beyond the hint.
err-no-questions = { $game } não responde a perguntas além da sugestão; pergunta sem texto
# A game whose own match is not built in.
err-own-match-missing = { $game } precisa da sua própria partida `{ $name }`, que não faz parte deste programa
# A fault of the program itself, not of the request.
err-internal = um erro interno do Ludoteca (por favor comunica-o): { $detail }
# A table too large to print.
err-table-too-large = uma tabela de { $entries } entradas é grande demais para mostrar; pede no máximo { $max } (aperta --from/--to)
# Too many positions to check one by one.
err-too-many-positions = { $count } posições são demasiadas para verificar uma a uma; baixa --to
# A table that would not fit in memory.
err-table-memory = uma tabela de { $entries } entradas não cabe na memória desta máquina
# A move that breaks the layers of a table.
err-layered-move = uma jogada da linha { $from } chegou à linha { $to }: as jogadas têm de descer a linha de 1 a { $window }
# A game whose play can come back to a position.
err-needs-retrograde = o jogo pode voltar a uma posição anterior, por isso precisa de análise retrógrada
# A search past its limit.
err-search-limit = a busca passou o seu limite de { $limit } posições
# A value past the exact range.
err-value-overflow = um número saiu do intervalo exato (numeradores até 2^62 em valor absoluto, denominadores até 2^62)
# A game that is not short.
err-value-loopy = o jogo tem ciclos: uma posição pode voltar a si mesma, e aqui só os jogos curtos têm valor
# A value larger than the values are built.
err-value-too-big = { $kind ->
        [nimber] um nímero
       *[up] um múltiplo de up
    } é grande demais: aceita-se no máximo { $max }
# The heading of the rules' parameters.
params-head = Parâmetros
# A parameter's value in force, in the rules.
param-now = agora { $value }
# What a part of a split check holds.
research-check-part-holds = uma parte de uma verificação dividida contém um certificado parcial, tal como `verify --distribute` o escreve
# A part certificate checked alone, so far (a worker's progress).
research-nodes-checked = { $done } de { $total } nós verificados
# Where a split check stands.
research-parts-checked = { $answered } de { $parts } partes verificadas
# A split check's answer: its parts checked alone, and those refused.
research-parts-checked-alone = { $parts } { $parts ->
        [one] parte verificada
       *[other] partes verificadas
    } isoladamente, { $refused } { $refused ->
        [one] recusada
       *[other] recusadas
    }
# An open problem that its tasks decide, not yet merged ($again: solve or verify).
research-decided = decidido pelas suas tarefas: o próximo `{ $again } … --distribute` mostra-o
# A conjecture that passed Theorem 4.1's check on every position.
conjecture-holds = verifica-se nas { $checked } posições (Teorema 4.1: os requisitos e as propriedades I a III)
# The first position where it fails.
conjecture-fails = falha na posição { $position }: { $property ->
        [lost-end] um jogo acabado, perdido por quem joga (posição vitoriosa), tem de ser inatacável
        [won-end] um jogo acabado, ganho por quem joga, tem de ser frágil
        [drawn-end] uma posição de empate tem de ser neutra
        [one] propriedade I: de cada posição frágil há uma jogada para uma inatacável
        [two] propriedade II: cada jogada a partir de uma posição inatacável dá uma frágil
        [three-move] propriedade III: de cada posição neutra há uma jogada para uma neutra
       *[three-avoid] propriedade III: nenhuma jogada a partir de uma posição neutra dá uma inatacável
    }{ $by ->
        [move] { " " }— a jogada { $mv } contraria-a
       *[none] { "" }
    } (ao fim de { $checked } posições)
