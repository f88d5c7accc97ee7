//! The rules in words come from `content/` in every language: every
//! preset's Portuguese rules (European and Brazilian) hold no English, name
//! every parameter with its value and leave no placeholder unfilled; every
//! content file is used, every preset has its English and Portuguese files,
//! and the sections of a family's files match from language to language.

use ludoteca_core::Lang;
use ludoteca_games::rules_text::{self, english_words};
use ludoteca_games::{Params, catalogue, presets};
use std::collections::BTreeSet;
use std::path::Path;

/// The parameters each preset is read with: its defaults, and misère play
/// where the family takes it (so that both endings are read).
fn variants(id: &str) -> Vec<Params> {
    let mut out = vec![Params::new()];
    let p = catalogue::preset(id).unwrap();
    if p.family.param("misere").is_some() {
        out.push(Params::parse(["misere=true"]).unwrap());
    }
    out
}

#[test]
fn portuguese_rules_hold_no_english_and_name_every_parameter() {
    let mut failures = Vec::new();
    for p in presets() {
        for params in variants(p.id) {
            let entry = catalogue::open(p.id, &params).unwrap();
            let in_force = catalogue::in_force(p, &params).unwrap();
            for lang in [Lang::PT, Lang::PT_BR] {
                let rules = entry.rules(lang);
                let english = english_words(&rules);
                if !english.is_empty() {
                    failures.push(format!("{} {params:?} {lang:?}: English words {english:?}", p.id));
                }
                assert!(rules.contains("Parâmetros:"), "{} {lang:?}: {rules}", p.id);
                assert!(rules.starts_with(p.content.statement_in(lang)), "{} {lang:?} starts with the statement", p.id);
                for spec in p.family.params {
                    assert!(rules.contains(&format!("{}=", spec.name)), "{} {lang:?} names {}", p.id, spec.name);
                    // The value in force, in words (a choice by its label, sim/não).
                    if let Some(v) = in_force.get(spec.name) {
                        let v = spec.value_in_words(v, lang);
                        assert!(
                            rules.contains(&format!("agora {v}")),
                            "{} {lang:?}: {}'s value {v} is not in {rules}",
                            p.id,
                            spec.name
                        );
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_stop_list_catches_english() {
    assert_eq!(
        english_words("Players alternate; each must take from the heap."),
        ["players", "each", "must", "take", "from", "the", "heap"]
    );
    assert!(english_words("Joga-se à vez: `moves` e take=1,4 e forbid=none|own-last").is_empty());
}

#[test]
fn every_language_fills_every_placeholder_and_says_something_of_its_own() {
    for p in presets() {
        for params in variants(p.id) {
            let entry = catalogue::open(p.id, &params).unwrap();
            let texts = Lang::ALL.map(|lang| entry.rules(lang));
            for (lang, text) in Lang::ALL.iter().zip(&texts) {
                let left = text
                    .split('{')
                    .skip(1)
                    .filter_map(|s| s.split_once('}').map(|(name, _)| name))
                    .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
                    .collect::<Vec<_>>();
                assert!(left.is_empty(), "{} {lang:?}: unfilled {left:?}", p.id);
            }
            assert_ne!(texts[0], texts[1], "{}: the Portuguese rules differ from the English", p.id);
        }
    }
}

/// Every file of the families' `content/` folders (`src/<family>/content/`):
/// the presets' statements by name, the rules as `<family>/rules.<lang>.md`.
fn content_files() -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut statements, mut rules) = (BTreeSet::new(), BTreeSet::new());
    let src = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    for family in std::fs::read_dir(src).unwrap().map(|e| e.unwrap()).filter(|e| e.path().is_dir()) {
        let dir = family.path().join("content");
        if !dir.is_dir() {
            continue;
        }
        let folder = family.file_name().into_string().unwrap();
        for name in files(&dir) {
            if name.starts_with("rules.") {
                rules.insert(format!("{folder}/{name}"));
            } else {
                statements.insert(name);
            }
        }
    }
    (statements, rules)
}

/// The file names of a folder.
fn files(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_file())
        .map(|e| e.file_name().into_string().unwrap())
        .collect()
}

#[test]
fn every_content_file_is_used_and_every_preset_has_english_and_portuguese() {
    let mut used = BTreeSet::new();
    for p in presets() {
        let c = &p.content;
        // Every language that falls back to none has its own text.
        for lang in Lang::ALL.into_iter().filter(|l| l.fallback().is_none()) {
            let [summary, statement] = [c.summary, c.statement].map(|t| t.own(lang).unwrap_or_default());
            assert!(!summary.is_empty() && !statement.is_empty(), "{}: {lang}", p.id);
        }
        assert_ne!(c.statement.own(Lang::EN), c.statement.own(Lang::PT), "{}: the Portuguese is its own text", p.id);
        for lang in Lang::ALL {
            if c.statement.own(lang).is_some() {
                used.insert(format!("{}.{}.md", p.id, lang.tag()));
            }
        }
    }
    let (statements, rules) = content_files();
    assert_eq!(statements, used, "content/: files no preset reads, or presets without files");
    let mut used = BTreeSet::new();
    for t in rules_text::all() {
        for (tag, _) in t.files {
            used.insert(format!("{}/rules.{tag}.md", t.family));
        }
    }
    assert_eq!(rules, used, "content/rules.*.md: files no family reads");
}

#[test]
fn sections_match_from_language_to_language() {
    for t in rules_text::all() {
        let keys = |lang: Lang| t.file(lang).map(rules_text::keys).unwrap_or_default();
        let en: BTreeSet<_> = keys(Lang::EN).into_iter().collect();
        assert_eq!(en.len(), keys(Lang::EN).len(), "{}: a key twice", t.family);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::EN) {
            let own: BTreeSet<_> = keys(lang).into_iter().collect();
            match lang.fallback() {
                // A language of its own has every section English has.
                None => assert_eq!(en, own, "{}: English and {lang} sections", t.family),
                // One that falls back to another only some, and none the other lacks.
                Some(base) => {
                    if t.file(lang).is_some() {
                        let base: BTreeSet<_> = keys(base).into_iter().collect();
                        assert!(own.is_subset(&base), "{}: {lang} sections not in {base:?}", t.family);
                        assert!(!own.is_empty(), "{}: an empty {lang} file", t.family);
                    }
                }
            }
        }
        for key in &en {
            for lang in Lang::ALL {
                assert!(!t.get(lang, key).is_empty() || t.get(Lang::EN, key).is_empty(), "{} {key} {lang:?}", t.family);
            }
        }
    }
}

/// The rules a game page shows a student: every game, in both Portuguese,
/// has rules left in words, and none of the command line.
#[test]
fn the_students_rules_have_no_command_line() {
    for p in ludoteca_games::presets() {
        let e = ludoteca_games::open(p.id, &ludoteca_games::Params::new()).unwrap();
        for lang in [ludoteca_core::Lang::PT, ludoteca_core::Lang::PT_BR] {
            let rules = e.rules(lang);
            let page = ludoteca_games::rules_text::for_page(&rules);
            let s = &page.student;
            assert!(s.len() > 40, "{} ({lang:?}): almost nothing left for the student: {s:?}", p.id);
            for bad in ["--param", "`", "=", "ludoteca ", "No terminal", "Parâmetros"] {
                assert!(!s.contains(bad), "{} ({lang:?}): `{bad}` in the student's rules: {s}", p.id);
            }
            // Nothing is lost: every paragraph is in one part or the other.
            let whole = rules.split("\n\n").map(str::trim).filter(|x| !x.is_empty()).count();
            let parts = [s, &page.teacher]
                .iter()
                .map(|t| t.split("\n\n").filter(|x| !x.trim().is_empty()).count())
                .sum::<usize>();
            assert_eq!(whole, parts, "{}: a paragraph lost", p.id);
        }
    }
}

/// European-only forms a Brazilian text must not hold.
const EUROPEAN: &[&str] = &[
    "equipa",
    " partilh",
    "tira-se",
    "joga-se",
    "à vez",
    "À vez",
    "ecrã",
    "noutro",
    "sítio",
    "seja quem for",
    " baralhad",
    "quadrícula",
    "abre-se",
    "Abre-se",
    "até ao ",
    "por omissão",
    "escreve-se",
    "até à ",
    "deduz-se",
    "omitir-se",
];

/// Brazilian texts use Brazilian words: none of the European-only forms
/// the walk through the pages found ("equipas", "partilham", "tira-se",
/// "joga-se à vez").
#[test]
fn brazilian_texts_have_no_european_only_words() {
    let mut found = Vec::new();
    for p in presets() {
        let e = ludoteca_games::open(p.id, &Params::new()).unwrap();
        let mut texts = vec![
            ("rules", e.rules(Lang::PT_BR)),
            ("statement", p.content.statement.get(Lang::PT_BR).to_string()),
            ("summary", p.content.summary.get(Lang::PT_BR).to_string()),
        ];
        // The form's labels and help texts.
        for spec in p.family.params {
            texts.push(("form", format!("{}: {}", spec.label.get(Lang::PT_BR), spec.help.get(Lang::PT_BR))));
        }
        for (what, text) in texts {
            for w in EUROPEAN.iter().filter(|w| text.contains(*w)) {
                found.push(format!("{} ({what}): `{w}`", p.id));
            }
        }
    }
    assert!(found.is_empty(), "European words in pt-BR:\n{}", found.join("\n"));
}

/// The Brazilian material calls Mastermind's secret a *senha* and a guess a
/// *chute* (“chutar uma senha”); the European text's *código* and *palpite*
/// must not leak into the Brazilian pages of the game.
#[test]
fn brazilian_mastermind_says_senha_and_chute() {
    use ludoteca_games::family::ParamKind;
    let mut found = Vec::new();
    for p in presets().filter(|p| p.family.name == "mastermind") {
        let e = ludoteca_games::open(p.id, &Params::new()).unwrap();
        let mut texts = vec![
            ("rules", e.rules(Lang::PT_BR)),
            ("statement", p.content.statement.get(Lang::PT_BR).to_string()),
            ("summary", p.content.summary.get(Lang::PT_BR).to_string()),
            ("tag", p.family.tag.get(Lang::PT_BR).to_string()),
        ];
        for spec in p.family.params {
            texts.push(("form", format!("{}: {}", spec.label.get(Lang::PT_BR), spec.help.get(Lang::PT_BR))));
            if let ParamKind::Choice(cs) = spec.kind {
                texts.extend(cs.iter().map(|c| ("choice", c.label.get(Lang::PT_BR).to_string())));
            }
        }
        for (what, text) in texts {
            let lower = text.to_lowercase();
            for w in ["código", "palpite", "tentativa", "pela ordem", "escreve-se", "noutro"]
                .iter()
                .filter(|w| lower.contains(*w))
            {
                found.push(format!("{} ({what}): `{w}` in {text:?}", p.id));
            }
        }
    }
    assert!(found.is_empty(), "European words for Mastermind in pt-BR:\n{}", found.join("\n"));
}

/// Colour 10 is typed `0`: the rules say so only when a game has ten
/// colours, and the six-colour rules do not mention a colour they lack.
#[test]
fn the_tenth_colour_is_explained_only_when_there_is_one() {
    for (colors, said) in [("6", false), ("10", true)] {
        let kv = format!("colors={colors}");
        let params = Params::parse([kv.as_str()]).unwrap();
        let e = ludoteca_games::open("mastermind", &params).unwrap();
        for (lang, ten) in [(Lang::EN, "colour 10 as 0"), (Lang::PT, "a cor 10 com 0"), (Lang::PT_BR, "a cor 10 com 0")]
        {
            let rules = e.rules(lang);
            assert_eq!(rules.contains(ten), said, "{colors} colours, {lang:?}: {rules}");
            assert!(!rules.contains("{digits}"), "{rules}");
        }
    }
}

/// An outcome's reason and its drawing, which the families now say through
/// their own files, are Brazilian in Brazilian Portuguese too (a message
/// the pt-BR files lack falls back to the European one).
#[test]
fn brazilian_reasons_and_drawings_have_no_european_only_words() {
    let cases: &[(&str, &[&str], Option<&str>)] = &[
        ("je-11", &[], None),
        ("je-14-i", &[], Some("7,7")),
        ("je-15-a", &[], Some("4x7")),
        ("je-18", &[], None),
        ("je-18", &["misere=true"], None),
        ("je-22", &[], Some("2,2007")),
        ("je-22", &["misere=true"], Some("5,1")),
        ("je-23", &[], Some("2,2007")),
        ("je-23", &["misere=true"], Some("5,3")),
        ("je-26", &[], None),
        ("je-26", &["n=2"], Some("A:0 B:1/2 A:1/4")),
        ("figuras", &[], None),
    ];
    let mut found = Vec::new();
    for (id, params, position) in cases {
        let e = ludoteca_games::open(id, &Params::parse(params.iter().copied()).unwrap()).unwrap();
        let position = position.map_or_else(|| e.start(), str::to_string);
        let r = e.analyse(&position, &ludoteca_core::Control::none()).unwrap();
        assert!(r.reason.is_some(), "{id} {position}: no reason of the family's");
        let text = format!("{}\n{}", r.explanation_in(Lang::PT_BR), r.diagram_in(Lang::PT_BR).unwrap_or_default());
        for w in EUROPEAN.iter().filter(|w| text.contains(*w)) {
            found.push(format!("{id} {position}: `{w}` in {text}"));
        }
    }
    assert!(found.is_empty(), "European words in pt-BR:\n{}", found.join("\n"));
}
