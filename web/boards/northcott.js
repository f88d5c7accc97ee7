// boards/northcott.js — Northcott's game (family `northcott`, je-18): one row
// per line of the position, a white stone (A) and a black stone (B) in each;
// the mover clicks a square of a row to slide their stone there (move
// `rROW:wCOL` or `rROW:bCOL`). The gaps are shown with their binary stack.

import { h, add } from '../dom.js';
import { t } from '../i18n.js';
import { binaryStack } from './sum.js';

function parse(position) {
  const m = /^\s*([\d\-/]+)\s*([AB])?\s*$/.exec(String(position));
  if (!m) return null;
  const rows = m[1].split('/').map((r) => r.split('-').map(Number));
  if (rows.some((r) => r.length !== 2 || r.some((x) => !Number.isInteger(x)))) return null;
  return { rows, mover: m[2] || 'A' };
}

export function accepts(ctx) { return !!parse(ctx.view.position); }

export function render(el, ctx) {
  const { rows, mover } = parse(ctx.view.position);
  const legal = new Set(ctx.canMove ? ctx.view.legal_moves || [] : []);
  let cols = parseInt(ctx.params && ctx.params.cols, 10) || 0;
  for (const [, b] of rows) cols = Math.max(cols, b);
  const mine = mover === 'A' ? 'w' : 'b';
  const grid = h('div', { class: 'chess', id: 'northcott', style: `grid-template-columns:repeat(${cols},1fr) 3rem;aspect-ratio:${(cols + 1) / rows.length};font-size:1.4rem` });
  rows.forEach(([w, b], i) => {
    const r = i + 1;
    for (let c = 1; c <= cols; c++) {
      const mv = `r${r}:${mine}${c}`;
      const dark = (r + c) % 2 === 0;
      const stone = c === w ? h('span', { class: 'pc w', 'aria-hidden': 'true' }) : c === b ? h('span', { class: 'pc b', 'aria-hidden': 'true' }) : '';
      const cls = `sq${dark ? ' dark' : ''}${legal.has(mv) ? ' target' : ''}${ctx.good.has(mv) ? ' good' : ''}`;
      if (legal.has(mv)) {
        const label = t('board.northcott.move', { r, c });
        grid.append(h('button', { type: 'button', class: cls, 'data-move': mv, title: label, 'aria-label': label, onclick: () => ctx.play(mv) }, stone));
      } else {
        grid.append(h('div', { class: cls, 'aria-label': c === w ? t('board.northcott.white') : c === b ? t('board.northcott.black') : null }, stone));
      }
    }
    grid.append(h('div', { class: 'sq', style: 'background:#fff;font-size:.9rem' }, String(b - w - 1)));
  });
  add(el, 
    h('p', {}, h('span', { class: 'pc w small' }), ` ${t('board.northcott.white')} · `, h('span', { class: 'pc b small' }), ` ${t('board.northcott.black')}`),
    grid,
    binaryStack(rows.map(([w, b]) => b - w - 1), rows.map((_, i) => `r${i + 1}`)));
}
