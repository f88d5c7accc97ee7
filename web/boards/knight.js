// boards/knight.js — the knight games (family `knight`, je-14): a chessboard
// with row 1 at the South (bottom) and column 1 at the West (left); the
// knight's legal targets are outlined, click one to jump there (move `r,c`).

import { h, add } from '../dom.js';
import { t } from '../i18n.js';

const pair = (text) => {
  const m = /^\s*(\d+)\s*,\s*(\d+)/.exec(String(text));
  return m ? [Number(m[1]), Number(m[2])] : null;
};

export function accepts(ctx) { return !!pair(ctx.view.position); }

/** The board's size: the `size` parameter, else the largest coordinate seen. */
export function boardSize(ctx) {
  const p = parseInt(ctx.params && ctx.params.size, 10);
  let n = Number.isInteger(p) && p > 1 ? p : 0;
  const seen = [ctx.view.position, ...(ctx.view.legal_moves || []), ...(ctx.view.history || []).map((m) => m.position)];
  for (const x of seen) { const q = pair(x); if (q) n = Math.max(n, q[0], q[1]); }
  return Math.max(n, 2);
}

export function render(el, ctx) {
  const v = ctx.view;
  const [kr, kc] = pair(v.position);
  const n = boardSize(ctx);
  const legal = new Set(ctx.canMove ? v.legal_moves || [] : []);
  const grid = h('div', { class: 'chess', id: 'chessboard', role: 'grid', style: `grid-template-columns:repeat(${n},1fr);font-size:${Math.max(0.5, 8 / n)}rem` });
  for (let r = n; r >= 1; r--) {
    for (let c = 1; c <= n; c++) {
      const mv = `${r},${c}`;
      const dark = (r + c) % 2 === 0;
      const here = r === kr && c === kc;
      const cls = `sq${dark ? ' dark' : ''}${legal.has(mv) ? ' target' : ''}${ctx.good.has(mv) ? ' good' : ''}`;
      if (legal.has(mv)) {
        grid.append(h('button', { type: 'button', class: cls, 'data-move': mv, role: 'gridcell',
          'aria-label': t('board.jump', { sq: mv }), title: t('board.jump', { sq: mv }), onclick: () => ctx.play(mv) }));
      } else {
        grid.append(h('div', { class: cls, role: 'gridcell', 'aria-label': here ? t('board.knight', { sq: mv }) : mv }, here ? '♞' : ''));
      }
    }
  }
  add(el, grid, h('p', { class: 'muted' }, t('board.knight', { sq: `${kr},${kc}` })));
}
