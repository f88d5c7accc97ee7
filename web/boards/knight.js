// boards/knight.js — the knight games (family `knight`, je-14): the server's
// grid (row n at the top, the North; column 1 at the left, the West) with
// the knight on its square; its legal targets are outlined, click one to
// jump there (move `row,col`, from the board's labels).

import { h, add } from '../dom.js';
import { words } from '../i18n.js';
import { gridBoard, isGrid, squareName } from './grid.js';

// This board's own words, in each language of the lab.
const w = words({
  pt: {
    'board.knight': 'Cavalo em {sq}',
    'board.jump': 'Saltar para {sq}',
  },
  en: {
    'board.knight': 'Knight on {sq}',
    'board.jump': 'Jump to {sq}',
  },
});

export function accepts(ctx) { return isGrid(ctx.view.board) && !!ctx.view.board.knight; }

export function render(el, ctx) {
  const b = ctx.view.board;
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  const grid = gridBoard(b, {
    id: 'chessboard', legal, good: ctx.good, play: ctx.play,
    move: (i, j) => squareName(b, i, j),
    draw: (v) => (v === 'knight' ? '♞' : ''),
    label: (i, j, mv, v) => (mv ? w('board.jump', { sq: mv }) : v === 'knight' ? w('board.knight', { sq: squareName(b, i, j) }) : squareName(b, i, j)),
  });
  add(el, grid, h('p', { class: 'muted' }, w('board.knight', { sq: `${b.knight.row},${b.knight.col}` })));
}
