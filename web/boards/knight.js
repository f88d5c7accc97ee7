// boards/knight.js — the knight games (family `knight`, je-14): the server's
// grid (row n at the top, the North; column 1 at the left, the West) with
// the knight on its square and the rows and columns numbered beside and
// below it; its legal targets are outlined, click one to jump there (the
// legal move whose data `{row, col}` is the square's, by the board's
// labels, boards/moves.js; said in words as "linha 6, coluna 7").

import { h, add } from '../dom.js';
import { t } from '../i18n.js';
import { gridBoard, isGrid } from './grid.js';
import { fieldKey, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/knight/locales/page/), served with the page's.
const w = t;

/** Row `r`, column `c` in words: "linha 6, coluna 7". */
function inWords(r, c) {
  return w('board.knight.square', { r, c });
}

export function accepts(ctx) { return isGrid(ctx.view.board) && !!ctx.view.board.knight; }

export function render(el, ctx) {
  const b = ctx.view.board;
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  const bySquare = movesBy(ctx.view, ctx.canMove, 'row', 'col');
  const at = (i, j) => [Number(b.labels.rows[i]), Number(b.labels.cols[j])];
  const grid = gridBoard(b, {
    id: 'chessboard', legal, good: ctx.good, play: ctx.play, coords: true,
    move: (i, j) => bySquare.get(fieldKey(...at(i, j))) ?? null,
    draw: (v) => (v === 'knight' ? '♞' : ''),
    label: (i, j, mv, v) => (mv ? w('board.jump', { sq: inWords(...at(i, j)) }) : v === 'knight' ? w('board.knight', { sq: inWords(...at(i, j)) }) : inWords(...at(i, j))),
  });
  add(el, grid, h('p', { class: 'muted', id: 'knight-at' }, w('board.knight', { sq: inWords(b.knight.row, b.knight.col) })));
}

/** What to click: the outlined squares, and how many there are. */
export function prompt(ctx) {
  const n = (ctx.view.legal_moves || []).length;
  if (!n) return '';
  return w('board.knight.prompt', { n: n === 1 ? w('board.knight.one') : w('board.knight.many', { n }) });
}

/** A jump (its data `{row, col}`) in words: "salta para a linha 6, coluna 7". */
export function moveText(d) {
  return d && Number.isInteger(d.row) && Number.isInteger(d.col) ? w('board.knight.moved', { sq: inWords(d.row, d.col) }) : '';
}
