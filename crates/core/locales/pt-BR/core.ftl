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

## Errors of games (ludoteca_games::GameError)

err-unknown-param = o jogo { $game } não tem o parâmetro `{ $name }`: ele aceita { $accepted }
err-illegal-move = a jogada `{ $text }` não vale aqui: { $expected }
err-too-large = o cálculo é grande demais para esta máquina (detalhes em inglês: { $detail })
err-unsupported = este pedido não se aplica aqui (detalhes em inglês: { $detail })

## Errors of matches (ludoteca_play::PlayError)

err-over = a partida terminou; comece outra ou desfaça a última jogada
err-nothing-to-undo = não há nenhuma jogada para desfazer
err-bad-save = não é possível retomar esta partida salva (detalhes em inglês: { $detail })



## The ends of matches (every match ends with its reason)

how-jumped = pulou para a casa da linha { $row }, coluna { $col }
how-flagged = colocou uma bandeira em { $at } de volta
how-placed = colocou o { $piece } em { $square }
how-put = colocou o { $n } em { $square }
do-jump = pular para a casa da linha { $row }, coluna { $col }
do-flag = colocar uma bandeira em { $at } de volta
do-place = colocar o { $piece } em { $square }
do-put = colocar o { $n } em { $square }
mm-round-broken =
    na rodada { $round } { $breaker } descobriu a senha em { $k } { $k ->
        [one] chute
       *[other] chutes
    }
mm-round-missed =
    na rodada { $round } { $breaker } não descobriu a senha e fica com { $score } { $score ->
        [one] ponto
       *[other] pontos
    }
mm-end = Todas as rodadas foram jogadas ({ $rounds }). Chutes gastos para adivinhar — A { $a }, B { $b }; ganha quem gasta menos — { $verdict }.
er-end-blocked =
    { $loser } não pode colocar nenhum número em nenhuma casa e fica bloqueado; quem fica bloqueado perde, não importa quantas colunas tenha — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }
er-end-blocked-drew =
    { $loser } tirou o { $k }; o { $k } não cabe em nenhuma casa, e { $loser } fica bloqueado; quem fica bloqueado perde, não importa quantas colunas tenha — { $verdict }.{ PRESENT($conquests) ->
        [yes] { " " }{ $conquests }
       *[no] { "" }
    }

## Hints of the games with a match of their own

method-playout = os dois campeões jogaram até o fim (uma estimativa)

## A match in the terminal (`ludoteca play`)

play-help = Digite uma jogada (por ex. `4`) ou: ajuda, sugestão, análise [PERGUNTA] (ou um chute, num jogo de adivinhar), anular, jogadas, regras, guardar ARQUIVO, sair.
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
mark-mm-inconsistent =
    Na rodada { $round }, o chute { $guess } não podia ser a senha: não combina com as respostas que você já tinha, e ainda { $left ->
        [one] restava
       *[other] restavam
    } { $left } { $left ->
        [one] senha possível
       *[other] senhas possíveis
    }.
mark-mm-not-a-code = Na rodada { $round }, o chute { $guess } não podia ser a senha: repete uma cor, e a senha deste jogo não tem cores repetidas.
sv-bad-name = o nome de um lugar é uma linha de no máximo { $max } caracteres, sem caracteres de controle
mark-mm-worse =
    O chute { $guess } combina com as respostas, mas pode deixar { $worst } { $worst ->
        [one] senha
       *[other] senhas
    }; o melhor chute deixa no máximo { $best }.

## Periods

period-proof = Cada linha n ≥ { $window } é determinada pelas { $window } linhas anteriores (nenhuma jogada tira mais de { $window }). { $single ->
        [1] A linha { $a } é igual à linha { $c }
       *[other] As linhas { $a }..{ $b } são iguais às linhas { $c }..{ $d }
    }, por isso a partir daí a tabela se repete: período { $period } a partir da linha { $preperiod }, certo assim que a linha { $certain } estiver preenchida.
