// boards/beans.js — the bean grids (family `beans`, je-15), drawn from the
// server's grid (one cell per bean, `"bean"` or empty). Rectangles (shape
// `rectangle`, games a/b): a button removes a row or a column (the legal
// moves whose data is `{line: 'row'}`, `{line: 'column'}`); on (b)'s last
// line (`tail`) click a bean to take it and the ones after it (`{take: 1}`
// or 2). Cell boards (games c/d): click a bean to eat it (`{row, col}` as
// the labels number them, row 1 at the bottom); hovering shows every bean
// the move would eat (rule `cross` or `chomp`). Moves are found and said
// from their data (boards/moves.js), never from their text.

import { h, add } from '../dom.js';
import { t, plural, orList } from '../i18n.js';
import { gridBoard, isGrid, squareName } from './grid.js';
import { fieldKey, legalMoves, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/beans/locales/page/), served with the page's.
const w = t;

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
  const byLine = movesBy(ctx.view, ctx.canMove, 'line');
  const byTake = movesBy(ctx.view, ctx.canMove, 'take');
  const line = (kind, label, text, mv = byLine.get(fieldKey(kind))) => (mv !== undefined
    ? h('button', { type: 'button', class: `linebtn secondary${ctx.good.has(mv) ? ' good' : ''}`, 'data-move': mv, title: label, 'aria-label': label, onclick: () => ctx.play(mv) }, text, ' ', label)
    : null);
  // On the last line, the bean at index k (from the left, or from the top) takes it and those after it.
  const count = (i, j) => (b.rows === 1 ? b.cols - j : b.rows - i);
  const take = (i, j) => (b.tail ? byTake.get(fieldKey(count(i, j))) ?? null : null);
  const grid = gridBoard(b, {
    id: 'beans', legal, good: ctx.good, play: ctx.play, chequer: false, tint: () => '#fff', width: `${Math.max(6, 2.6 * b.cols)}rem`,
    move: take, draw: bean,
    label: (i, j, mv) => (mv ? t('board.take', { n: count(i, j) }) : squareName(b, i, j)),
  });
  add(el, h('p', { class: 'toolbar' }, line('row', w('board.beans.row'), '→'), line('column', w('board.beans.col'), '↓')),
    grid, h('p', { class: 'muted' }, `${b.rows} × ${b.cols} — ${plural(w, 'board.beans.count', b.beans)}`));
}

function cells(el, ctx, b, legal) {
  const num = (i, j) => [Number(b.labels.rows[i]), Number(b.labels.cols[j])];
  const chomp = b.rule === 'chomp';
  const bySquare = movesBy(ctx.view, ctx.canMove, 'row', 'col');
  const grid = gridBoard(b, {
    id: 'beans', legal, good: ctx.good, play: ctx.play, chequer: false, tint: () => '#fff', width: `${Math.max(6, 2.6 * b.cols)}rem`,
    move: (i, j, v) => (v ? bySquare.get(fieldKey(...num(i, j))) ?? null : null), draw: bean,
    coords: true,
    label: (i, j, mv) => (mv ? w('board.beans.eat', { sq: inWords(...num(i, j)) }) : inWords(...num(i, j))),
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
  add(el, grid, h('p', { class: 'muted' }, plural(w, 'board.beans.count', b.beans)));
}

/** Row `r`, column `c` in words: "linha 2, coluna 3". */
function inWords(r, c) {
  return w('board.beans.square', { r, c });
}

/** What to click: the row and column buttons, the last line's beans, or a bean to eat. */
export function prompt(ctx) {
  const b = ctx.view.board;
  const legal = legalMoves(ctx.view);
  if (!legal.length) return '';
  if (b.shape === 'rectangle') {
    const takes = legal.map((m) => m.data.take).filter(Number.isInteger);
    return takes.length ? w('board.beans.tail', { list: orList(takes) }) : w('board.beans.lines');
  }
  return w(b.rule === 'chomp' ? 'board.beans.chomp' : 'board.beans.cross');
}

/** A move (its data) in words: "tira uma linha", "tira 2", "come o feijão da linha 2, coluna 3". */
export function moveText(d) {
  if (!d) return '';
  if (d.line === 'row') return w('board.beans.tookRow');
  if (d.line === 'column') return w('board.beans.tookCol');
  if (Number.isInteger(d.take)) return w('board.beans.took', { n: d.take });
  if (Number.isInteger(d.row) && Number.isInteger(d.col)) return w('board.beans.ate', { sq: inWords(d.row, d.col) });
  return '';
}
