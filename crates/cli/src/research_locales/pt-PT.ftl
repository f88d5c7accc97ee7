# As palavras dos comandos de investigação (`ludoteca worker`, `solve --distribute`,
# `solve --status`, `verify --distribute`): crates/cli/src/research_words.rs.
rs-params = os parâmetros do problema não se leem ({ $why }): um problema é escrito por `solve … --distribute`, com os parâmetros como o jogo os recebe
rs-no-split-solve = { $game } não tem resolução dividida neste programa: um worker faz as tarefas dos jogos cuja resolução se divide
rs-no-split-check = { $game } não tem verificação dividida neste programa: um worker verifica os certificados parciais dos jogos cujo verificador se divide
rs-task-failed = a tarefa { $n } de `{ $problem }` falhou e não se repete ({ $why }): o problema não se decide sem ela; apaga o problema e resolve-o de novo
rs-stopped = deixou de acompanhar `{ $problem }`: as tarefas ficam na base de dados e os workers continuam-nas; o mesmo `{ $again }` volta a ligar-se
rs-certificate-games = `--certificate` com `--distribute` é para as provas de { $games }; { $game } não escreve certificado
rs-certificate-zst = os certificados de uma prova dividida escrevem-se comprimidos: dá um ficheiro terminado em .zst, não { $file }
rs-no-certificate = a resolução ficou decidida mas não deixou certificado para escrever: uma prova dividida deixa os certificados das partes e o do todo
rs-verify-parts = `verify --distribute` divide uma prova dada em partes: dá primeiro os certificados das partes e por último o do todo
# As linhas de `ludoteca worker` no stderr.
rs-stopping = a parar: a tarefa em curso volta para a fila (outra vez para sair já)
rs-worker-start = worker { $id }: { $threads ->
        [1] { $threads } thread
       *[other] { $threads } threads
    }, tarefas de { $version } em { $place }; Ctrl-C devolve a tarefa em curso e para
rs-db-away = a base de dados não respondeu ({ $why }); volto a perguntar daqui a 5 s
rs-handed-back = a tarefa { $n } de `{ $problem }` foi devolvida: { $why }
rs-lease-not-renewed = não foi possível renovar a concessão da tarefa { $n }: { $why }
rs-solving-thread = a thread que resolve falhou
rs-task-dropped = a tarefa { $n } de `{ $problem }` já não é precisa aqui: posta de lado
rs-handed-back-after = a tarefa { $n } de `{ $problem }` foi devolvida ao fim de { $seconds } s
rs-task-not-retried = a tarefa { $n } de `{ $problem }` falhou e não se repete: { $why }
rs-task-answered = a tarefa { $n } de `{ $problem }` ficou respondida em { $seconds } s
rs-result-discarded = o resultado da tarefa { $n } de `{ $problem }` foi descartado: { $why }
rs-discarded-first = outro worker respondeu-lhe primeiro
rs-discarded-gone = já não está na base de dados
# Who wrote a problem when a worker finds it means another problem here.
rs-another-program = outro programa
# A barra e as linhas de `solve … --distribute`.
rs-splitting = a dividir { $key }
rs-db-away-again = a base de dados não respondeu ({ $why }); volto a perguntar
rs-bar-tasks = tarefas
rs-bar-line = { $line }; a correr: { $running }
rs-answer-not-kept = não foi possível guardar a resposta na base de dados ({ $why }); a mesma resolução volta a calculá-la a partir das tarefas
rs-certificates-written = certificados escritos: verifica-os com `{ $verify }`
rs-cannot-write = não é possível escrever { $file }
rs-cannot-read = não é possível ler { $file }
# `solve --status`.
rs-status-problems = { $n ->
        [1] { $n } problema
       *[other] { $n } problemas
    }
rs-status-problem = { $key } — { $state ->
        [done] decidido
       *[open] em aberto
    }, escrito por { $version }: { $tasks ->
        [1] { $tasks } tarefa
       *[other] { $tasks } tarefas
    } (feitas: { $answered }, a correr: { $running }, em fila: { $queued }, dispensadas: { $moot }, falhadas: { $failed }); resultados descartados: { $discarded }
rs-status-result = resultado: { $result }
rs-status-lease-lapsed = concessão expirada: o próximo worker fica com a tarefa
rs-status-lease-left = restam { $s } s de concessão
rs-status-running = tarefa { $n } em { $owner } (execução { $runs }, { $lease }): { $progress }
rs-status-started = iniciada
rs-status-failed = a tarefa { $n } falhou em { $owner } e não se repete: { $why }
rs-status-no-reason = sem motivo dado
rs-status-workers = { $n ->
        [1] { $n } worker
       *[other] { $n } workers
    }
rs-status-worker = { $id } ({ $threads ->
        [1] { $threads } thread
       *[other] { $threads } threads
    }, { $version }): { $state }, visto { $ago }
rs-worker-stopped = parado
rs-worker-on = a trabalhar em { $task }
rs-worker-idle = à espera de uma tarefa
rs-ago-s = há { $s } s
rs-ago-min = há { $m } min
# `ludoteca solve`.
rs-solving = a resolver { $game }
rs-interrupted = interrompido: a parar com o que está provado até agora (Ctrl-C outra vez para sair já)
rs-no-solver = `solve` faz as pesquisas exatas longas de { $games }; para { $game }, bastam `outcome`, `table` e `period`, que respondem logo
# `verify … --distribute`.
rs-checking-whole = a verificar o todo
rs-checking-nodes = a verificar nós
rs-refused-alone = { $refused } de { $parts } partes recusadas sozinhas (uma parte pode citar as anteriores): todos os ficheiros são verificados aqui, por ordem
rs-verdict-not-kept = não foi possível guardar o veredicto na base de dados ({ $why })
rs-checker-no-split = o verificador de { $game } não divide as verificações
# `book` for a game that keeps no opening book.
rs-no-book = `book` descreve, constrói e verifica os livros de aberturas de { $games }; { $game } não tem nenhum
# `book --out` naming a folder.
rs-book-out-folder = `--out { $out }` é uma pasta: indica o ficheiro do livro, p. ex. { $out }/book.bin
# `book --out` in a folder that does not exist.
rs-book-out-no-folder = `--out { $out }`: a pasta { $folder } não existe; cria-a primeiro ou indica um ficheiro numa pasta que exista
# `book --out` that cannot be written ($why: the system's words).
rs-book-out-unwritable = não se pode escrever em `--out { $out }` ({ $why }); indica um ficheiro numa pasta onde possas escrever
