// views/replay.js — step through a finished match (#/history/{id}): the board
// of the game's family drawn after each move (no moves allowed), first /
// previous / next / last buttons, the arrow keys and a slider; the result
// with why the match ended.

import { h, clear, add } from '../dom.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { renderBoard } from '../boards/index.js';
import { seatLetter } from '../classes.js';
import { resultText } from './history.js';
import { reasonText } from '../explain.js';

export async function mount(root, { id }) {
  const m = await api.historyItem(id);
  const info = (await api.gameInfo(m.game).catch(() => null)) || { id: m.game };
  const params = { ...(info.params || {}), ...(m.params || {}) };
  const moves = m.moves || [];
  let k = moves.length;
  const boardEl = h('div', { class: 'board', id: 'replay-board' });
  const step = h('p', { class: 'status', id: 'replay-step', 'aria-live': 'polite' });
  const slider = h('input', { type: 'range', min: 0, max: moves.length, value: k, id: 'replay-slider', 'aria-label': t('replay.step', { k, n: moves.length }) });
  const list = h('ol', { class: 'movelist', id: 'replay-moves' });
  const go = (x) => { k = Math.max(0, Math.min(moves.length, x)); draw(); };

  add(root, 
    h('p', {}, h('a', { href: '#/history' }, t('replay.back'))),
    h('h1', {}, t('replay.heading', { game: m.game })),
    h('p', { class: 'banner' }, resultText(m.result),
      reasonText(m.result) ? h('span', { class: 'reason', id: 'replay-reason' }, ' ', reasonText(m.result)) : null),
    h('div', { class: 'match' },
      h('section', {}, step, boardEl,
        h('p', { class: 'toolbar' },
          h('button', { type: 'button', class: 'secondary', id: 'replay-first', onclick: () => go(0) }, `⏮ ${t('replay.first')}`),
          h('button', { type: 'button', class: 'secondary', id: 'replay-prev', onclick: () => go(k - 1) }, `◀ ${t('replay.prev')}`),
          h('button', { type: 'button', class: 'secondary', id: 'replay-next', onclick: () => go(k + 1) }, `${t('replay.next')} ▶`),
          h('button', { type: 'button', class: 'secondary', id: 'replay-last', onclick: () => go(moves.length) }, `${t('replay.last')} ⏭`)),
        slider),
      h('aside', {}, h('h2', {}, t('match.moves')), list)));
  slider.addEventListener('input', () => go(Number(slider.value)));
  const onKey = (e) => {
    if (e.target instanceof HTMLInputElement && e.target !== slider) return;
    if (e.key === 'ArrowLeft') go(k - 1); else if (e.key === 'ArrowRight') go(k + 1);
  };
  document.addEventListener('keydown', onKey);

  let gen = 0;
  async function draw() {
    const my = ++gen;
    slider.value = k;
    clear(list);
    moves.forEach((mv, i) => list.append(h('li', { 'aria-current': i === k - 1 ? 'step' : null, style: i === k - 1 ? 'font-weight:700' : '' },
      h('a', { href: `#/history/${id}`, onclick: (e) => { e.preventDefault(); go(i + 1); } }, `${seatLetter(mv.seat)}: ${mv.move}`))));
    const view = {
      game: m.game, seat: null, position: k ? moves[k - 1].position : m.start, to_move: null, legal_moves: [],
      history: moves.slice(0, k), result: k === moves.length ? m.result : null, board: (k ? moves[k - 1].board : m.start_board) ?? null,
    };
    const scratch = h('div');
    await renderBoard(scratch, { view, info, params, canMove: false, play: () => {}, good: new Set() });
    if (my !== gen) return;
    clear(boardEl).append(...scratch.childNodes);
    // Said once the board shows step k, so "Move k of n" is never ahead of it.
    step.textContent = t('replay.step', { k, n: moves.length });
  }
  draw();
  return () => document.removeEventListener('keydown', onKey);
}
