# As palavras da própria linha de comando, em português do Brasil: só as que
# diferem do português europeu.
cli-no-lab = não há laboratório em { $dir }: dê ao --from a pasta que o serve --data usou
cli-copied = Copiados { $copied } jogo(s) para { $target } ({ $finished } terminados, { $unfinished } por terminar, { $quarantined } em quarentena); { $already } já estavam lá; { $verified } relidos iguais.
cli-reach-nowhere = Só este computador consegue abri-lo: `serve --lan` deixa entrar os celulares dos alunos na rede.
cli-surveying = percorrendo os códigos
cli-survey-summary = { $total } códigos, { $solved } resolvidos, { $unsolved } não resolvidos, { $groups } sequências, em { $seconds } s
cli-bar = { $what ->
        [solving] resolvendo
        [boards] resolvendo tabuleiros
        [tabulating] montando a tabela
        [period] procurando o período
        [checking] verificando
       *[nodes] verificando nós
    }
cli-usage-see = { $what }; consulte { $help }
cli-usage-missing = { $count ->
        [one] falta o argumento obrigatório { $args }
       *[other] faltam os argumentos obrigatórios { $args }
    }: o comando se escreve { $usage }
cli-usage-conflict = { $flag } não pode ser usado com { $others }: o comando se escreve { $usage }
cli-usage-command-like = não existe o comando { $given } (você quis dizer { $like }?)
cli-usage-no-command = não existe o comando { $given }: os comandos são { $commands }
cli-usage-need-command = falta o comando: escolha { $commands }
cli-usage-flag-like = { $flag } não é uma opção de { $command } (você quis dizer { $like }?)
cli-usage-unknown-flag = { $flag } não é uma opção de { $command }: o comando se escreve { $usage }
cli-usage-extra = { $arg } é um argumento a mais para { $command }: o comando se escreve { $usage }
cli-usage-no-value-choose = falta o valor de { $flag }: escolha { $choices }
cli-usage-choose = { $value } não é um valor de { $flag }: escolha { $choices }
cli-usage-choose-like = { $value } não é um valor de { $flag }: escolha { $choices } (você quis dizer { $like }?)
cli-usage-invalid-value = valor inválido { $value } para { $flag }: o comando se escreve { $usage }
cli-usage-other-at = a linha de comando não foi entendida em { $arg }: o comando se escreve { $usage }
cli-usage-other = a linha de comando não foi entendida: o comando se escreve { $usage }
cli-name-game = informe o id de um jogo (a lista está em { $games }) ou dê { $script }
cli-script-unreadable = não foi possível ler o script { $path }: { $why }
cli-range-backwards = --from { $from } vem depois de --to { $to }: dê um intervalo cuja primeira linha não passe da última
cli-sizes = --sizes aceita um intervalo de tamanhos de tabuleiro escrito A..B, como { $example }, e não { $given }
cli-verify-games = verify confere os certificados de prova de { $games } (escritos por { $writes }), não de { $game }
cli-no-data-dir = não se conhece nenhuma pasta de dados deste usuário: informe uma com { $flag }
cli-cannot-read = não foi possível ler { $path }
cli-not-saved = { $path } não é uma partida salva (o JSON que { $save } escreve)
cli-copy-differs = a partida { $id } não é lida de volta como foi escrita: a cópia para aqui
cli-untuned = não foi possível reiniciar com o ajuste do alocador ({ $why }); o servidor inicia sem ele
# A ajuda (crates/cli/src/help.rs): só o que difere do português europeu.
cli-help-usage = Uso:
cli-help-default = padrão: { $value }
cli-help-arg-help = Exibe a ajuda
cli-help-arg-version = Exibe a versão
cli-help-help = Exibe esta mensagem ou a ajuda do(s) subcomando(s) indicado(s)
cli-help-arg-id = O id do jogo (consulte `ludoteca games`)
cli-help-arg-script = Um jogo seu, escrito em um script Rhai (consulte docs/scripts.md)
cli-help-arg-params = Um parâmetro, nome=valor (pode ser repetido), por exemplo --param heap=2008 --param misere=true
cli-help-arg-position = A posição (padrão: a inicial), na notação do jogo
cli-help-ludoteca = Um laboratório de jogos matemáticos: jogue, monte as tabelas, prove quem ganha.
cli-help-ludoteca-lang = O idioma das regras, relatórios, perguntas e erros: en, pt (o mesmo que pt-PT) ou pt-BR (padrão: o de LC_ALL, LC_MESSAGES ou LANG)
cli-help-ludoteca-memory = O orçamento de memória em MiB: um trabalho cuja estimativa passe dele é recusado antes de começar (padrão: a memória disponível da máquina, lida de /proc/meminfo; para o `serve`, metade dela; 1024 quando não é possível ler). Para o `solve`, o tamanho da tabela de transposição, até 2^28 entradas (padrão: o do próprio resolvedor; 2048 no máximo)
cli-help-value = O valor de uma posição como jogo partidário curto: forma canônica, classe (A sempre ganha, B sempre ganha, ganha o primeiro ou o segundo jogador), média e temperatura (jogos de montes sem memória)
cli-help-table-format = O formato de saída: texto simples, texto com cores ANSI, uma grade SVG para imprimir ou um objeto JSON (padrão: colorido em um terminal, texto nos outros casos)
cli-help-table-sizes = Em vez de um só tabuleiro, quem ganha a partir do início em cada tamanho de tabuleiro do intervalo, por exemplo --sizes 2..40 (jogos de tabuleiro)
cli-help-period = O período da tabela do jogo, com sua prova. Com --long, nos jogos que o têm, um cálculo longo além do limite do catálogo, com progresso, pontos de controle e retomada: Ctrl-C salva e para
cli-help-period-long = Calcula além do limite do catálogo até o período ser provado ou chegar a --to, dentro de --memory MiB (padrão: os do jogo)
cli-help-period-checkpoint = Com --long, salva pontos de controle neste arquivo (a cada minuto e ao parar)
cli-help-period-resume = Com --long, retoma um cálculo parado a partir do seu arquivo de pontos de controle (continua salvando nele, a menos que --checkpoint indique outro)
cli-help-period-seconds = Com --long, para depois de tantos segundos (o ponto de controle guarda então até onde o cálculo chegou)
cli-help-survey = Percorre todos os conjuntos de regras (códigos) de uma família de jogos com esse número de algarismos, cada um até um limite, e escreve a tabela (resolvido ou não, período, pré-período, maior valor, valores raros, até onde se calculou, códigos que dão a mesma sequência agrupados); consulte as regras da família
cli-help-conjecture = Verifica uma conjectura sobre as posições inatacáveis (e as neutras) com o Teorema 4.1 do texto, em todas as posições até um tamanho
cli-help-conjecture-safe = Quais posições são inatacáveis: uma condição sobre as coordenadas, por exemplo "n % 5 == 0 || n % 5 == 2"
cli-help-conjecture-neutral = Quais posições são neutras (jogos com empates)
cli-help-solve = Buscas exatas longas, com progresso, pontos de controle e retomada, nos jogos que as têm: o valor exato de uma posição, ou uma estratégia para todos os segredos. Ctrl-C para com o que estiver provado. Com --distribute, divide-se em tarefas que os trabalhadores compartilham (consulte `worker`)
cli-help-solve-position = A posição a resolver (padrão: a inicial)
cli-help-solve-checkpoint = Salva pontos de controle neste arquivo (a cada minuto e depois de cada passo da prova)
cli-help-solve-resume = Retoma uma resolução interrompida a partir do seu arquivo de pontos de controle
cli-help-solve-seconds = Para depois de tantos segundos (a resposta dá então os limites provados)
cli-help-solve-tree = Também escreve neste arquivo a árvore de decisão da estratégia (JSON), nos jogos cuja solução é uma estratégia
cli-help-solve-plot = Também desenha o que foi encontrado em um gráfico SVG neste arquivo, nos jogos cuja resposta é um padrão (os inícios perdedores do jogo 28)
cli-help-solve-certificate = Escreve neste arquivo um certificado de prova do valor, nos jogos cujo resolvedor o escreve (roda o provador de números de prova; verifique-o com `ludoteca verify`); um nome terminado em `.zst` é compactado
cli-help-solve-prover = Usa o provador de números de prova em vez do alfa-beta (nos jogos que o têm)
cli-help-solve-first-moves = O provador busca só estas primeiras jogadas, uma depois da outra, por exemplo --first-moves c3=3,a1=1 (uma prova longa dividida em partes)
cli-help-solve-distribute = Divide a resolução em tarefas que os trabalhadores (`ludoteca worker`) compartilham por meio deste banco de dados PostgreSQL, mostra o progresso delas e escreve o que a resolução em uma só peça escreve; a mesma resolução, de novo, se junta a ela. Com --certificate FILE (.zst), a prova dividida inteira vai para FILE e o certificado de cada parte fica ao lado
cli-help-solve-status = Lista os problemas, as tarefas e os trabalhadores deste banco de dados PostgreSQL (não é preciso jogo)
cli-help-worker = Pega tarefas das resoluções divididas com `solve --distribute` de um banco de dados PostgreSQL, uma após a outra, até Ctrl-C ou SIGTERM (que devolve a tarefa em andamento)
cli-help-worker-database = O banco de dados PostgreSQL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)
cli-help-worker-threads = As threads com que calcula (padrão: as da máquina)
cli-help-worker-lease = Segundos que uma tarefa fica com este trabalhador sem notícias (renovados a cada terço); um trabalhador encerrado de repente perde sua tarefa durante esse tempo
cli-help-verify = Verifica um certificado de prova escrito por `solve --certificate` com o verificador independente: escreve o valor provado (saída 0) ou o primeiro nó ou byte que falha (saída 1). Uma prova dividida em partes: dê primeiro as partes e por último o certificado que as cita
cli-help-verify-files = Os arquivos de certificado (simples ou `.zst`): primeiro as partes, por último o todo
cli-help-verify-seconds = Para depois de tantos segundos: uma verificação parada não prova nada, diz quantos nós da árvore já tinha verificado (saída 1)
cli-help-verify-distribute = Verifica as partes nos trabalhadores (`ludoteca worker`) deste banco de dados PostgreSQL, cada uma sozinha, e depois o todo aqui, citando-as
cli-help-book = O livro de aberturas de um campeão: descreve-o (padrão), constrói-o a partir de resoluções exatas (--out) ou verifica-o contra o resolvedor em posições de amostra (--verify N)
cli-help-book-out = Constrói o livro neste arquivo: cada posição com --min-empties casas vazias resolvida exatamente, os níveis acima por minimax
cli-help-book-journal = Acrescenta cada posição resolvida a este arquivo e pula as que ele já tem (uma construção parada continua a partir dele)
cli-help-book-bottom-up = Resolve primeiro o nível mais baixo e deduz dele os níveis acima (por padrão, os níveis de cima são resolvidos primeiro, para que uma construção parada cedo já os tenha)
cli-help-book-seconds = Não resolve mais posições depois de tantos segundos (o livro tem então o que se sabe; o registro o guarda para a próxima vez)
cli-help-book-verify = Verifica o livro contra o resolvedor em tantas posições de amostra (partidas aleatórias, 16 casas vazias, 15, … até o nível mais baixo do livro, repetidas vezes)
cli-help-book-book = O livro a descrever ou verificar (padrão: o que o programa usa: o arquivo indicado pela sua variável LUDOTECA_…_BOOK, senão o embutido)
cli-help-play = Joga uma partida no terminal
cli-help-play-load = Retoma uma partida salva com `save FILE`
cli-help-serve-data = Onde fica o banco de dados das partidas (padrão: a pasta de dados do usuário, por exemplo ~/.local/share/ludoteca)
cli-help-serve-database = Guarda as partidas em PostgreSQL, compartilhadas com outros servidores (postgres://USER:PASSWORD@HOST:PORT/DATABASE); consulte docs/deploy.md
cli-help-serve-behind-proxy = Atrás de um proxy reverso que acrescenta o endereço de cada cliente a X-Forwarded-For: a proteção do código de entrada conta os códigos errados por esse endereço (e não pelo do proxy, que a escola inteira compartilha)
cli-help-serve-lan = Escuta em todas as interfaces desta máquina (na porta de --addr), para que os celulares dos alunos na rede da sala cheguem ao servidor; mostra os endereços dele nessa rede e um código QR da página de entrada
cli-help-serve-spectators-per-network = Quantas conexões de espectador uma rede (um /24 IPv4, um /64 IPv6) mantém abertas ao mesmo tempo, em todas as partidas (de 1 a 100000; padrão 128). Esta máquina não conta
cli-help-migrate = Copia um laboratório guardado em SQLite (serve --data DIR) para PostgreSQL: cada partida com suas jogadas, resultados e quarentena; as partidas que já estão lá ficam como estão, então pode ser rodado de novo
cli-help-migrate-to = O banco de dados PostgreSQL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)
