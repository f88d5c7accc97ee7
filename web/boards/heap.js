// boards/heap.js — one heap of stones (family `heap`), drawn from the
// server's board (kind `heap`: `stones`, the memory, `max_take`): the stones
// drawn, the last ones clickable (clicking the k-th stone from the top takes
// k: the legal move whose data `{take}` is k, boards/moves.js), a "Take k"
// button per legal move; count-up games (`target`, e.g. je-7
// "Trinta e um") are drawn as a number line instead. A heap preset played on
// several heaps (parameter `heaps`) is a sum: kind `heaps`, drawn by sum.js.

import { h, add } from '../dom.js';
import { t, orList, plural } from '../i18n.js';
import * as sum from './sum.js';
import { fieldKey, legalMoves, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/heap/locales/page/), served with the page's.
const w = t;

const MAX_DRAWN = 60;

/** The word of a table's axis (the analysis page): n the stones, r the last
 *  take; '' for an axis this board has no word for. */
export function axisWord(name) {
  const key = `board.axis.${name}`;
  const said = w(key);
  return said === key ? '' : said;
}

export function accepts(ctx) {
  const b = ctx.view.board;
  return !!b && ((b.kind === 'heap' && Number.isFinite(b.stones)) || (b.kind === 'heaps' && sum.accepts(ctx)));
}

export function render(el, ctx) {
  const v = ctx.view;
  const b = v.board;
  if (b.kind === 'heaps') return sum.render(el, ctx);
  const n = b.stones;
  const legal = new Set(ctx.canMove ? v.legal_moves || [] : []);
  if (Number.isInteger(b.target) && b.target > 0) return counter(el, ctx, b.said, b.target, legal);
  const byTake = movesBy(v, ctx.canMove, 'take');

  const shown = Math.min(n, MAX_DRAWN);
  // On the player's turn the stones that may not be taken are drawn faint.
  const stones = h('div', { class: `stones${legal.size ? ' playable' : ''}`, id: 'stones', role: 'group', 'aria-label': plural(w, 'board.stones', n) });
  if (n > shown) stones.append(h('span', { class: 'tag', style: 'align-self:center' }, `+${n - shown}`));
  const buttons = [];
  for (let i = 0; i < shown; i++) {
    const k = shown - i; // taking this stone takes k stones (it and those after it)
    const mv = byTake.get(fieldKey(k)) ?? null;
    if (mv !== null) {
      const stone = h('button', {
        type: 'button', class: `stone${ctx.good.has(mv) ? ' good' : ''}`, 'data-take': k,
        'aria-label': t('board.take', { n: k }), title: t('board.take', { n: k }), onclick: () => ctx.play(mv),
      });
      stone.addEventListener('mouseenter', () => buttons.forEach((x, j) => x.classList.toggle('take', j >= i)));
      stone.addEventListener('mouseleave', () => buttons.forEach((x) => x.classList.remove('take')));
      buttons[i] = stone;
      stones.append(stone);
    } else {
      buttons[i] = h('span', { class: 'stone', 'aria-hidden': 'true' });
      stones.append(buttons[i]);
    }
  }
  // What the memory of the last moves forbids, in words (the position's text is under "more details").
  const extra = Number.isInteger(b.forbidden) ? h('p', { class: 'muted', id: 'heap-rule' }, w('board.heap.forbidden', { n: b.forbidden }))
    : Number.isInteger(b.cap) && ctx.canMove ? h('p', { class: 'muted', id: 'heap-rule' }, w('board.heap.cap', { n: b.cap })) : null;
  add(el, 
    h('p', {}, h('span', { class: 'bignum', id: 'heap-count' }, n), ' ', h('span', { class: 'muted' }, plural(w, 'board.stonesword', n))),
    extra, stones, takeButtons(ctx, (k) => t('board.take', { n: k })));
}

function counter(el, ctx, said, target, legal) {
  const line = h('div', { class: 'stones', id: 'numberline' });
  const byAdd = movesBy(ctx.view, ctx.canMove, 'add');
  for (let x = 0; x <= target; x++) {
    const k = x - said;
    const mv = byAdd.get(fieldKey(k)) ?? null;
    const props = { class: 'peg', style: `width:2.2rem;height:2.2rem;background:${x <= said ? '#9bb7e0' : '#fff'}` };
    if (x > said && mv !== null && legal.has(mv)) {
      line.append(h('button', { ...props, type: 'button', class: `peg${ctx.good.has(mv) ? ' good' : ''}`, 'data-take': k,
        'aria-label': w('board.add', { n: k }), title: w('board.add', { n: k }), onclick: () => ctx.play(mv) }, x));
    } else {
      line.append(h('span', { ...props, 'aria-current': x === said ? 'true' : null }, x));
    }
  }
  add(el, h('p', { class: 'bignum', id: 'heap-count' }, said),
    h('p', { class: 'muted' }, w('board.said', { n: said, target })), line,
    takeButtons(ctx, (k) => w('board.add', { n: k })));
}

/** A button per legal move, labelled from its data (`{take}` or `{add}`). */
function takeButtons(ctx, label) {
  if (!ctx.canMove) return null;
  return h('div', { class: 'legal', style: 'margin-top:.6rem' }, legalMoves(ctx.view).map(({ move, data }) =>
    h('button', { type: 'button', class: ctx.good.has(move) ? 'good' : '', 'data-move': move, onclick: () => ctx.play(move) },
      label(data.take ?? data.add ?? move))));
}

/** What to click: the stones (or the numbers of a count-up game) and how many may be taken. */
export function prompt(ctx) {
  const b = ctx.view.board;
  if (b.kind === 'heaps') return sum.prompt(ctx);
  const legal = legalMoves(ctx.view).map((m) => m.data.take ?? m.data.add).filter(Number.isInteger).sort((x, y) => x - y);
  if (!legal.length) return '';
  const list = orList(legal.length > 8 ? [...legal.slice(0, 3), '…', legal[legal.length - 1]] : legal);
  return w(Number.isInteger(b.target) && b.target > 0 ? 'board.heap.count' : 'board.heap.prompt', { list });
}

/** A move (its data: `{take}`, `{add}` in a count-up game, `{pile, take}`
 *  on several heaps) in words: "tira 2", "soma 3". */
export function moveText(d, ctx) {
  if (!d) return '';
  if (Number.isInteger(d.pile)) return sum.moveText(d, ctx);
  if (Number.isInteger(d.add)) return w('board.heap.added', { n: d.add });
  return Number.isInteger(d.take) ? w('board.heap.took', { n: d.take }) : '';
}
