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
        "Digite uma jogada (por ex. `4`) ou: ajuda, sugestão, análise [PERGUNTA] (Mastermind: um palpite), anular, jogadas, regras, guardar ARQUIVO, sair.",
    ),
    (PlayEndOfInput, "(fim da entrada: saindo da partida)"),
    (PlayPassDevice, "Passe o computador para {seat} e aperte Enter."),
    (PlaySaved, "partida salva em {file}"),
    (PlayCannotSave, "não foi possível salvar em {file}: {why}"),
    (PlaySayWhere, "diga onde: guardar ARQUIVO"),
    (
        MmMake,
        "{maker}, crie o código da rodada {round} ({breaker} adivinha): `secret CÓDIGO` com {pegs} cores de 1 a {colors}{distinct} (só você o vê), `random` (sorteado para você), `adversary` (o computador responde, mantendo o maior número possível de códigos) ou `answer` (você responde a cada palpite).",
    ),
    (
        MmGuess,
        "{breaker}, adivinhe o código de {maker}: {pegs} cores de 1 a {colors}{distinct}, por ex. {example} — palpite {nth} de {max}.",
    ),
    (MmAnswer, "{maker}, responda ao palpite {guess} de {breaker}: {rule}"),
    (MmRuleCount, "pinos da cor certa no lugar certo (B) e em outro lugar (W), por ex. 2B1W."),
    (
        MmRulePositional,
        "uma marca por pino: + lugar certo, o cor que está em outro lugar do seu código, - ausente, por ex. +o--.",
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
];
