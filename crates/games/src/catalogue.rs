//! The catalogue: every preset of every registered family, found by id, and
//! [`open`] to build one with a person's parameters (checked against the
//! family's typed specs first).

use crate::FAMILIES;
use crate::entry::Entry;
use crate::error::GameError;
pub use crate::family::{Family, Preset};
use crate::params::Params;

/// Every preset in the catalogue, family by family.
pub fn presets() -> impl Iterator<Item = &'static Preset> {
    FAMILIES.iter().flat_map(|f| f.presets.iter())
}

/// Every registered family.
pub fn families() -> impl Iterator<Item = &'static Family> {
    FAMILIES.iter().copied()
}

/// The preset with this id.
#[must_use]
pub fn preset(id: &str) -> Option<&'static Preset> {
    presets().find(|p| p.id == id)
}

/// The preset `id`, or the sentence naming the games there are.
pub fn find(id: &str) -> Result<&'static Preset, GameError> {
    preset(id).ok_or_else(|| GameError::UnknownGame {
        id: id.chars().take(40).collect(),
        known: presets().map(|p| p.id).collect::<Vec<_>>().join(", "),
    })
}

/// The parameters in force when a person opens `preset` with `params`: the
/// preset's defaults with the person's (checked) over them. A person's value
/// for one of the family's exclusive parameters drops the preset's defaults
/// for all of them.
pub fn in_force(preset: &'static Preset, params: &Params) -> Result<Params, GameError> {
    let family = preset.family;
    let given = family.check(preset.id, params)?;
    let defaults = family.check(preset.id, &Params::parse(preset.defaults.iter().copied())?)?;
    let replacing = family.exclusive.iter().any(|k| given.has(k));
    let mut all = Params::new();
    for (k, v) in defaults.iter() {
        if !(replacing && family.exclusive.contains(&k)) {
            all.set(k, v);
        }
    }
    Ok(all.merged(&given))
}

/// Builds the game `id` with `params` over the preset's defaults.
pub fn open(id: &str, params: &Params) -> Result<Box<dyn Entry>, GameError> {
    open_in(FAMILIES, id, params)
}

/// [`open`] over another list of families (a test's own, or a fixture).
pub fn open_in(families: &[&'static Family], id: &str, params: &Params) -> Result<Box<dyn Entry>, GameError> {
    let Some(p) = families.iter().flat_map(|f| f.presets.iter()).find(|p| p.id == id) else {
        return Err(GameError::UnknownGame {
            id: id.chars().take(40).collect(),
            known: families.iter().flat_map(|f| f.presets.iter()).map(|p| p.id).collect::<Vec<_>>().join(", "),
        });
    };
    let all = in_force(p, params)?;
    (p.family.open)(p, &all)
}

/// The words a drawing of `table` (`Table::render_svg_labelled`) is
/// titled with in `lang`: the game's title as people read it ("Jogo 4 — A
/// Olimpíada de Caracas"), and each axis's title: the word `given` for it
/// (a page's own, as its grid says it), else the label of the parameter
/// the axis is named after, else its name.
#[must_use]
pub fn svg_labels(
    table: &ludoteca_core::table::Table,
    lang: ludoteca_core::Lang,
    given: &[String],
) -> ludoteca_core::table::SvgLabels {
    let preset = preset(&table.game);
    let title = preset.map_or_else(|| table.game.clone(), |p| p.title(lang));
    let axes = table
        .axes
        .iter()
        .enumerate()
        .map(|(k, a)| {
            given
                .get(k)
                .map(|w| w.trim())
                .filter(|w| !w.is_empty())
                .map(|w| w.chars().take(80).collect())
                .or_else(|| {
                    let p = preset?;
                    let spec = p.family.params.iter().find(|s| s.answers_to(&a.name))?;
                    Some(p.label(spec).get(lang).to_string())
                })
                .unwrap_or_else(|| a.name.clone())
        })
        .collect();
    ludoteca_core::table::SvgLabels { title, axes }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Control;

    /// A drawing of a table is titled with the game's name and its axes'
    /// words in the reader's language; a page's own words win.
    #[test]
    fn a_drawing_is_titled_in_words() {
        use ludoteca_core::Lang;
        use ludoteca_core::table::{Axis, Table};
        let beans = Table::new("je-15-a", vec![Axis::numbers("rows", 1..=3), Axis::numbers("cols", 1..=5)]);
        let pt = svg_labels(&beans, Lang::PT, &[]);
        assert_eq!(
            (pt.title.as_str(), pt.axes.as_slice()),
            ("Jogo 15 (a) — Feijões: linhas e colunas", &["Linhas".to_string(), "Colunas".to_string()][..])
        );
        let en = svg_labels(&beans, Lang::EN, &["Rows of beans".into()]);
        assert_eq!(en.title, "Game 15 (a) — Beans: rows and columns");
        assert_eq!(en.axes, ["Rows of beans", "Columns"]);
        let unknown = svg_labels(&Table::new("mine", vec![Axis::numbers("n", 0..=2)]), Lang::PT, &[]);
        assert_eq!((unknown.title.as_str(), unknown.axes.as_slice()), ("mine", &["n".to_string()][..]));
    }

    fn has_own_match(p: &Preset) -> bool {
        !matches!(p.family.play, crate::family::PlayKind::Turns)
    }

    /// Out of time (a budget of zero), the champion of every game played
    /// through the default analysis still answers with a legal move.
    #[test]
    fn a_champion_out_of_time_still_moves_legally() {
        for p in presets() {
            if p.family.name == "figuras" || has_own_match(p) {
                continue;
            }
            let e = open(p.id, &Params::new()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            let start = e.start();
            let t = std::time::Instant::now();
            let mv = e.champion_move(&start, std::time::Duration::ZERO).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert!(t.elapsed() < std::time::Duration::from_secs(2), "{}: {:?}", p.id, t.elapsed());
            let mv = mv.unwrap_or_else(|| panic!("{}: no move from the start", p.id));
            assert!(e.moves(&start).unwrap().contains(&mv), "{}: {mv} is not legal", p.id);
        }
    }

    #[test]
    fn every_preset_opens_with_its_defaults_and_misere() {
        for p in presets() {
            let e = open(p.id, &Params::new()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert_eq!(e.id(), p.id);
            let m = open(p.id, &Params::parse(["misere=true"]).unwrap());
            if p.family.param("misere").is_none() {
                // A scoring game: "perde-ganha" would be a different game, not a parameter.
                assert!(m.is_err(), "{} refuses misere=true with a sentence", p.id);
                continue;
            }
            assert_ne!(
                m.unwrap().rules(ludoteca_core::Lang::EN),
                e.rules(ludoteca_core::Lang::EN),
                "{}: misere=true must change the rules",
                p.id
            );
        }
    }

    #[test]
    fn unknown_ids_and_params_are_explained() {
        let e = open("je-99", &Params::new()).err().unwrap().to_string();
        assert!(e.contains("unknown game `je-99`") && e.contains("je-20"), "{e}");
        let e = open("je-9", &Params::parse(["colour=red"]).unwrap()).err().unwrap().to_string();
        assert!(e.contains("unknown parameter `colour`") && e.contains("heap"), "{e}");
    }

    /// What a descriptor declares is what its entries do: an exact solver
    /// exactly where `exact_solve` is declared, a table only where `table` is.
    #[test]
    fn declared_capabilities_match_the_entries() {
        let ctl = ludoteca_core::Control::none();
        for p in presets() {
            let caps = p.family.capabilities;
            let e = open(p.id, &Params::new()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            // A family that declares a solve has it in every preset; one
            // preset may have a solve of its own (game 28 in the heap family).
            let own_solve = p.id == "je-28";
            assert_eq!(caps.exact_solve || own_solve, e.exact_solver().is_some(), "{}: exact_solve", p.id);
            if !caps.table {
                assert!(e.table(0, 2, &ctl).is_err(), "{}: a table where none is declared", p.id);
            }
            if !caps.period {
                assert!(e.period(&ctl).is_err(), "{}: a period where none is declared", p.id);
            }
            if caps.analysis && p.family.play == crate::family::PlayKind::Turns {
                assert!(
                    e.analyse(
                        &e.start(),
                        &Control::until(std::time::Instant::now() + std::time::Duration::from_secs(30))
                    )
                    .is_ok(),
                    "{}: analysis",
                    p.id
                );
            }
        }
    }

    /// The widest ranges a person can type are refused at once with a
    /// sentence, never a panic or an allocation of the whole range.
    #[test]
    fn the_widest_ranges_are_refused_quickly() {
        let ctl = Control::none();
        for p in presets() {
            let e = open(p.id, &Params::new()).unwrap();
            for (from, to) in [(0, u64::MAX), (u64::MAX - 1, u64::MAX), (0, 1 << 40)] {
                let t = std::time::Instant::now();
                // Refused, or (a game that ends at a target, such as je-7)
                // cut to the rows that exist.
                for t in [e.table(from, to, &ctl), e.sizes(from, to, &ctl)].into_iter().flatten() {
                    assert!(t.axes.iter().all(|a| a.values.len() <= 1 << 18), "{}: {from}..={to}", p.id);
                }
                assert!(t.elapsed() < std::time::Duration::from_secs(2), "{}: {:?}", p.id, t.elapsed());
            }
        }
    }

    #[test]
    fn every_preset_belongs_to_its_family_and_ids_are_unique() {
        let mut ids: Vec<&str> = presets().map(|p| p.id).collect();
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "two presets share an id");
        for f in families() {
            for p in f.presets {
                assert!(std::ptr::eq(p.family, f), "{} names another family", p.id);
                // Every language that falls back to none writes its own.
                for lang in ludoteca_core::Lang::ALL.into_iter().filter(|l| l.fallback().is_none()) {
                    let [summary, statement] = [p.content.summary, p.content.statement].map(|t| t.own(lang));
                    assert!(summary.is_some_and(|s| !s.is_empty()), "{}: no summary in {lang}", p.id);
                    assert!(statement.is_some_and(|s| !s.is_empty()), "{}: no statement in {lang}", p.id);
                }
                for d in p.defaults {
                    let (k, _) = d.split_once('=').expect("name=value");
                    assert!(f.param(k).is_some(), "{}: default {d} is not a parameter of {}", p.id, f.name);
                }
            }
        }
    }

    /// The form's labels and help texts are for a person: no parameter
    /// key (`limit=double`) and no code quotes.
    #[test]
    fn parameter_texts_name_no_keys() {
        use ludoteca_core::Lang;
        for f in families() {
            for p in f.params {
                for lang in Lang::ALL {
                    for text in [p.label.get(lang), p.help.get(lang)] {
                        let key = text
                            .split_whitespace()
                            .any(|w| w.contains('=') && w.chars().next().is_some_and(char::is_alphabetic));
                        assert!(!key && !text.contains('`'), "{} {}: {text}", f.name, p.name);
                    }
                }
            }
        }
    }

    /// Every game has a name in every language, its title keeps the
    /// text's number, and no two games share a title.
    #[test]
    fn every_preset_has_a_name_and_a_distinct_title() {
        use ludoteca_core::Lang;
        for lang in Lang::ALL {
            let mut titles: Vec<String> = presets().map(|p| p.title(lang)).collect();
            for (p, t) in presets().zip(&titles) {
                assert!(!p.name.get(lang).trim().is_empty(), "{}: no name in {lang:?}", p.id);
                if p.id.starts_with("je-") {
                    let word = if lang == Lang::EN { "Game" } else { "Jogo" };
                    // A version ("14 (I)", "13 (I)") is said once: by the
                    // name when it says it, else by the number.
                    let (number, version) = match p.number.split_once(" (") {
                        Some((n, v)) => (n, Some(v.trim_end_matches(')'))),
                        None => (p.number, None),
                    };
                    assert!(t.starts_with(&format!("{word} {number}")), "{}: {t}", p.id);
                    if let Some(v) = version {
                        let said = t.matches(&format!("({v})")).count() + usize::from(t.ends_with(&format!(" {v}")));
                        assert_eq!(said, 1, "{}: {t}", p.id);
                    }
                    let n = p.id.trim_start_matches("je-").split('-').next().unwrap_or("");
                    assert!(p.number.starts_with(n), "{}: number {}", p.id, p.number);
                }
            }
            let n = titles.len();
            titles.sort();
            titles.dedup();
            assert_eq!(titles.len(), n, "two games share a title in {lang:?}");
        }
        assert_eq!(preset("je-20").unwrap().title(Lang::PT), "Jogo 20 — Tirar sem repetir");
        assert_eq!(preset("je-14-i").unwrap().title(Lang::PT), "Jogo 14 — Um cavalo para dois (I)");
        assert_eq!(preset("je-14-ii").unwrap().title(Lang::EN), "Game 14 — A knight for two (II)");
    }

    /// The quick match of every preset opens, differs from the text's game,
    /// and is small: no number in it above 60. A game whose text starts
    /// above 100 (2008 stones, 2008 km) always has a quick match.
    #[test]
    fn quick_matches_open_and_are_small() {
        let numbers = |vs: &[&str]| -> Vec<u64> {
            vs.iter()
                .flat_map(|v| v.split_once('=').map_or("", |(_, v)| v).split(|c: char| !c.is_ascii_digit()))
                .filter_map(|n| n.parse().ok())
                .collect()
        };
        for p in presets() {
            let quick = Params::parse(p.quick.iter().copied()).unwrap();
            let book = in_force(p, &Params::new()).unwrap();
            let fast = in_force(p, &quick).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            let e = open(p.id, &quick).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            if p.quick.is_empty() {
                assert!(numbers(p.defaults).iter().all(|&n| n <= 100), "{}: a big game without a quick match", p.id);
                continue;
            }
            assert_ne!(fast, book, "{}: the quick match is the text's", p.id);
            assert!(numbers(p.quick).iter().all(|&n| n <= 60), "{}: quick {:?}", p.id, p.quick);
            assert_ne!(e.start(), open(p.id, &Params::new()).unwrap().start(), "{}", p.id);
        }
    }

    #[test]
    fn game_28_counts_rabbits_on_its_form_and_in_its_rules() {
        let p = preset("je-28").unwrap();
        let heap = p.family.param("heap").unwrap();
        assert_eq!(p.label(heap).get(ludoteca_core::Lang::PT), "Coelhos");
        assert_eq!(p.label(heap).get(ludoteca_core::Lang::PT_BR), "Coelhos");
        assert_eq!(p.label(heap).get(ludoteca_core::Lang::EN), "Rabbits");
        assert!(p.help(heap).get(ludoteca_core::Lang::PT).contains("coelhos"));
        let rules = open("je-28", &Params::new()).unwrap().rules(ludoteca_core::Lang::PT);
        let params = rules.split("Parâmetros").nth(1).unwrap_or_default();
        assert!(params.contains("heap=N — os coelhos da coelheira"), "{params}");
        for lang in [ludoteca_core::Lang::PT, ludoteca_core::Lang::PT_BR] {
            let rules = open("je-28", &Params::new()).unwrap().rules(lang);
            assert!(!rules.to_lowercase().contains("pedra"), "game 28 is about rabbits: {rules}");
        }
        let rules = open("je-28", &Params::new()).unwrap().rules(ludoteca_core::Lang::EN);
        assert!(!rules.to_lowercase().contains("stone"), "game 28 is about rabbits: {rules}");
        // Other heap games keep their stones.
        let je8 = preset("je-8").unwrap();
        assert_eq!(je8.label(je8.family.param("heap").unwrap()).get(ludoteca_core::Lang::PT), "Pedras");
    }
}
