//! A tabela em português europeu, com o vocabulário de *Jogos e
//! Estratégias* (Definição 2.1): tipo-P (*primeiro*: quem joga ganha; a
//! posição é *frágil*), tipo-S (*segundo*: quem joga perde; *inatacável* ou
//! *segura*) e tipo-N (*neutra*: empate). A distância ao fim é a *geração*.

use super::Key::{self, *};

/// Todas as chaves em português europeu.
pub(super) const TABLE: &[(Key, &str)] = &[
    (LetterNextWins, "P"),
    (LetterPreviousWins, "S"),
    (LetterDraw, "N"),
    (WordNextWins, "frágil"),
    (WordPreviousWins, "inatacável"),
    (WordDraw, "neutra"),
    (MeaningNextWins, "quem joga ganha"),
    (MeaningPreviousWins, "quem joga perde"),
    (MeaningDraw, "empate com o melhor jogo"),
    (Describe, "tipo-{letter} — {word}: {meaning}"),
    (Remoteness, "geração {n}"),
    (GoodMove, "boa"),
    (BadMove, "má"),
    (SeatFirst, "primeiro"),
    (SeatSecond, "segundo"),
    (Seat, "{letter} ({name})"),
    (PromptToMove, "Joga {seat}: {choice}."),
    (ChoiceNoMove, "não há nenhuma jogada possível"),
    (ChoiceOneOf, "joga uma de {moves}"),
    (
        ChoiceOneOfMany,
        "joga uma {n|da|das} {n} {n|jogada possível|jogadas possíveis}, na notação do jogo (vê as regras)",
    ),
    (MatchOver, "A partida terminou."),
    (HintSummary, "{outcome}; {remoteness}"),
    (ErrUnknownGame, "não há nenhum jogo `{id}`: os jogos são {known}"),
    (ErrUnknownParam, "o jogo {game} não tem o parâmetro `{name}`: aceita {accepted}"),
    (ErrBadParam, "o valor `{value}` não serve para `{name}`: tem de ser {expected}"),
    (ErrBadParamBare, "o valor `{value}` não serve para `{name}`: as regras do jogo dizem o que aceita"),
    (ErrBadPosition, "não se reconhece a posição `{text}`: as regras do jogo explicam a notação"),
    (
        ErrIllegalMove,
        "a jogada `{text}` não é válida aqui: escolhe uma das jogadas possíveis (as regras explicam a notação)",
    ),
    (ErrTooLarge, "o cálculo é grande demais para esta máquina (pormenores em inglês: {detail})"),
    (ErrUnsupported, "este pedido não se aplica aqui (pormenores em inglês: {detail})"),
    (ErrCancelled, "o cálculo foi cancelado"),
    (
        ErrHintTimeout,
        "a análise desta posição não acabou em {secs} s: só há sugestões para posições que se analisam nesse tempo",
    ),
    (ErrNotYourTurn, "não é a vez de {seat}: agora joga {turn}"),
    (ErrOver, "a partida terminou; começa outra ou anula a última jogada"),
    (ErrNothingToUndo, "não há nenhuma jogada para anular"),
    (ErrBadSave, "não é possível retomar esta partida guardada (pormenores em inglês: {detail})"),
    (Untranslated, "{text} (em inglês)"),
];
