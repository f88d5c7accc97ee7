//! `ludoteca value` through the binary: the JSON fields of issue 39, the
//! class of a heap's value against the champion's own analysis of who wins
//! moving first, the classes in words in each language, and refusals.

mod binary;

use binary::{json, ludoteca};

fn text(args: &[&str]) -> String {
    let out = ludoteca(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn value_json_has_the_fields_of_the_issue() {
    // Game 2, heap 2: A leaves 1, B leaves 0 — the switch {1|0}, by hand.
    let v = json(&["value", "je-2", "--position", "2", "--json"]);
    assert_eq!(v["game"], "je-2");
    assert_eq!(v["position"], "2,A");
    assert_eq!(v["value"], "{1|0}");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["mean"], "1/2");
    assert_eq!(v["temperature"], "1/2");
    assert_eq!(v["method"], "heap values");
    // Heap 1: only A can move: the number 1, class L.
    assert_eq!(json(&["value", "je-2", "--position", "1", "--json"])["value"], "1");
    assert_eq!(json(&["value", "je-2", "--position", "1", "--json"])["outcome"], "L");
}

/// The class of each heap's value says who wins moving first; the
/// champion's table (which shares no code with the values) must agree for A
/// and for B moving first, on game 2 and game 13 (II).
#[test]
fn the_class_of_a_value_is_who_wins_moving_first() {
    for game in ["je-2", "je-13-ii"] {
        for n in 0..=12 {
            let pos = n.to_string();
            let class = json(&["value", game, "--position", &pos, "--json"])["outcome"].as_str().unwrap().to_string();
            let first_wins = |mover: &str| {
                let p = format!("{n},{mover}");
                json(&["outcome", game, "--position", &p, "--json"])["outcome"] == "N"
            };
            let expected = match (first_wins("A"), first_wins("B")) {
                (true, true) => "N",
                (true, false) => "L",
                (false, true) => "R",
                (false, false) => "P",
            };
            assert_eq!(class, expected, "{game} heap {n}");
        }
    }
}

#[test]
fn the_classes_are_said_in_each_language() {
    let cases = [("1", "A ganha sempre", "A (Left) always wins"), ("3", "B ganha sempre", "B (Right) always wins")];
    for (heap, pt, en) in cases {
        assert!(text(&["value", "je-2", "--position", heap, "--lang", "pt"]).contains(pt));
        assert!(text(&["value", "je-2", "--position", heap, "--lang", "pt-BR"]).contains(pt));
        assert!(text(&["value", "je-2", "--position", heap, "--lang", "en"]).contains(en));
    }
    let two = text(&["value", "je-2", "--position", "2", "--lang", "pt"]);
    assert!(two.contains("valor: {1|0}") && two.contains("quem começa ganha"), "{two}");
    assert!(two.contains("média 1/2, temperatura 1/2"), "{two}");
    let zero = text(&["value", "je-2", "--position", "0", "--lang", "pt"]);
    assert!(zero.contains("quem começa perde"), "{zero}");
    assert!(text(&["value", "je-2", "--position", "0"]).contains("the second player wins"));
    assert!(text(&["value", "je-2", "--position", "2"]).contains("the first player wins"));
}

#[test]
fn games_without_values_are_refused_in_one_sentence() {
    for (args, needle) in [
        (&["value", "je-20"][..], "memory rule"),
        (&["value", "je-2", "--position", "200000"][..], "heaps up to 100000"),
        (&["value", "je-1", "-p", "misere=true"][..], "normal play"),
        (&["value", "figuras"][..], "it offers"),
        (&["value", "je-2", "--position", "x"][..], "position"),
        (&["value", "je-13-i", "-p", "heaps=2008,2008", "--memory", "100"][..], "memory"),
        (&["outcome", "je-13-i", "-p", "heaps=2008,2008", "--memory", "100"][..], "memory"),
    ] {
        let out = ludoteca(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} should fail");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}

/// `heaps=` on a partizan preset: a row valued as the sum of its heaps, its
/// class by that value (method in words), and a match the champion plays.
#[test]
fn a_row_of_partizan_heaps_is_valued_analysed_and_played() {
    let v = json(&["value", "je-2", "-p", "heaps=1,2", "--json"]);
    assert_eq!((v["position"].as_str(), v["value"].as_str()), (Some("1,2,A"), Some("{2|1}")));
    assert_eq!((v["outcome"].as_str(), v["method"].as_str()), (Some("L"), Some("sum of heap values")));
    let o = json(&["outcome", "je-13-i", "-p", "heaps=3,4,5", "--json"]);
    assert_eq!(o["outcome"], "N");
    assert_eq!(o["winning_moves"], serde_json::json!(["1:1", "3:1", "3:4"]));
    assert!(text(&["outcome", "je-13-i", "-p", "heaps=3,4,5"]).contains("method: the value of the sum of the heaps"));
    assert!(text(&["outcome", "je-13-i", "-p", "heaps=3,4,5", "--lang", "pt"]).contains("o valor da soma dos montes"));
    let out = text(&["play", "je-13-i", "-p", "heaps=3,4,5", "--first", "champion", "--second", "champion"]);
    // A starts on a row A wins moving first: the champion, playing by value, wins it.
    assert!(out.contains("A (First) wins"), "{out}");
}

/// `table --values`: each row's value is the one `value` gives for that
/// heap; game 2's heap 4 is `{0 | {1|0}, 1}`, whose Right option `{1|0}`
/// reverses through 1 (no Right option), leaving `{0|1} = 1/2`.
#[test]
fn table_values_give_each_rows_value() {
    let t = json(&["table", "je-2", "--values", "--to", "8", "--json"]);
    let rows = t["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    assert_eq!(rows[4]["value"], "1/2");
    assert_eq!((rows[8]["value"].as_str(), rows[8]["mean"].as_str()), (Some("{1/2|0}"), Some("1/4")));
    for (n, row) in rows.iter().enumerate() {
        let one = json(&["value", "je-2", "--position", &n.to_string(), "--json"]);
        assert_eq!(row, &one, "heap {n}");
    }
    let pt = text(&["table", "je-2", "--values", "--to", "2", "--lang", "pt"]);
    assert!(pt.starts_with("# posição, valor, classe, média, temperatura\n"), "{pt}");
    assert!(pt.contains("2,A  {1|0}  N  1/2  1/2"), "{pt}");
    let out = ludoteca(&["table", "je-20", "--values"]);
    assert!(!out.status.success() && String::from_utf8_lossy(&out.stderr).contains("memory rule"));
}

/// `ludoteca period` of a partizan game gives the period of its heaps'
/// values beside the outcomes' (issue 39, item 2): game 13 (I) has none up
/// to the search's last heap, and says so; game 13 (II)'s values repeat
/// with period 7 from heap 0, proved by case (a).
#[test]
fn period_json_has_the_period_of_the_values() {
    let v = json(&["period", "je-13-i", "--json"]);
    assert_eq!(v["period"], 1, "the outcomes' period stays");
    let values = &v["values_period"];
    assert_eq!(values["searched_to"], 2048);
    assert!(values["period"].is_null() && values["saltus"].is_null(), "{values}");
    assert_eq!(values["proved"], false);
    assert_eq!(
        values["proof"],
        "values: no period of the values up to heap 2048 (neither plain nor with a saltus that is a number)"
    );
    let values = json(&["period", "je-13-ii", "--json"])["values_period"].clone();
    assert_eq!((values["preperiod"].as_u64(), values["period"].as_u64()), (Some(0), Some(7)));
    assert_eq!(values["saltus"], "0");
    assert_eq!(values["proved"], true);
    assert_eq!(values["certain_at"], 18);
    assert_eq!(values["cases"], serde_json::json!(["a"]));
    assert!(values["proof"].as_str().unwrap().contains("Why (case a)"), "{values}");
    // An impartial game's report has no values' period.
    assert!(json(&["period", "je-1", "--json"]).get("values_period").is_none());
}

#[test]
fn the_period_of_the_values_is_said_in_each_language() {
    let pt = text(&["period", "je-13-ii", "--lang", "pt"]);
    assert!(pt.contains("valores: período 7 a partir do monte 0, G(n + 7) = G(n) (provado)"), "{pt}");
    assert!(
        pt.contains(
            "Porquê (caso a): verificou-se G(n + 7) = G(n) para cada monte n de 0 a 11 (valores até ao monte 18)"
        ),
        "{pt}"
    );
    let br = text(&["period", "je-13-ii", "--lang", "pt-BR"]);
    assert!(br.contains("valores: período 7 a partir do monte 0"), "{br}");
    assert!(br.contains("Por quê (caso a): G(n + 7) = G(n) foi verificado") && br.contains("até o monte 18"), "{br}");
    let none = text(&["period", "je-13-i", "--lang", "pt"]);
    assert!(none.contains("valores: nenhum período dos valores até ao monte 2048"), "{none}");
    let none = text(&["period", "je-13-i", "--lang", "pt-BR"]);
    assert!(none.contains("valores: nenhum período dos valores até o monte 2048"), "{none}");
    let en = text(&["period", "je-13-ii", "--lang", "en"]);
    assert!(en.contains("values: period 7 from heap 0, G(n + 7) = G(n) (proved)"), "{en}");
}
