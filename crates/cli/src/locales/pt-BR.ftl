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
