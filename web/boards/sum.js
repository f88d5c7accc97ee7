// boards/sum.js — several heaps side by side (family `sum`: Nim and its
// cousins), drawn from the server's board (kind `heaps`: `heaps` from the
// left, `takes`, `nim`). Click a stone to take it and every stone above it from that heap
// (the legal move whose data `{pile, take}` matches, boards/moves.js); on a touch screen, when the stones are too small for
// a finger, a tap marks the stones instead and a bar under the heaps adjusts
// the amount (− and +) and confirms it. For Nim the binary stack (pilha
// binária) shows each heap's binary digits and the parity of every column
// (Bouton's theorem).

import { h, s, add } from '../dom.js';
import { announce } from '../app.js';
import { t, orList, plural, touchOnly } from '../i18n.js';
import { fieldKey, legalMoves, movesBy } from './moves.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/sum/locales/page/), served with the page's.
const w = t;

export function accepts(ctx) {
  const b = ctx.view.board;
  return !!b && b.kind === 'heaps' && Array.isArray(b.heaps) && b.heaps.every(Number.isFinite);
}

/** A stone's height (px) for heaps of at most `max` stones: up to 40 px,
 *  down to 14 px when the tallest heap needs it. */
function stoneHeight(max) {
  return Math.max(14, Math.min(40, 600 / Math.max(1, max)));
}

/** Whether a tap marks the stones before a confirmation: a finger on
 *  stones shorter than 28 px (a fingertip is wider). */
function picking(heaps) {
  return stoneHeight(Math.max(0, ...heaps)) < 28 && touchOnly();
}

/** The stones marked by a tap and waiting for their confirmation:
 *  {match, position, pile (1-based), amount} (kept across the board's redraws). */
let pick = null;

/** The legal takes from the pile numbered `pile` (1-based), smallest first,
 *  from the legal moves' data (`{pile, take}`). */
function takesOf(moves, pile) {
  return moves.filter((m) => m.data.pile === pile && Number.isInteger(m.data.take)).map((m) => m.data.take).sort((a, b) => a - b);
}

export function render(el, ctx) {
  const v = ctx.view;
  const heaps = v.board.heaps;
  const legal = new Set(ctx.canMove ? v.legal_moves || [] : []);
  const moves = ctx.canMove ? legalMoves(v) : [];
  const byTake = movesBy(v, ctx.canMove, 'pile', 'take');
  const moveOf = (pile, amount) => byTake.get(fieldKey(pile, amount)) ?? null;
  const max = Math.max(1, ...heaps);
  // Stones as tall as the heaps allow (a finger on a phone), and columns
  // as wide as a phone's screen lets them be.
  const sh = stoneHeight(max);
  const confirm = picking(heaps);
  if (!(confirm && pick && pick.match === ctx.matchId && pick.position === v.position && moveOf(pick.pile, pick.amount))) pick = null;
  // Drawn again after a mark, the focus back on the control that had it.
  const again = (focus) => {
    el.replaceChildren();
    render(el, ctx);
    const back = focus && (el.querySelector(`#${focus}:not([disabled])`) || el.querySelector('#pick-take'));
    if (back) back.focus({ preventScroll: true });
  };
  // While marking, a tap on any stone of a pile marks the largest legal
  // take up to it (with takes of 1 to 3, a finger need not hit the top three).
  const markable = (pile, amount) => takesOf(moves, pile).filter((k) => k <= amount).pop();
  const colW = heaps.length <= 5 ? 60 : heaps.length <= 6 ? 54 : 46;
  const height = max * sh + 30;
  const svg = s('svg', { viewBox: `0 0 ${heaps.length * colW + 10} ${height}`, width: heaps.length * colW + 10, height, id: 'heaps', role: 'group' });
  heaps.forEach((n, i) => {
    const x = 5 + i * colW;
    svg.append(s('text', { x: x + colW / 2 - 4, y: height - 4, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 700 }, `${n}`));
    for (let j = 1; j <= n; j++) { // stone j from the bottom
      const amount = n - j + 1;
      const mv = moveOf(i + 1, amount);
      const good = mv !== null && ctx.good.has(mv);
      const marked = pick && pick.pile === i + 1 && amount <= pick.amount;
      const rect = s('rect', { x: x + 4, y: height - 22 - j * sh, width: colW - 16, height: sh - 1.5, rx: Math.min(6, sh / 2),
        // The stones that may be taken stand out at all times (a finger
        // does not hover): dark and ringed; on the player's turn the others
        // faint; those a tap marked, blue.
        fill: marked ? '#2a62c9' : good ? '#f0b400' : legal.has(mv) ? '#4a4a4a' : legal.size ? '#c4c4c4' : '#6d6d6d', stroke: good ? '#000' : legal.has(mv) ? '#1f5fa8' : null,
        'stroke-width': good || legal.has(mv) ? 2 : null, 'data-move': mv, 'data-pile': i + 1, 'data-take': amount });
      // Clickable stones: focusable and labelled here, played (or marked)
      // by one handler on the drawing.
      const marks = confirm ? markable(i + 1, amount) : undefined;
      if (legal.has(mv) || marks !== undefined) {
        rect.setAttribute('role', 'button');
        rect.setAttribute('tabindex', '0');
        rect.setAttribute('class', 'clickable');
        const what = confirm ? w('board.sum.mark', { n: marks }) : t('board.take', { n: amount });
        rect.setAttribute('aria-label', `${w('board.pile', { i: i + 1 })}: ${what}`);
      }
      svg.append(rect);
      // A recommended stone carries a star, not only a colour.
      if (good) svg.append(s('text', { x: x + colW / 2 - 4, y: height - 22 - j * sh + sh / 2 + 4, 'text-anchor': 'middle', 'font-size': Math.min(13, sh), 'pointer-events': 'none', class: 'goodmark' }, '★'));
    }
  });
  // One handler for every stone (a click, Enter or Space): a board of a
  // hundred stones redraws within a frame. A tap that only marks waits
  // for the bar's confirmation; the keyboard is precise and plays at once.
  const hit = (e, tap) => {
    const at = e.target && e.target.getAttribute ? e.target : null;
    if (!(at && at.getAttribute('role') === 'button' && at.hasAttribute('data-pile'))) return;
    const [pile, stone] = [Number(at.getAttribute('data-pile')), Number(at.getAttribute('data-take'))];
    const mv = moveOf(pile, stone);
    if (tap && confirm) {
      e.preventDefault();
      const amount = markable(pile, stone);
      if (amount === undefined) return;
      // The same mark again unmarks.
      const same = pick && pick.pile === pile && pick.amount === amount;
      pick = same ? null : { match: ctx.matchId, position: v.position, pile, amount };
      again(same ? null : 'pick-take');
      // The bar (kept at the screen's foot while the heaps scroll) in view.
      const bar = el.querySelector('#pick-bar');
      if (bar) bar.scrollIntoView({ block: 'nearest' });
    } else if (mv !== null) {
      e.preventDefault();
      pick = null;
      ctx.play(mv);
    }
  };
  svg.addEventListener('click', (e) => hit(e, true));
  svg.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') hit(e, false); });
  add(el, svg);
  if (pick) add(el, pickBar(moves, moveOf, ctx, again));
  // Bouton's stack is a hint: not where a class's teacher turned hints off.
  if (v.board.nim && v.hints !== false) add(el, binaryStack(heaps, undefined, v.board.misere));
}

/** The bar under the heaps while stones are marked (kept at the screen's
 *  foot while the heaps scroll): how many, fewer or more (among the pile's
 *  legal takes), the take itself, and unmarking. The count is announced. */
function pickBar(moves, moveOf, ctx, again) {
  const takes = takesOf(moves, pick.pile);
  const at = takes.indexOf(pick.amount);
  const step = (d, id) => () => { pick = { ...pick, amount: takes[at + d] }; again(id); };
  const mv = moveOf(pick.pile, pick.amount);
  const count = plural(w, 'board.sum.picked', pick.amount, { i: pick.pile });
  announce(count);
  return h('div', { class: 'legal', id: 'pick-bar', role: 'group', 'aria-labelledby': 'pick-count',
    style: 'position:sticky;bottom:0;background:var(--bg);padding:.4rem 0;z-index:1' },
    h('span', { id: 'pick-count' }, count),
    h('button', { type: 'button', id: 'pick-less', 'aria-label': w('board.sum.less'), disabled: at <= 0, onclick: step(-1, 'pick-less') }, '−'),
    h('button', { type: 'button', id: 'pick-more', 'aria-label': w('board.sum.more'), disabled: at >= takes.length - 1, onclick: step(1, 'pick-more') }, '+'),
    h('button', { type: 'button', class: ctx.good.has(mv) ? 'good' : '', id: 'pick-take',
      onclick: () => { pick = null; ctx.play(mv); } }, t('board.take', { n: pick.amount })),
    h('button', { type: 'button', class: 'secondary', id: 'pick-unmark', 'aria-label': w('board.sum.unmark'), title: w('board.sum.unmark'),
      onclick: () => { pick = null; again(null); } }, '✕'));
}

/** Whether the binary stack was opened (kept across the board's redraws). */
let binaryOpen = false;

/** The binary digits of `x`, `bits` of them, the highest first ('0' or
 *  '1'; `blank`: the leading zeros left blank, as a number is written). */
function digits(x, bits, blank = false) {
  const ds = Array.from({ length: bits }, (_, k) => Math.floor(x / 2 ** (bits - 1 - k)) % 2);
  const first = ds.indexOf(1);
  return ds.map((d, k) => (blank && (first < 0 || k < first) && k < bits - 1 ? '' : String(d)));
}

/** The binary stack of `values`, with the columns of odd parity marked;
 *  `misere` false (normal play, as the board says) names an all-even stack
 *  inatacável, which misère play does not always make it. */
export function binaryStack(values, labels, misere) {
  const bits = Math.max(1, ...values.map((x) => x.toString(2).length));
  const nimSum = values.reduce((a, b) => a ^ b, 0);
  const table = h('table', { class: 'binary', id: 'binary-stack' },
    h('caption', {}, w('board.binary')),
    values.map((x, i) => h('tr', {},
      h('th', { scope: 'row' }, labels ? labels[i] : x),
      digits(x, bits, true).map((b) => h('td', {}, b)))),
    h('tr', { class: 'sum' }, h('th', { scope: 'row' }, '⊕'),
      digits(nimSum, bits).map((b) => h('td', { class: b === '1' ? 'odd' : '' }, b))));
  // Folded: the stack is Bouton's strategy, which the book asks pupils to
  // find; one tap opens it (the teacher's choice, not the page's).
  return h('details', { class: 'card', id: 'binary-fold', style: 'display:inline-block;margin-top:.5rem', open: binaryOpen,
    ontoggle: (e) => { binaryOpen = e.currentTarget.open; } },
    h('summary', {}, w('board.binary.show')), table,
    // Bouton: in normal play (only) an all-even stack is inatacável.
    h('p', {}, nimSum === 0 ? w(misere === false ? 'board.allEven.normal' : 'board.allEven') : w('board.nimsum', { n: nimSum })));
}

/** What to click: a stone of a heap (and how many may be taken, when not any). */
export function prompt(ctx) {
  const b = ctx.view.board;
  if (!(ctx.view.legal_moves || []).length) return '';
  if (picking(b.heaps)) return Array.isArray(b.takes) ? w('board.sum.promptPickSome', { list: orList(b.takes) }) : w('board.sum.promptPick');
  return Array.isArray(b.takes) ? w('board.sum.promptSome', { list: orList(b.takes) }) : w('board.sum.prompt');
}

/** A take (its data `{pile: 2, take: 3}`) in words: "tira 3 do monte 2". */
export function moveText(d) {
  return d && Number.isInteger(d.pile) && Number.isInteger(d.take) ? w('board.sum.took', { i: d.pile, n: d.take }) : '';
}
