//! A finished match says why it ended, in the request's language: the
//! view's `result.reason` and last `prompt`, and the replay's `result`.

mod common;

use common::Lab;
use serde_json::json;

#[tokio::test]
async fn the_result_says_why_in_the_requests_language() {
    let lab = Lab::start().await;
    let spec = json!({"game": "je-8", "params": {"heap": "7"}, "seats": {"first": "human", "second": "human"}});
    let (id, tokens) = lab.create(spec).await;
    let seat = |i: usize| tokens[["first", "second"][i % 2]].as_str().unwrap().to_string();
    // 7 → 6 → 4 → 3 → 1 → 0: A takes the last stone.
    for (i, take) in ["1", "2", "1", "2", "1"].iter().enumerate() {
        let (status, v) = lab.post(&format!("/api/matches/{id}/moves"), Some(&seat(i)), &json!({"move": take})).await;
        assert!(status < 300, "{v}");
    }
    let (_, en) = lab.get(&format!("/api/matches/{id}"), Some(&seat(0))).await;
    assert_eq!(en["result"]["result"], "winner", "{en}");
    assert_eq!(en["result"]["seat"], "first", "the codes stay: {en}");
    let why = "A (First) made the last move (took 1 stone) and B (Second) has no move left, so A (First) wins.";
    assert_eq!(en["result"]["reason"], why, "{en}");
    // The same reason as data, the same in every language.
    assert_eq!(en["result"]["reason_code"], "last_move", "{en}");
    assert_eq!(
        en["result"]["reason_data"],
        json!({"last": "first", "stuck": "second", "move": "1", "misere": false}),
        "{en}"
    );
    assert_eq!(en["prompt"], format!("The match is over: {why}"), "{en}");
    let (_, pt) = lab.get(&format!("/api/matches/{id}?lang=pt-PT"), Some(&seat(1))).await;
    let porque = "A (primeiro) fez a última jogada (tirou 1 pedra) e B (segundo) fica sem nenhuma jogada possível, por isso ganha A (primeiro).";
    assert_eq!(pt["result"]["reason"], porque, "{pt}");
    assert_eq!(pt["result"]["reason_data"], en["result"]["reason_data"], "{pt}");
    assert_eq!(pt["prompt"], format!("A partida terminou: {porque}"), "{pt}");
    let (status, replay) = lab.get(&format!("/api/history/{id}?lang=pt-BR"), None).await;
    assert_eq!(status, 200, "{replay}");
    assert_eq!(replay["result"]["reason"], porque, "{replay}");
    assert_eq!(replay["result"]["seat"], "first", "{replay}");
    assert_eq!(replay["result"]["reason_code"], "last_move", "{replay}");
    let (_, list) = lab.get("/api/history", None).await;
    assert_eq!(list[0]["reason_code"], "last_move", "{list}");
    assert_eq!(list[0]["reason_data"]["stuck"], "second", "{list}");
    assert_eq!(list[0]["result"], json!({"result": "winner", "seat": "first"}), "the stored result is unchanged");
}
