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
