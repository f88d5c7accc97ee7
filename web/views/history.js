// views/history.js — the finished matches (#/history), newest first: the
// game, who sat where (person or champion, with the names given), the
// parameters in words, the result with why the match ended, the number of
// moves and the date in the page's language, each with a link to its
// step-through replay.

import { h, add } from '../dom.js';
import { t, getLang, langTagOf } from '../i18n.js';
import * as api from '../api.js';
import { seatLetter } from '../classes.js';
import { gameTitle } from '../names.js';
import { teacherToken, studentToken } from './class-api.js';

/** The token that shows a class's names: `?token=T`, or the teacher's or
 *  pupil's token this browser keeps for `?class=ID`; none for the public. */
export function classToken(query) {
  const q = query || new URLSearchParams();
  const c = q.get('class');
  return q.get('token') || (c && (teacherToken(c) || studentToken(c))) || undefined;
}

/** "Ganhou B!", or "Ganhou Ana!" when the winner's name is given. */
export function resultText(r, names) {
  if (!r) return '—';
  if (r.result === 'draw') return t('match.draw');
  const name = names && typeof names[r.seat] === 'string' && names[r.seat] ? names[r.seat] : '';
  return t('match.winner', { seat: name || seatLetter(r.seat) });
}

/** One seat in words: "Ana (pessoa)", "campeão". */
export function seatText(m, seat) {
  const kind = m.seats && m.seats[seat];
  const word = kind === 'champion' || kind === 'human' ? t(`seat.${kind}`) : '?';
  const names = m.names || (m.seats && m.seats.names) || {};
  const name = typeof names[seat] === 'string' ? names[seat] : '';
  return name ? t('seat.named', { name, kind: word }) : word;
}

/** Both seats: "A: Ana (pessoa) · B: campeão". */
export function seatsText(m) {
  return t('replay.seats', { a: seatText(m, 'first'), b: seatText(m, 'second') });
}

/** The parameters in words: "Pedras: 10 · Miséria: não" (the API's `params_words`). */
export function paramsText(m) {
  const words = Array.isArray(m.params_words) ? m.params_words : [];
  if (!words.length) return '—';
  return words.map((p) => `${p.label}: ${p.value}`).join(' · ');
}

export async function mount(root, { query } = {}) {
  const token = classToken(query);
  const list = await api.history(token);
  // A class's list links to replays that show the names too.
  const cls = query && query.get('class');
  const more = cls ? `?class=${encodeURIComponent(cls)}` : '';
  // The games' titles from the catalogue (the id when the catalogue lacks one).
  const catalogue = await api.games().catch(() => []);
  const titles = new Map((Array.isArray(catalogue) ? catalogue : []).map((g) => [g.id, gameTitle(g)]));
  const title = (gid) => titles.get(gid) || gid;
  add(root, h('h1', {}, t('history.heading')));
  if (!list.length) { add(root, h('p', { class: 'muted', id: 'history-empty' }, t('history.empty'))); return; }
  const heads = [t('history.game'), t('history.seats'), t('history.params'), t('history.result'), t('history.moves'), t('history.when'), ''];
  // On a phone each row is a card (style.css): the labels come from data-label.
  const cell = (k, attrs, ...kids) => h('td', { ...attrs, 'data-label': heads[k] }, ...kids);
  add(root, h('div', { class: 'table-scroll' }, h('table', { class: 'grid history', id: 'history', style: 'font-size:1rem' },
    h('thead', {}, h('tr', {}, heads.map((x) => h('th', { scope: 'col' }, x)))),
    h('tbody', {}, list.map((m) => h('tr', { 'data-match': m.id },
      cell(0, { class: 'game', 'data-game': m.game }, title(m.game)),
      cell(1, { class: 'seats' }, seatsText(m)),
      cell(2, { class: 'params' }, paramsText(m)),
      cell(3, { class: 'result' }, h('strong', {}, resultText(m.result, m.names)),
        m.reason ? h('span', { class: 'reason', 'data-reason-code': m.reason_code || 'other' }, ' — ', m.reason) : null),
      cell(4, { class: 'count' }, m.moves),
      cell(5, { class: 'when' }, when(m.finished_at)),
      h('td', { class: 'go' }, h('a', { href: `#/history/${m.id}${more}`, class: 'button secondary' }, t('history.replay')))))))));
}

/** A date in the page's language (seconds or milliseconds since 1970, or text). */
export function when(x) {
  if (x === undefined || x === null) return '';
  const d = typeof x === 'number' ? new Date(x < 1e12 ? x * 1000 : x) : new Date(x);
  return Number.isNaN(d.getTime()) ? String(x) : d.toLocaleString(langTagOf(getLang()));
}
