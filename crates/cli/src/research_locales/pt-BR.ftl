# As palavras dos comandos de pesquisa (o resto vem do português europeu):
# crates/cli/src/research_words.rs.
rs-params = os parâmetros do problema não podem ser lidos ({ $why }): um problema é escrito por `solve … --distribute`, com os parâmetros como o jogo os recebe
rs-task-failed = a tarefa { $n } de `{ $problem }` falhou e não será repetida ({ $why }): o problema não se decide sem ela; apague o problema e resolva-o de novo
rs-stopped = parou de acompanhar `{ $problem }`: as tarefas ficam no banco de dados e os workers continuam com elas; o mesmo `{ $again }` se conecta de novo
rs-certificate-zst = os certificados de uma prova dividida são gravados comprimidos: dê um arquivo terminado em .zst, não { $file }
rs-verify-parts = `verify --distribute` divide uma prova dada em partes: dê primeiro os certificados das partes e por último o do todo
