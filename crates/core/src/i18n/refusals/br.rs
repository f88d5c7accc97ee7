//! As recusas em português do Brasil, onde diferem das europeias ("você",
//! "escreva", "tela"); as outras vêm da tabela europeia.

use super::super::Key::{self, *};

/// The refusals in Brazilian Portuguese.
pub(in crate::i18n) const TABLE: &[(Key, &str)] = &[
    (FieldNotNumber, "«{value}» não é um número: escreva um número inteiro de {min} a {max}."),
    (FieldOutOfRange, "{value} está fora dos limites: escreva um número inteiro de {min} a {max}."),
    (Said, "{br}"),
    (AccTyped, "precisa ser {what}"),
    (AccWhole, "precisa ser um número inteiro de {min} a {max}"),
    (AccWholeAny, "precisa ser um número inteiro"),
    (AccBool, "precisa ser true (sim) ou false (não)"),
    (
        AccSet,
        "precisa ser uma lista de números inteiros de {min} a {max} separados por vírgulas, com intervalos, por ex. 1,3,4 ou 1..5",
    ),
    (AccOneOf, "precisa ser um destes valores: {choices}"),
    (AccParamPair, "cada parâmetro é escrito nome=valor, por ex. heap=2008"),
    (AccParamName, "o nome de um parâmetro só leva letras, algarismos, `-` ou `_`, por ex. heap=2008"),
    (AccNotBoth, "indique {a} ou {b}, não os dois"),
    (
        AccSeedStart,
        "precisa ser um número inteiro de 0 a 2^64 − 1, que sorteia uma posição inicial legal, por ex. seed=7",
    ),
    (NumMissing, "falta o número: escreva {accepted}"),
    (NumNotNumber, "`{text}` não é um número: escreva {accepted}"),
    (NumZeroDenominator, "`{text}` divide por zero: o denominador precisa ser pelo menos 1"),
    (
        AccPointForms,
        "um número em [0, 1) — a fração da circunferência a partir da origem, no sentido anti-horário — escrito como fração (1/3) ou decimal (0.25)",
    ),
    (
        BkShape,
        "uma posição é etapa,distância — a etapa que vai ser corrida (1 a {max}) e os km que faltam —, por ex. {example}",
    ),
    (BkStage, "a etapa `{stage}` precisa ser um número inteiro de 1 a {max}, por ex. {example}"),
    (
        BkDistanceWhole,
        "a distância {text} não é um número inteiro de km: em je-6 e je-22 se pedala em quilômetros inteiros (je-23 aceita distâncias reais)",
    ),
    (BkPedalExact, "a {distance} km do fim, o ciclista precisa pedalar exatamente {distance}"),
    (
        NcHelp,
        "uma posição é um `w-b` por linha (as colunas da pedra branca e da preta, de 1 a {cols}, a branca à esquerda da preta), {rows} linhas separadas por `/`, e depois A ou B para quem joga, por ex. `{example}`",
    ),
    (NcRow, "a linha {i} `{row}` precisa ser branca-preta, com 1 ≤ branca < preta ≤ {cols}; {help}"),
    (
        NcMoveShape,
        "uma jogada é escrita rLINHA:wCOLUNA (a pedra branca de A) ou rLINHA:bCOLUNA (a pedra preta de B), com a linha de 1 a {rows} e a coluna para onde a pedra vai de 1 a {cols}, por ex. `{example}`",
    ),
    (NcNotYourStone, "é a vez de {seat}, que move as pedras {colour}s (`{stone}`), por ex. `{example}`"),
    (NcStay, "a pedra {colour} da linha {row} já está na coluna {to}: uma pedra precisa andar pelo menos uma casa"),
    (
        NcJump,
        "a pedra {colour} da linha {row} não pode pular por cima da pedra {other} da coluna {col} (da coluna {here} pode ir para as colunas {lo} a {hi}, exceto a {here})",
    ),
    (KnStart, "precisa ser uma casa linha,coluna dentro do tabuleiro {size}×{size}, por ex. start={example}"),
    (KnSizes, "um intervalo de tamanhos de tabuleiro dentro de 2..{max}, por ex. 2..40"),
    (
        KnPosition,
        "uma posição é a casa do cavalo linha,coluna (de 1 a {n}; a linha 1 é o lado sul, a coluna 1 o lado oeste), por ex. {example}",
    ),
    (
        KnPositionSeat,
        "uma posição é a casa do cavalo linha,coluna (de 1 a {n}; a linha 1 é o lado sul, a coluna 1 o lado oeste) e depois A ou B para quem joga, por ex. {example}",
    ),
    (BeRect, "uma posição é o retângulo de feijões que resta, linhas x colunas, no máximo {rows}x{cols}, por ex. 3x4"),
    (
        BeBoard,
        "uma posição são as {rows} linhas do tabuleiro, de cima para baixo, separadas por `/`, cada uma com {cols} casas, `#` um feijão e `.` uma casa vazia, por ex. {example}",
    ),
    (
        BeEat,
        "uma jogada é o feijão a comer, linha,coluna a partir de 1 (a linha 1 embaixo, a coluna 1 à esquerda), e nessa casa precisa haver um feijão",
    ),
    (FgKit, "precisa ser o estojo que começa: laranja ou preto (orange, black)"),
    (FlEpisode, "precisa ser 25, 26 ou 27 (os jogos das bandeiras do texto)"),
    (
        FlEpsilon,
        "precisa ser um número estritamente entre 0 e 1 (uma diferença de áreas, como fração do disco), por ex. 1/1000 ou 0.01",
    ),
    (FlSizes, "um intervalo de bandeiras por equipe dentro de 1..{max}, por ex. 1..12"),
    (FlGrid, "precisa ser uma grade q ≥ 1"),
    (
        FlPosition,
        "{why}; uma posição são as bandeiras na ordem em que foram colocadas, A primeiro e alternando, cada uma um ponto de [0, 1) com a cor opcional, por ex. `A:0 B:1/3 A:1/4` (ou `0 1/3 1/4`); `start` é o círculo vazio",
    ),
    (FlNotTeam, "`{c}` não é uma equipe: escreva A ou B"),
    (FlAlternate, "a bandeira {i} precisa ser de {seat}: as equipes alternam e A começa"),
    (FlNotMover, "`{c}` não é a equipe que joga: a próxima bandeira é de {seat}"),
    (FlOver, "o jogo terminou: todas as bandeiras foram colocadas"),
    (FlOutside, "`{text}` está fora de [0, 1): um ponto é uma fração da circunferência, então 1 é de novo a origem 0"),
    (FlOccupied, "já há uma bandeira em {at}: escolha um ponto ainda livre"),
    (SmHeaps, "precisa ser uma lista de 1 a 64 tamanhos de montes separados por vírgulas, por ex. heaps=48,25,7,52,3"),
    (SmPosition, "uma posição é uma lista de 1 a 64 tamanhos de montes separados por vírgulas, por ex. {example}"),
    (
        SmMove,
        "uma jogada é escrita monte:quantidade, com os montes numerados de 1 a {n} a partir da esquerda, por ex. `{example}`, e a quantidade precisa ser uma das que as regras permitem nesse monte",
    ),
    (HpLimitMemory, "um limite não se combina com forbid={forbid}: use uma regra de memória de cada vez"),
    (HpTakeNotBoth, "indique take=… (os dois jogadores) ou first-takes=… e second-takes=…, não as duas coisas"),
    (HpBothTakes, "indique first-takes=… e também second-takes=…"),
    (HpSayTake, "diga o que pode ser tirado, por ex. take=1,4 ou take=1..5 (ou first-takes=… e second-takes=…)"),
    (HpOpening, "precisa ser o máximo que a primeira jogada pode tirar, um número inteiro ≥ 1, ou below-heap"),
    (HpPosition, "uma posição é escrita {n}{memory}{mover}, por ex. {example}"),
    (HpMayTake, "em {position} você pode tirar {list}"),
    (HpMayAdd, "em {position} você pode somar {list}"),
    (ScRefuses, "o roteiro do jogo recusa esta posição (em inglês: {why})"),
    (
        MmMaker,
        "precisa dizer como o computador faz a senha: random (aleatória), chosen (com secret=SENHA) ou adversarial (adversário)",
    ),
    (MmChosenNeedsSecret, "maker=chosen precisa da senha do computador, por ex. --param secret=1234"),
    (MmRounds, "precisa ser um número par de 2 a 20, para que cada um crie tantas senhas quantas tenta descobrir"),
    (
        MmAdversaryTooMany,
        "o adversário percorre todas as senhas, no máximo {max}, e esta variante tem {has}: escolha maker=random ou menos pinos ou cores",
    ),
    (MmStartRound1, "esta partida sempre começa na rodada 1, sem senha criada: não indique posição"),
    (MmVariant, "{name} precisa ficar entre {min} e {max}"),
    (
        MmWrongLength,
        "a senha `{text}` tem {found} {found|pino|pinos}; esta variante pede exatamente {pegs}, escritos com algarismos de 1 a {colors} (por ex. {example})",
    ),
    (MmBadAnswer, "não dá para entender a resposta `{text}`: escreva como {example}"),
    (MmRepeat, "`{text}` repete a cor {color}, mas nesta variante {secret|a senha|um chute} não pode repetir cores"),
    (MmImpossible, "a resposta {feedback} é impossível para o chute {guess}: nenhuma senha dá essa resposta"),
    (MmInconsistent, "a resposta {feedback} a {guess} contradiz {culprit}: nenhuma senha serve para todas"),
    (MmRoundOver, "a rodada terminou: a senha foi descoberta ou todos os chutes foram usados"),
    (
        MmStrategy,
        "não existe a estratégia `{name}`; valem: knuth, entropy, most-parts, expected-size, random-consistent, optimal-worst, optimal-average",
    ),
    (ErSize, "precisa ser um lado de tabuleiro de 3 a 7"),
    (ErRun, "precisa ser o comprimento da sequência que conquista, de 2 até o lado ({size})"),
    (
        ErSimultaneous,
        "precisa dizer quem fica com a coluna que as duas sequências alcançam ao mesmo tempo: mover (quem joga) ou opponent (o adversário)",
    ),
    (ErVersion, "precisa ser I (com sorte), II (informação completa) ou III (mãos distribuídas)"),
    (
        ErStrategy,
        "precisa ser o jogador do computador: champion (campeão), mirror (a estratégia do espelho do primeiro) ou random (aleatório)",
    ),
    (
        ErBadMove,
        "não dá para entender a jogada `{text}`: escreva a letra da coluna, o número da linha, `=` e um número, por ex. `c3=5`",
    ),
    (ErOccupied, "a casa {square} já tem o {number}: jogue numa casa vazia"),
    (ErNotInHand, "você não tem nenhum {number}: na versão III jogue uma peça da sua mão ({hand})"),
    (ErNotDrawn, "você tirou o {drawn}, não o {number}: na versão I você precisa colocar o número que saiu"),
    (ErGameOver, "o jogo terminou: não são aceitas mais jogadas"),
    (
        ErBadPosition,
        "não dá para entender a posição `{text}`: escreva as linhas de cima (linha n) para baixo até a linha 1, separadas por `/`, um caractere por casa (`.` ou um número), e, se quiser, um espaço e os donos das colunas (`F`, `S` ou `.` por coluna), por ex. `.../.2./1.. F..`",
    ),
    (
        ErSizeMismatch,
        "o tabuleiro é {board}×{board}, mas este jogo é {size}×{size} (size={size}): indique --param size={board} ou um tabuleiro {size}×{size}",
    ),
    (
        FgBadMove,
        "não dá para entender a jogada `{text}`: escreva uma peça, `@` e uma casa, por ex. `Tl@b3` (forma T, Q, C ou P, maiúscula para o primeiro e minúscula para o segundo; tamanho s ou l; casa de a1 a d4)",
    ),
    (
        FgBadPosition,
        "não dá para entender a posição `{text}`: escreva as fileiras 4 a 1 separadas por `/`, quatro casas cada (`.` ou uma peça como `Tl`), e depois um espaço e os pontos `F:S`, por ex. `Tl.../..cs./..../.... 0:0`",
    ),
    (
        FgPiecePlayed,
        "a peça {piece} já está no tabuleiro, em {square}: jogue uma das suas peças que ainda não foram colocadas",
    ),
    (FgOccupied, "a casa {square} está ocupada por {piece}: jogue numa casa vazia"),
    (SvMethod, "{method} não é aceito aqui: esta rota aceita {allowed}"),
    (SvPathNotUtf8, "o caminho não é UTF-8 válido: escreva ids e nomes em UTF-8, codificados com %"),
    (
        SvNeedUpgrade,
        "esta rota é um WebSocket: abra-a com um cliente WebSocket (Connection: Upgrade, Upgrade: websocket)",
    ),
    (SvBodyType, "envie JSON com `Content-Type: application/json`"),
    (SvBodyJson, "o corpo do pedido não é o JSON esperado: veja docs/api.md (detalhes em inglês: {detail})"),
    (SvQuery, "não dá para ler a query string: escreva pares nome=valor (detalhes em inglês: {detail})"),
    (SvNeedSeat, "só um lugar pode fazer isto: envie o token desse lugar (Authorization: Bearer TOKEN)"),
    (
        SvBadAuth,
        "o cabeçalho Authorization precisa ser `Bearer TOKEN`, com o token do seu lugar; para assistir, não envie cabeçalho",
    ),
    (SvUnknownToken, "este token não abre nenhum lugar desta partida; use o seu link de convite"),
    (SvBudget, "budget_ms {budget} está fora do intervalo: indique de 1 a {max}"),
    (
        SvUndoOver,
        "a partida terminou: as jogadas e o resultado ficam como foram jogados, então não dá mais para desfazer",
    ),
    (SvUndoPerson, "só dá para desfazer uma jogada numa partida contra o campeão; a jogada de uma pessoa fica"),
    (
        SvUndoReveals,
        "neste jogo não dá para desfazer jogadas: repetir uma jogada mostraria a você o que o computador esconde",
    ),
    (SvStore, "o banco de dados falhou e nada foi alterado: tente de novo (detalhes em inglês: {detail})"),
    (SvStopping, "o servidor está parando"),
    (SvInternal, "a análise falhou (detalhes em inglês: {detail})"),
    (SvTooBig, "{n} é maior do que o laboratório aceita: escreva um número até {max}"),
    (SvSolveSlow, "resolver esta posição aqui leva mais de {secs} s: escolha uma posição menor"),
    (SvJobsBusy, "já há {running} cálculos rodando; tente de novo quando um terminar"),
    (SvJobNotFor, "`{game}` não tem análise do tipo `{kind}` (as `capabilities` do jogo dizem o que ele tem)"),
    (SvJobKind, "não há cálculos do tipo `{kind}`: peça `table`, `period`, `strategies` ou `value`"),
    (SvTableRows, "uma tabela vai de uma linha a outra maior ou igual, com no máximo {max} linhas"),
    (SvRoomsFull, "o laboratório já tem {max} partidas por terminar; termine algumas antes de começar mais"),
    (
        SvQuarantined,
        "a partida `{id}` foi deixada de lado (em quarentena; detalhes em inglês: {reason}); as jogadas ficam guardadas e ela só volta a ser jogada quando quem administra o servidor a liberar",
    ),
    (SvJobSlow, "este cálculo levou mais de {secs} s e foi interrompido: peça menos linhas"),
    (
        SvJobServersStopped,
        "dois servidores pararam enquanto faziam este cálculo, por isso ele não é iniciado uma terceira vez; peça de novo, com menos trabalho se puder",
    ),
    (
        SvJobPage,
        "`offset` e `limit` são números inteiros, e uma página tem de 1 a {max} linhas; peça a página seguinte com `offset`",
    ),
    (
        SvJobNoRows,
        "o cálculo `{id}` (ainda) não tem tabela para entregar: linhas e desenhos vêm de um cálculo `table` concluído",
    ),
    (
        SvShowsFull,
        "o laboratório já tem {max} partidas entre campeões em andamento; espere uma terminar, ou jogue você mesmo",
    ),
    (
        SvSpectators,
        "esta partida já tem {max} espectadores: assista mais tarde, ou veja a repetição quando ela terminar",
    ),
    (SvSocketFlood, "mais de {max} mensagens por segundo: esta conexão foi fechada; reconecte para continuar"),
    (SvSocketJson, "envie JSON: {a} ou {b}"),
    // Cost before work.
    (CostTooBig, "isto precisa de cerca de {need} de memória, e este servidor permite {limit}: peça um jogo menor"),
    (
        CostBusy,
        "isto precisa de cerca de {need} de memória e outros cálculos ocupam quase todos os {limit} deste servidor ({free} livres agora); tente de novo daqui a pouco",
    ),
    (
        CostTooSlow,
        "isto levaria cerca de {need} s, e o laboratório interrompe esses cálculos aos {secs} s: peça um jogo menor",
    ),
    (
        CostTooBigHere,
        "isto precisa de cerca de {need} de memória; o limite é {limit} (`--memory MIB` muda o limite; o padrão é a memória livre da máquina)",
    ),
    (
        ValTooFar,
        "o valor exato só é procurado em posições com no máximo {max} casas vazias neste tabuleiro; esta tem {empties}: faça antes mais algumas jogadas",
    ),
    (
        ValBoardTooBig,
        "a busca exata aceita tabuleiros de 3×3 a {max}×{max}; este é {size}×{size}: escolha um lado menor",
    ),
    (
        ValVersionII,
        "o valor exato precisa de informação completa, que só a versão II tem (a versão {version} depende do acaso ou de mãos escondidas): escolha a versão II",
    ),
    (
        MmCompareTooBig,
        "as estratégias são comparadas em variantes de no máximo {max} senhas; esta tem {secrets} senhas e {guesses} chutes possíveis: escolha menos pinos ou menos cores",
    ),
    (ErDrawnMove, "escreva a casa e o número que você tirou, por ex. `c3={k}`, ou só a casa, `c3`"),
    (ErMoveShape, "escreva a letra da coluna, o número da linha, `=` e um número, por ex. `c3=5`"),
    (
        MmMakeExpected,
        "quem cria a senha abre a rodada com a senha ({pegs} cores de 1 a {colors}{distinct}, por ex. “senha 1234” ou só “1234”), “sorteio”, “adversário” ou “à mão”",
    ),
    // Turmas (issue 19): o que difere do português europeu.
    (
        ClassBadName,
        "um nome tem de 1 a {max} caracteres em uma linha, sem caracteres de controle: escreva o seu primeiro nome, por exemplo Ana",
    ),
    (ClassNameTaken, "“{name}” já está nesta turma: acrescente a inicial do seu sobrenome, por exemplo {name} S."),
    (
        ClassNoCode,
        "nenhuma turma aberta tem este código: confira o código na tela do professor (6 letras e algarismos)",
    ),
    (
        ClassThrottled,
        "chegaram muitos códigos errados desta rede no último minuto (não necessariamente seus): espere {secs} s e digite o código de novo",
    ),
    (
        ClassTeacherOnly,
        "só o professor da turma pode fazer isto: envie o token do professor (Authorization: Bearer TOKEN)",
    ),
    (ClassStudentOnly, "este token não é de nenhum aluno desta turma: entre de novo com o código da turma"),
    (ClassPaused, "o professor pausou a turma: espere até continuar"),
    (
        ClassCounted,
        "esta é uma rodada valendo: o professor desligou as dicas, a análise e o desfazer nas partidas da turma; jogue sem eles",
    ),
    (
        ClassMixedName,
        "o nome `{name}` mistura letras de dois alfabetos parecidos (latino com cirílico ou grego): escreva-o em um só alfabeto",
    ),
    (
        ClassSecret,
        "uma turma não pode fixar `{param}` de antemão: qualquer aluno poderia lê-lo; deixe-o de fora e cada partida faz o seu",
    ),
    (
        ServePublicUrl,
        "`--public-url` recebe o endereço que os alunos abrem, uma URL http:// ou https:// como http://escola.exemplo:8080 (sem ? nem #); `{given}` não é uma delas",
    ),
    (
        ServeKeepDays,
        "`--keep-days` recebe um número inteiro de dias, de 1 a 36500 (o padrão é 30); `{given}` não é um deles",
    ),
    (
        ClassRoundPlaying,
        "{n} {n|partida|partidas} desta rodada ainda {n|está|estão} sendo {n|jogada|jogadas}: espere, ou encerre-{n|a|as} por desistência",
    ),
    (ClassTooFew, "uma rodada precisa de pelo menos {min} {min|aluno presente|alunos presentes}"),
    (ClassesFull, "o laboratório já tem {max} turmas abertas: encerre algumas antes de abrir mais"),
    (ClassCsvMatches, "rodada,partida,A (primeiro),B (segundo),resultado,razão"),
    (ClassUnfinished, "não terminada"),
    (
        ResearchAddress,
        "`worker --database`, `solve --distribute` e `solve --status` recebem um endereço PostgreSQL, postgres://USUÁRIO[:SENHA]@SERVIDOR[:PORTA]/BANCO; `{given}` não é um deles",
    ),
    (
        ResearchOtherVersion,
        "o problema `{problem}` foi escrito por {found} e este é {mine}: um worker ou um solve de {found} continua com ele",
    ),
    (ResearchNoSplit, "`--distribute` divide as resoluções longas de {games}; {game} não se divide"),
];
