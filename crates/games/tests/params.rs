//! Every family's typed parameters: values round-trip through their normal
//! form, bad values are refused with one sentence naming what is accepted,
//! and `_` and `-` name the same parameter from text and from JSON.

use ludoteca_core::Lang;
use ludoteca_games::catalogue::{self, families};
use ludoteca_games::{ParamKind, ParamSpec, Params};
use proptest::prelude::*;

/// Values each kind of parameter must accept.
fn good_values(spec: &ParamSpec) -> Vec<String> {
    match spec.kind {
        ParamKind::Integer { min, max, words } => {
            let mut v = vec![min.to_string(), max.to_string(), (min + (max - min) / 2).to_string()];
            v.extend(words.iter().map(|w| w.value.to_ascii_uppercase()));
            if max >= 1000 && min <= 1000 {
                v.push("1_000".into());
                v.push("10^3".into());
            }
            v
        }
        ParamKind::Boolean => ["true", "FALSE", "yes", "no", "1", "0", "on", "off"].map(String::from).to_vec(),
        ParamKind::Choice(cs) => {
            cs.iter().flat_map(|c| std::iter::once(c.value).chain(c.also.iter().copied())).map(String::from).collect()
        }
        ParamKind::Set { min, max, any } => {
            let mut v = vec![min.to_string(), format!("{min}..{max}"), format!("{max}, {min}")];
            if any {
                v.push("Any".into());
            }
            v
        }
        ParamKind::Numbers { min, max, .. } => vec![format!("{min},{max}"), format!("({max}, {min}, {min})")],
        ParamKind::Rational => ["2008", "11/4", "2.75"].map(String::from).to_vec(),
        ParamKind::Notation => vec!["a1".into()],
        ParamKind::Seed => ["0", "18446744073709551615", "2^10"].map(String::from).to_vec(),
    }
}

/// Values each kind must refuse.
fn bad_values(spec: &ParamSpec) -> Vec<String> {
    match spec.kind {
        ParamKind::Integer { min, max, .. } => {
            let mut v = vec!["many".to_string(), "-1".into(), "1.5".into()];
            if max < u64::MAX {
                v.push((max + 1).to_string());
            }
            if min > 0 {
                v.push((min - 1).to_string());
            }
            v
        }
        ParamKind::Boolean => vec!["maybe".into(), "2".into()],
        ParamKind::Choice(_) => vec!["no-such-choice".into(), String::new()],
        ParamKind::Set { min, max, .. } => {
            let mut v = vec!["x".to_string(), format!("{max}..{min}"), ",".into()];
            if max < u64::MAX {
                v.push(format!("{min},{}", max + 1));
            }
            v
        }
        ParamKind::Numbers { most, .. } => vec!["a,b".into(), vec!["1"; most + 1].join(",")],
        ParamKind::Rational | ParamKind::Notation => vec!["\u{7}".into()],
        ParamKind::Seed => vec!["seven".into(), "-3".into()],
    }
}

#[test]
fn values_round_trip_through_their_normal_form() {
    for f in families() {
        for spec in f.params {
            for v in good_values(spec) {
                let shown = spec.check(&v).unwrap_or_else(|e| panic!("{}.{} = {v:?}: {e}", f.name, spec.name));
                let again = spec.check(&shown).unwrap_or_else(|e| panic!("{}.{} = {shown:?}: {e}", f.name, spec.name));
                assert_eq!(again, shown, "{}.{}: {v:?} → {shown:?} → {again:?}", f.name, spec.name);
            }
        }
    }
}

#[test]
fn bad_values_are_one_sentence_naming_what_is_accepted() {
    for f in families() {
        for spec in f.params {
            for v in bad_values(spec) {
                let e = spec.check(&v).err().unwrap_or_else(|| panic!("{}.{} accepted {v:?}", f.name, spec.name));
                let text = e.to_string();
                assert!(text.contains(spec.name), "{}: {text}", spec.name);
                assert!(text.contains(&spec.accepted(Lang::EN)), "{}: {text}", spec.name);
                assert!(!text.trim_end().contains('\n'), "one sentence: {text}");
                match spec.kind {
                    ParamKind::Integer { min, max, .. } => {
                        // "from 1 to 9", or "from 0 up" when only the machine bounds it.
                        let range =
                            if max == u64::MAX { format!("from {min} up") } else { format!("from {min} to {max}") };
                        assert!(text.contains(&range), "{text}");
                    }
                    ParamKind::Choice(cs) => {
                        assert!(cs.iter().all(|c| text.contains(c.value)), "every choice named: {text}");
                    }
                    _ => {}
                }
                assert!(!spec.accepted(Lang::PT).is_empty() && spec.accepted(Lang::PT) != spec.accepted(Lang::EN));
            }
        }
    }
}

#[test]
fn underscores_and_dashes_name_the_same_parameter_in_text_and_json() {
    for f in families() {
        for spec in f.params.iter().filter(|s| s.name.contains('-')) {
            let value = good_values(spec).remove(0);
            let under = spec.name.replace('-', "_");
            let dashed = Params::parse([format!("{}={value}", spec.name).as_str()]).unwrap();
            let text = Params::parse([format!("{under}={value}").as_str()]).unwrap();
            let json: Params = serde_json::from_value(serde_json::json!({ under.clone(): value })).unwrap();
            assert_eq!(text, dashed, "{}", spec.name);
            assert_eq!(json, dashed, "{}", spec.name);
            let checked = f.check(f.presets[0].id, &text).unwrap_or_else(|e| panic!("{under}: {e}"));
            assert!(checked.has(spec.name));
        }
    }
}

#[test]
fn every_preset_opens_with_each_of_its_families_choices() {
    // A choice the descriptor lists is one the family's own reader takes
    // (alone, on the preset's defaults), or is refused by it with a sentence
    // about combining parameters, never as an unknown value.
    for p in catalogue::presets() {
        for spec in p.family.params {
            let ParamKind::Choice(cs) = spec.kind else { continue };
            for c in cs {
                let params = Params::parse([format!("{}={}", spec.name, c.value).as_str()]).unwrap();
                if let Err(e) = catalogue::open(p.id, &params) {
                    let text = e.to_string();
                    assert!(!text.contains("one of:"), "{} {}={}: {text}", p.id, spec.name, c.value);
                }
            }
        }
    }
}

#[test]
fn the_rules_name_every_parameter() {
    for p in catalogue::presets() {
        let rules = catalogue::open(p.id, &Params::new()).unwrap().rules(ludoteca_core::Lang::EN);
        for spec in p.family.params {
            assert!(rules.contains(&format!("{}=", spec.name)), "{}: {} missing from the rules", p.id, spec.name);
        }
    }
}

proptest! {
    #[test]
    fn no_text_makes_a_check_panic(v in "\\PC{0,40}") {
        for f in families() {
            for spec in f.params {
                let _ = spec.check(&v);
            }
        }
    }

    #[test]
    fn integers_inside_the_range_are_taken_and_outside_refused(n in any::<u64>()) {
        for f in families() {
            for spec in f.params {
                if let ParamKind::Integer { min, max, .. } = spec.kind {
                    prop_assert_eq!(spec.check(&n.to_string()).is_ok(), (min..=max).contains(&n));
                }
            }
        }
    }
}
