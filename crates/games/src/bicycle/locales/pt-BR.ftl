### As palavras da família `bicycle`, em português do Brasil: só as que diferem do português europeu.

bk-shape = uma posição é etapa,distância — a etapa que vai ser corrida (1 a { $max }) e os km que faltam —, por ex. { $example }
bk-stage = a etapa `{ $stage }` precisa ser um número inteiro de 1 a { $max }, por ex. { $example }
bk-distance-whole = a distância { $text } não é um número inteiro de km: em je-6 e je-22 se pedala em quilômetros inteiros (je-23 aceita distâncias reais)
bk-pedal-exact = a { $distance } km do fim, o ciclista precisa pedalar exatamente { $distance }

bk-why-last-km =
    tipo-{ $outcome_letter } — { $outcome_word }: a 1 km do fim, o ciclista da etapa { $stage }, { $rider }, precisa pedalar até o destino e por isso { $play ->
        [misere] perde
       *[other] ganha
    }.

bk-why-real-exact =
    tipo-{ $outcome_letter } — { $outcome_word }: a { $distance } km do fim, o ciclista da etapa { $stage }, { $rider }, precisa pedalar exatamente até o destino e por isso { $play ->
        [misere] perde
       *[other] ganha
    }.
bk-why-menu = { $reason } As pedaladas listadas são só uma amostra: é possível pedalar qualquer distância que as regras permitam.

## As palavras do descritor (só as que diferem do português europeu)

bk-param-distance-help = os quilômetros até o destino (jogo 23: qualquer número exato, por ex. 11/4)
bk-name-je6 = Dois em uma bicicleta
bk-name-je22 = Dois em uma bicicleta, km inteiros
bk-name-je23 = Dois em uma bicicleta, distâncias reais
# Real distances cannot be ranged over by a conjecture.
bk-real-no-conjecture = { $id } tem distâncias reais, que uma conjectura não consegue percorrer; use o je-22 (km inteiros) com k e d
# Real distances cannot be listed.
bk-real-no-list = { $id } tem distâncias reais: não dá para listá-las
# A table of stages too large.
bk-table-too-large = uma tabela de { $rows } linhas × { $columns } etapas é grande demais (no máximo { $max } células): estreite --from/--to ou o parâmetro columns
