# As palavras da própria linha de comandos (crates/cli/src/words.rs).
cli-certificate-rejected = certificado recusado: { $why }
cli-warning = aviso: { $what }
cli-error = erro: { $what }
cli-no-lab = não há laboratório em { $dir }: dá a --from a pasta que o serve --data usou
cli-copied = Copiados { $copied } jogo(s) para { $target } ({ $finished } acabados, { $unfinished } por acabar, { $quarantined } em quarentena); { $already } já lá estavam; { $verified } relidos iguais.
cli-reach-network = Na rede da sala: { $url }
cli-reach-join = Os alunos entram em { $url }
cli-reach-nowhere = Só este computador o consegue abrir: `serve --lan` deixa entrar os telemóveis dos alunos na rede.
# `survey` for a family that has none.
cli-survey-none = `{ $family }` não tem levantamento: há levantamentos de { $names }
# The bar of `survey`.
cli-surveying = a percorrer os códigos
# What `survey` found ($seconds: a decimal).
cli-survey-summary = { $total } códigos, { $solved } resolvidos, { $unsolved } por resolver, { $groups } sequências, em { $seconds } s
# The words of a progress bar: what the long computation under way does.
cli-bar = { $what ->
        [solving] a resolver
        [boards] a resolver tabuleiros
        [tabulating] a fazer a tabela
        [period] à procura do período
        [checking] a verificar
       *[nodes] a verificar nós
    }
# Uma linha de comandos recusada antes de correr (crates/cli/src/usage.rs):
# uma frase do que estava mal e do que é aceite, e onde está a ajuda. A
# notação (opções, valores, comandos, a linha de uso) vem nos argumentos,
# entre acentos graves, como foi escrita.
cli-usage-see = { $what }; consulta { $help }
cli-usage-missing = { $count ->
        [one] falta o argumento obrigatório { $args }
       *[other] faltam os argumentos obrigatórios { $args }
    }: o comando escreve-se { $usage }
cli-usage-conflict = { $flag } não pode ser usado com { $others }: o comando escreve-se { $usage }
cli-usage-twice = { $flag } só pode ser dado uma vez
cli-usage-command-like = não há nenhum comando { $given } (querias dizer { $like }?)
cli-usage-no-command = não há nenhum comando { $given }: os comandos são { $commands }
cli-usage-need-command = falta o comando: escolhe { $commands }
cli-usage-flag-like = { $flag } não é uma opção de { $command } (querias dizer { $like }?)
cli-usage-unknown-flag = { $flag } não é uma opção de { $command }: o comando escreve-se { $usage }
cli-usage-extra = { $arg } é um argumento a mais para { $command }: o comando escreve-se { $usage }
cli-usage-no-value = falta o valor de { $flag }
cli-usage-no-value-choose = falta o valor de { $flag }: escolhe { $choices }
cli-usage-choose = { $value } não é um valor de { $flag }: escolhe { $choices }
cli-usage-choose-like = { $value } não é um valor de { $flag }: escolhe { $choices } (querias dizer { $like }?)
cli-usage-invalid = valor inválido { $value } para { $flag }: { $why }
cli-usage-invalid-value = valor inválido { $value } para { $flag }: o comando escreve-se { $usage }
cli-usage-other-at = a linha de comandos não se percebe em { $arg }: o comando escreve-se { $usage }
cli-usage-other = a linha de comandos não se percebe: o comando escreve-se { $usage }
cli-usage-and = { $rest } e { $last }
cli-usage-or = { $rest } ou { $last }
cli-usage-whole = não é um número inteiro a partir de 0, como 40, 1_000_000 ou 2^20
cli-usage-whole-in = não é um número inteiro de { $low } a { $high }
cli-usage-address = não é um endereço com porta, como 127.0.0.1:8080
cli-usage-languages = as línguas são { $tags }
cli-name-game = indica o id de um jogo (a lista está em { $games }) ou dá { $script }
cli-script-unreadable = não foi possível ler o script { $path }: { $why }
cli-range-backwards = --from { $from } vem depois de --to { $to }: dá um intervalo cuja primeira linha não passe da última
cli-sizes = --sizes aceita um intervalo de tamanhos de tabuleiro escrito A..B, como { $example }, e não { $given }
cli-verify-games = verify verifica os certificados de prova de { $games } (escritos por { $writes }), não de { $game }
cli-no-data-dir = não se conhece nenhuma pasta de dados deste utilizador: indica uma com { $flag }
cli-cannot-read = não foi possível ler { $path }
cli-not-saved = { $path } não é um jogo guardado (o JSON que { $save } escreve)
cli-copy-differs = o jogo { $id } não se lê de volta tal como foi escrito: a cópia para aqui
cli-untuned = não foi possível reiniciar com a afinação do alocador ({ $why }); o servidor arranca sem ela
# A ajuda (crates/cli/src/help.rs): os títulos do clap, a descrição de cada
# comando e a ajuda de cada argumento; os valores por omissão e as escolhas
# vêm a seguir, como notação.
cli-help-usage = Utilização:
cli-help-commands = Comandos
cli-help-arguments = Argumentos
cli-help-options = Opções
cli-help-default = por omissão: { $value }
cli-help-values = valores possíveis: { $values }
cli-help-arg-help = Mostra a ajuda
cli-help-arg-version = Mostra a versão
cli-help-help = Mostra esta mensagem ou a ajuda do(s) subcomando(s) indicado(s)
cli-help-arg-id = O id do jogo (consulta `ludoteca games`)
cli-help-arg-script = Um jogo teu, escrito num script Rhai (consulta docs/scripts.md)
cli-help-arg-params = Um parâmetro, nome=valor (pode repetir-se), p. ex. --param heap=2008 --param misere=true
cli-help-arg-position = A posição (por omissão: a inicial), na notação do jogo
cli-help-arg-json = Escreve um objeto JSON
cli-help-ludoteca = Um laboratório de jogos matemáticos: joga-os, faz as suas tabelas, prova quem ganha.
cli-help-ludoteca-lang = A língua das regras, relatórios, pedidos e erros: en, pt (o mesmo que pt-PT) ou pt-BR (por omissão: a de LC_ALL, LC_MESSAGES ou LANG)
cli-help-ludoteca-memory = O orçamento de memória em MiB: um trabalho cuja estimativa o ultrapasse é recusado antes de começar (por omissão: a memória disponível da máquina, lida de /proc/meminfo; para o `serve`, metade dela; 1024 quando não se consegue ler). Para o `solve`, o tamanho da tabela de transposição, até 2^28 entradas (por omissão, o do próprio resolvedor; 2048 no máximo)
cli-help-games = Lista os jogos
cli-help-rules = As regras de um jogo, com a sua notação e os seus parâmetros
cli-help-outcome = Quem ganha a partir de uma posição, e como: classe, geração, jogadas vencedoras
cli-help-value = O valor de uma posição como jogo partidário curto: forma canónica, classe (A ganha sempre, B ganha sempre, ganha o primeiro ou o segundo jogador), média e temperatura (jogos de montes sem memória)
cli-help-table = A tabela do jogo, desenhada como o texto a desenha
cli-help-table-from = O primeiro monte (linha) da tabela
cli-help-table-to = O último monte (linha) da tabela
cli-help-table-format = O formato de saída: texto simples, texto com cores ANSI, uma grelha SVG para imprimir ou um objeto JSON (por omissão: a cores num terminal, texto nos outros casos)
cli-help-table-json = O mesmo que --format json
cli-help-table-remoteness = Mostra a geração de cada entrada (a distância ao fim do jogo)
cli-help-table-grundy = Mostra o valor de Grundy de cada entrada (jogos imparciais, jogo normal)
cli-help-table-values = Em vez da tabela de classes, o valor de cada linha como jogo partidário curto, a sua classe, média e temperatura (jogos de montes sem memória, jogo normal)
cli-help-table-sizes = Em vez de um só tabuleiro, quem ganha a partir do início em cada tamanho de tabuleiro do intervalo, p. ex. --sizes 2..40 (jogos de tabuleiro)
cli-help-period = O período da tabela do jogo, com a sua prova. Com --long, nos jogos que o têm, um cálculo longo para lá do limite do catálogo, com progresso, pontos de controlo e retoma: Ctrl-C guarda e para
cli-help-period-long = Calcula para lá do limite do catálogo até o período ficar provado ou chegar a --to, dentro de --memory MiB (por omissão: os do jogo)
cli-help-period-to = Com --long, o máximo de posições calculadas
cli-help-period-checkpoint = Com --long, guarda pontos de controlo neste ficheiro (a cada minuto e ao parar)
cli-help-period-resume = Com --long, retoma um cálculo parado a partir do seu ficheiro de pontos de controlo (continua a guardar nele, a não ser que --checkpoint diga outro)
cli-help-period-seconds = Com --long, para ao fim de tantos segundos (o ponto de controlo guarda então até onde o cálculo chegou)
cli-help-survey = Percorre todos os conjuntos de regras (códigos) de uma família de jogos com esse número de algarismos, cada um até um limite, e escreve a tabela (resolvido ou não, período, pré-período, maior valor, valores raros, até onde se calculou, códigos que dão a mesma sequência agrupados); consulta as regras da família
cli-help-survey-family = A família percorrida (uma que tenha levantamento)
cli-help-survey-digits = Algarismos depois da vírgula (de 1 a 5)
cli-help-survey-to = O máximo de montes calculados por código
cli-help-survey-seconds-per-code = O máximo de segundos gastos por código
cli-help-survey-threads = Threads (códigos calculados ao mesmo tempo)
cli-help-survey-out = Escreve `FAMILY-N.csv` e `FAMILY-N.json` (N, os algarismos) nesta pasta
cli-help-survey-json = Escreve a tabela em JSON
cli-help-conjecture = Verifica uma conjetura sobre as posições inatacáveis (e as neutras) com o Teorema 4.1 do texto, em todas as posições até um tamanho
cli-help-conjecture-safe = Que posições são inatacáveis: uma condição sobre as coordenadas, p. ex. "n % 5 == 0 || n % 5 == 2"
cli-help-conjecture-neutral = Que posições são neutras (jogos com empates)
cli-help-conjecture-to = Verifica todas as posições até este tamanho (monte, montes, lado do tabuleiro)
cli-help-solve = Pesquisas exatas longas, com progresso, pontos de controlo e retoma, nos jogos que as têm: o valor exato de uma posição, ou uma estratégia para todos os segredos. Ctrl-C para com o que estiver provado. Com --distribute, divide-se em tarefas que os trabalhadores partilham (consulta `worker`)
cli-help-solve-position = A posição a resolver (por omissão: a inicial)
cli-help-solve-checkpoint = Guarda pontos de controlo neste ficheiro (a cada minuto e depois de cada passo da prova)
cli-help-solve-resume = Retoma uma resolução interrompida a partir do seu ficheiro de pontos de controlo
cli-help-solve-seconds = Para ao fim de tantos segundos (a resposta dá então os limites provados)
cli-help-solve-tree = Escreve também neste ficheiro a árvore de decisão da estratégia (JSON), nos jogos cuja solução é uma estratégia
cli-help-solve-plot = Desenha também o que se encontrou num gráfico SVG neste ficheiro, nos jogos cuja resposta é um padrão (os inícios perdedores do jogo 28)
cli-help-solve-certificate = Escreve neste ficheiro um certificado de prova do valor, nos jogos cujo resolvedor o escreve (corre o provador de números de prova; verifica-o com `ludoteca verify`); um nome acabado em `.zst` fica comprimido
cli-help-solve-prover = Usa o provador de números de prova em vez do alfa-beta (nos jogos que o têm)
cli-help-solve-first-moves = O provador pesquisa só estas primeiras jogadas, uma depois da outra, p. ex. --first-moves c3=3,a1=1 (uma prova longa dividida em partes)
cli-help-solve-distribute = Divide a resolução em tarefas que os trabalhadores (`ludoteca worker`) partilham através desta base de dados PostgreSQL, mostra o seu progresso e escreve o que a resolução numa só peça escreve; a mesma resolução, outra vez, junta-se a ela. Com --certificate FILE (.zst), a prova dividida inteira vai para FILE e o certificado de cada parte fica ao lado
cli-help-solve-status = Lista os problemas, as tarefas e os trabalhadores desta base de dados PostgreSQL (não é preciso jogo)
cli-help-worker = Vai buscar tarefas das resoluções divididas com `solve --distribute` a uma base de dados PostgreSQL, uma após outra, até Ctrl-C ou SIGTERM (que devolve a tarefa em curso)
cli-help-worker-database = A base de dados PostgreSQL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)
cli-help-worker-threads = As threads com que calcula (por omissão: as da máquina)
cli-help-worker-lease = Segundos que uma tarefa fica com este trabalhador sem notícias (renovados a cada terço); um trabalhador morto de repente perde a sua tarefa durante esse tempo
cli-help-worker-once = Para quando não houver mais tarefas por reclamar, em vez de esperar por outras
cli-help-verify = Verifica um certificado de prova escrito por `solve --certificate` com o verificador independente: escreve o valor provado (saída 0) ou o primeiro nó ou byte que falha (saída 1). Uma prova dividida em partes: dá primeiro as partes e por último o certificado que as cita
cli-help-verify-id = O id do jogo (um cujo resolvedor escreva certificados)
cli-help-verify-files = Os ficheiros de certificado (simples ou `.zst`): primeiro as partes, por último o todo
cli-help-verify-seconds = Para ao fim de tantos segundos: uma verificação parada não prova nada, diz quantos nós da árvore já tinha verificado (saída 1)
cli-help-verify-distribute = Verifica as partes nos trabalhadores (`ludoteca worker`) desta base de dados PostgreSQL, cada uma sozinha, e depois o todo aqui, citando-as
cli-help-book = O livro de aberturas de um campeão: descreve-o (por omissão), constrói-o a partir de resoluções exatas (--out) ou verifica-o contra o resolvedor em posições de amostra (--verify N)
cli-help-book-game = O jogo (um cujo campeão tenha livro de aberturas)
cli-help-book-out = Constrói o livro neste ficheiro: cada posição com --min-empties casas vazias resolvida exatamente, os níveis acima por minimax
cli-help-book-min-empties = O nível mais baixo do livro construído
cli-help-book-journal = Acrescenta cada posição resolvida a este ficheiro e salta as que ele já tem (uma construção parada continua a partir dele)
cli-help-book-threads = As threads do resolvedor numa construção
cli-help-book-bottom-up = Resolve primeiro o nível mais baixo e deduz dele os níveis acima (por omissão resolvem-se primeiro os níveis de cima, para que uma construção parada cedo já os tenha)
cli-help-book-seconds = Não resolve mais posições ao fim de tantos segundos (o livro tem então o que se sabe; o diário guarda-o para a próxima vez)
cli-help-book-verify = Verifica o livro contra o resolvedor em tantas posições de amostra (jogos ao acaso, 16 casas vazias, 15, … até ao nível mais baixo do livro, uma e outra vez)
cli-help-book-book = O livro a descrever ou verificar (por omissão: o que o programa usa: o ficheiro indicado pela sua variável LUDOTECA_…_BOOK, senão o incorporado)
cli-help-book-seed = A semente das posições de amostra
cli-help-play = Joga um jogo no terminal
cli-help-play-first = Quem joga primeiro (o A do texto): human, uma pessoa ao teclado, ou champion, o jogador perfeito do computador
cli-help-play-second = Quem joga em segundo (o B do texto): human, uma pessoa ao teclado, ou champion, o jogador perfeito do computador
cli-help-play-position = Começa nesta posição em vez da inicial do jogo
cli-help-play-load = Retoma um jogo guardado com `save FILE`
cli-help-serve = Serve o laboratório na web: todos os jogos no navegador, com a API JSON de docs/api.md
cli-help-serve-addr = Onde escutar
cli-help-serve-data = Onde fica a base de dados dos jogos (por omissão: a pasta de dados do utilizador, p. ex. ~/.local/share/ludoteca)
cli-help-serve-database = Guarda antes os jogos em PostgreSQL, partilhados com outros servidores (postgres://USER:PASSWORD@HOST:PORT/DATABASE); consulta docs/deploy.md
cli-help-serve-behind-proxy = Atrás de um proxy invertido que acrescenta o endereço de cada cliente a X-Forwarded-For: a guarda do código de entrada conta os códigos errados por esse endereço (e não pelo do proxy, que toda a escola partilha)
cli-help-serve-lan = Escuta em todas as interfaces desta máquina (na porta de --addr), para que os telemóveis dos alunos na rede da sala cheguem ao servidor; mostra os seus endereços nessa rede e um código QR da página de entrada
cli-help-serve-public-url = O endereço que os alunos abrem (o nome de um servidor da escola, um proxy), usado no link de entrada e no seu código QR: um URL http:// ou https://
cli-help-serve-keep-days = Quantos dias uma turma terminada guarda os nomes próprios dos alunos; depois passam a "Aluno 1", "Aluno 2"… (de 1 a 36500)
cli-help-serve-spectators-per-network = Quantas ligações de espectador uma rede (um /24 IPv4, um /64 IPv6) mantém abertas ao mesmo tempo, em todos os jogos (de 1 a 100000; por omissão 128). Esta máquina não conta
cli-help-migrate = Copia um laboratório guardado em SQLite (serve --data DIR) para PostgreSQL: cada jogo com as suas jogadas, resultados e quarentena; os jogos que já lá estão ficam como estão, por isso pode correr-se outra vez
cli-help-migrate-from = A pasta de dados do laboratório em SQLite
cli-help-migrate-to = A base de dados PostgreSQL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)
cli-help-migrate-json = Saída para ser lida por programas
