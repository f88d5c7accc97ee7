### As recusas, em português europeu (tipo-P frágil, tipo-S inatacável, tipo-N neutra, geração).

## Errors of games (ludoteca_games::GameError)

field-not-number = «{ $value }» não é um número: escreve um número inteiro de { $min } a { $max }.
field-out-of-range = { $value } está fora dos limites: escreve um número inteiro de { $min } a { $max }.
field-bad-value = «{ $value }» não serve para «{ $label }»: { $expected }

## Refusals: what is accepted (games, engines, the server)

said = { $pt }
verbatim = { $text }
or-list = { $init } ou { $last }
acc-typed = tem de ser { $what }
acc-whole = tem de ser um número inteiro de { $min } a { $max }
acc-whole-any = tem de ser um número inteiro
acc-bool = tem de ser true (sim) ou false (não)
acc-set = tem de ser uma lista de números inteiros de { $min } a { $max } separados por vírgulas, com intervalos, p. ex. 1,3,4 ou 1..5
acc-one-of = tem de ser um destes valores: { $choices }
acc-param-pair = cada parâmetro é escrito nome=valor, p. ex. heap=2008
acc-param-name = o nome de um parâmetro só leva letras, algarismos, `-` ou `_`, p. ex. heap=2008
acc-not-both = indica { $a } ou { $b }, não os dois
acc-no-move = o jogo terminou: já não há jogadas possíveis
acc-legal-moves = em { $position } as jogadas possíveis são { $moves }
acc-seed-start = tem de ser um número inteiro de 0 a 2^64 − 1, que sorteia uma posição inicial legal, p. ex. seed=7
num-missing = falta o número: escreve { $accepted }
num-too-long = `{ $text }` é comprido demais para ser um número (no máximo { $max } caracteres)
num-negative = `{ $text }` é negativo, e aqui só valem números a partir de 0
num-not-number = `{ $text }` não é um número: escreve { $accepted }
num-zero-denominator = `{ $text }` divide por zero: o denominador tem de ser pelo menos 1
acc-distance-forms = um número inteiro (2008), um decimal (2.75) ou uma fração (11/4)
acc-point-forms = um número em [0, 1) — a fração da circunferência a partir da origem, no sentido contrário ao dos ponteiros do relógio — escrito como fração (1/3) ou decimal (0.25)
sm-position = uma posição é uma lista de 1 a 64 tamanhos de montes separados por vírgulas, p. ex. { $example }
hp-from-to = --from não pode passar de --to ({ $to }, a última linha da tabela deste jogo)
hp-limit-memory = um limite não se combina com forbid={ $forbid }: usa uma regra de memória de cada vez
hp-take-not-both = indica take=… (os dois jogadores) ou first-takes=… e second-takes=…, não as duas coisas
hp-both-takes = indica first-takes=… e também second-takes=…
hp-any-needs-cap = take=any precisa de uma regra que limite a tirada: limit=plus-one, double ou fibonacci
hp-say-take = diz o que se pode tirar, p. ex. take=1,4 ou take=1..5 (ou first-takes=… e second-takes=…)
hp-growing-limit = um limite que cresce só existe quando os dois jogadores tiram as mesmas quantidades
hp-opening = tem de ser o máximo que a primeira jogada pode tirar, um número inteiro ≥ 1, ou below-heap
hp-opening-limit = opening só se aplica com limit=plus-one ou limit=double
hp-shape-stones = n (pedras que restam)
hp-shape-said = s (o número dito até agora)
hp-shape-opp-last = ,r com r a última tirada do adversário (0..{ $w }, 0 antes da primeira jogada)
hp-shape-own-last = ,u,p com u a última tirada e p a anterior (0..{ $w }, 0 quando não há)
hp-shape-cap = ,t com t ≥ 0 o máximo que quem joga pode tirar
hp-shape-fib = ,a,b com a a penúltima e b a última tirada (0 quando não há)
hp-shape-mover = ,X com X = A ou B, quem joga
hp-position = uma posição é escrita { $n }{ $memory }{ $mover }, p. ex. { $example }
hp-over = o jogo terminou em { $position }
hp-may-take = em { $position } podes tirar { $list }
hp-may-add = em { $position } podes somar { $list }
sc-refuses = o guião do jogo recusa esta posição (em inglês: { $why })
er-size = tem de ser um lado de tabuleiro de 3 a 7
er-run = tem de ser o comprimento da sequência que conquista, de 2 até ao lado ({ $size })
er-simultaneous = tem de dizer quem fica com a coluna que as duas sequências alcançam ao mesmo tempo: mover (quem joga) ou opponent (o adversário)
er-version = tem de ser I (com sorte), II (informação completa) ou III (mãos distribuídas)
er-strategy = tem de ser o jogador do computador: champion (campeão), mirror (a estratégia do espelho do primeiro) ou random (ao acaso)
er-bad-rules = regras inválidas; valem: size=3..7, run=2..size, simultaneous=mover ou opponent, version=I, II ou III, open_hands=true ou false
er-bad-move = não se percebe a jogada `{ $text }`: escreve a letra da coluna, o número da linha, `=` e um número, p. ex. `c3=5`
er-off-board = a casa { $square } não está no tabuleiro: as colunas vão de a a { $last }, as linhas de 1 a { $size }
er-bad-number = não há peça { $number }: os números vão de 1 a { $size }
er-occupied = a casa { $square } já tem o { $number }: joga numa casa vazia
er-row-repeat = o { $number } já está na linha { $row } (em { $at }): cada número só pode aparecer uma vez em cada linha
er-column-repeat = o { $number } já está na coluna { $column } (em { $at }): cada número só pode aparecer uma vez em cada coluna
er-not-in-hand = não tens nenhum { $number }: na versão III joga uma peça da tua mão ({ $hand })
er-not-drawn = saiu-te o { $drawn }, não o { $number }: na versão I tens de pôr o número que saiu
er-game-over = o jogo terminou: já não se aceitam jogadas
er-bad-position = não se percebe a posição `{ $text }`: escreve as linhas de cima (linha n) para baixo até à linha 1, separadas por `/`, um carácter por casa (`.` ou um número), e, se quiseres, um espaço e os donos das colunas (`F`, `S` ou `.` por coluna), p. ex. `.../.2./1.. F..`
er-size-mismatch = o tabuleiro é { $board }×{ $board }, mas este jogo é { $size }×{ $size } (size={ $size }): indica --param size={ $board } ou um tabuleiro { $size }×{ $size }
er-bad-deal = distribuição inválida: cada número só pode ser distribuído ou posto no tabuleiro, ao todo, tantas vezes quanto o lado
er-engine = o motor do jogo recusa o pedido (em inglês: { $detail })
sv-no-route = não há nenhuma rota { $path }; a API está descrita em docs/api.md
sv-method = { $method } não é aceite aqui: esta rota aceita { $allowed }
sv-path-not-utf8 = o caminho não é UTF-8 válido: escreve ids e nomes em UTF-8, codificados com %
sv-need-upgrade = esta rota é um WebSocket: abre-a com um cliente WebSocket (Connection: Upgrade, Upgrade: websocket)
sv-body-too-large = o corpo do pedido é grande demais: no máximo { $bytes } bytes
sv-body-type = envia JSON com `Content-Type: application/json`
sv-body-json = o corpo do pedido não é o JSON esperado: vê docs/api.md (pormenores em inglês: { $detail })
sv-query = não se consegue ler a query string: escreve pares nome=valor (pormenores em inglês: { $detail })
sv-not-found = não há { $what } `{ $id }`
sv-what-game = nenhum jogo
sv-what-job = nenhum cálculo
sv-what-match = nenhuma partida
sv-what-finished = nenhuma partida terminada
sv-need-seat = só um lugar pode fazer isto: envia o token desse lugar (Authorization: Bearer TOKEN)
sv-bad-auth = o cabeçalho Authorization tem de ser `Bearer TOKEN`, com o token do teu lugar; para assistir, não envies cabeçalho
sv-unknown-token = este token não abre nenhum lugar desta partida; usa a tua ligação de convite
sv-budget = budget_ms { $budget } está fora do intervalo: indica de 1 a { $max }
sv-seed-two-people = só se escolhe a semente numa partida com no máximo uma pessoa: entre duas pessoas, uma poderia descobrir o segredo sorteado da outra
sv-champion-seat = este lugar é jogado pelo campeão
sv-undo-over = a partida terminou: as jogadas e o resultado ficam como foram jogados, por isso já não se anulam
sv-undo-person = só se anula uma jogada numa partida contra o campeão; a jogada de uma pessoa fica
sv-undo-reveals = neste jogo não se anulam jogadas: repetir uma jogada mostrava-te o que o computador esconde
sv-store = a base de dados falhou e nada foi alterado: tenta outra vez (pormenores em inglês: { $detail })
sv-stopping = o servidor está a parar
sv-internal = a análise falhou (pormenores em inglês: { $detail })
sv-too-big = { $n } é maior do que o laboratório aceita: escreve um número até { $max }
sv-solve-slow = resolver esta posição aqui leva mais de { $secs } s: escolhe uma posição mais pequena
sv-jobs-busy = já há { $running } cálculos a correr; tenta outra vez quando um acabar
sv-job-kind = não há cálculos do tipo `{ $kind }`: pede `table`, `period`, `strategies` ou `value`
sv-job-not-for = `{ $game }` não tem análise do tipo `{ $kind }` (as `capabilities` do jogo dizem o que tem)
sv-job-seconds = `seconds` é um número inteiro de segundos de 1 a { $max }
sv-table-rows = uma tabela vai de uma linha a outra maior ou igual, com { $max } linhas no máximo
sv-rooms-full = o laboratório já tem { $max } partidas por acabar; termina algumas antes de começar mais
sv-quarantined = a partida `{ $id }` está posta de parte (em quarentena; pormenores em inglês: { $reason }); as jogadas ficam guardadas e só volta a ser jogada quando alguém que gere o servidor a libertar
sv-job-slow = este cálculo durou mais de { $secs } s e foi parado: pede menos linhas
sv-job-servers-stopped = dois servidores pararam enquanto faziam este cálculo, por isso não é começado uma terceira vez; pede-o outra vez, com menos trabalho se puderes
sv-job-page = `offset` e `limit` são números inteiros, e uma página tem de 1 a { $max } linhas; pede a página seguinte com `offset`
sv-job-no-rows = o cálculo `{ $id }` (ainda) não tem tabela para dar: linhas e desenhos vêm de um cálculo `table` terminado
sv-shows-full = o laboratório já tem { $max } partidas entre campeões a decorrer; espera que uma acabe, ou joga tu uma
sv-spectators = esta partida já tem { $max } espectadores: vê-a mais tarde, ou a repetição quando acabar
sv-socket-flood = mais de { $max } mensagens por segundo: esta ligação foi fechada; volta a ligar para continuar
sv-socket-json = envia JSON: { $a } ou { $b }

## Cost before work (budgets of memory and time)

cost-too-big = isto precisa de cerca de { $need } de memória, e este servidor permite { $limit }: pede um jogo mais pequeno
cost-busy = isto precisa de cerca de { $need } de memória e outros cálculos ocupam quase todos os { $limit } deste servidor ({ $free } livres agora); tenta outra vez daqui a pouco
cost-too-slow = isto levaria cerca de { $need } s, e o laboratório para estes cálculos aos { $secs } s: pede um jogo mais pequeno
cost-too-big-here = isto precisa de cerca de { $need } de memória; o limite é { $limit } (`--memory MIB` muda-o; por omissão, a memória livre da máquina)

## The analysis page: exact values and strategies compared

val-too-far = o valor exato só se procura em posições com { $max } casas vazias no máximo neste tabuleiro; esta tem { $empties }: joga primeiro mais algumas jogadas
val-board-too-big = a procura exata aceita tabuleiros de 3×3 a { $max }×{ $max }; este é { $size }×{ $size }: escolhe um lado menor
val-version-i-i = o valor exato precisa de informação completa, que só a versão II tem (a versão { $version } depende do acaso ou de mãos escondidas): escolhe a versão II
er-drawn-move = escreve a casa e o número que te saiu, p. ex. `c3={ $k }`, ou só a casa, `c3`
er-move-shape = escreve a letra da coluna, o número da linha, `=` e um número, p. ex. `c3=5`

## Classes (a teacher's lesson: issue 19)

class-what = nenhuma turma
class-what-student = nenhum aluno
class-bad-name = um nome tem de 1 a { $max } carateres numa linha, sem carateres de controlo: escreve o teu primeiro nome, por exemplo Ana
class-name-taken = «{ $name }» já está nesta turma: acrescenta a inicial do teu apelido, por exemplo { $name } S.
class-no-code = nenhuma turma aberta tem este código: confirma o código no ecrã do professor (6 letras e algarismos)
class-throttled = chegaram muitos códigos errados desta rede no último minuto (não necessariamente teus): espera { $secs } s e escreve o código outra vez
class-teacher-only = só o professor da turma pode fazer isto: envia o token do professor (Authorization: Bearer TOKEN)
class-student-only = este token não é de nenhum aluno desta turma: entra outra vez com o código da turma
class-ended = esta turma já terminou: o professor pode abrir outra
class-paused = o professor pôs a turma em pausa: espera até continuar
class-match-stopped = o professor terminou esta partida
class-counted = esta é uma ronda a contar: o professor desligou as dicas, a análise e o desfazer nas partidas da turma; joga sem eles
class-round-playing =
    { $n } { $n ->
        [one] partida
       *[other] partidas
    } desta ronda ainda { $n ->
        [one] está
       *[other] estão
    } a ser { $n ->
        [one] jogada
       *[other] jogadas
    }: espera, ou termina-{ $n ->
        [one] a
       *[other] as
    } por desistência
class-too-few =
    uma ronda precisa de pelo menos { $min } { $min ->
        [one] aluno presente
       *[other] alunos presentes
    }
class-bad-pairs = os pares indicam alunos desta turma pelo número, cada aluno no máximo uma vez, por exemplo { $example }
class-pairing = um emparelhamento é um de { $choices }
class-full = esta turma já tem { $max } alunos, o máximo de uma turma
classes-full = o laboratório já tem { $max } turmas abertas: termina algumas antes de abrir mais
class-champion = o campeão
class-bye = folga (um ponto)
class-rest = descanso
class-forfeit = o professor terminou a partida: { $seat } perde por desistência
class-csv-standings = lugar,nome,pontos,jogos,vitórias,empates,derrotas,folgas
class-csv-matches = ronda,partida,A (primeiro),B (segundo),resultado,razão
class-unfinished = por acabar
class-bad-origin = a origem é o endereço da página, por exemplo http://192.168.1.5:8080
class-mixed-name = o nome `{ $name }` mistura letras de dois alfabetos parecidos (latino com cirílico ou grego): escreve-o num só alfabeto
class-secret = uma turma não pode fixar `{ $param }` de antemão: qualquer aluno o poderia ler; deixa-o de fora e cada partida faz o seu

## `ludoteca serve`'s options

serve-public-url = `--public-url` recebe o endereço que os alunos abrem, um URL http:// ou https:// como http://escola.exemplo:8080 (sem ? nem #); `{ $given }` não é um deles
serve-keep-days = `--keep-days` recebe um número inteiro de dias, de 1 a 36500 (por omissão 30); `{ $given }` não é um deles

## Research shared by workers (`worker`, `solve --distribute`)

research-address = `worker --database`, `solve --distribute` e `solve --status` recebem um endereço PostgreSQL, postgres://UTILIZADOR[:PALAVRA-PASSE]@MÁQUINA[:PORTA]/BASE; `{ $given }` não é um deles
research-other-version = o problema `{ $problem }` foi escrito por { $found } e este é { $mine }: continua-o um worker ou um solve de { $found }
research-no-split = `--distribute` divide as resoluções longas de { $games }; { $game } não se divide
