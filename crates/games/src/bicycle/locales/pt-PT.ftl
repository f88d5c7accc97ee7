### As palavras da família `bicycle`, em português europeu.

bk-shape = uma posição é etapa,distância — a etapa que se vai correr (1 a { $max }) e os km que faltam —, p. ex. { $example }
bk-stage = a etapa `{ $stage }` tem de ser um número inteiro de 1 a { $max }, p. ex. { $example }
bk-distance-range = a distância { $text } é grande demais: no máximo 10^18 km
bk-distance-whole = a distância { $text } não é um número inteiro de km: em je-6 e je-22 pedala-se aos quilómetros inteiros (je-23 aceita distâncias reais)
bk-arrived = a bicicleta chegou: já não há jogadas possíveis
bk-pedal-whole = na etapa { $stage }, a { $distance } km do fim, o ciclista pedala um número inteiro de km de 1 a { $most }
bk-pedal-exact = a { $distance } km do fim, o ciclista tem de pedalar exatamente { $distance }
bk-pedal-real = na etapa { $stage }, a { $distance } km do fim, o ciclista pedala qualquer distância de 1 a { $most } km ({ $forms })
bk-table-range = um intervalo de distâncias com from ≤ to, no máximo 10^18

bk-how-rode = pedalou { $dist } km
bk-do-ride = pedalar { $dist } km
bk-end-arrival = { $rider } pedalou os últimos { $dist } km, na etapa { $stage }, e a bicicleta chegou ao destino — { $verdict }.

bk-why-no-trip = A viagem acabou antes de começar: não há distância nenhuma para pedalar.
bk-why-arrived =
    A bicicleta chegou: o ciclista da etapa { $stage } alcançou o destino e { $play ->
        [misere] perdeu
       *[other] ganhou
    }.
bk-why-last-km =
    tipo-{ $outcome_letter } — { $outcome_word }: a 1 km do fim, o ciclista da etapa { $stage }, { $rider }, tem de pedalar até ao destino e por isso { $play ->
        [misere] perde
       *[other] ganha
    }.
bk-why-whole-fragile =
    tipo-{ $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) fica logo acima do grupo { $group } da coluna { $stage }, { $groups }{ $play ->
        [misere] { " " }(perde-ganha: como no jogo normal a partir de d − 1, mais a última etapa forçada)
       *[other] { "" }
    }. { $rider } pedala j km, com { $low } ≤ j ≤ { $high } (o intervalo (8) do texto), e cai no grupo { $group } da coluna { $next }, uma posição inatacável; { $ending }.
bk-why-whole-safe =
    tipo-{ $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) pertence ao grupo { $group } da coluna { $stage }, { $groups }{ $play ->
        [misere] { " " }(perde-ganha: como no jogo normal a partir de d − 1, mais a última etapa forçada)
       *[other] { "" }
    }. Qualquer pedalada acaba estritamente entre os grupos { $below } e { $group } da coluna { $next }, e o adversário responde para o grupo { $below } da coluna { $after }; { $ending }.
bk-why-real-exact =
    tipo-{ $outcome_letter } — { $outcome_word }: a { $distance } km do fim, o ciclista da etapa { $stage }, { $rider }, tem de pedalar exatamente até ao destino e por isso { $play ->
        [misere] perde
       *[other] ganha
    }.
bk-why-real-safe =
    tipo-{ $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) pertence ao grupo { $group } da coluna { $stage }, o intervalo { $interval } (o (9) do texto{ $play ->
        [misere] , deslocado 1 km no perde-ganha
       *[other] { "" }
    }). Qualquer pedalada acaba estritamente entre os grupos { $below } e { $group } da coluna { $next }, e o adversário responde para o grupo { $below }; { $ending }.
bk-why-real-fragile = tipo-{ $outcome_letter } — { $outcome_word }: ({ $stage }, { $distance }) fica logo acima do grupo { $group } da coluna { $stage }. { $rider } pedala x km, com x em { $interval } (o (10) do texto, com o extremo inferior corrigido para { $formula }), e cai no grupo { $group } da coluna { $next }, por exemplo { $example } km; { $ending }.
bk-why-menu = { $reason } As pedaladas listadas são só uma amostra: pode pedalar-se qualquer distância que as regras permitam.
bk-why-ending =
    com o melhor jogo a viagem acaba na etapa { $last }, pedalada por { $rider }, que { $play ->
        [misere] perde
       *[other] ganha
    }
bk-why-listed = { $reason } (Só estão listadas { $listed } das { $most } jogadas.)

## As palavras do descritor: a família, os parâmetros e as escolhas, os nomes dos jogos

bk-family-tag = bicicleta
bk-param-distance = Distância (km)
bk-param-distance-help = os quilómetros até ao destino (jogo 23: qualquer número exato, p. ex. 11/4)
bk-param-stage = Etapa
bk-param-stage-help = a etapa que vai ser percorrida
bk-param-columns = Etapas na tabela
bk-param-columns-help = as etapas que uma tabela mostra
bk-name-je6 = Dois numa bicicleta
bk-name-je22 = Dois numa bicicleta, km inteiros
bk-name-je23 = Dois numa bicicleta, distâncias reais
# Real distances cannot be ranged over by a conjecture.
bk-real-no-conjecture = { $id } tem distâncias reais, que uma conjetura não consegue percorrer; usa o je-22 (km inteiros) com k e d
# Real distances cannot be listed.
bk-real-no-list = { $id } tem distâncias reais: não se podem listar
# A table of stages too large.
bk-table-too-large = uma tabela de { $rows } linhas × { $columns } etapas é grande demais (no máximo { $max } células): aperta --from/--to ou o parâmetro columns
# Too many positions to list.
bk-list-too-large = as posições de { $id } até d = { $to } seriam (d + 1)(d + 1) ≈ { $count } posições: no máximo d = 2000
