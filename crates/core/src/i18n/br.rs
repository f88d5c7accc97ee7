//! A tabela em português do Brasil: só as chaves que diferem do português
//! europeu (você em vez de tu, "tela" em vez de "ecrã"…); as outras vêm da
//! tabela europeia, chave a chave.

use super::Key::{self, *};

/// As chaves que o português do Brasil escreve de outra maneira.
pub(super) const TABLE: &[(Key, &str)] = &[
    (ChoiceOneOf, "jogue uma de {moves}"),
    (
        ChoiceOneOfMany,
        "jogue uma {n|da|das} {n} {n|jogada possível|jogadas possíveis}, na notação do jogo (veja as regras)",
    ),
    (ErrUnknownParam, "o jogo {game} não tem o parâmetro `{name}`: ele aceita {accepted}"),
    (ErrIllegalMove, "a jogada `{text}` não vale aqui: {expected}"),
    (ErrTooLarge, "o cálculo é grande demais para esta máquina (detalhes em inglês: {detail})"),
    (ErrUnsupported, "este pedido não se aplica aqui (detalhes em inglês: {detail})"),
    (ErrOver, "a partida terminou; comece outra ou desfaça a última jogada"),
    (ErrNothingToUndo, "não há nenhuma jogada para desfazer"),
    (ErrBadSave, "não é possível retomar esta partida salva (detalhes em inglês: {detail})"),
    (
        PlayHelp,
        "Digite uma jogada (por ex. `4`) ou: ajuda, sugestão, análise [PERGUNTA] (ou um chute, num jogo de adivinhar), anular, jogadas, regras, guardar ARQUIVO, sair.",
    ),
    (PlayEndOfInput, "(fim da entrada: saindo da partida)"),
    (PlayPassDevice, "Passe o computador para {seat} e aperte Enter."),
    (PlaySaved, "partida salva em {file}"),
    (PlayCannotSave, "não foi possível salvar em {file}: {why}"),
    (PlaySayWhere, "diga onde: guardar ARQUIVO"),
    (
        MmMake,
        "{maker}, crie a senha da rodada {round} ({breaker} adivinha): digite {pegs} cores de 1 a {colors}{distinct} (só você vê a senha), ou “sorteio” (sorteada para você), “adversário” (o computador responde, mantendo o maior número possível de senhas) ou “à mão” (você responde a cada chute).",
    ),
    (
        MmGuess,
        "{breaker}, adivinhe a senha de {maker}: {pegs} cores de 1 a {colors}{distinct}, por ex. {example} — chute {nth} de {max}.",
    ),
    (MmAnswer, "{maker}, responda ao chute {guess} de {breaker}: {rule}"),
    (MmRuleCount, "pinos da cor certa no lugar certo (B) e em outro lugar (W), por ex. 2B1W."),
    (
        MmRulePositional,
        "uma marca por pino: “+” cor no lugar certo, “o” cor da sua senha em outro lugar, “-” cor ausente; por ex. +o--.",
    ),
    (
        ErPlace,
        "Joga {who}: coloque um número de 1 a {n} em uma casa vazia onde ele ainda não esteja na linha nem na coluna, por ex. `c3={example}`.",
    ),
    (
        ErDrewMine,
        "{who}, você tirou o {k}: coloque-o em uma casa vazia sem nenhum {k} na linha nem na coluna — `c3={k}` ou só `c3`.",
    ),
    (ErDrewOther, "{who} tirou o {k} e precisa colocá-lo."),
    (
        ErHandMine,
        "Joga {who}: coloque uma peça da sua mão ({hand}) em uma casa vazia onde o número dela ainda não esteja na linha nem na coluna, por ex. `c3={example}`.",
    ),
    (ErHandOther, "Joga {who}: vai colocar uma peça da mão."),
    (MmRoundBroken, "na rodada {round} {breaker} descobriu a senha em {k} {k|chute|chutes}"),
    (MmRoundMissed, "na rodada {round} {breaker} não descobriu a senha e fica com {score} {score|ponto|pontos}"),
    (
        MmEnd,
        "Todas as rodadas foram jogadas ({rounds}). Chutes gastos para adivinhar — A {a}, B {b}; ganha quem gasta menos — {verdict}.",
    ),
    (
        ErHintEstimate,
        "o jogo parece equilibrado (uma estimativa, não uma prova): {score} para {who}, em uma escala de −1 (perde) a +1 (ganha)",
    ),
    (
        ErHintLeansWin,
        "{who} parece estar ganhando (uma estimativa, não uma prova): {score} em uma escala de −1 (perde) a +1 (ganha)",
    ),
    (
        ErHintLeansLose,
        "{who} parece estar perdendo (uma estimativa, não uma prova): {score} em uma escala de −1 (perde) a +1 (ganha)",
    ),
    (
        ErEndBlocked,
        "{loser} não pode colocar nenhum número em nenhuma casa e fica bloqueado; quem fica bloqueado perde, não importa quantas colunas tenha — {verdict}. {conquests}",
    ),
    (HowJumped, "pulou para a casa da linha {row}, coluna {col}"),
    (HowFlagged, "colocou uma bandeira em {at} de volta"),
    (HowPlaced, "colocou o {piece} em {square}"),
    (HowPut, "colocou o {n} em {square}"),
    (DoJump, "pular para a casa da linha {row}, coluna {col}"),
    (DoFlag, "colocar uma bandeira em {at} de volta"),
    (DoPlace, "colocar o {piece} em {square}"),
    (DoPut, "colocar o {n} em {square}"),
    (
        ErEndBlockedDrew,
        "{loser} tirou o {k}; o {k} não cabe em nenhuma casa, e {loser} fica bloqueado; quem fica bloqueado perde, não importa quantas colunas tenha — {verdict}. {conquests}",
    ),
    (
        MmHintBreakerSummary,
        "{n|Ainda é possível|Ainda são possíveis} {n} {n|senha|senhas} (chute {nth} de {max}){codes}",
    ),
    (MmHintMakeSummary, "{maker} cria a senha da rodada {round}"),
    (
        MmHintMake,
        "{maker} cria a senha da rodada {round}: qualquer uma das {secrets} senhas serve. “Senha sorteada” não dá a {breaker} nada para explorar; com “Adversário”, o computador responde mantendo o maior número possível de senhas (o pior caso para {breaker}); com “Responder à mão”, você responde a cada chute (as contradições são recusadas).",
    ),
    (
        MmHintAnswerSummary,
        "{n} {n|resposta|respostas} a {guess} {n|é coerente|são coerentes} com as suas respostas anteriores",
    ),
    (MmHintBreaker, "Um bom chute agora: {best}."),
    (
        MmHintAnswer,
        "Responda o que a sua senha dá ao chute {guess}. As respostas coerentes com as anteriores, com as senhas que cada uma deixaria: {answers}.",
    ),
    (
        MmStrategyTimeout,
        "{name} — não calculada: não terminou em {ms} ms neste ponto (`ludoteca solve {game} --param strategy={name}` calcula)",
    ),
    (
        ErHowIIIWorlds,
        "experimentou {worlds} maneiras de a outra mão ter as peças que você não vê, pois só conhece a sua",
    ),
    (MethodPlayout, "os dois campeões jogaram até o fim (uma estimativa)"),
    (ErHowIII, "só contou com o que você pode saber: a sua mão e as peças que faltam"),
    // Marcas das jogadas de uma partida terminada (a repetição).
    (MarkMistakeFragile, "Ao {mv}, você deixou {left}: o adversário pode {reply} e deixar para você {after}.{better}"),
    (MarkMistakeLost, "Ao {mv}, você deixou {left}: a partir daí o adversário ganha.{better}"),
    (
        MarkMistakeDraw,
        "Ao {mv}, você deixou {left}: o jogo estava ganho, e agora o adversário consegue o empate.{better}",
    ),
    (MarkBetterWin, " Você podia {mv}: deixaria uma posição inatacável (tipo-S) e ganharia."),
    (MarkBetterDraw, " Você podia {mv} e manteria o empate."),
    (
        MarkMmNotACode,
        "Na rodada {round}, o chute {guess} não podia ser a senha: repete uma cor, e a senha deste jogo não tem cores repetidas.",
    ),
    (
        MarkMmInconsistent,
        "Na rodada {round}, o chute {guess} não podia ser a senha: não combina com as respostas que você já tinha, e ainda {left|restava|restavam} {left} {left|senha possível|senhas possíveis}.",
    ),
    (
        MarkMmWorse,
        "O chute {guess} combina com as respostas, mas pode deixar {worst} {worst|senha|senhas}; o melhor chute deixa no máximo {best}.",
    ),
    (MmAnswerCodes, "{feedback} ({n} {n|senha|senhas})"),
    (MmStrategyTooMuch, "{name} — não calculada: {n} senhas × cada chute é trabalho demais para uma sugestão"),
    (MmMeaningExpectedSize, "número esperado de senhas que sobram (menor é melhor)"),
    (MmMeaningRandom, "probabilidade de ser sorteado entre as senhas possíveis (o sorteio segue a semente)"),
    (
        MmMeaningOptimalWorst,
        "chutes necessários no pior caso a partir de agora, este incluído, jogando da melhor maneira depois (menor é melhor)",
    ),
    (
        MmMeaningOptimalAverage,
        "chutes esperados a partir de agora, este incluído, jogando da melhor maneira depois (menor é melhor)",
    ),
    (SvBadName, "o nome de um lugar é uma linha de no máximo {max} caracteres, sem caracteres de controle"),
];
