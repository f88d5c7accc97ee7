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
