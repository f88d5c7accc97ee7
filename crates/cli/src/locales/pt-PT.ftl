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
