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
