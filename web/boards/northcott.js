// boards/northcott.js — Northcott's game (family `northcott`, je-18), drawn
// from the server's grid: one row per row of the notation (row 1 at the
// top), a white stone (A) and a black stone (B) in each, each row's gap in
// the last column. The mover clicks a square of a row to slide their stone
// there (the legal move whose data `{row, stone, col}` matches the square's
// labels, boards/moves.js).
// The gaps are shown with their binary stack.

import { h, add } from '../dom.js';
import { t } from '../i18n.js';
import { gridBoard, isGrid } from './grid.js';
import { binaryStack } from './sum.js';
import { fieldKey, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/northcott/locales/page/), served with the page's.
const w = t;

export function accepts(ctx) { const b = ctx.view.board; return isGrid(b) && Array.isArray(b.gaps) && typeof b.stone === 'string'; }

export function render(el, ctx) {
  const b = ctx.view.board;
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  const names = { white: w('board.northcott.white'), black: w('board.northcott.black') };
  const bySquare = movesBy(ctx.view, ctx.canMove, 'row', 'col');
  const grid = gridBoard(b, {
    id: 'northcott', legal, good: ctx.good, play: ctx.play, fontSize: 1.4, coords: true,
    move: (i, j) => bySquare.get(fieldKey(Number(b.labels.rows[i]), Number(b.labels.cols[j]))) ?? null,
    draw: (v) => (v === 'white' ? h('span', { class: 'pc w', 'aria-hidden': 'true' }) : v === 'black' ? h('span', { class: 'pc b', 'aria-hidden': 'true' }) : ''),
    label: (i, j, mv, v) => (mv ? w('board.northcott.move', { r: b.labels.rows[i], c: b.labels.cols[j] }) : names[v] || null),
    extra: (i) => h('div', { class: 'sq', style: 'background:#fff;font-size:.9rem', title: w('board.northcott.gap'), 'aria-label': `${w('board.northcott.gap')} ${b.gaps[i]}` }, String(b.gaps[i])),
  });
  add(el,
    h('p', {}, h('span', { class: 'pc w small' }), ` ${names.white} · `, h('span', { class: 'pc b small' }), ` ${names.black}`),
    grid,
    binaryStack(b.gaps, b.labels.rows, b.misere));
}

/** What to click: a square of a row, for the mover's stone. */
export function prompt(ctx) {
  const b = ctx.view.board;
  if (!(ctx.view.legal_moves || []).length) return '';
  return w('board.northcott.prompt', { stone: w(`board.northcott.${b.stone === 'b' ? 'b' : 'w'}`) });
}

/** A slide (its data `{row: 2, stone: 'w', col: 7}`) in words: "linha 2: pedra branca para a coluna 7". */
export function moveText(d) {
  if (!d || !Number.isInteger(d.row) || !Number.isInteger(d.col) || !['w', 'b'].includes(d.stone)) return '';
  return w('board.northcott.moved', { r: d.row, stone: w(`board.northcott.${d.stone}`), c: d.col });
}
