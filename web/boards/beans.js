// boards/beans.js — the bean grids (family `beans`, je-15), drawn from the
// server's grid (one cell per bean, `"bean"` or empty). Rectangles (shape
// `rectangle`, games a/b): a button removes a row or a column (moves `row`,
// `column`); on (b)'s last line (`tail`) click a bean to take it and the
// ones after it (move 1 or 2). Cell boards (games c/d): click a bean to eat
// it (move `row,col` from the labels, row 1 at the bottom); hovering shows
// every bean the move would eat (rule `cross` or `chomp`).

import { h, add } from '../dom.js';
import { t, words } from '../i18n.js';
import { gridBoard, isGrid, squareName } from './grid.js';

// This board's own words, in each language of the lab.
const w = words({
  pt: {
    'board.beans.row': 'Tirar uma linha',
    'board.beans.col': 'Tirar uma coluna',
    'board.beans.eat': 'Comer o feijão {sq}',
    'board.beans.count': '{n} feijões',
  },
  en: {
    'board.beans.row': 'Remove a row',
    'board.beans.col': 'Remove a column',
    'board.beans.eat': 'Eat bean {sq}',
    'board.beans.count': '{n} beans',
  },
});

export function accepts(ctx) { const b = ctx.view.board; return isGrid(b) && typeof b.shape === 'string'; }

const BEAN = 'display:inline-block;width:72%;height:56%;border-radius:50%;background:#8b4a2b';

function bean(v) { return v ? h('span', { class: 'beanpic', style: BEAN, 'aria-hidden': 'true' }) : ''; }

export function render(el, ctx) {
  const b = ctx.view.board;
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  if (b.shape === 'rectangle') rect(el, ctx, b, legal);
  else cells(el, ctx, b, legal);
}

function rect(el, ctx, b, legal) {
  const line = (mv, label, text) => (legal.has(mv)
    ? h('button', { type: 'button', class: `linebtn secondary${ctx.good.has(mv) ? ' good' : ''}`, 'data-move': mv, title: label, 'aria-label': label, onclick: () => ctx.play(mv) }, text, ' ', label)
    : null);
  // On the last line, the bean at index k (from the left, or from the top) takes it and those after it.
  const take = (i, j) => (b.tail ? String(b.rows === 1 ? b.cols - j : b.rows - i) : null);
  const grid = gridBoard(b, {
    id: 'beans', legal, good: ctx.good, play: ctx.play, chequer: false, tint: () => '#fff', width: `${Math.max(6, 2.6 * b.cols)}rem`,
    move: take, draw: bean,
    label: (i, j, mv) => (mv ? t('board.take', { n: mv }) : squareName(b, i, j)),
  });
  add(el, h('p', { class: 'toolbar' }, line('row', w('board.beans.row'), '→'), line('column', w('board.beans.col'), '↓')),
    grid, h('p', { class: 'muted' }, `${b.rows} × ${b.cols} — ${w('board.beans.count', { n: b.beans })}`));
}

function cells(el, ctx, b, legal) {
  const num = (i, j) => [Number(b.labels.rows[i]), Number(b.labels.cols[j])];
  const chomp = b.rule === 'chomp';
  const grid = gridBoard(b, {
    id: 'beans', legal, good: ctx.good, play: ctx.play, chequer: false, tint: () => '#fff', width: `${Math.max(6, 2.6 * b.cols)}rem`,
    move: (i, j, v) => (v ? squareName(b, i, j) : null), draw: bean,
    label: (i, j, mv) => (mv ? w('board.beans.eat', { sq: mv }) : squareName(b, i, j)),
  });
  // Hovering a bean shows every bean its move eats.
  grid.cells.forEach((row, i) => row.forEach((node, j) => {
    if (node.tagName !== 'BUTTON') return;
    const [r, c] = num(i, j);
    const eats = (rr, cc) => (chomp ? rr <= r && cc <= c : (rr === r && cc <= c) || (cc === c && rr <= r));
    const mark = (on) => grid.cells.forEach((rw, x) => rw.forEach((n, y) => {
      const [rr, cc] = num(x, y);
      const pic = n.querySelector('.beanpic');
      if (pic) pic.style.background = on && eats(rr, cc) ? '#d98c5f' : '#8b4a2b';
    }));
    node.addEventListener('mouseenter', () => mark(true));
    node.addEventListener('mouseleave', () => mark(false));
  }));
  add(el, grid, h('p', { class: 'muted' }, w('board.beans.count', { n: b.beans })));
}
