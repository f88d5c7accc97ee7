// views/replay.js — step through a finished match (#/history/{id}): the board
// of the game's family drawn after each move (no moves allowed), first /
// previous / next / last buttons, the arrow keys and a slider; the result
// with why the match ended, the seats and the parameters; every move
// marked good / bad / neutral in the text's sense with a sign and a word
// (never by colour alone), the first mistake highlighted with the sentence
// saying why, and the note of the move shown.

import { h, clear, add } from '../dom.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { drawWith, boardModule } from '../boards/index.js';
import { seatLetter } from '../classes.js';
import { resultText, seatsText, paramsText, classToken } from './history.js';
import { reasonNode, moveWords } from '../explain.js';
import { gameTitle } from '../names.js';

/** A mark's sign: ✓ good, ✗ bad, ° neutral, ? unknown; nothing for a move not judged. */
export const MARK_SIGN = { good: '✓', bad: '✗', neutral: '°', unknown: '?' };

/** The mark of a move as a sign and a word ("✓ boa"), or null. */
function markOf(mv) {
  const sign = MARK_SIGN[mv.mark];
  if (!sign) return null;
  return h('span', { class: `mark mark-${mv.mark}`, title: mv.left_text || null },
    h('span', { 'aria-hidden': 'true' }, sign), ' ', t(`mark.${mv.mark}`));
}

/** Why a move's value may be unknown: 'chance', 'hidden' or 'size' (a
 *  position too large to solve in time). The catalogue's capabilities are
 *  the game's as a whole; a board whose versions differ says it for the
 *  version played (its optional `unknownReason(params, info)`). */
function unknownWhy(info, params, mod) {
  const own = mod && typeof mod.unknownReason === 'function' ? mod.unknownReason(params, info) : '';
  if (own === 'chance' || own === 'hidden' || own === 'size') return own;
  const caps = info.capabilities || {};
  return caps.chance ? 'chance' : caps.hidden ? 'hidden' : 'size';
}

export async function mount(root, { id, query }) {
  const m = await api.historyItem(id, classToken(query));
  let info = (await api.gameInfo(m.game).catch(() => null)) || { id: m.game };
  // The game's parameter specs (a version's default), from the game's own page when the list lacks them.
  if (!info.param_specs) info = { ...info, ...((await api.game(m.game).catch(() => null)) || {}) };
  const params = { ...(info.params || {}), ...(m.params || {}) };
  const moves = m.moves || [];
  const mistake = m.first_mistake && Number.isInteger(m.first_mistake.ply) ? m.first_mistake : null;
  let k = moves.length;
  const boardEl = h('div', { class: 'board', id: 'replay-board' });
  const step = h('p', { class: 'status', id: 'replay-step', 'aria-live': 'polite' });
  const note = h('p', { class: 'replay-note', id: 'replay-note' });
  const slider = h('input', { type: 'range', min: 0, max: moves.length, value: k, id: 'replay-slider', 'aria-label': t('replay.step', { k, n: moves.length }) });
  const list = h('ol', { class: 'movelist', id: 'replay-moves', 'aria-label': t('replay.marks') });
  const go = (x) => { k = Math.max(0, Math.min(moves.length, x)); draw(); };

  // What the marks say as a whole: the first mistake with its sentence, no
  // mistake at all, or that some values are not known.
  // The family's words for a move (the notation only when it has none).
  const mod = await boardModule(info);
  const said = (mv) => moveWords(mod, mv.move, { view: { board: mv.board, history: moves }, info, params }, mv);
  let summary = null;
  if (mistake) {
    summary = h('div', { class: 'mistake-box', id: 'replay-mistake', role: 'note' },
      h('p', {}, h('strong', {}, `✗ ${t('replay.mistake', { k: mistake.ply + 1, seat: seatLetter(mistake.seat), move: moves[mistake.ply] ? said(moves[mistake.ply]) : mistake.move })}`)),
      h('p', { id: 'replay-mistake-why' }, mistake.sentence || ''),
      h('button', { type: 'button', class: 'secondary', id: 'replay-mistake-go', onclick: () => go(mistake.ply + 1) }, t('replay.mistake.go')));
  } else if (moves.length && moves.every((mv) => mv.mistake === false)) {
    summary = h('p', { class: 'muted', id: 'replay-nomistake' }, `✓ ${t('replay.nomistake')}`);
  } else if (moves.some((mv) => mv.mark === 'unknown' || (mv.mark && mv.mark !== 'none' && (mv.mistake === null || mv.mistake === undefined)))) {
    // Some moves' values (or whether a move was a mistake) are not known:
    // say why, by what the game is (chance or hidden information, or only
    // positions too large to solve in time).
    summary = h('p', { class: 'muted', id: 'replay-unknown' }, `? ${t(`replay.unknown.${unknownWhy(info, params, mod)}`)}`);
  }
  // A legend for the signs: of positions (tipo-S / tipo-P / tipo-N) when the
  // moves leave positions of a class, else of guesses.
  const judged = moves.some((mv) => mv.mark && mv.mark !== 'none' && mv.mark !== 'unknown');
  const ofPositions = moves.some((mv) => mv.left);
  // A "bad" move that is no mistake: its player was already losing.
  const lostBad = ofPositions && moves.some((mv) => mv.mark === 'bad' && mv.mistake === false);
  const legend = judged
    ? h('div', { class: 'muted legend-marks', id: 'replay-legend' },
      h('p', {}, t(ofPositions ? 'replay.legend.positions' : 'replay.legend.guesses')),
      lostBad ? h('p', { id: 'replay-legend-lost' }, t('replay.legend.lost')) : null)
    : null;

  add(root,
    h('p', {}, h('a', { href: '#/history' }, t('replay.back'))),
    h('h1', {}, t('replay.heading', { game: gameTitle(info) })),
    h('p', { class: 'banner' }, resultText(m.result, m.names), reasonNode(m.result, 'replay-reason')),
    h('p', { id: 'replay-seats' }, seatsText(m)),
    h('p', { id: 'replay-params', class: 'muted' }, `${t('history.params')}: ${paramsText(m)}`),
    summary,
    h('div', { class: 'match' },
      h('section', {}, step, note, boardEl,
        h('p', { class: 'toolbar' },
          h('button', { type: 'button', class: 'secondary', id: 'replay-first', onclick: () => go(0) }, `◀◀ ${t('replay.first')}`),
          h('button', { type: 'button', class: 'secondary', id: 'replay-prev', onclick: () => go(k - 1) }, `◀ ${t('replay.prev')}`),
          h('button', { type: 'button', class: 'secondary', id: 'replay-next', onclick: () => go(k + 1) }, `${t('replay.next')} ▶`),
          h('button', { type: 'button', class: 'secondary', id: 'replay-last', onclick: () => go(moves.length) }, `${t('replay.last')} ▶▶`)),
        slider),
      h('aside', {}, h('h2', {}, t('match.moves')), legend, list)));
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
    moves.forEach((mv, i) => {
      const first = mistake && i === mistake.ply;
      const cls = [mv.mark ? `marked-${mv.mark}` : '', first ? 'first-mistake' : ''].filter(Boolean).join(' ');
      list.append(h('li', {
        'aria-current': i === k - 1 ? 'step' : null, style: i === k - 1 ? 'font-weight:700' : '',
        class: cls || null, 'data-mark': mv.mark || null, 'data-first-mistake': first ? 'true' : null,
      },
      h('a', { href: `#/history/${id}`, onclick: (e) => { e.preventDefault(); go(i + 1); } }, `${seatLetter(mv.seat)}: ${said(mv)}`),
      markOf(mv) ? ' ' : null, markOf(mv),
      first ? h('strong', { class: 'mistake-tag' }, ` — ${t('mark.mistake')}`) : null));
    });
    const view = {
      game: m.game, seat: null, position: k ? moves[k - 1].position : m.start, to_move: null, legal_moves: [],
      history: moves.slice(0, k), result: k === moves.length ? m.result : null, board: (k ? moves[k - 1].board : m.start_board) ?? null,
    };
    const scratch = h('div');
    drawWith(mod, scratch, { view, info, params, canMove: false, play: () => {}, good: new Set() });
    if (my !== gen) return;
    clear(boardEl).append(...scratch.childNodes);
    boardEl.dataset.board = scratch.dataset.board || '';
    // Said once the board shows step k, so "Move k of n" is never ahead of it.
    step.textContent = t('replay.step', { k, n: moves.length });
    // The move just shown: its mark, and its sentence when it has one.
    const cur = k ? moves[k - 1] : null;
    clear(note);
    if (cur && markOf(cur)) add(note, markOf(cur), cur.note ? ` — ${cur.note}` : '');
  }
  draw();
  return () => document.removeEventListener('keydown', onKey);
}
