//! The catalogue: every preset id with its summary, statement and default
//! parameters, and [`open`] to build one with a person's parameters.

use crate::beans::{BeanRule, BeansEntry};
use crate::bicycle::BicycleEntry;
use crate::entry::Entry;
use crate::erdos::ErdosEntry;
use crate::error::GameError;
use crate::figuras::FigurasEntry;
use crate::flags::FlagsEntry;
use crate::heap::{HeapConfig, HeapEntry};
use crate::knight::KnightEntry;
use crate::mastermind::MastermindEntry;
use crate::northcott::NorthcottEntry;
use crate::params::Params;
use crate::sum::SumEntry;

/// A catalogue entry: a game family with default parameters.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// The id (`je-N` as numbered in "Jogos e Estratégias").
    pub id: &'static str,
    /// A one-line summary.
    pub summary: &'static str,
    /// The statement of the game, after the text.
    pub statement: &'static str,
    /// Default parameters (`name=value`).
    pub defaults: &'static [&'static str],
    /// The last row a table shows when `--to` is not given.
    pub table_to: u64,
    /// The family of games it belongs to.
    pub family: Family,
}

/// The families of games: each is one module of this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// One heap (`heap`): take-away games with their memory rules.
    Heap,
    /// Sums of heaps (`sum`): Nim and its cousins.
    Sum,
    /// The knight games (`knight`); `true` for the partizan game II.
    Knight(bool),
    /// The bean grids (`beans`).
    Beans(BeanRule),
    /// Northcott's game (`northcott`).
    Northcott,
    /// The bicycle (`bicycle`); `true` for real distances (game 23).
    Bicycle(bool),
    /// Jogo da Velha com Figuras Geométricas (`figuras`).
    Figuras,
    /// The flags on a circle (`flags`), by episode (25, 26, 27).
    Flags(u8),
    /// Mastermind / Senha (`mastermind`): hidden information, rules only
    /// here; the match is played by `ludoteca-play`.
    Mastermind,
    /// Erdös Latino (`erdos-latino`): versions I (chance) and III (hidden
    /// hands) are played by `ludoteca-play`; version II is analysed here too.
    Erdos,
}

const SUMS: &[Preset] = &[
    Preset {
        id: "je-11",
        summary: "Two-heap Nim: take any number from one of two heaps (Bouton, 1901)",
        statement: "Game 11, \"Tirar de dois montes\" (two-heap Nim, Charles Bouton, 1901): players alternately choose one of two heaps and take as many stones as they like from it, at least one. Whoever takes the last stone wins.",
        defaults: &["take=any", "heaps=10,7"],
        table_to: 12,
        family: Family::Sum,
    },
    Preset {
        id: "je-12",
        summary: "Two heaps, take 1 or 2 from one heap",
        statement: "Game 12, \"Tirar uma ou duas de dois montes\": as game 11, but a move takes only 1 or 2 stones from one heap. Whoever takes the last stone wins.",
        defaults: &["take=1,2", "heaps=10,7"],
        table_to: 12,
        family: Family::Sum,
    },
    Preset {
        id: "je-16",
        summary: "Nim with any number of heaps (Bouton, 1901), from (48, 25, 7, 52, 3)",
        statement: "Game 16, \"Tirar de vários montes\" (Nim, Charles Bouton, 1901): players alternately choose a heap and take as many stones as they like from it, at least one. Whoever takes the last stone wins.",
        defaults: &["take=any", "heaps=48,25,7,52,3"],
        table_to: 12,
        family: Family::Sum,
    },
    Preset {
        id: "je-17",
        summary: "Several heaps, take 1 or 2 from one heap, from (5, 8, 11)",
        statement: "Game 17, \"Tirar uma ou duas de vários montes\": as Nim, but a move takes only 1 or 2 stones from one heap. Whoever takes the last stone wins.",
        defaults: &["take=1,2", "heaps=5,8,11"],
        table_to: 12,
        family: Family::Sum,
    },
    Preset {
        id: "nim",
        summary: "Nim with the heaps you choose (--param heaps=3,4,5; misere=true for misère Nim)",
        statement: "Nim: players alternately choose a heap and take any positive number of stones from it.",
        defaults: &["take=any", "heaps=3,4,5"],
        table_to: 12,
        family: Family::Sum,
    },
];

const BOARDS: &[Preset] = &[
    Preset {
        id: "je-14-i",
        summary: "Um cavalo para dois (I): a shared knight jumps South-and-sideways or West-and-up/down from the NE corner",
        statement: "Game 14, Jogo I: a knight stands on the North-East corner (n, n) of an n×n board. A and B alternately make it jump, never off the board, either (i) two squares South and one East or West, or (ii) two squares West and one North or South. The first player unable to move loses.",
        defaults: &["size=8"],
        table_to: 8,
        family: Family::Knight(false),
    },
    Preset {
        id: "je-14-ii",
        summary: "Um cavalo para dois (II): A jumps only 2 South + 1 East/West, B only 2 West + 1 North/South",
        statement: "Game 14, Jogo II: as Jogo I, but A may only jump two squares South and one East or West, and B only two squares West and one North or South. The knight starts on (n, n); the first player unable to move loses.",
        defaults: &["size=8"],
        table_to: 8,
        family: Family::Knight(true),
    },
];

const BEANS: &[Preset] = &[
    Preset {
        id: "je-15-a",
        summary: "Beans (a): remove a whole row or column of beans; the last bean wins",
        statement: "Game 15 (a), \"Tirar feijões duma quadrícula\": an m×n board holds one bean per cell. Each move removes all the beans of one row or one column (that still has beans). Whoever takes the last bean wins.",
        defaults: &["rows=5", "cols=7"],
        table_to: 8,
        family: Family::Beans(BeanRule::Lines),
    },
    Preset {
        id: "je-15-b",
        summary: "Beans (b): as (a), but the last line left loses 1 or 2 beans a move",
        statement: "Game 15 (b): as (a), but when a single line of beans is left, each move removes only one or two of its beans.",
        defaults: &["rows=5", "cols=7"],
        table_to: 8,
        family: Family::Beans(BeanRule::LinesThenTail),
    },
    Preset {
        id: "je-15-c",
        summary: "Beans (c): eat a bean with those left of it and below it; the last bean loses",
        statement: "Game 15 (c): each move removes a bean X, every bean to the left of X in its row and every bean below X in its column. Whoever removes the last bean loses.",
        defaults: &["rows=4", "cols=5"],
        table_to: 5,
        family: Family::Beans(BeanRule::Cross),
    },
    Preset {
        id: "je-15-d",
        summary: "Beans (d): as (c) plus everything below those — this is Chomp; the last bean loses",
        statement: "Game 15 (d): as (c), but each move also removes every bean below any bean that (c) removes — the whole quadrant below-left of X. This is Chomp.",
        defaults: &["rows=4", "cols=5"],
        table_to: 6,
        family: Family::Beans(BeanRule::Chomp),
    },
];

const NORTHCOTT: &[Preset] = &[Preset {
    id: "je-18",
    summary: crate::northcott::PRESET_SUMMARY,
    statement: crate::northcott::PRESET_STATEMENT,
    defaults: &["rows=8", "cols=8"],
    table_to: 8,
    family: Family::Northcott,
}];

const BICYCLE: &[Preset] = &[
    Preset {
        id: "je-6",
        summary: crate::bicycle::SUMMARY_6,
        statement: crate::bicycle::STATEMENT_6,
        defaults: &["stage=1", "distance=2008"],
        table_to: 40,
        family: Family::Bicycle(false),
    },
    Preset {
        id: "je-22",
        summary: crate::bicycle::SUMMARY_22,
        statement: crate::bicycle::STATEMENT_22,
        defaults: &["stage=1", "distance=2008"],
        table_to: 40,
        family: Family::Bicycle(false),
    },
    Preset {
        id: "je-23",
        summary: crate::bicycle::SUMMARY_23,
        statement: crate::bicycle::STATEMENT_23,
        defaults: &["stage=1", "distance=2008"],
        table_to: 25,
        family: Family::Bicycle(true),
    },
];

const FIGURAS: &[Preset] = &[Preset {
    id: "figuras",
    summary: crate::figuras::SUMMARY,
    statement: crate::figuras::STATEMENT,
    defaults: &[],
    table_to: 0,
    family: Family::Figuras,
}];

const MASTERMIND: &[Preset] = &[Preset {
    id: "mastermind",
    summary: crate::mastermind::SUMMARY,
    statement: crate::mastermind::STATEMENT,
    defaults: &[],
    table_to: 0,
    family: Family::Mastermind,
}];

const ERDOS: &[Preset] = &[Preset {
    id: "erdos-latino",
    summary: crate::erdos::SUMMARY,
    statement: crate::erdos::STATEMENT,
    defaults: &[],
    table_to: 0,
    family: Family::Erdos,
}];

const FLAGS: &[Preset] = &[
    Preset {
        id: "je-25",
        summary: crate::flags::SUMMARY_25,
        statement: crate::flags::STATEMENT_25,
        defaults: &["n=3"],
        table_to: 12,
        family: Family::Flags(25),
    },
    Preset {
        id: "je-26",
        summary: crate::flags::SUMMARY_26,
        statement: crate::flags::STATEMENT_26,
        defaults: &["n=3"],
        table_to: 12,
        family: Family::Flags(26),
    },
    Preset {
        id: "je-27",
        summary: crate::flags::SUMMARY_27,
        statement: crate::flags::STATEMENT_27,
        defaults: &["n=3"],
        table_to: 12,
        family: Family::Flags(27),
    },
];

const HEAP: &[Preset] = &[
    Preset {
        id: "je-1",
        summary: "Take 1 or 4 stones from a heap of 2008; taking the last wins (Jogo de tirar simétrico)",
        statement: "Game 1, \"Jogo de tirar simétrico\": two players alternately take 1 or 4 stones from a heap of 2008. Whoever takes the last stone wins.",
        defaults: &["take=1,4", "heap=2008"],
        table_to: 24,
        family: Family::Heap,
    },
    Preset {
        id: "je-2",
        summary: "Partizan: A takes 1 or 4, B takes 2 or 3, from 2008; who cannot move loses (Jogo de tirar assimétrico)",
        statement: "Game 2, \"Jogo de tirar assimétrico\": A and B alternately take stones from a heap of 2008, A first. A must take 1 or 4, B must take 2 or 3. The first player unable to move loses.",
        defaults: &["first-takes=1,4", "second-takes=2,3", "heap=2008"],
        table_to: 24,
        family: Family::Heap,
    },
    Preset {
        id: "je-4",
        summary: "Take 1 to 5 from 2000, never what the opponent just took (XV OIAM, Caracas 2000)",
        statement: "Game 4 (XV Olimpíada IAM, Caracas, 2000): two players alternately take 1, 2, 3, 4 or 5 stones from a heap of 2000; except on the first move, a player may not take the number the opponent just took. The first player unable to make a valid move loses.",
        defaults: &["take=1..5", "forbid=opponent-last", "heap=2000"],
        table_to: 40,
        family: Family::Heap,
    },
    Preset {
        id: "je-5",
        summary: "Take 1 to 5 from 2008, never repeating your own previous take",
        statement: "Game 5: two players alternately take 1 to 5 stones from a heap of 2008; after the two opening moves (one each, free), a player may not take the same number they took on their own previous move. The first player unable to move loses.",
        defaults: &["take=1..5", "forbid=own-last", "heap=2008"],
        table_to: 30,
        family: Family::Heap,
    },
    Preset {
        id: "je-7",
        summary: "Trinta e um de boca: say 1-3, then add 1-3 to the last number said; whoever says 31 wins",
        statement: "Game 7, \"Trinta e um de boca\": players alternately say whole numbers. The first says 1, 2 or 3; then each adds 1, 2 or 3 to the number the opponent said, never passing 31. Whoever first says 31 wins. Positions are the number just said (0 before the first move).",
        defaults: &["take=1,2,3", "target=31"],
        table_to: 31,
        family: Family::Heap,
    },
    Preset {
        id: "je-8",
        summary: "Take 1 or 2 from a heap of 2007; taking the last wins",
        statement: "Game 8, \"Tirar uma ou duas de um só monte\": two players alternately take 1 or 2 stones from a heap of 2007. Whoever takes the last stone wins.",
        defaults: &["take=1,2", "heap=2007"],
        table_to: 20,
        family: Family::Heap,
    },
    Preset {
        id: "je-9",
        summary: "Take 1 or 4 from a heap of 1000; taking the last wins",
        statement: "Game 9, \"Tirar uma ou quatro de um só monte\": two players alternately take 1 or 4 stones from a heap of 1000. Whoever takes the last stone wins.",
        defaults: &["take=1,4", "heap=1000"],
        table_to: 24,
        family: Family::Heap,
    },
    Preset {
        id: "je-10",
        summary: "Take 2 or 3 from a heap; who cannot move loses",
        statement: "Game 10, \"Tirar duas ou três de um só monte\": two players alternately take 2 or 3 stones from a heap. The first player unable to move loses.",
        defaults: &["take=2,3", "heap=20"],
        table_to: 20,
        family: Family::Heap,
    },
    Preset {
        id: "je-13-i",
        summary: "Partizan: A takes 1 or 4, B takes 2 or 3; who cannot move loses (game 13, I)",
        statement: "Game 13, Jogo I: A and B alternately take stones from a heap, A first. A must take 1 or 4, B must take 2 or 3. The first player unable to move loses.",
        defaults: &["first-takes=1,4", "second-takes=2,3", "heap=2008"],
        table_to: 20,
        family: Family::Heap,
    },
    Preset {
        id: "je-13-ii",
        summary: "Partizan: A takes 3, 4 or 5, B takes 2, 3 or 4 (game 13, II)",
        statement: "Game 13, Jogo II: as Jogo I, but A must take 3, 4 or 5 stones and B must take 2, 3 or 4.",
        defaults: &["first-takes=3,4,5", "second-takes=2,3,4", "heap=2008"],
        table_to: 24,
        family: Family::Heap,
    },
    Preset {
        id: "je-13-iii",
        summary: "Partizan: A takes 3, 6 or 7, B takes 2, 6 or 7 (game 13, III)",
        statement: "Game 13, Jogo III: as Jogo I, but A must take 3, 6 or 7 stones and B must take 2, 6 or 7.",
        defaults: &["first-takes=3,6,7", "second-takes=2,6,7", "heap=2008"],
        table_to: 30,
        family: Family::Heap,
    },
    Preset {
        id: "je-13-vi",
        summary: "Partizan: A takes 1, 4 or 5, B takes 2, 5 or 6 (game 13, VI)",
        statement: "Game 13, Jogo VI: as Jogo I, but A must take 1, 4 or 5 stones and B must take 2, 5 or 6.",
        defaults: &["first-takes=1,4,5", "second-takes=2,5,6", "heap=2008"],
        table_to: 30,
        family: Family::Heap,
    },
    Preset {
        id: "je-19",
        summary: "Opening takes 1 or 2; after a take of k the other may take 1 to k+1; heap 2007",
        statement: "Game 19, \"Tirar de um só monte até mais uma que o parceiro\": two players alternately take stones from a heap of 2007. The opening move takes 1 or 2; whenever a player takes k, the other may take 1, 2, …, k or k + 1 on the next move. Whoever takes the last stone wins. The state is (n, t): n stones, at most t may be taken; taking τ leaves (n − τ, τ + 1).",
        defaults: &["limit=plus-one", "opening=2", "heap=2007"],
        table_to: 40,
        family: Family::Heap,
    },
    Preset {
        id: "je-20",
        summary: "Take 1 to 5 from 2000, never what the opponent just took (the solved game 4)",
        statement: "Game 20 (the solution of game 4, XV OIAM, Caracas 2000): take 1 to 5 stones from a heap of 2000, never the amount the opponent just took (the first move is free); the first player unable to move loses. The state is (n, r): n stones, r the opponent's last take (0 before the first move).",
        defaults: &["take=1..5", "forbid=opponent-last", "heap=2000"],
        table_to: 40,
        family: Family::Heap,
    },
    Preset {
        id: "je-21",
        summary: "Game 20, episode 2: which starting heaps lose for the first player?",
        statement: "Game 21: in game 20, for which starting heaps does the first player have no winning strategy? Those are the rows whose start column (r = 0) is safe; `period je-21` lists them as residues.",
        defaults: &["take=1..5", "forbid=opponent-last", "heap=200"],
        table_to: 200,
        family: Family::Heap,
    },
    Preset {
        id: "je-24",
        summary: "Opening takes 1 or 2; after a take of k the other may take 1 to 2k; heap 2007",
        statement: "Game 24, \"Tirar de um só monte até ao dobro do que o parceiro tirou\": as game 19, but after a take of k the other player takes at least 1 and at most 2k. The state is (n, t); taking τ leaves (n − τ, 2τ).",
        defaults: &["limit=double", "opening=2", "heap=2007"],
        table_to: 40,
        family: Family::Heap,
    },
    Preset {
        id: "je-28",
        summary: "Coelhos à Fibonacci: first move of each player takes 1, then at most the sum of the two previous takes",
        statement: "Game 28, \"Tirar coelhos à Fibonacci\": two players alternately take rabbits from a hutch of 100. Each player's first move (the first two moves of the game) takes exactly one rabbit; afterwards a player takes at least one and at most the total taken in the two previous moves. Whoever takes the last rabbit wins. The state is (n, a, b): a and b the before-last and last takes; taking c leaves (n − c, b, c).",
        defaults: &["limit=fibonacci", "heap=100"],
        table_to: 40,
        family: Family::Heap,
    },
    Preset {
        id: "fibonacci-nim",
        summary: "Fibonacci nim: the first move takes anything but the whole heap, then at most twice the previous take",
        statement: "Fibonacci nim (Whinihan): the first player takes any number of stones but not the whole heap; afterwards each player takes at least 1 and at most twice what the opponent just took. Whoever takes the last stone wins. The first player loses exactly when the heap is a Fibonacci number (Zeckendorf strategy).",
        defaults: &["limit=double", "opening=below-heap", "heap=100"],
        table_to: 40,
        family: Family::Heap,
    },
    Preset {
        id: "subtraction",
        summary: "Any heap game you describe: --param take=1,3,4 (or first-takes/second-takes, forbid, limit, misere)",
        statement: "A general take-away game: choose the amounts with take=… (or first-takes=… and second-takes=… for a partizan game), and optionally a memory rule (forbid=… or limit=…) and misère play.",
        defaults: &["take=1,2,3", "heap=21"],
        table_to: 24,
        family: Family::Heap,
    },
];

impl Family {
    /// The family's name, as front ends use it to choose a board
    /// (`heap`, `sum`, `knight`, …).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Family::Heap => "heap",
            Family::Sum => "sum",
            Family::Knight(_) => "knight",
            Family::Beans(_) => "beans",
            Family::Northcott => "northcott",
            Family::Bicycle(_) => "bicycle",
            Family::Figuras => "figuras",
            Family::Flags(_) => "flags",
            Family::Mastermind => "mastermind",
            Family::Erdos => "erdos-latino",
        }
    }
}

/// Every preset in the catalogue, family by family.
pub fn presets() -> impl Iterator<Item = &'static Preset> {
    HEAP.iter()
        .chain(SUMS)
        .chain(BOARDS)
        .chain(BEANS)
        .chain(NORTHCOTT)
        .chain(BICYCLE)
        .chain(FLAGS)
        .chain(FIGURAS)
        .chain(MASTERMIND)
        .chain(ERDOS)
}

/// The preset with this id.
#[must_use]
pub fn preset(id: &str) -> Option<&'static Preset> {
    presets().find(|p| p.id == id)
}

/// Builds the game `id` with `params` over the preset's defaults.
pub fn open(id: &str, params: &Params) -> Result<Box<dyn Entry>, GameError> {
    let Some(p) = preset(id) else {
        return Err(GameError::UnknownGame {
            id: id.to_string(),
            known: presets().map(|p| p.id).collect::<Vec<_>>().join(", "),
        });
    };
    let defaults = Params::parse(p.defaults.iter().copied()).expect("presets are well formed");
    // A person's take list replaces the preset's lists (plain or partizan).
    let replacing = params.has("take") || params.has("first-takes") || params.has("second-takes");
    let mut base = Params::new();
    for (k, v) in defaults.iter() {
        let is_take = k == "take" || k.ends_with("-takes");
        if !(replacing && is_take) {
            base.set(k, v);
        }
    }
    let all = base.merged(params);
    match p.family {
        Family::Sum => Ok(Box::new(SumEntry::from_params(id, &all, p.summary, p.statement)?)),
        Family::Flags(episode) => Ok(Box::new(FlagsEntry::from_params(id, episode, &all, p.summary, p.statement)?)),
        Family::Mastermind => Ok(Box::new(MastermindEntry::from_params(id, &all, p.summary, p.statement)?)),
        Family::Erdos => Ok(Box::new(ErdosEntry::from_params(id, &all, p.summary, p.statement)?)),
        Family::Figuras => Ok(Box::new(FigurasEntry::from_params(id, &all, p.summary, p.statement)?)),
        Family::Bicycle(real) => Ok(Box::new(BicycleEntry::from_params(id, real, &all, p.summary, p.statement)?)),
        Family::Northcott => Ok(Box::new(NorthcottEntry::from_params(id, &all, p.summary, p.statement)?)),
        Family::Beans(rule) => Ok(Box::new(BeansEntry::from_params(id, rule, &all, p.summary, p.statement)?)),
        Family::Knight(partizan) => Ok(Box::new(KnightEntry::from_params(id, partizan, &all, p.summary, p.statement)?)),
        Family::Heap if params.has("heaps") => {
            let mut single = all.clone();
            single.remove("heaps");
            let cfg = HeapConfig::from_params(id, &single)?;
            Ok(Box::new(SumEntry::from_heap(&cfg, &all, p.summary, p.statement)?))
        }
        Family::Heap => Ok(Box::new(HeapEntry::new(HeapConfig::from_params(id, &all)?, p.summary, p.statement))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Out of time (a budget of zero), the champion of every game played
    /// through the default analysis still answers with a legal move.
    #[test]
    fn a_champion_out_of_time_still_moves_legally() {
        for p in presets() {
            if matches!(p.family, Family::Figuras | Family::Mastermind | Family::Erdos) {
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
            if matches!(p.family, Family::Figuras | Family::Mastermind | Family::Erdos) {
                // A scoring game: "perde-ganha" would be a different game, not a parameter.
                assert!(m.is_err(), "figuras refuses misere=true with a sentence");
                continue;
            }
            assert_ne!(m.unwrap().rules(), e.rules(), "{}: misere=true must change the rules", p.id);
        }
    }

    #[test]
    fn unknown_ids_and_params_are_explained() {
        let e = open("je-99", &Params::new()).err().unwrap().to_string();
        assert!(e.contains("unknown game `je-99`") && e.contains("je-20"), "{e}");
        let e = open("je-9", &Params::parse(["colour=red"]).unwrap()).err().unwrap().to_string();
        assert!(e.contains("unknown parameter `colour`") && e.contains("heap"), "{e}");
    }
}
