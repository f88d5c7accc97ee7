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
    (
        ErrIllegalMove,
        "a jogada `{text}` não vale aqui: escolha uma das jogadas possíveis (as regras explicam a notação)",
    ),
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
];
