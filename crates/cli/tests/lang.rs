//! `--lang`: rules, reports, prompts and errors in European and Brazilian
//! Portuguese, in the vocabulary of *Jogos e Estratégias*; English by default
//! and from the locale.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn ludoteca(env_lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", env_lang)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = ludoteca("C", args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn stderr_of_refusal(args: &[&str]) -> String {
    let out = ludoteca("C", args);
    assert!(!out.status.success(), "{args:?} should fail");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn outcome_in_the_texts_words() {
    // 18 = 5·3 + 3 is not 0 or 2 mod 5: fragile; 17 = 5·3 + 2 is safe.
    let pt = stdout(&["--lang", "pt", "outcome", "je-9", "--position", "17"]);
    assert!(pt.contains("tipo-S — inatacável: quem joga perde"), "{pt}");
    assert!(pt.contains("geração"), "{pt}");
    let pt = stdout(&["--lang", "pt", "outcome", "je-9", "--position", "18"]);
    assert!(pt.contains("tipo-P — frágil: quem joga ganha"), "{pt}");
    assert!(pt.contains("inatacável para o adversário (jogada boa)"), "{pt}");
    assert!(pt.contains("(jogada má)"), "{pt}");
    assert!(pt.contains("quem joga ganha em 9 jogadas jogando para uma posição inatacável, da qual qualquer jogada devolve uma posição frágil: 1 deixa 17."), "{pt}");
    let en = stdout(&["outcome", "je-9", "--position", "17"]);
    assert!(en.contains("P — safe: the player to move loses"), "{en}");
    let br = stdout(&["--lang", "pt-BR", "outcome", "je-9", "--position", "17"]);
    assert!(br.contains("tipo-S — inatacável"), "{br}");
    // The machine interface keeps its codes.
    let json = stdout(&["--lang", "pt", "outcome", "je-9", "--position", "17", "--json"]);
    assert!(json.contains(r#""outcome":"P""#), "{json}");
}

#[test]
fn rules_in_portuguese_come_from_the_content_files_and_the_descriptor() {
    let pt = stdout(&["--lang", "pt", "rules", "je-9", "--param", "heap=30"]);
    assert!(pt.contains("Ganha quem tirar a última"), "{pt}");
    assert!(pt.contains("Uma jogada escreve-se com o número de pedras tiradas"), "{pt}");
    assert!(pt.contains("Parâmetros:") && pt.contains("agora 30"), "{pt}");
    assert!(!pt.contains("Parameters") && !pt.contains("inglês"), "{pt}");
    // Brazilian Portuguese differs where its files do: "Jogo da Velha".
    let br = stdout(&["--lang", "pt-BR", "rules", "figuras"]);
    assert!(br.starts_with("Jogo da Velha com Figuras Geométricas"), "{br}");
    let pt = stdout(&["--lang", "pt", "rules", "figuras"]);
    assert!(pt.starts_with("Jogo do Galo com Figuras Geométricas") && pt.contains("Uma jogada é peça@casa"), "{pt}");
    let games = stdout(&["--lang", "pt", "games"]);
    assert!(games.contains("je-9           Tirar 1 ou 4 de um monte de 1000"), "{games}");
    let en = stdout(&["rules", "je-9"]);
    assert!(en.contains("Parameters"), "{en}");
}

#[test]
fn errors_in_the_persons_language() {
    let e = stderr_of_refusal(&["--lang", "pt", "outcome", "je-9", "--param", "heap=x"]);
    assert!(e.starts_with("erro: ") && e.contains("um número inteiro a partir de 0"), "{e}");
    let e = stderr_of_refusal(&["--lang", "pt-PT", "outcome", "je-99"]);
    assert!(e.contains("não há nenhum jogo `je-99`"), "{e}");
    let e = stderr_of_refusal(&["outcome", "je-9", "--param", "heap=x"]);
    assert!(e.starts_with("error: bad value `x`"), "{e}");
    let e = stderr_of_refusal(&["--lang", "fr", "games"]);
    assert!(e.contains("en, pt") && e.contains("pt-BR"), "{e}");
}

#[test]
fn the_locale_chooses_when_no_flag_does() {
    let out = ludoteca("pt_BR.UTF-8", &["outcome", "je-9", "--position", "17"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("tipo-S"), "{text}");
    let out = ludoteca("pt_PT.UTF-8", &["--lang", "en", "outcome", "je-9", "--position", "17"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("P — safe"), "{text}");
}

#[test]
fn a_match_in_portuguese() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .env("LC_ALL", "C")
        .args(["--lang", "pt", "play", "je-9", "--param", "heap=7"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"zz\nsugest\xc3\xa3o\n1\nanular\nsair\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Escreve uma jogada"), "{text}");
    assert!(text.contains("[7] joga A> "), "{text}");
    assert!(text.contains("a jogada `zz` não é válida aqui"), "{text}");
    assert!(text.contains("tipo-S — inatacável: quem joga perde"), "{text}");
    assert!(text.contains("A joga 1 → 6") && text.contains("B (campeão) joga"), "{text}");
    assert!(text.contains("A anulou 2 jogadas."), "{text}");
}

#[test]
fn tables_in_the_texts_signs() {
    let pt = stdout(&["--lang", "pt", "table", "je-9", "--to", "12", "--format", "text"]);
    assert!(pt.contains("+ inatacável (tipo-S)   − frágil (tipo-P)   ° neutra (tipo-N)"), "{pt}");
    assert!(pt.contains("periódica a partir da linha 0, com período 5"), "{pt}");
    let en = stdout(&["table", "je-9", "--to", "12", "--format", "text"]);
    assert!(en.contains("periodic from row 0 with period 5"), "{en}");
}

#[test]
fn periods_in_portuguese() {
    let pt = stdout(&["--lang", "pt", "period", "je-9"]);
    assert!(pt.contains("je-9: período 5 a partir da linha 0 (provado)"), "{pt}");
    assert!(pt.contains("montes iniciais inatacáveis n ≥ 0: n mod 5 ∈ {0, 2}"), "{pt}");
    let en = stdout(&["period", "je-9"]);
    assert!(en.contains("safe starting heaps n ≥ 0: n mod 5 ∈ {0, 2}"), "{en}");
}

/// What a game does not do, and work too large for the machine, are refused
/// in the reader's language: none of these sentences falls back to English
/// ("pormenores em inglês", "detalhes em inglês", "(em inglês)"), and each
/// says it in its own words.
#[test]
fn refusals_of_missing_and_too_large_work_read_in_portuguese() {
    let cases: &[(&[&str], &str)] = &[
        (&["period", "figuras"], "não tem período"),
        (&["table", "mastermind"], "informação escondida"),
        (&["table", "je-9", "--from", "0", "--to", "100000000"], "grande demais para mostrar"),
        (&["outcome", "erdos-latino", "--param", "size=6"], "fora do alcance de `outcome`"),
        (&["outcome", "erdos-latino", "--param", "version=I"], "informação completa"),
        (&["value", "je-9", "--param", "misere=true"], "jogo normal"),
    ];
    for lang in ["pt", "pt-BR"] {
        for (args, words) in cases {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let err = stderr_of_refusal(&all);
            assert!(!err.contains("inglês"), "{lang} {args:?}: {err}");
            assert!(err.contains(words), "{lang} {args:?}: {err}");
        }
    }
    let br = stderr_of_refusal(&["--lang", "pt-BR", "outcome", "erdos-latino", "--param", "size=6"]);
    assert!(br.contains("rode `ludoteca solve") && br.contains("peça"), "{br}");
}

/// The command line's own refusals of what a person typed (a backwards
/// range, sizes not written as one, a game without certificates, a file
/// that is not a saved match) in each Portuguese, and none in English.
#[test]
fn the_command_lines_own_refusals_read_in_portuguese() {
    let saved = std::env::temp_dir().join(format!("ludoteca-not-saved-{}.json", std::process::id()));
    std::fs::write(&saved, "{}").unwrap();
    let file = saved.display().to_string();
    let cases: &[(&[&str], &str, &str)] = &[
        (&["table", "je-9", "--from", "5", "--to", "2"], "dá um intervalo", "dê um intervalo"),
        (&["table", "erdos-latino", "--sizes", "x"], "intervalo de tamanhos", "intervalo de tamanhos"),
        (&["verify", "je-9", "x"], "verifica os certificados", "confere os certificados"),
        (&["play", "je-9", "--load", &file], "não é um jogo guardado", "não é uma partida salva"),
    ];
    for (args, pt, br) in cases {
        for (lang, words) in [("pt", pt), ("pt-BR", br)] {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let err = stderr_of_refusal(&all);
            assert!(err.contains(words), "{lang} {args:?}: {err}");
            for english in ["give", "written", "checks", "is not", "takes"] {
                assert!(!err.contains(english), "{lang} {args:?}: {err}");
            }
        }
    }
    std::fs::remove_file(&saved).unwrap();
}

/// No English sentence: none of the words a report in English is made of.
fn no_english(text: &str) {
    let english =
        ["the", "wins", "with", "positions", "secrets", "guesses", "player", "heaps", "nodes", "empty", "proved)"];
    let words: Vec<&str> = text.split(|c: char| c.is_whitespace() || c == ',' || c == ';').collect();
    let found: Vec<&&str> = english.iter().filter(|w| words.contains(w)).collect();
    assert!(found.is_empty(), "English {found:?} in:\n{text}");
}

#[test]
fn the_long_solves_report_in_the_readers_language() {
    // A strategy over every secret: pt-PT's *segredos* and *palpites*,
    // pt-BR's *senhas* and *chutes*; the numbers as they are, the decimal
    // with a comma.
    let mm = ["solve", "mastermind", "--param", "pegs=2", "--param", "colors=3", "--param", "strategy=optimal-average"];
    let pt = stdout(&[&["--lang", "pt"], &mm[..]].concat());
    assert!(pt.contains("6 segredos, no pior caso 2 palpites, total 11, média 1,83333"), "{pt}");
    no_english(&pt);
    let br = stdout(&[&["--lang", "pt-BR"], &mm[..]].concat());
    assert!(br.contains("6 senhas, no pior caso 2 chutes, total 11, média 1,83333"), "{br}");
    assert!(!br.contains("palpite") && !br.contains("código"), "{br}");
    no_english(&br);
    // Game 28's study in the theory's words: the starting heap is tipo-P,
    // frágil; the losing ones tipo-S, inatacáveis.
    for lang in ["pt", "pt-BR"] {
        let study = stdout(&["--lang", lang, "solve", "je-28"]);
        assert!(study.contains("o primeiro jogador ganha: o monte inicial é tipo-P — frágil"), "{study}");
        assert!(study.contains("perde em 36 deles, os montes iniciais tipo-S, inatacáveis"), "{study}");
        no_english(&study);
    }
    // Erdös Latino's value, its proof's certificate and the checker's verdict.
    let dir = std::env::temp_dir().join(format!("ludoteca-lang-solve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cert = dir.join("3x3.bin");
    let cert = cert.to_str().unwrap();
    let pt = stdout(&["--lang", "pt", "solve", "erdos-latino", "--param", "size=3", "--certificate", cert]);
    assert!(pt.contains("3×3 versão II: o primeiro (A) ganha com o melhor jogo (provado)"), "{pt}");
    assert!(pt.contains(&format!("certificado escrito em {cert}")), "{pt}");
    no_english(&pt);
    let br = stdout(&["--lang", "pt-BR", "verify", "erdos-latino", cert]);
    assert!(br.starts_with("certificado aceito: 3×3"), "{br}");
    assert!(br.contains("dá a coluna para quem jogou"), "{br}");
    no_english(&br);
    let _ = std::fs::remove_dir_all(&dir);
    // Figuras' value and its opening book.
    let pt = stdout(&["--lang", "pt", "solve", "figuras", "--position", "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3"]);
    assert!(pt.starts_with("valor +0 (pontos do primeiro menos os do segundo, com o melhor jogo)"), "{pt}");
    no_english(&pt);
    let br = stdout(&["--lang", "pt-BR", "book", "figuras"]);
    assert!(br.contains("casas vazias") && br.contains("tabuleiro vazio: valor"), "{br}");
    no_english(&br);
    // The machine interface keeps its fields.
    let json = stdout(&[&["--lang", "pt"], &mm[..], &["--json"]].concat());
    assert!(json.contains(r#""codes":6"#) && !json.contains("segredos"), "{json}");
}

/// Theorem 4.1's verdict on a conjecture in the text's words: the
/// property broken (propriedade I: a frágil position with no move to an
/// inatacável one) and the move that breaks one.
#[test]
fn a_conjectures_verdict_in_the_texts_words() {
    let pt = stdout(&["--lang", "pt", "conjecture", "je-9", "--safe", "n%4==0"]);
    assert!(pt.starts_with("falha na posição 2: propriedade I: de cada posição frágil"), "{pt}");
    let pt = stdout(&["--lang", "pt", "conjecture", "je-9", "--safe", "n%5==0||n%5==1"]);
    assert!(pt.contains("propriedade II") && pt.contains("a jogada 1 contraria-a"), "{pt}");
    let br = stdout(&["--lang", "pt-BR", "conjecture", "je-9", "--safe", "n%5==0||n%5==2"]);
    assert!(br.starts_with("vale para todas as 201 posições (Teorema 4.1"), "{br}");
}
