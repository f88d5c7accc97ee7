### As recusas, em português europeu (tipo-P frágil, tipo-S inatacável, tipo-N neutra, geração).

## Errors of games (ludoteca_games::GameError)

field-not-number = «{ $value }» não é um número: escreve um número inteiro de { $min } a { $max }.
field-out-of-range = { $value } está fora dos limites: escreve um número inteiro de { $min } a { $max }.
field-bad-value = «{ $value }» não serve para «{ $label }»: { $expected }

## Refusals: what is accepted (games, engines, the server)

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
num-missing = falta o número: escreve { $accepted }
num-too-long = `{ $text }` é comprido demais para ser um número (no máximo { $max } caracteres)
num-negative = `{ $text }` é negativo, e aqui só valem números a partir de 0
num-not-number = `{ $text }` não é um número: escreve { $accepted }
num-zero-denominator = `{ $text }` divide por zero: o denominador tem de ser pelo menos 1
acc-distance-forms = um número inteiro (2008), um decimal (2.75) ou uma fração (11/4)
acc-point-forms = um número em [0, 1) — a fração da circunferência a partir da origem, no sentido contrário ao dos ponteiros do relógio — escrito como fração (1/3) ou decimal (0.25)
sc-refuses = o guião do jogo recusa esta posição (em inglês: { $why })
engine-refuses = o motor do jogo recusa o pedido (em inglês: { $detail })
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
sv-job-kind = não há cálculos do tipo `{ $kind }`: pede `table`, `period`, `strategies`, `value` ou `conjecture`
sv-job-not-for = `{ $game }` não tem análise do tipo `{ $kind }` (as `capabilities` do jogo dizem o que tem)
sv-job-seconds = `seconds` é um número inteiro de segundos de 1 a { $max }
sv-table-rows = uma tabela vai de uma linha a outra maior ou igual, com { $max } linhas no máximo
sv-conj-safe = um cálculo `conjecture` precisa de `safe`: a condição sobre as coordenadas que as posições inatacáveis (tipo-S) cumprem, p. ex. n % 5 == 0
sv-conj-length = aqui a condição de uma conjetura tem no máximo { $max } carateres; na linha de comandos (`ludoteca conjecture`) pode ser mais comprida
sv-conj-to = a conjetura verifica-se nas posições até `to`, um número inteiro de 0 a { $max }; a linha de comandos (`ludoteca conjecture`) vai mais longe
sv-conj-flag = { $which ->
        [safe] inatacáveis (tipo-S)
       *[neutral] neutras (tipo-N)
    }
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
classes-from-here = este endereço já abriu { $max } turmas que ainda estão abertas: termina algumas antes de abrir mais
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
serve-spectators = `--spectators-per-network` recebe um número inteiro de ligações de espectadores, de 1 a 100000 (por omissão 128); `{ $given }` não é um deles

## Research shared by workers (`worker`, `solve --distribute`)

research-address = `worker --database`, `solve --distribute` e `solve --status` recebem um endereço PostgreSQL, postgres://UTILIZADOR[:PALAVRA-PASSE]@MÁQUINA[:PORTA]/BASE; `{ $given }` não é um deles
research-other-version = o problema `{ $problem }` foi escrito por { $found } e este é { $mine }: continua-o um worker ou um solve de { $found }
research-no-split = `--distribute` divide as resoluções longas de { $games }; { $game } não se divide
research-bad-part = { $holds }; `{ $given }` não é uma delas
research-bad-result = o resultado de uma tarefa lê-se tal como `ludoteca worker` o escreve, e `{ $given }` não é um deles: apaga o problema e resolve-o de novo
research-merge-open = todas as partes estão respondidas ou já não são precisas, e a junção ainda não decide o problema: apaga-o e resolve-o de novo desde o início
research-needs-postgres = a investigação partilhada pelos workers vive no PostgreSQL, e este servidor guarda os dados em SQLite: arranca-o com `ludoteca serve --database postgres://…` para acompanhar aqui uma resolução distribuída
research-no-part = não há parte { $n }
research-check-split = as partes de uma verificação são os ficheiros de certificado dados a `verify`
research-checker-no-split = o verificador deste jogo não divide as verificações

## What a parameter accepts, by its kind (ludoteca_games::ParamSpec)

span-from = a partir de { $min }
span-range = de { $min } a { $max }
param-whole = um número inteiro { $range }
param-or-words = { $base } ou { $words }
param-bool = sim (true) ou não (false)
param-choice = um de: { $items }
param-set = uma lista de números { $range }, com intervalos, p. ex. 1,3,4 ou 1..5
param-set-or-any = { $base }, ou any (qualquer)
param-numbers = até { $most } números { $range } separados por vírgulas, p. ex. 10,7
param-rational = um número exato, inteiro ou fração, p. ex. 2008 ou 11/4
param-notation = texto na notação do jogo (ver as regras)
param-seed = um número inteiro, a semente do acaso
sv-spectators-network = cada rede pode assistir com no máximo { $max } ligações de espectador ao mesmo tempo, e a tua já as tem todas abertas: fecha uma, ou assiste mais tarde
