//! The endgame: exact values with few empty squares by plain alpha-beta
//! and direct enumeration, without the table (cheaper than probing it).

use super::node::Node;

/// The exact value with four or more empty squares by plain alpha-beta
/// (used below the table), then [`endgame`] from three.
pub(crate) fn endgame4(n: &Node, alpha: i32, beta: i32) -> i32 {
    let b = n.quick_bound();
    if b <= alpha {
        return b;
    }
    if -b >= beta {
        return -b;
    }
    let empty = !n.filled;
    // Moves with their points, most points first.
    let mut moves = [(0i32, 0u8, 0u8); 32];
    let mut count = 0;
    let mut ps = n.mover_pieces();
    while ps != 0 {
        let p = ps.trailing_zeros() as u8;
        ps &= ps - 1;
        let mut sqs = empty;
        while sqs != 0 {
            let sq = sqs.trailing_zeros() as u8;
            sqs &= sqs - 1;
            if count < moves.len() {
                moves[count] = (n.gain(p, sq), p, sq);
                count += 1;
            }
        }
    }
    let moves = &mut moves[..count];
    moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
    let mut best = i32::MIN;
    let mut lo = alpha;
    for &(g, p, sq) in moves.iter() {
        let child = n.play(p, sq);
        let v = if child.empties() <= 3 { g - endgame(&child, g - lo) } else { g - endgame4(&child, g - beta, g - lo) };
        if v > best {
            best = v;
            if v > lo {
                lo = v;
                if v >= beta {
                    return v;
                }
            }
        }
    }
    best
}

/// The mask without its two lowest bits.
fn third_lowest(m: u16) -> u16 {
    let m = m & m.wrapping_sub(1);
    m & m.wrapping_sub(1)
}

/// The exact value with at most three empty squares, by direct enumeration
/// (stopping once a move reaches `beta`).
pub(crate) fn endgame(n: &Node, beta: i32) -> i32 {
    let empty = !n.filled;
    let mine = n.mover_pieces();
    let theirs = n.unplayed & !mine;
    let low = |m: u16| m.trailing_zeros() as u8;
    match n.empties() {
        0 => 0,
        1 => n.gain(low(mine), low(empty)),
        2 => {
            let (p, o) = (low(mine), low(theirs));
            let s1 = low(empty);
            let s2 = low(empty & (empty - 1));
            let all = 0x3FF;
            let a = n.gain(p, s1) - n.gain_after(all, &[(p, s1)], o, s2);
            let b = n.gain(p, s2) - n.gain_after(all, &[(p, s2)], o, s1);
            a.max(b)
        }
        _ => {
            let (b, live) = n.quick_lines();
            if b == 0 || -b >= beta {
                return -b;
            }
            // The mover has two pieces, the opponent one.
            let o = low(theirs);
            let sqs = [low(empty), low(empty & (empty - 1)), low(third_lowest(empty))];
            let mut best = i32::MIN;
            let mut ps = mine;
            while ps != 0 {
                let p = low(ps);
                ps &= ps - 1;
                let last = low(mine & !(1 << p));
                for i in 0..3 {
                    let sq = sqs[i];
                    let (s1, s2) = (sqs[(i + 1) % 3], sqs[(i + 2) % 3]);
                    let g = n.gain_after(live, &[], p, sq);
                    // The opponent picks the square for its last piece.
                    let r1 = n.gain_after(live, &[(p, sq)], o, s1) - n.gain_after(live, &[(p, sq), (o, s1)], last, s2);
                    if g - r1 <= best {
                        continue;
                    }
                    let r2 = n.gain_after(live, &[(p, sq)], o, s2) - n.gain_after(live, &[(p, sq), (o, s2)], last, s1);
                    let v = g - r1.max(r2);
                    if v > best {
                        best = v;
                        if v >= beta {
                            return v;
                        }
                    }
                }
            }
            best
        }
    }
}
