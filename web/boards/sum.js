// boards/sum.js — several heaps side by side (family `sum`: Nim and its
// cousins), drawn from the server's board (kind `heaps`: `heaps` from the
// left, `takes`, `nim`). Click a stone to take it and every stone above it from that heap
// (move `heap:amount`); for Nim the binary stack (pilha binária) shows each
// heap's binary digits and the parity of every column (Bouton's theorem).

import { h, s, add } from '../dom.js';
import { t, words, orList } from '../i18n.js';

// This board's own words, in each language of the lab.
const w = words({
  pt: {
    'board.pile': 'Monte {i}',
    'board.binary': 'Pilha binária',
    'board.binary.show': 'Ver a pilha binária (a estratégia de Bouton)',
    'board.nimsum': 'Soma de Nim {n}',
    'board.allEven': 'todas as colunas pares: soma de Nim 0',
    'board.allEven.normal': 'todas as colunas pares: posição inatacável (tipo-S), quem joga perde',
    'board.sum.prompt': '{Click} numa pedra de um monte: tiras essa pedra e as que estão por cima dela.',
    'board.sum.promptSome': '{Click} numa pedra de um monte para tirar {list}: tiras essa pedra e as que estão por cima dela.',
    'board.sum.took': 'tira {n} do monte {i}',
  },
  br: {
    'board.sum.prompt': '{Click} em uma pedra de um monte: você tira essa pedra e as que estão em cima dela.',
    'board.sum.promptSome': '{Click} em uma pedra de um monte para tirar {list}: você tira essa pedra e as que estão em cima dela.',
  },
  en: {
    'board.pile': 'Heap {i}',
    'board.binary': 'Binary stack',
    'board.binary.show': 'Show the binary stack (Bouton\'s strategy)',
    'board.nimsum': 'Nim sum {n}',
    'board.allEven': 'every column even: Nim sum 0',
    'board.allEven.normal': 'every column even: a safe position (type S), the player to move loses',
    'board.sum.prompt': '{Click} a stone of a heap: you take that stone and the ones above it.',
    'board.sum.promptSome': '{Click} a stone of a heap to take {list}: you take that stone and the ones above it.',
    'board.sum.took': 'takes {n} from heap {i}',
  },
});

export function accepts(ctx) {
  const b = ctx.view.board;
  return !!b && b.kind === 'heaps' && Array.isArray(b.heaps) && b.heaps.every(Number.isFinite);
}

export function render(el, ctx) {
  const v = ctx.view;
  const heaps = v.board.heaps;
  const legal = new Set(ctx.canMove ? v.legal_moves || [] : []);
  const max = Math.max(1, ...heaps);
  // Stones at least ~24 px tall when the heaps allow it (a finger on a
  // phone), and columns as wide as a phone's screen lets them be.
  const sh = Math.max(14, Math.min(40, 600 / max));
  const colW = heaps.length <= 5 ? 60 : heaps.length <= 6 ? 54 : 46;
  const height = max * sh + 30;
  const svg = s('svg', { viewBox: `0 0 ${heaps.length * colW + 10} ${height}`, width: heaps.length * colW + 10, height, id: 'heaps', role: 'group' });
  heaps.forEach((n, i) => {
    const x = 5 + i * colW;
    svg.append(s('text', { x: x + colW / 2 - 4, y: height - 4, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 700 }, `${n}`));
    for (let j = 1; j <= n; j++) { // stone j from the bottom
      const amount = n - j + 1;
      const mv = `${i + 1}:${amount}`;
      const good = ctx.good.has(mv);
      const rect = s('rect', { x: x + 4, y: height - 22 - j * sh, width: colW - 16, height: sh - 1.5, rx: Math.min(6, sh / 2),
        // The stones that may be taken stand out at all times (a finger
        // does not hover): dark and ringed; on the player's turn the others faint.
        fill: good ? '#f0b400' : legal.has(mv) ? '#4a4a4a' : legal.size ? '#c4c4c4' : '#6d6d6d', stroke: good ? '#000' : legal.has(mv) ? '#1f5fa8' : null,
        'stroke-width': good || legal.has(mv) ? 2 : null, 'data-move': mv });
      // Clickable stones: focusable and labelled here, played by one handler on the drawing.
      if (legal.has(mv)) {
        rect.setAttribute('role', 'button');
        rect.setAttribute('tabindex', '0');
        rect.setAttribute('class', 'clickable');
        rect.setAttribute('aria-label', `${w('board.pile', { i: i + 1 })}: ${t('board.take', { n: amount })}`);
      }
      svg.append(rect);
      // A recommended stone carries a star, not only a colour.
      if (good) svg.append(s('text', { x: x + colW / 2 - 4, y: height - 22 - j * sh + sh / 2 + 4, 'text-anchor': 'middle', 'font-size': Math.min(13, sh), 'pointer-events': 'none', class: 'goodmark' }, '★'));
    }
  });
  // One handler for every stone (a click, Enter or Space): a board of a
  // hundred stones redraws within a frame.
  const hit = (e) => {
    const mv = e.target && e.target.getAttribute && e.target.getAttribute('data-move');
    if (mv && legal.has(mv) && e.target.getAttribute('role') === 'button') { e.preventDefault(); ctx.play(mv); }
  };
  svg.addEventListener('click', hit);
  svg.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') hit(e); });
  add(el, svg);
  if (v.board.nim) add(el, binaryStack(heaps, undefined, v.board.misere));
}

/** Whether the binary stack was opened (kept across the board's redraws). */
let binaryOpen = false;

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
      x.toString(2).padStart(bits, ' ').split('').map((b) => h('td', {}, b.trim())))),
    h('tr', { class: 'sum' }, h('th', { scope: 'row' }, '⊕'),
      nimSum.toString(2).padStart(bits, '0').split('').map((b) => h('td', { class: b === '1' ? 'odd' : '' }, b))));
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
  return Array.isArray(b.takes) ? w('board.sum.promptSome', { list: orList(b.takes) }) : w('board.sum.prompt');
}

/** `2:3` in words: "tira 3 do monte 2". */
export function moveText(mv) {
  const m = /^(\d+):(\d+)$/.exec(mv.trim());
  return m ? w('board.sum.took', { i: m[1], n: m[2] }) : '';
}
