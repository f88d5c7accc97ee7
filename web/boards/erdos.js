// boards/erdos.js — Erdös Latino (family `erdos-latino`), drawn from the
// server's grid (n×n cells from row n, Second's edge at the top, down to
// row 1, First's edge; `owners` per column; `conquests` with their
// squares; the seat's own `hand`, the `drawn` number): each conquered column
// marked at its owner's end, and the numbers the mover may place — the whole
// pool (version II), the seat's own hand (III) or the drawn number (I).
// Choose a number, then an empty square: the legal move whose data
// (`{square, number}`, boards/moves.js) matches is sent. The squares of
// every conquering run are outlined; the last two moves' conquests are told
// in words above the board, every move's conquest beside it in the move
// list, and each edge says whose it is and which way its owner reads; in
// version III the opponent's hand (`opponent_hand` when open, else
// `opponent_hand_size`).

import { h, add } from '../dom.js';
import { t } from '../i18n.js';
import { columnRow, gridBoard, isGrid, squareName } from './grid.js';
import { fieldKey, legalMoves, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/erdos/locales/page/), served with the page's.
const w = t;

let selected = null;

export function accepts(ctx) { const b = ctx.view.board; return isGrid(b) && Array.isArray(b.owners); }

export function render(el, ctx) {
  const v = ctx.view; const b = v.board;
  const n = b.cols;
  const owner = (c) => { const o = b.owners[c]; return o && typeof o === 'object' ? o.owner : o; };
  const legal = ctx.canMove ? v.legal_moves || [] : [];
  const byPlace = movesBy(v, ctx.canMove, 'square', 'number');
  const numbers = [...new Set((ctx.canMove ? legalMoves(v) : []).map((m) => m.data.number).filter(Number.isInteger))].sort((x, y) => x - y);
  const drawn = Number.isInteger(b.drawn) ? b.drawn : null;
  if (drawn !== null && numbers.includes(drawn)) selected = drawn;
  if (selected !== null && !numbers.includes(selected)) selected = null;
  if (selected === null && numbers.length === 1) selected = numbers[0];
  // The squares of each conquering run, outlined.
  const runs = new Set((Array.isArray(b.conquests) ? b.conquests : [])
    .flatMap((c) => (c && Array.isArray(c.squares) ? c.squares.map(String) : [])));
  const ownerRow = (who, letter) => columnRow(n, '28rem', { class: 'owners' },
    b.labels.cols.map((file, c) => (owner(c) === who
      ? h('div', { class: `owner owner-${who === 'first' ? 'F' : 'S'}`, title: w('erdos.owner', { seat: letter }) }, `${file} · ${letter}`)
      : h('div', { class: 'owner' }, file))));
  const grid = gridBoard(b, {
    id: 'erdos-board', legal: new Set(legal), good: ctx.good, play: ctx.play, width: '28rem', fontSize: 1.5, coords: 'rows',
    tint: (x, i, j) => (owner(j) === 'first' ? '#dbe6fa' : owner(j) === 'second' ? '#f8dcdc' : (i + j) % 2 ? '#ebe3cf' : '#f5efe0'),
    move: (i, j, x) => (selected !== null && !x ? byPlace.get(fieldKey(squareName(b, i, j, ''), selected)) ?? null : null),
    draw: (x, i, j) => (x ? h('span', { style: runs.has(squareName(b, i, j, '')) ? 'font-weight:bold;outline:3px solid rgba(0,0,0,.35);padding:0 .3em' : '' }, String(x)) : ''),
    label: (i, j, mv, x) => (mv ? w('erdos.place', { n: selected, sq: squareName(b, i, j, '') }) : `${squareName(b, i, j, '')}: ${x || '—'}`),
  });
  const [countA, countB] = b.scores ? [b.scores.first, b.scores.second] : [0, 0];
  // The conquests of the last two moves (the child's and the reply), told
  // in words: which column, whose, and the run read from its owner's edge.
  const plies = (v.history || []).length;
  const fresh = conquests(b).filter((c) => c.ply >= plies - 1);
  const hand = Array.isArray(b.hand) ? b.hand : null;
  const other = Array.isArray(b.opponent_hand) ? b.opponent_hand.length
    : Number.isInteger(b.opponent_hand_size) ? b.opponent_hand_size : null;
  const otherSeat = v.seat === 'first' ? 'B' : 'A';
  add(el,
    h('p', { class: 'status', id: 'erdos-columns' }, w('erdos.columns', { a: countA, b: countB })),
    fresh.length ? h('div', { class: 'news', id: 'erdos-news', role: 'status' }, fresh.map((c) => h('p', {},
      `${w('erdos.conquers', { seat: seatOf(c), col: c.column, run: runText(c) })}, `,
      w(c.player === 'first' ? 'erdos.readsUp' : 'erdos.readsDown'), '.'))) : null,
    h('p', { class: 'muted edge', id: 'erdos-edge-b' }, w('erdos.edgeB')),
    ownerRow('second', 'B'), grid, ownerRow('first', 'A'),
    h('p', { class: 'muted edge', id: 'erdos-edge-a' }, w('erdos.edgeA')),
    hand ? h('p', { id: 'erdos-hand' }, `${w('erdos.hand')}: `, hand.join(' ')) : null,
    // Version III: the opponent's hand, its numbers when the hands are open,
    // else how many pieces it holds.
    hand && other !== null ? h('p', { id: 'erdos-other-hand', class: 'muted' },
      w(other === 1 ? 'erdos.otherHand.one' : 'erdos.otherHand', { seat: otherSeat, n: other }),
      Array.isArray(b.opponent_hand) ? ` (${b.opponent_hand.join(' ')})` : '') : null,
    drawn !== null ? h('p', { id: 'erdos-drawn', class: 'status' }, w('erdos.drawn', { n: drawn })) : null);
  if (ctx.canMove && numbers.length) {
    add(el, h('div', { class: 'legal', role: 'group', id: 'erdos-numbers' }, numbers.map((k) => h('button', {
      type: 'button', class: `peg${k === selected ? ' good' : ''}`, 'data-number': k, 'aria-pressed': String(k === selected),
      style: 'background:#fff', onclick: () => { selected = k; el.replaceChildren(); render(el, ctx); },
    }, k))));
  }
}

/** What to click: a number, then an empty square (only the square when the number was drawn). */
export function prompt(ctx) {
  const v = ctx.view; const b = v.board;
  if (!(v.legal_moves || []).length) return '';
  return Number.isInteger(b.drawn) ? w('erdos.drawnPrompt', { n: b.drawn }) : w('erdos.choose');
}

/** The board's conquests: `{column, player, ply, numbers: [3, 4, 5], squares}`. */
function conquests(b) {
  return (Array.isArray(b.conquests) ? b.conquests : []).filter((c) => c && typeof c.column === 'string' && Number.isInteger(c.ply));
}

const seatOf = (c) => (c.player === 'first' ? 'A' : 'B');

/** A conquering run's numbers in its owner's reading order: `3 < 4 < 5`. */
function runText(c) {
  return (Array.isArray(c.numbers) ? c.numbers : []).join(' < ');
}

/** A placement (its data `{square: 'c3', number: 5}`) in words: "põe 5 em
 *  c3" (the squares are named beside the board), and the column it
 *  conquered, if any ("→ A conquista a coluna c (1 < 3 < 5)"). */
export function moveText(d, ctx, played) {
  if (!d || typeof d.square !== 'string' || !Number.isInteger(d.number)) return '';
  const said = w('erdos.moved', { n: d.number, sq: d.square });
  const v = ctx && ctx.view;
  const ply = v && played ? (v.history || []).indexOf(played) + 1 : 0;
  const taken = ply > 0 && v.board ? conquests(v.board).filter((c) => c.ply === ply) : [];
  return [said, ...taken.map((c) => w('erdos.conquers.short', { seat: seatOf(c), col: c.column, run: runText(c) }))].join(' ');
}

/** Why a move's value may be unknown in a replay, by the version played:
 *  I draws a number for each move (chance), III deals hidden hands, II is
 *  complete information (only a position too large to solve in time). */
export function unknownReason(params, info) {
  const spec = ((info && info.param_specs) || []).find((x) => x.name === 'version');
  const v = String((params && params.version) ?? (spec && spec.default) ?? '').toUpperCase();
  return { I: 'chance', II: 'size', III: 'hidden' }[v] || '';
}
