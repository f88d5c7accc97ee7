//! The flags games behind the catalogue's [`Entry`]: the referee, the
//! champions, and the analysis of a position (exact for B's last flag, by
//! the text's proof while B has followed its strategy, else by playing the
//! champions out). The notation is in `notation.rs`, the last flag's exact
//! classification in `last_flag.rs`.

use super::last_flag::{A_LAST_LIMIT, Piece, a_last_flag_pieces, b_last_class, last_flag_pieces};
use super::notation::parse_rational;
use super::{
    Arc, ArcOwner, FlagsGame, FlagsPosition, MAX_N, Territory, final_outcome, fmt_q, playout, ratio, second_champion,
    territory, v_vertices,
};
use crate::entry::{Entry, Meta, PositionReport};
use crate::error::GameError;
use crate::flags::words::FlagsMsg;
use crate::notation::{Notation, report};
use crate::params::Params;
use ludoteca_core::table::{Axis, Table};
use ludoteca_core::{Control, Convention, Game, Listed, Msg, Outcome, Player, Value, analyse, best_first};
use num_rational::BigRational;
use num_traits::{One, Signed};
use std::fmt::Write;

/// How many moves an analysis lists at most (besides the champion's).
pub const MENU: usize = 16;
/// How many points of an exactly classified last flag an analysis lists at
/// most (one per piece, winning pieces first; the `classification` lists all).
pub const EXACT_MENU: usize = 64;

/// A flags game ready for the catalogue: je-25, je-26 or je-27 (one game,
/// three questions).
pub struct FlagsEntry {
    pub(super) meta: Meta,
    pub(super) game: FlagsGame,
    pub(super) episode: u8,
}

/// How a position's value was established.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Method {
    /// The game is over: the areas decide.
    Over,
    /// n = 1: two flags make two neutral arcs, always a draw.
    Draw,
    /// B's last flag: every point of the circle classified exactly.
    Exact,
    /// B has followed its champion so far: the text's proof (Jogo 25).
    Strategy,
    /// Neither: the champions played out (not a proof).
    Playout,
}

impl Method {
    const fn name(self) -> &'static str {
        match self {
            Method::Over => "terminal",
            Method::Draw => "proof",
            Method::Exact => "exact",
            Method::Strategy => "strategy",
            Method::Playout => "playout",
        }
    }
}

impl FlagsEntry {
    /// A flags preset from its parameters: `n` (flags a team, 1..=100,
    /// default 3), `epsilon` (A's promise in je-26, a rational in (0, 1),
    /// default 1/1000) and `misere`. `episode` is 25, 26 or 27.
    pub fn from_params(
        id: &str,
        episode: u8,
        params: &Params,
        summary: &str,
        statement: &str,
    ) -> Result<FlagsEntry, GameError> {
        super::FAMILY.check(id, params)?;
        if !(25..=27).contains(&episode) {
            return Err(GameError::bad_param("episode", episode.to_string(), Msg::from(FlagsMsg::FlEpisode)));
        }
        let n = params.u64_in("n", 1, MAX_N)?.unwrap_or(3);
        let misere = params.bool("misere")?.unwrap_or(false);
        let epsilon = match params.get("epsilon") {
            None => ratio(1, 1000),
            Some(v) => {
                let e = parse_rational(v).map_err(|e| GameError::bad_param("epsilon", v, e))?;
                if !e.is_positive() || e >= BigRational::one() {
                    return Err(GameError::bad_param("epsilon", v, Msg::from(FlagsMsg::FlEpsilon)));
                }
                e
            }
        };
        let convention = Convention::misere_if(misere);
        Ok(FlagsEntry {
            meta: Meta::new(id, summary, statement, params),
            game: FlagsGame { n, convention, epsilon },
            episode,
        })
    }

    /// The game (n, convention, ε).
    #[must_use]
    pub fn game(&self) -> &FlagsGame {
        &self.game
    }

    /// Whether every B flag of `p` is the one B's champion would have placed.
    fn followed_second(&self, p: &FlagsPosition) -> bool {
        let mut prefix = FlagsPosition::new();
        for f in &p.flags {
            if f.owner == Player::Second && second_champion(&self.game, &prefix) != f.at {
                return false;
            }
            prefix.flags.push(f.clone());
        }
        true
    }

    /// Whether every A flag of `p` is the one A's ε-champion would have placed.
    fn followed_first(&self, p: &FlagsPosition) -> bool {
        let mut prefix = FlagsPosition::new();
        for f in &p.flags {
            if f.owner == Player::First && super::first_champion(&self.game, &prefix) != f.at {
                return false;
            }
            prefix.flags.push(f.clone());
        }
        true
    }

    fn is_last_b(&self, p: &FlagsPosition) -> bool {
        p.flags.len() as u64 + 1 == 2 * self.game.n
    }

    /// A's last flag, small enough for [`a_last_flag_pieces`].
    fn is_last_a(&self, p: &FlagsPosition) -> bool {
        p.flags.len() as u64 + 2 == 2 * self.game.n && self.game.n <= A_LAST_LIMIT
    }

    /// The value of `p` for the player to move, and how it was found;
    /// `followed` says whether B has followed its champion up to `p`.
    fn evaluate(&self, p: &FlagsPosition, followed: bool) -> (Value, Method) {
        let g = &self.game;
        let left = 2 * g.n - p.flags.len() as u64;
        let win = |o: Outcome| Value { outcome: o, remoteness: (o != Outcome::Draw).then_some(left as u32) };
        if let Some(o) = g.ending(p) {
            return (Value::terminal(o), Method::Over);
        }
        if g.n == 1 {
            return (Value::DRAW, Method::Draw);
        }
        if self.is_last_b(p) {
            return (win(b_last_class(g, p)), Method::Exact);
        }
        if self.is_last_a(p) {
            let pieces = a_last_flag_pieces(g, p);
            let best = if pieces.iter().any(|x| x.after == Outcome::PreviousWins) {
                Outcome::NextWins
            } else if pieces.iter().any(|x| x.after == Outcome::Draw) {
                Outcome::Draw
            } else {
                Outcome::PreviousWins
            };
            return (win(best), Method::Exact);
        }
        if followed {
            let o = if p.mover() == Player::First { Outcome::PreviousWins } else { Outcome::NextWins };
            return (win(o), Method::Strategy);
        }
        let end = final_outcome(g, &territory(g.n, &playout(g, p)));
        let o = if p.mover() == Player::First { end } else { end.flip() };
        (win(o), Method::Playout)
    }

    /// The moves an analysis lists: the champion's, then the midpoints of
    /// the longest arcs (B's last flag: one point of each piece).
    fn menu(&self, p: &FlagsPosition) -> Vec<BigRational> {
        let g = &self.game;
        let mut moves: Vec<BigRational> = g.champion(p).into_iter().collect();
        if g.over(p) {
            return moves;
        }
        if (self.is_last_b(p) || self.is_last_a(p)) && g.n > 1 {
            let mut pieces = if self.is_last_b(p) { last_flag_pieces(g, p) } else { a_last_flag_pieces(g, p) };
            // One point of each piece, winning pieces first, at most EXACT_MENU.
            best_first(&mut pieces, |x| Value::class_only(x.after));
            moves.extend(pieces.iter().take(EXACT_MENU).map(Piece::sample));
        } else {
            let mut arcs = territory(g.n, p).arcs;
            arcs.sort_by(|a, b| b.len.cmp(&a.len));
            // Off the champion's line each listed move costs a playout: fewer when n is large.
            let cap = if g.n > 30 { MENU / 4 } else { MENU };
            moves.extend(arcs.iter().take(cap).map(Arc::midpoint));
        }
        let mut out: Vec<BigRational> = Vec::new();
        for x in moves {
            if g.is_legal(p, &x) && !out.contains(&x) {
                out.push(x);
            }
        }
        out
    }
}

/// The circle of `g` at `p` drawn in text, its labels in `lang`, from data a
/// drawing can own.
fn diagram_in(g: &FlagsGame, p: &FlagsPosition, t: &Territory, lang: ludoteca_core::Lang) -> String {
    let mut s = String::new();
    let seat = if g.over(p) { "over".to_string() } else { p.mover().letter().to_string() };
    let (n, placed, total) = (g.n, p.flags.len() as u64, 2 * g.n);
    let _ = writeln!(s, "{}", FlagsMsg::FlDiagramHead { n, placed, total, seat }.render(lang));
    if t.arcs.is_empty() {
        let _ = writeln!(s, "{}", FlagsMsg::FlDiagramEmpty.render(lang));
    } else {
        let _ = writeln!(s, "{}", FlagsMsg::FlDiagramArcs.render(lang));
        let w = t.arcs.iter().map(|a| fmt_q(&a.start).len() + fmt_q(&a.end()).len()).max().unwrap_or(0) + 3;
        for a in &t.arcs {
            let span = format!("{} → {}", fmt_q(&a.start), fmt_q(&a.end()));
            let owner = Box::new(Msg::from(match a.owner() {
                ArcOwner::Blue => FlagsMsg::FlArcBlue,
                ArcOwner::White => FlagsMsg::FlArcWhite,
                ArcOwner::Neutral => {
                    FlagsMsg::FlArcNeutral { half: fmt_q(&(&a.len / BigRational::from_integer(2.into()))) }
                }
            }));
            let line = FlagsMsg::FlDiagramArc {
                ends: format!("{}{}", a.from.letter(), a.to.letter()),
                length: format!("{:<8}", fmt_q(&a.len)),
                owner,
                g: String::from(if a.g_arc { "yes" } else { "no" }),
            };
            let _ = writeln!(s, "  {span:<w$}  {}", line.render(lang));
        }
    }
    let (a, b) = (fmt_q(&t.area_a), fmt_q(&t.area_b));
    let _ = writeln!(s, "{}", FlagsMsg::FlDiagramAreas { a, b }.render(lang));
    let v: Vec<String> = v_vertices(g.n, p).iter().map(fmt_q).collect();
    if !v.is_empty() {
        let _ = write!(s, "{}", FlagsMsg::FlDiagramVertices { list: v.join(", ") }.render(lang));
    }
    s.trim_end().to_string()
}

fn arc_json(a: &Arc) -> serde_json::Value {
    serde_json::json!({
        "from": fmt_q(&a.start),
        "to": fmt_q(&a.end()),
        "ends": format!("{}{}", a.from.letter(), a.to.letter()),
        "length": fmt_q(&a.len),
        "owner": a.owner().word(),
        "g_arc": a.g_arc,
    })
}

impl Entry for FlagsEntry {
    forward_entry!(meta, text, board);

    fn move_msg(&self, _position: &str, mv: &str) -> Option<ludoteca_core::Msg> {
        super::words::flagged(mv)
    }

    fn move_data(&self, _position: &str, mv: &str) -> serde_json::Value {
        super::moves::data(mv)
    }

    fn ending(&self, positions: &[String], _moves: &[String]) -> Option<ludoteca_core::Msg> {
        self.ending_msg(positions)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        use super::RULES as T;
        use crate::rules_text::pick;
        let g = &self.game;
        let end = T.get(lang, pick(g.convention == Convention::Misere, "end-misere", "end-normal"));
        let question = T.get(
            lang,
            match self.episode {
                25 => "question-25",
                26 => "question-26",
                _ => "question-27",
            },
        );
        format!(
            "{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}\n\n{}",
            self.meta.statement_in(lang),
            T.fill(lang, "placing", &[("n", &g.n), ("end", &end)]),
            T.get(lang, "arcs"),
            T.get(lang, "notation"),
            T.fill(lang, "champions", &[("question", &question), ("epsilon", &fmt_q(&g.epsilon))]),
            T.get(lang, "analyses"),
            super::FAMILY.parameters_paragraph(lang, &self.meta.params),
        )
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        ctl.check()?;
        let p = self.parse(position)?;
        let g = &self.game;
        let followed = self.followed_second(&p);
        let (value, method) = self.evaluate(&p, followed);
        let champion = g.champion(&p);
        let menu = Listed { game: g, moves: self.menu(&p) };
        let a = analyse(&menu, &p, |q| {
            if q == &p {
                return value;
            }
            // A child is still on B's champion line if B's flag was the champion's.
            let f = followed && (p.mover() == Player::First || q.flags.last().map(|f| &f.at) == champion.as_ref());
            self.evaluate(q, f).0
        });
        let mut rep = report(self, &self.meta.id, &p, &a, method.name());
        // The champion's own flag first among equally good moves.
        if let Some(c) = &champion {
            let c = fmt_q(c);
            if let Some(i) = rep.moves.iter().position(|m| m.mv == c) {
                let first = &rep.moves[0];
                let m = &rep.moves[i];
                if (first.outcome, first.remoteness) == (m.outcome, m.remoteness) {
                    let m = rep.moves.remove(i);
                    rep.moves.insert(0, m);
                }
            }
            rep.best_move = rep.moves.first().map(|m| m.mv.clone());
        }
        let t = territory(g.n, &p);
        let outcome = value.outcome;
        let mover = p.mover().letter().to_string();
        let play = String::from(if g.convention == Convention::Misere { "misere" } else { "normal" });
        let eps = (g.convention == Convention::Normal && self.followed_first(&p) && !p.flags.is_empty())
            .then(|| Box::new(Msg::from(FlagsMsg::FlWhyEpsilon { epsilon: fmt_q(&g.epsilon) })));
        let mut extra = serde_json::json!({
            "n": g.n,
            "flags": p.flags.iter().map(|f| serde_json::json!({"team": f.owner.letter().to_string(), "at": fmt_q(&f.at)})).collect::<Vec<_>>(),
            "arcs": t.arcs.iter().map(arc_json).collect::<Vec<_>>(),
            "areas": {"A": fmt_q(&t.area_a), "B": fmt_q(&t.area_b)},
            "v_vertices": v_vertices(g.n, &p).iter().map(fmt_q).collect::<Vec<_>>(),
            "epsilon": fmt_q(&g.epsilon),
            "champion": champion.as_ref().map(fmt_q),
        });
        let reason = Msg::from(match method {
            Method::Over => {
                let result = match g.margin_b(&t) {
                    m if m.is_positive() => "B",
                    m if m.is_negative() => "A",
                    _ => "draw",
                };
                let (a, b) = (fmt_q(&t.area_a), fmt_q(&t.area_b));
                FlagsMsg::FlWhyOver { a, b, result: result.to_string(), play }
            }
            Method::Draw => FlagsMsg::FlWhyDraw,
            Method::Exact => {
                let pieces = if self.is_last_b(&p) { last_flag_pieces(g, &p) } else { a_last_flag_pieces(g, &p) };
                let list = |o: Outcome| pieces.iter().filter(|x| x.after == o).map(Piece::msg).collect::<Vec<Msg>>();
                extra["classification"] = serde_json::json!(pieces
                    .iter()
                    .map(|x| serde_json::json!({
                        "points": x.describe(),
                        "arc": format!("{} → {}", fmt_q(&x.arc.start), fmt_q(&x.arc.end())),
                        "move": match x.after { Outcome::PreviousWins => "safe", Outcome::Draw => "neutral", Outcome::NextWins => "fragile" },
                    }))
                    .collect::<Vec<_>>());
                let (wins, draws) = (list(Outcome::PreviousWins), list(Outcome::Draw));
                let some = |l: &Vec<Msg>| String::from(if l.is_empty() { "no" } else { "yes" });
                FlagsMsg::FlWhyExact { outcome, mover, any_wins: some(&wins), wins, any_draws: some(&draws), draws }
            }
            Method::Strategy => {
                let after = if p.flags.is_empty() {
                    "start"
                } else if p.mover() == Player::First {
                    "A"
                } else {
                    "B"
                };
                let started = String::from(if p.placed(Player::Second) == 0 { "no" } else { "yes" });
                FlagsMsg::FlWhyStrategy { outcome, started, play, mover, after: after.to_string(), eps }
            }
            Method::Playout => FlagsMsg::FlWhyPlayout { outcome, eps },
        });
        rep.explanation = crate::sentence::Sentence::said(reason.clone());
        rep.reason = Some(reason);
        let (game, drawn) = (self.game.clone(), p.clone());
        let diagram = Msg::drawn(move |lang| diagram_in(&game, &drawn, &t, lang));
        rep.diagram = Some(crate::sentence::Sentence::said(diagram.clone()));
        rep.diagram_msg = Some(diagram);
        rep.extra = Some(extra);
        Ok(rep)
    }

    /// Who wins from the empty circle for each number of flags n in
    /// `from..=to` (n = 0 is skipped): the same as [`Entry::sizes`].
    fn table(&self, from: u64, to: u64, ctl: &Control) -> Result<Table, GameError> {
        self.sizes(from.max(1), to, ctl)
    }

    /// Who wins from the empty circle for each n in `from..=to`: a draw for
    /// n = 1, B (safe start, P) for every n ≥ 2 — by the text's proof.
    fn sizes(&self, from: u64, to: u64, _ctl: &Control) -> Result<Table, GameError> {
        if from < 1 || from > to || to > MAX_N {
            return Err(GameError::bad_param(
                "sizes",
                format!("{from}..{to}"),
                Msg::from(FlagsMsg::FlSizes { max: MAX_N }),
            ));
        }
        let mut table = Table::new(&self.meta.id, vec![Axis::numbers("n", from..=to)]);
        for (i, n) in (from..=to).enumerate() {
            let value = if n == 1 {
                Value::DRAW
            } else {
                Value { outcome: Outcome::PreviousWins, remoteness: Some(2 * n as u32) }
            };
            table.put([i, 0], "start".into(), value);
        }
        Ok(table)
    }
}
