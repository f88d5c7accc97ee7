// views/history.js — the finished matches (#/history), newest first, each
// with a link to its step-through replay.

import { h, add } from '../dom.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { seatLetter } from '../classes.js';

export function resultText(r) {
  if (!r) return '—';
  if (r.result === 'draw') return t('match.draw');
  return t('match.winner', { seat: seatLetter(r.seat) });
}

export async function mount(root) {
  const list = await api.history();
  add(root, h('h1', {}, t('history.heading')));
  if (!list.length) { add(root, h('p', { class: 'muted', id: 'history-empty' }, t('history.empty'))); return; }
  add(root, h('table', { class: 'grid', id: 'history', style: 'font-size:1rem' },
    h('thead', {}, h('tr', {}, [t('history.game'), t('history.result'), t('history.moves'), t('history.when'), ''].map((x) => h('th', { scope: 'col' }, x)))),
    h('tbody', {}, list.map((m) => h('tr', { 'data-match': m.id },
      h('td', {}, m.game), h('td', {}, resultText(m.result)), h('td', {}, m.moves),
      h('td', {}, when(m.finished_at)),
      h('td', {}, h('a', { href: `#/history/${m.id}`, class: 'button secondary' }, t('history.replay'))))))));
}

function when(x) {
  if (x === undefined || x === null) return '';
  const d = typeof x === 'number' ? new Date(x < 1e12 ? x * 1000 : x) : new Date(x);
  return Number.isNaN(d.getTime()) ? String(x) : d.toLocaleString();
}
