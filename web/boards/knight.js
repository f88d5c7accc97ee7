// boards/knight.js — the knight games (family `knight`, je-14): the server's
// grid (row n at the top, the North; column 1 at the left, the West) with
// the knight on its square and the rows and columns numbered beside and
// below it; its legal targets are outlined, click one to jump there (move
// `row,col`, from the board's labels; said in words as "linha 6, coluna 7").

import { h, add } from '../dom.js';
import { t } from '../i18n.js';
import { gridBoard, isGrid, squareName } from './grid.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/knight/locales/page/), served with the page's.
const w = t;

/** `6,7` (row, column) in words: "linha 6, coluna 7". */
function inWords(sq) {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(sq);
  return m ? w('board.knight.square', { r: m[1], c: m[2] }) : sq;
}

export function accepts(ctx) { return isGrid(ctx.view.board) && !!ctx.view.board.knight; }

export function render(el, ctx) {
  const b = ctx.view.board;
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  const grid = gridBoard(b, {
    id: 'chessboard', legal, good: ctx.good, play: ctx.play, coords: true,
    move: (i, j) => squareName(b, i, j),
    draw: (v) => (v === 'knight' ? '♞' : ''),
    label: (i, j, mv, v) => (mv ? w('board.jump', { sq: inWords(mv) }) : v === 'knight' ? w('board.knight', { sq: inWords(squareName(b, i, j)) }) : inWords(squareName(b, i, j))),
  });
  add(el, grid, h('p', { class: 'muted', id: 'knight-at' }, w('board.knight', { sq: inWords(`${b.knight.row},${b.knight.col}`) })));
}

/** What to click: the outlined squares, and how many there are. */
export function prompt(ctx) {
  const n = (ctx.view.legal_moves || []).length;
  if (!n) return '';
  return w('board.knight.prompt', { n: n === 1 ? w('board.knight.one') : w('board.knight.many', { n }) });
}

/** A jump in words: "salta para a linha 6, coluna 7". */
export function moveText(mv) {
  return /^\s*\d+\s*,\s*\d+\s*$/.test(mv) ? w('board.knight.moved', { sq: inWords(mv) }) : '';
}
