### As recusas, em português do Brasil: só as que diferem do português europeu; as outras vêm de pt-PT.

## Errors of games (ludoteca_games::GameError)

field-not-number = «{ $value }» não é um número: escreva um número inteiro de { $min } a { $max }.
field-out-of-range = { $value } está fora dos limites: escreva um número inteiro de { $min } a { $max }.

## Refusals: what is accepted (games, engines, the server)

acc-typed = precisa ser { $what }
acc-whole = precisa ser um número inteiro de { $min } a { $max }
acc-whole-any = precisa ser um número inteiro
acc-bool = precisa ser true (sim) ou false (não)
acc-set = precisa ser uma lista de números inteiros de { $min } a { $max } separados por vírgulas, com intervalos, por ex. 1,3,4 ou 1..5
acc-one-of = precisa ser um destes valores: { $choices }
acc-param-pair = cada parâmetro é escrito nome=valor, por ex. heap=2008
acc-param-name = o nome de um parâmetro só leva letras, algarismos, `-` ou `_`, por ex. heap=2008
acc-not-both = indique { $a } ou { $b }, não os dois
num-missing = falta o número: escreva { $accepted }
num-not-number = `{ $text }` não é um número: escreva { $accepted }
num-zero-denominator = `{ $text }` divide por zero: o denominador precisa ser pelo menos 1
acc-point-forms = um número em [0, 1) — a fração da circunferência a partir da origem, no sentido anti-horário — escrito como fração (1/3) ou decimal (0.25)
sc-refuses = o roteiro do jogo recusa esta posição (em inglês: { $why })
sv-method = { $method } não é aceito aqui: esta rota aceita { $allowed }
sv-path-not-utf8 = o caminho não é UTF-8 válido: escreva ids e nomes em UTF-8, codificados com %
sv-need-upgrade = esta rota é um WebSocket: abra-a com um cliente WebSocket (Connection: Upgrade, Upgrade: websocket)
sv-body-type = envie JSON com `Content-Type: application/json`
sv-body-json = o corpo do pedido não é o JSON esperado: veja docs/api.md (detalhes em inglês: { $detail })
sv-query = não dá para ler a query string: escreva pares nome=valor (detalhes em inglês: { $detail })
sv-need-seat = só um lugar pode fazer isto: envie o token desse lugar (Authorization: Bearer TOKEN)
sv-bad-auth = o cabeçalho Authorization precisa ser `Bearer TOKEN`, com o token do seu lugar; para assistir, não envie cabeçalho
sv-unknown-token = este token não abre nenhum lugar desta partida; use o seu link de convite
sv-budget = budget_ms { $budget } está fora do intervalo: indique de 1 a { $max }
sv-undo-over = a partida terminou: as jogadas e o resultado ficam como foram jogados, então não dá mais para desfazer
sv-undo-person = só dá para desfazer uma jogada numa partida contra o campeão; a jogada de uma pessoa fica
sv-undo-reveals = neste jogo não dá para desfazer jogadas: repetir uma jogada mostraria a você o que o computador esconde
sv-store = o banco de dados falhou e nada foi alterado: tente de novo (detalhes em inglês: { $detail })
sv-stopping = o servidor está parando
sv-internal = a análise falhou (detalhes em inglês: { $detail })
sv-too-big = { $n } é maior do que o laboratório aceita: escreva um número até { $max }
sv-solve-slow = resolver esta posição aqui leva mais de { $secs } s: escolha uma posição menor
sv-jobs-busy = já há { $running } cálculos rodando; tente de novo quando um terminar
sv-job-kind = não há cálculos do tipo `{ $kind }`: peça `table`, `period`, `strategies`, `value` ou `conjecture`
sv-job-not-for = `{ $game }` não tem análise do tipo `{ $kind }` (as `capabilities` do jogo dizem o que ele tem)
sv-table-rows = uma tabela vai de uma linha a outra maior ou igual, com no máximo { $max } linhas
sv-conj-safe = um cálculo `conjecture` precisa de `safe`: a condição sobre as coordenadas que as posições inatacáveis (tipo-S) satisfazem, por ex. n % 5 == 0
sv-conj-length = aqui a condição de uma conjectura tem no máximo { $max } caracteres; na linha de comando (`ludoteca conjecture`) ela pode ser mais longa
sv-conj-to = a conjectura é verificada nas posições até `to`, um número inteiro de 0 a { $max }; a linha de comando (`ludoteca conjecture`) vai mais longe
sv-conj-flag = { $which ->
        [safe] inatacáveis (tipo-S)
       *[neutral] neutras (tipo-N)
    }
sv-rooms-full = o laboratório já tem { $max } partidas por terminar; termine algumas antes de começar mais
sv-quarantined = a partida `{ $id }` foi deixada de lado (em quarentena; detalhes em inglês: { $reason }); as jogadas ficam guardadas e ela só volta a ser jogada quando quem administra o servidor a liberar
sv-job-slow = este cálculo levou mais de { $secs } s e foi interrompido: peça menos linhas
sv-job-servers-stopped = dois servidores pararam enquanto faziam este cálculo, por isso ele não é iniciado uma terceira vez; peça de novo, com menos trabalho se puder
sv-job-page = `offset` e `limit` são números inteiros, e uma página tem de 1 a { $max } linhas; peça a página seguinte com `offset`
sv-job-no-rows = o cálculo `{ $id }` (ainda) não tem tabela para entregar: linhas e desenhos vêm de um cálculo `table` concluído
sv-shows-full = o laboratório já tem { $max } partidas entre campeões em andamento; espere uma terminar, ou jogue você mesmo
sv-spectators = esta partida já tem { $max } espectadores: assista mais tarde, ou veja a repetição quando ela terminar
sv-socket-flood = mais de { $max } mensagens por segundo: esta conexão foi fechada; reconecte para continuar
sv-socket-json = envie JSON: { $a } ou { $b }

## Cost before work (budgets of memory and time)

cost-too-big = isto precisa de cerca de { $need } de memória, e este servidor permite { $limit }: peça um jogo menor
cost-busy = isto precisa de cerca de { $need } de memória e outros cálculos ocupam quase todos os { $limit } deste servidor ({ $free } livres agora); tente de novo daqui a pouco
cost-too-slow = isto levaria cerca de { $need } s, e o laboratório interrompe esses cálculos aos { $secs } s: peça um jogo menor
cost-too-big-here = isto precisa de cerca de { $need } de memória; o limite é { $limit } (`--memory MIB` muda o limite; o padrão é a memória livre da máquina)

## The analysis page: exact values and strategies compared

val-too-far = o valor exato só é procurado em posições com no máximo { $max } casas vazias neste tabuleiro; esta tem { $empties }: faça antes mais algumas jogadas

## Classes (a teacher's lesson: issue 19)

class-bad-name = um nome tem de 1 a { $max } caracteres em uma linha, sem caracteres de controle: escreva o seu primeiro nome, por exemplo Ana
class-name-taken = “{ $name }” já está nesta turma: acrescente a inicial do seu sobrenome, por exemplo { $name } S.
class-no-code = nenhuma turma aberta tem este código: confira o código na tela do professor (6 letras e algarismos)
class-throttled = chegaram muitos códigos errados desta rede no último minuto (não necessariamente seus): espere { $secs } s e digite o código de novo
class-teacher-only = só o professor da turma pode fazer isto: envie o token do professor (Authorization: Bearer TOKEN)
class-student-only = este token não é de nenhum aluno desta turma: entre de novo com o código da turma
class-paused = o professor pausou a turma: espere até continuar
class-counted = esta é uma rodada valendo: o professor desligou as dicas, a análise e o desfazer nas partidas da turma; jogue sem eles
class-round-playing =
    { $n } { $n ->
        [one] partida
       *[other] partidas
    } desta rodada ainda { $n ->
        [one] está
       *[other] estão
    } sendo { $n ->
        [one] jogada
       *[other] jogadas
    }: espere, ou encerre-{ $n ->
        [one] a
       *[other] as
    } por desistência
class-too-few =
    uma rodada precisa de pelo menos { $min } { $min ->
        [one] aluno presente
       *[other] alunos presentes
    }
classes-full = o laboratório já tem { $max } turmas abertas: encerre algumas antes de abrir mais
classes-from-here = este endereço já abriu { $max } turmas que ainda estão abertas: encerre algumas antes de abrir mais
class-csv-matches = rodada,partida,A (primeiro),B (segundo),resultado,razão
class-unfinished = não terminada
class-mixed-name = o nome `{ $name }` mistura letras de dois alfabetos parecidos (latino com cirílico ou grego): escreva-o em um só alfabeto
class-secret = uma turma não pode fixar `{ $param }` de antemão: qualquer aluno poderia lê-lo; deixe-o de fora e cada partida faz o seu

## `ludoteca serve`'s options

serve-public-url = `--public-url` recebe o endereço que os alunos abrem, uma URL http:// ou https:// como http://escola.exemplo:8080 (sem ? nem #); `{ $given }` não é uma delas
serve-keep-days = `--keep-days` recebe um número inteiro de dias, de 1 a 36500 (o padrão é 30); `{ $given }` não é um deles
serve-spectators = `--spectators-per-network` recebe um número inteiro de conexões de espectadores, de 1 a 100000 (o padrão é 128); `{ $given }` não é um deles

## Research shared by workers (`worker`, `solve --distribute`)

research-address = `worker --database`, `solve --distribute` e `solve --status` recebem um endereço PostgreSQL, postgres://USUÁRIO[:SENHA]@SERVIDOR[:PORTA]/BANCO; `{ $given }` não é um deles
research-other-version = o problema `{ $problem }` foi escrito por { $found } e este é { $mine }: um worker ou um solve de { $found } continua com ele
research-no-split = `--distribute` divide as resoluções longas de { $games }; { $game } não se divide
research-bad-part = { $holds }; `{ $given }` não é uma delas
research-bad-result = o resultado de uma tarefa é lido do jeito que `ludoteca worker` o escreve, e `{ $given }` não é um deles: apague o problema e resolva-o de novo
research-merge-open = todas as partes estão respondidas ou não são mais necessárias, e a junção ainda não decide o problema: apague-o e resolva-o de novo desde o começo
research-needs-postgres = a pesquisa compartilhada pelos workers fica no PostgreSQL, e este servidor guarda os dados em SQLite: inicie-o com `ludoteca serve --database postgres://…` para acompanhar aqui uma resolução distribuída
research-check-split = as partes de uma verificação são os arquivos de certificado dados a `verify`
sv-spectators-network = cada rede pode assistir com no máximo { $max } conexões de espectador ao mesmo tempo, e a sua já tem todas abertas: feche uma, ou assista mais tarde
