// boards/figuras.js — Jogo da Velha com Figuras Geométricas (family
// `figuras`), drawn from the server's grid (4×4 cells from rank 4 down, each
// a piece {code, owner, shape, size} or empty; `hands`, `kits`, `points`):
// the pieces drawn as shapes (triangle, quadrilateral, circle, pentagon;
// small or large; each kit in its colour), both kits' unplayed pieces, the
// full lines that score with their criteria (`lines`), and
// choose-a-piece-then-a-square to play: the legal move whose data
// (`{piece, shape, size, square}`, boards/moves.js) matches is sent.

import { h, s, add } from '../dom.js';
import { t } from '../i18n.js';
import { gridBoard, isGrid, squareName } from './grid.js';
import { fieldKey, legalMoves, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/figuras/locales/page/), served with the page's.
const w = t;

const COLORS = { orange: '#f08a24', black: '#222' };
const SHAPE_KEY = { triangle: 'T', quadrilateral: 'Q', circle: 'C', pentagon: 'P' };
const SIZE_KEY = { small: 's', large: 'l' };
const RISING = ['a1', 'b2', 'c3', 'd4'];
const FALLING = ['a4', 'b3', 'c2', 'd1'];
const DIAGONALS = { a1: RISING, d4: RISING, a4: FALLING, d1: FALLING };

/** The squares of the lines that scored, from the result's `reason_data`
 *  (code `lines`): square name (`b3`) → the seat letters ('A', 'B', 'A B'). */
export function scoredSquares(result) {
  const out = new Map();
  const data = result && result.reason_code === 'lines' ? result.reason_data : null;
  const files = ['a', 'b', 'c', 'd'];
  for (const l of (data && Array.isArray(data.lines) ? data.lines : [])) {
    const x = (l && l.line) || {};
    let squares = [];
    if (x.kind === 'row') squares = files.map((f) => `${f}${x.n}`);
    else if (x.kind === 'column') squares = [1, 2, 3, 4].map((r) => `${x.c}${r}`);
    // The board's two diagonals, by the corner they start from.
    else if (x.kind === 'diagonal') squares = DIAGONALS[x.from] || DIAGONALS[x.to] || [];
    const seat = l.seat === 'first' ? 'A' : 'B';
    for (const sq of squares) {
      const had = out.get(sq);
      if (!had) out.set(sq, seat); else if (!had.includes(seat)) out.set(sq, 'A B');
    }
  }
  return out;
}

let selected = null; // the chosen piece's code, kept across re-renders of the same turn

export function accepts(ctx) {
  const b = ctx.view.board;
  return isGrid(b) && !!b.hands && !!b.points && !!b.kits;
}

/** An SVG shape for piece `p` ({owner, shape, size}) centred at (x, y) in a cell of size `cell`. */
export function shape(p, x, y, cell, colors) {
  const fill = colors[p.owner];
  const stroke = fill === COLORS.black ? '#fff' : '#000';
  const r = cell * (p.size === 'large' ? 0.4 : 0.22);
  const attrs = { fill, stroke, 'stroke-width': 2 };
  const poly = (k, rot) => Array.from({ length: k }, (_, i) => {
    const a = rot + (2 * Math.PI * i) / k;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  if (p.shape === 'circle') return s('circle', { cx: x, cy: y, r: r * 0.92, ...attrs });
  if (p.shape === 'quadrilateral') return s('rect', { x: x - r * 0.8, y: y - r * 0.8, width: r * 1.6, height: r * 1.6, ...attrs });
  if (p.shape === 'triangle') return s('polygon', { points: poly(3, -Math.PI / 2), ...attrs });
  return s('polygon', { points: poly(5, -Math.PI / 2), ...attrs });
}

function pieceName(p) {
  return `${t(`shape.${SHAPE_KEY[p.shape]}`)} ${t(`size.${SIZE_KEY[p.size]}`)}`;
}

function icon(p, colors) {
  return s('svg', { viewBox: '0 0 40 40', 'aria-hidden': 'true', style: 'width:90%;height:90%' }, shape(p, 20, 20, 40, colors));
}

export function render(el, ctx) {
  const b = ctx.view.board;
  const colors = { first: COLORS[b.kits.first] || COLORS.orange, second: COLORS[b.kits.second] || COLORS.black };
  const legal = ctx.canMove ? legalMoves(ctx.view) : [];
  const legalSet = new Set(legal.map((m) => m.move));
  const byPlace = movesBy(ctx.view, ctx.canMove, 'piece', 'square');
  const available = [...new Set(legal.map((m) => m.data.piece))];
  if (selected && !available.includes(selected)) selected = null;
  if (!selected && available.length === 1) selected = available[0];
  const goodPieces = new Set(legal.filter((m) => ctx.good.has(m.move)).map((m) => m.data.piece));
  const redraw = () => { el.replaceChildren(); render(el, ctx); };

  const scored = scoredSquares(ctx.view.result);
  const grid = gridBoard(b, {
    id: 'figuras-board', legal: legalSet, good: ctx.good, play: ctx.play, coords: true, width: '24rem',
    tint: (v, i, j) => ((i + j) % 2 ? '#e4dcc6' : '#f5efe0'),
    move: (i, j, v) => (selected && !v ? byPlace.get(fieldKey(selected, squareName(b, i, j, ''))) ?? null : null),
    draw: (v) => (v ? icon(v, colors) : ''),
    label: (i, j, mv, v) => {
      const sq = squareName(b, i, j, '');
      const piece = [...b.hands.first, ...b.hands.second].find((p) => p.code === selected);
      if (mv && piece) return w('board.figuras.place', { piece: pieceName(piece), sq });
      if (v && scored.has(sq)) return w('board.figuras.scored', { sq, piece: pieceName(v), seats: scored.get(sq) });
      return v ? `${sq}: ${pieceName(v)}` : sq;
    },
    scored: (i, j) => scored.get(squareName(b, i, j, '')) || null,
  });
  const kit = (seat) => h('div', { class: 'legal', role: 'group', 'aria-label': w('board.figuras.pieces', { seat: seat === 'first' ? 'A' : 'B' }) },
    h('span', { class: 'muted' }, w('board.figuras.pieces', { seat: seat === 'first' ? 'A' : 'B' }), ': '),
    (b.hands[seat] || []).map((p) => {
      const pic = s('svg', { viewBox: '0 0 40 40', width: 34, height: 34, 'aria-hidden': 'true' }, shape(p, 20, 20, 40, colors));
      if (!available.includes(p.code)) return h('span', { title: pieceName(p) }, pic);
      return h('button', {
        type: 'button', class: `secondary${p.code === selected || goodPieces.has(p.code) ? ' good' : ''}`, 'data-piece': p.code,
        'aria-pressed': String(p.code === selected), 'aria-label': pieceName(p), title: pieceName(p),
        style: 'padding:.1rem .3rem', onclick: () => { selected = p.code; redraw(); },
      }, pic);
    }));
  // Each full line that scores, with the criteria it meets (one point
  // each): why the points came, told while the game goes on.
  const lines = Array.isArray(b.lines) ? b.lines : [];
  add(el,
    h('p', { class: 'status', id: 'figuras-score' }, w('board.figuras.score', { f: b.points.first, s: b.points.second })),
    lines.length ? h('div', { id: 'figuras-lines' }, h('p', { class: 'muted' }, w('board.figuras.lines'), ':'),
      h('ul', {}, lines.map((l) => h('li', { 'data-line': (l.squares || []).join(' ') },
        `${lineName(l.line)}: ${(l.criteria || []).map((c) => w(`crit.${c}`)).join(', ')} (+${l.points})`)))) : null,
    grid,
    // A kit with every piece played is not shown (an empty label says nothing).
    (b.hands.first || []).length ? kit('first') : null, (b.hands.second || []).length ? kit('second') : null);
}

/** A line of the board in words: `linha 2`, `coluna b`, `diagonal a1–d4`. */
function lineName(x) {
  const l = x || {};
  return l.kind === 'row' ? w('board.figuras.row', { n: l.n }) : l.kind === 'column' ? w('board.figuras.column', { c: l.c })
    : w('board.figuras.diagonal', { from: l.from, to: l.to });
}

/** What to click: a piece, then an empty square. */
export function prompt(ctx) {
  return (ctx.view.legal_moves || []).length ? w('board.figuras.choose') : '';
}

/** A placement (its data `{shape, size, square}`) in words: "triângulo
 *  grande em b3" (the squares are named beside the board). */
export function moveText(d) {
  if (!d || !SHAPE_KEY[d.shape] || !SIZE_KEY[d.size] || typeof d.square !== 'string') return '';
  return w('board.figuras.moved', { piece: pieceName(d), sq: d.square });
}
