//! The referee: the seed's three examples, moves completing two and three
//! lines, explanations, and completed lines worth nothing.

use ludoteca_figuras::{Criterion, Move, Player, Position};

fn pos(s: &str) -> Position {
    s.parse().expect("a valid position")
}

fn mv(s: &str) -> Move {
    s.parse().expect("a valid move")
}

#[test]
fn seed_example_1_large_diagonal_of_different_shapes_scores_2() {
    // Both players' pieces on the diagonal a1-d4; First places the pentagon.
    let mut p = pos("ts.../..Cl./.ql../Tl... 0:0");
    assert_eq!(p.mover(), Player::First);
    let s = p.play(mv("Pl@d4")).expect("legal");
    assert_eq!(s.points(), 2);
    assert_eq!(s.lines.len(), 1);
    assert_eq!(s.lines[0].criteria, vec![Criterion::DifferentShapes, Criterion::AllLarge]);
    assert_eq!(s.lines[0].to_string(), "diagonal a1-d4: all different shapes, four large: +2");
    assert_eq!(p.points(), [2, 0]);
}

#[test]
fn seed_example_2_small_black_row_of_different_shapes_scores_3() {
    // Second (black) completes row 2 with four of its small pieces.
    let mut p = pos("Cl..Pl/..../tsqscs./Tl.Ql. 0:0");
    assert_eq!(p.mover(), Player::Second);
    let s = p.play(mv("ps@d2")).expect("legal");
    assert_eq!(s.points(), 3);
    assert_eq!(s.lines[0].to_string(), "row 2: all Second's colour, all different shapes, four small: +3");
    assert_eq!(p.points(), [0, 3]);
}

#[test]
fn seed_example_3_row_and_column_at_once_score_3() {
    // First's large triangle completes row 1 (all First's, all different
    // shapes) and column a (four triangles).
    let mut p = pos("Ts.../tl.qscs/ts.../.QsClPs 0:0");
    assert_eq!(p.mover(), Player::First);
    let s = p.play(mv("Tl@a1")).expect("legal");
    assert_eq!(s.lines.len(), 2);
    let text = s.to_string();
    assert!(text.contains("row 1: all First's colour, all different shapes: +2"), "{text}");
    assert!(text.contains("column a: four triangles: +1"), "{text}");
    assert!(text.ends_with("total: +3"), "{text}");
    assert_eq!(s.points(), 3);
}

#[test]
fn a_move_completing_three_lines_scores_each() {
    let mut p = pos("ts..cl/tlQsPl./TlQl../.qsCsps 0:0");
    assert_eq!(p.mover(), Player::First);
    assert_eq!(p.points_of(mv("Ts@a1")), 4);
    let s = p.play(mv("Ts@a1")).expect("legal");
    let lines: Vec<String> = s.lines.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        vec![
            "row 1: all different shapes, four small: +2",
            "column a: four triangles: +1",
            "diagonal a1-d4: all different shapes: +1",
        ]
    );
    assert_eq!(s.points(), 4);
}

#[test]
fn a_diagonal_and_a_row_at_once() {
    // d1 completes row 1 and the diagonal a4-d1.
    let mut p = pos("Ts.qscs/.cl../.tlQl./TlQsCs. 0:0");
    assert_eq!(p.mover(), Player::Second);
    let s = p.play(mv("pl@d1")).expect("legal");
    let lines: Vec<String> = s.lines.iter().map(ToString::to_string).collect();
    assert_eq!(lines, vec!["row 1: all different shapes: +1", "diagonal a4-d1: all different shapes: +1",]);
    assert_eq!(p.points(), [0, 2]);
}

#[test]
fn a_completed_line_meeting_no_criterion_scores_nothing() {
    let mut p = pos("..../..../..../TlTsql. 0:0");
    assert_eq!(p.mover(), Player::Second);
    let s = p.play(mv("cs@d1")).expect("legal");
    assert_eq!(s.points(), 0);
    assert_eq!(s.lines.len(), 1);
    assert_eq!(s.lines[0].to_string(), "row 1: no criterion met: +0");
    let q = p.after(mv("Cl@a2")).expect("legal").1;
    assert_eq!(q.to_string(), "no line completed: +0");
}

#[test]
fn same_colour_and_same_size_without_shapes() {
    // Four First pieces, all large, two triangles: colour and size only.
    let mut p = pos("tsqs../cs.../..../TlQlCl. 0:0");
    let s = p.play(mv("Pl@d1")).expect("legal");
    assert_eq!(s.lines[0].criteria, vec![Criterion::SameColour, Criterion::DifferentShapes, Criterion::AllLarge]);
    assert_eq!(s.points(), 3);
}

#[test]
fn a_whole_game_adds_up() {
    // Fill the board in index order alternating kits; the points credited
    // equal the sum of the explained scorings.
    let mut p = Position::START;
    let mut total = [0u32; 2];
    for k in 0..16 {
        let moves = p.legal_moves();
        let m = moves[(k * 7) % moves.len()];
        let who = p.mover();
        let s = p.play(m).expect("legal");
        total[who.index()] += u32::from(s.points());
    }
    assert!(p.is_over());
    assert_eq!([u32::from(p.points()[0]), u32::from(p.points()[1])], total);
}
