// boards/beans.js — the bean grids (family `beans`, je-15). Rectangles
// (`5x7`, games a/b): click a row or column handle to remove a line (moves
// `row` / `column`; in (b) the last line loses 1 or 2 beans: click the bean).
// Cell boards (`##./###`, games c/d): click a bean to eat it (move `r,c`,
// row 1 at the bottom); hovering shows every bean the move would eat.

import { h, add } from '../dom.js';
import { t } from '../i18n.js';

export function accepts(ctx) {
  const p = String(ctx.view.position).trim();
  return /^\d+x\d+$/.test(p) || /^[#.]+(\/[#.]+)*$/.test(p) || p === '';
}

export function render(el, ctx) {
  const p = String(ctx.view.position).trim();
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  if (/^\d+x\d+$/.test(p)) rect(el, ctx, p.split('x').map(Number), legal);
  else cells(el, ctx, p, legal);
}

function bean(cls, extra = {}) { return h('span', { class: `bean ${cls}`, 'aria-hidden': 'true', ...extra }); }

function rect(el, ctx, [rows, cols], legal) {
  const grid = h('div', { class: 'beans', id: 'beans', style: `grid-template-columns:auto repeat(${cols},auto)` });
  const lineBtn = (mv, label, text) => legal.has(mv)
    ? h('button', { type: 'button', class: `linebtn secondary${ctx.good.has(mv) ? ' good' : ''}`, 'data-move': mv, title: label, 'aria-label': label, onclick: () => ctx.play(mv) }, text)
    : h('span');
  grid.append(h('span'));
  for (let c = 0; c < cols; c++) grid.append(lineBtn('column', t('board.beans.col'), '↓'));
  const tail = legal.has('1') || legal.has('2');
  for (let r = 0; r < rows; r++) {
    grid.append(lineBtn('row', t('board.beans.row'), '→'));
    for (let c = 0; c < cols; c++) {
      const k = String(cols - c); // in (b)'s last line, clicking this bean takes k beans
      if (tail && rows === 1 && legal.has(k)) {
        grid.append(h('button', { type: 'button', class: `bean${ctx.good.has(k) ? ' good' : ''}`, 'data-move': k,
          'aria-label': t('board.take', { n: k }), title: t('board.take', { n: k }), onclick: () => ctx.play(k) }));
      } else grid.append(bean(''));
    }
  }
  add(el, grid, h('p', { class: 'muted' }, `${rows} × ${cols} — ${t('board.beans.count', { n: rows * cols })}`));
}

function cells(el, ctx, p, legal) {
  const rows = p ? p.split('/').map((r) => r.split('')) : [];
  const m = rows.length;
  const n = m ? rows[0].length : 0;
  const chomp = /-d$/.test(ctx.view.game) || /chomp/i.test((ctx.info && ctx.info.summary) || '');
  const grid = h('div', { class: 'beans', id: 'beans', style: `grid-template-columns:repeat(${n},auto)` });
  const items = [];
  let count = 0;
  rows.forEach((row, i) => row.forEach((ch, j) => {
    const r = m - i; const c = j + 1; // row 1 at the bottom, column 1 at the left
    const mv = `${r},${c}`;
    let node;
    if (ch === '#') {
      count++;
      if (legal.has(mv)) {
        node = h('button', { type: 'button', class: `bean${ctx.good.has(mv) ? ' good' : ''}`, 'data-move': mv,
          'aria-label': t('board.beans.eat', { sq: mv }), title: t('board.beans.eat', { sq: mv }), onclick: () => ctx.play(mv) });
        const eats = (rr, cc) => (chomp ? rr <= r && cc <= c : (rr === r && cc <= c) || (cc === c && rr <= r));
        node.addEventListener('mouseenter', () => items.forEach((x) => x.node.classList.toggle('eat', x.bean && eats(x.r, x.c))));
        node.addEventListener('mouseleave', () => items.forEach((x) => x.node.classList.remove('eat')));
      } else node = bean('');
    } else node = bean('gone');
    items.push({ node, r, c, bean: ch === '#' });
    grid.append(node);
  }));
  add(el, grid, h('p', { class: 'muted' }, t('board.beans.count', { n: count })));
}
