//! A new family, written the way `docs/architecture.md` teaches, outside the
//! catalogue: its engine, its descriptor and its entry, and one list of
//! families standing for the registration line. Everything else (parameter
//! checks and their sentences, the rules' Parameters paragraph, playing
//! through text, the champion's analysis) comes from the shared layer.

use ludoteca_core::i18n::{CORE, Texts};
use ludoteca_core::{Control, Game, Outcome, Solver, analyse};
use ludoteca_games::catalogue::open_in;
use ludoteca_games::entry::{Entry, Meta, PositionReport};
use ludoteca_games::family::{Capabilities, Content, Family, MISERE, ParamKind, ParamSpec, PlayKind, Preset};
use ludoteca_games::notation::{Notation, report};
use ludoteca_games::{GameError, Params, TextGame, said};

// 1. The engine: one heap, a move takes 1 to `max` stones, the last stone wins.
#[derive(Clone, Copy, Debug)]
struct TakeAway {
    max: u64,
}

impl Game for TakeAway {
    type Position = u64;
    type Move = u64;

    fn for_each_move(&self, heap: &u64, mut f: impl FnMut(u64)) {
        (1..=self.max.min(*heap)).for_each(&mut f);
    }

    fn play(&self, heap: &u64, take: &u64) -> u64 {
        heap - take
    }
}

// 2. The words: in the catalogue `crate::family_texts!("takeaway")` reads
// the family's `locales/en.ftl`, `locales/pt-PT.ftl`…; here they are inline.
static TEXTS: Texts = Texts::over(
    &CORE,
    "takeaway",
    &[
        (
            "en",
            &["tk-family-tag = take-away
tk-param-heap = Stones
tk-param-heap-help = the stones at the start
tk-param-max-take = Most taken
tk-param-max-take-help = the most stones one move may take
tk-name-take21 = Take 1 to 3 from 21"],
        ),
        (
            "pt-PT",
            &["tk-family-tag = jogo de tirar
tk-param-heap = Pedras
tk-param-heap-help = as pedras no início
tk-param-max-take = Máximo
tk-param-max-take-help = o máximo de pedras numa jogada
tk-name-take21 = Tirar 1 a 3 de 21"],
        ),
    ],
);

ludoteca_core::family_messages! {
    /// The take-away family's words.
    pub enum TakeawayMsg in TEXTS {
        /// The family in a word or two.
        TkFamilyTag,
        /// The label of `heap`.
        TkParamHeap,
        /// What `heap` is.
        TkParamHeapHelp,
        /// The label of `max-take`.
        TkParamMaxTake,
        /// What `max-take` is.
        TkParamMaxTakeHelp,
        /// The name of the game `take-21`.
        TkNameTake21,
    }
}

// 3. The descriptor: presets, typed parameters, capabilities, the opener.
static FAMILY: Family = Family {
    name: "takeaway",
    tag: said!(TakeawayMsg::TkFamilyTag),
    play: PlayKind::Turns,
    params: &[
        ParamSpec {
            name: "heap",
            aliases: &[],
            kind: ParamKind::Integer { min: 0, max: 1_000_000, words: &[] },
            default: Some("21"),
            label: said!(TakeawayMsg::TkParamHeap),
            help: said!(TakeawayMsg::TkParamHeapHelp),
        },
        ParamSpec {
            name: "max-take",
            aliases: &["max"],
            kind: ParamKind::Integer { min: 1, max: 100, words: &[] },
            default: Some("3"),
            label: said!(TakeawayMsg::TkParamMaxTake),
            help: said!(TakeawayMsg::TkParamMaxTakeHelp),
        },
        MISERE,
    ],
    capabilities: Capabilities { analysis: true, ..Capabilities::NONE },
    presets: &PRESETS,
    open,
    exclusive: &[],
    secrets: &[],
};

static PRESETS: [Preset; 1] = [Preset::new(
    &FAMILY,
    "take-21",
    "",
    said!(TakeawayMsg::TkNameTake21),
    // In the catalogue this is `content!("<family>", "take-21")`, read from
    // the family's content/take-21.en.md and content/take-21.pt-PT.md.
    Content::parse(&[
        ("en", "Take 1 to 3 stones from 21; the last stone wins\n\nTwo players take turns.\n"),
        ("pt-PT", "Tirar 1 a 3 pedras de 21; ganha quem tirar a última\n\nDois jogadores jogam à vez.\n"),
    ]),
)
.defaults(&["heap=21"])];

// 4. The entry: the engine through text, and its analysis.
struct TakeAwayEntry {
    meta: Meta,
    game: TakeAway,
    heap: u64,
}

fn open(preset: &'static Preset, all: &Params) -> Result<Box<dyn Entry>, GameError> {
    let heap = all.u64_in("heap", 0, 1_000_000)?.unwrap_or(21);
    let max = all.u64_in("max-take", 1, 100)?.unwrap_or(3);
    let meta = Meta::of(preset, all);
    Ok(Box::new(TakeAwayEntry { meta, game: TakeAway { max }, heap }))
}

impl Notation for TakeAwayEntry {
    type Game = TakeAway;

    fn game(&self) -> &TakeAway {
        &self.game
    }

    fn start_position(&self) -> u64 {
        self.heap
    }

    fn format(&self, heap: &u64) -> String {
        heap.to_string()
    }

    fn parse(&self, text: &str) -> Result<u64, GameError> {
        text.trim().parse().map_err(|_| GameError::bad_position(text, ludoteca_core::Msg::AccWholeAny))
    }

    fn format_move(&self, _heap: &u64, take: &u64) -> String {
        take.to_string()
    }
}

impl Entry for TakeAwayEntry {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn text(&self) -> Option<&dyn TextGame> {
        Some(self)
    }

    fn rules(&self, lang: ludoteca_core::Lang) -> String {
        format!("{}\n\n{}", self.meta.statement_in(lang), FAMILY.parameters_paragraph(lang, &self.meta.params))
    }

    fn analyse(&self, position: &str, ctl: &Control) -> Result<PositionReport, GameError> {
        let heap = Notation::parse(self, position)?;
        let mut solver = Solver::new(&self.game);
        solver.value_with(&heap, ctl)?;
        let a = analyse(&self.game, &heap, |p| solver.value(p).expect("solved below the root"));
        Ok(report(self, self.id(), &heap, &a, "search"))
    }
}

// The registration line.
static REGISTRY: &[&Family] = &[&FAMILY];

fn opened(params: &[&str]) -> Result<Box<dyn Entry>, GameError> {
    open_in(REGISTRY, "take-21", &Params::parse(params.iter().copied()).unwrap())
}

#[test]
fn the_safe_heaps_are_the_multiples_of_max_plus_one() {
    for heap in 0..30u64 {
        let e = opened(&[&format!("heap={heap}"), "max_take=3"]).unwrap();
        let r = e.analyse(&e.start(), &Control::none()).unwrap();
        assert_eq!(r.outcome == Outcome::PreviousWins, heap % 4 == 0, "heap {heap}");
    }
}

#[test]
fn the_shared_layer_checks_parameters_and_writes_the_rules() {
    // The descriptor refuses a bad value with one sentence naming the range,
    // an unknown name with the accepted ones, and takes `_` for `-` and aliases.
    let e = opened(&["max-take=0"]).err().unwrap().to_string();
    assert!(e.contains("max-take") && e.contains("from 1 to 100"), "{e}");
    let e = opened(&["colour=red"]).err().unwrap().to_string();
    assert!(e.contains("`heap`, `max-take`, `misere`"), "{e}");
    assert_eq!(opened(&["max=5"]).unwrap().params().get("max-take"), Some("5"));
    let rules = opened(&[]).unwrap().rules(ludoteca_core::Lang::EN);
    assert!(rules.contains("max-take=N — the most stones one move may take (a whole number from 1 to 100; now 3)"));
    // Played through text, as every front end does.
    let e = opened(&["heap=5"]).unwrap();
    assert_eq!(e.moves("5").unwrap(), ["1", "2", "3"]);
    assert_eq!(e.play("5", "1").unwrap(), "4");
    assert!(e.play("5", "4").is_err());
    assert_eq!(e.terminal("0").unwrap(), Some(Outcome::PreviousWins));
    // What the family does not declare is refused with one sentence.
    let no = e.table(0, 9, &Control::none()).err().unwrap().to_string();
    assert!(no.contains("take-21 has no table") && no.contains("ludoteca play take-21"), "{no}");
}

/// The code blocks of `docs/adding-a-game.md` marked `<!-- new_family.rs -->`
/// are this file's code: each of their lines (trimmed, a leading `pub ` aside,
/// since here nothing leaves the test) is found in this file, in order.
/// The family's words are complete in every language the laboratory
/// speaks (pt-BR falls back to pt-PT) and say what they should.
#[test]
fn the_words_are_in_every_language() {
    assert_eq!(ludoteca_core::i18n::family::check(&TEXTS, TakeawayMsg::MESSAGES), Vec::<String>::new());
    let heap = FAMILY.param("heap").expect("heap");
    assert_eq!(heap.label.get(ludoteca_core::Lang::PT_BR), "Pedras");
    assert_eq!(PRESETS[0].name.get(ludoteca_core::Lang::EN), "Take 1 to 3 from 21");
}

#[test]
fn the_recipe_shows_this_file_s_code() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let doc = std::fs::read_to_string(format!("{root}/docs/adding-a-game.md")).expect("the recipe");
    let here: Vec<&str> = include_str!("new_family.rs").lines().map(str::trim).collect();
    let norm = |l: &str| l.trim().trim_start_matches("pub ").to_string();
    let mut blocks = 0;
    for part in doc.split("<!-- new_family.rs -->\n").skip(1) {
        let body =
            part.split("```rust").nth(1).and_then(|b| b.split("```").next()).expect("a rust block after the mark");
        let mut at = 0;
        for line in body.lines().map(norm).filter(|l| !l.is_empty()) {
            match here[at..].iter().position(|h| norm(h) == line) {
                Some(i) => at += i + 1,
                None => {
                    panic!("docs/adding-a-game.md shows `{line}`, which new_family.rs does not have (after line {at})")
                }
            }
        }
        blocks += 1;
    }
    assert!(blocks >= 2, "the recipe marks its code blocks ({blocks} found)");
}
