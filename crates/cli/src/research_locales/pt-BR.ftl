# As palavras dos comandos de pesquisa (o resto vem do português europeu):
# crates/cli/src/research_words.rs.
rs-params = os parâmetros do problema não podem ser lidos ({ $why }): um problema é escrito por `solve … --distribute`, com os parâmetros como o jogo os recebe
rs-task-failed = a tarefa { $n } de `{ $problem }` falhou e não será repetida ({ $why }): o problema não se decide sem ela; apague o problema e resolva-o de novo
rs-stopped = parou de acompanhar `{ $problem }`: as tarefas ficam no banco de dados e os workers continuam com elas; o mesmo `{ $again }` se conecta de novo
rs-certificate-zst = os certificados de uma prova dividida são gravados comprimidos: dê um arquivo terminado em .zst, não { $file }
rs-verify-parts = `verify --distribute` divide uma prova dada em partes: dê primeiro os certificados das partes e por último o do todo
# As linhas de `ludoteca worker` no stderr.
rs-stopping = parando: a tarefa em andamento volta para a fila (de novo para sair na hora)
rs-worker-start = worker { $id }: { $threads ->
        [1] { $threads } thread
       *[other] { $threads } threads
    }, tarefas de { $version } em { $place }; Ctrl-C devolve a tarefa em andamento e para
rs-db-away = o banco de dados não respondeu ({ $why }); pergunto de novo em 5 s
rs-task-dropped = a tarefa { $n } de `{ $problem }` não é mais necessária aqui: deixada de lado
rs-handed-back-after = a tarefa { $n } de `{ $problem }` foi devolvida depois de { $seconds } s
rs-task-not-retried = a tarefa { $n } de `{ $problem }` falhou e não será repetida: { $why }
rs-task-answered = a tarefa { $n } de `{ $problem }` foi respondida em { $seconds } s
rs-discarded-first = outro worker respondeu a ela primeiro
rs-discarded-gone = não está mais no banco de dados
# A barra e as linhas de `solve … --distribute`.
rs-splitting = dividindo { $key }
rs-db-away-again = o banco de dados não respondeu ({ $why }); pergunto de novo
rs-bar-line = { $line }; rodando: { $running }
rs-answer-not-kept = não foi possível guardar a resposta no banco de dados ({ $why }); a mesma resolução a calcula de novo a partir das tarefas
rs-certificates-written = certificados gravados: verifique-os com `{ $verify }`
rs-cannot-write = não é possível gravar { $file }
# `solve --status`.
rs-status-problem = { $key } — { $state ->
        [done] decidido
       *[open] em aberto
    }, escrito por { $version }: { $tasks ->
        [1] { $tasks } tarefa
       *[other] { $tasks } tarefas
    } (concluídas: { $answered }, rodando: { $running }, na fila: { $queued }, dispensadas: { $moot }, com falha: { $failed }); resultados descartados: { $discarded }
rs-status-lease-lapsed = concessão vencida: o próximo worker assume a tarefa
rs-status-failed = a tarefa { $n } falhou em { $owner } e não será repetida: { $why }
rs-worker-on = trabalhando em { $task }
rs-worker-idle = esperando uma tarefa
# `ludoteca solve`.
rs-solving = resolvendo { $game }
rs-interrupted = interrompido: parando com o que foi provado até agora (Ctrl-C de novo para sair na hora)
rs-no-solver = `solve` faz as buscas exatas longas de { $games }; para { $game }, bastam `outcome`, `table` e `period`, que respondem na hora
# `verify … --distribute`.
rs-checking-whole = verificando o todo
rs-checking-nodes = verificando nós
rs-refused-alone = { $refused } de { $parts } partes recusadas sozinhas (uma parte pode citar as anteriores): todos os arquivos são verificados aqui, em ordem
rs-verdict-not-kept = não foi possível guardar o veredito no banco de dados ({ $why })
# `book` for a game that keeps no opening book.
rs-no-book = `book` descreve, constrói e verifica os livros de aberturas de { $games }; { $game } não tem nenhum
# `book --out` naming a folder.
rs-book-out-folder = `--out { $out }` é uma pasta: indique o arquivo do livro, por ex. { $out }/book.bin
# `book --out` in a folder that does not exist.
rs-book-out-no-folder = `--out { $out }`: a pasta { $folder } não existe; crie-a primeiro ou indique um arquivo em uma pasta que exista
# `book --out` that cannot be written ($why: the system's words).
rs-book-out-unwritable = não é possível gravar em `--out { $out }` ({ $why }); indique um arquivo em uma pasta onde você possa gravar
