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
err-too-large = o cálculo é grande demais para esta máquina (detalhes em inglês: { $detail })
err-unsupported = este pedido não se aplica aqui (detalhes em inglês: { $detail })

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
