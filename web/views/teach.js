// views/teach.js — the teacher's page of a class (#/teach/{id}): the join
// code in large letters with the join link and its QR code (drawn by the
// server, no outside service), the students (present or absent), the
// buttons that pair a new round (at random, Swiss, everyone meets
// everyone, against the champion, or the teacher's own pairs), every match
// of the round at a glance (a small board, whose turn, the moves, a link
// to watch it, a forfeit), the standings and every match played, the
// results as CSV or printed; a counted round (no hints, analysis or undo), pause, end and delete. Updated live by the
// class's socket. Also `openClass`, the game page's "Open a class".

import { h, add, clear, withCode } from '../dom.js';
import * as api from '../api.js';
import { openSocket } from '../socket.js';
import { navigate, setTitle } from '../app.js';
import { renderBoard } from '../boards/index.js';
import { seatLetter } from '../classes.js';
import { gameTitle } from '../names.js';
import * as classes from './class-api.js';

const { w } = classes;

/** Opens a class of `game` with `params` and goes to its page. */
export async function openClass(game, params) {
  const made = await classes.openClass(game, params);
  classes.saveTeacher(made.id, made.teacher_token);
  navigate(`#/teach/${made.id}`);
}

const PRINT_CSS = `
@media print {
  .top, .no-print, .class-boards { display: none !important; }
  .class-code { font-size: 1.2rem !important; }
  table { font-size: .9rem; }
}
.class-code { font-size: clamp(2.2rem, 11vw, 4.5rem); font-weight: 800; letter-spacing: .12em; font-variant-numeric: tabular-nums; margin: .2rem 0; }
.class-join { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.class-join img { width: min(60vw, 220px); height: auto; background: #fff; }
.class-boards { display: grid; gap: .8rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr)); list-style: none; padding: 0; }
.class-board { overflow: hidden; }
.class-board .mini { transform-origin: top left; max-height: 16rem; overflow: hidden; pointer-events: none; font-size: .8rem; }
.class-board h3 { font-size: 1rem; margin: 0 0 .3rem; }
.class-students { display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; padding: 0; }
.class-students li { border: 1px solid var(--line); border-radius: 1rem; padding: .1rem .3rem .1rem .7rem; background: #fff; }
.class-students li.absent { opacity: .6; text-decoration: line-through; }
.class-students button { font-size: .85rem; min-height: 2.2rem; padding: .2rem .6rem; margin: .15rem 0 .15rem .3rem; }
`;

export async function mount(root, { id, query }) {
  // The teacher's link (#/teach/{id}?token=…) brings the key to another
  // browser; it is kept, and taken out of the address bar at once.
  const given = query && query.get('token');
  if (given) {
    classes.saveTeacher(id, given);
    history.replaceState(null, '', `${location.pathname}${location.search}#/teach/${encodeURIComponent(id)}`);
  }
  const token = classes.teacherToken(id);
  if (!token) {
    add(root, h('p', { class: 'error', id: 'class-error' }, w('class.notoken')));
    return null;
  }
  let data;
  try {
    data = await classes.board(id, token);
  } catch (e) {
    add(root, h('p', { class: 'error', id: 'class-error', role: 'alert' }, e.message));
    return null;
  }
  const info = (await api.gameInfo(data.game).catch(() => null)) || { id: data.game };
  const title = gameTitle(info);
  setTitle(w('class.heading', { game: title }));

  const conn = h('span', { class: 'conn', id: 'conn' });
  const error = h('p', { class: 'error', id: 'class-error', role: 'alert' });
  const statusEl = h('p', { class: 'status', id: 'class-status' });
  const pauseBtn = h('button', { type: 'button', class: 'secondary', id: 'class-pause', onclick: () => act(() => classes.pause(id, token, data.status !== 'paused')) });
  const endBtn = h('button', { type: 'button', class: 'secondary', id: 'class-end',
    onclick: () => { if (confirm(w('class.end.confirm'))) act(() => classes.end(id, token)); } }, w('class.end'));
  const deleteBtn = h('button', { type: 'button', class: 'secondary', id: 'class-delete', onclick: del }, w('class.delete'));
  // A counted round (ronda a contar): hints, analysis and undo off together
  // in the students' matches.
  const countedBox = h('input', { type: 'checkbox', id: 'class-counted', 'aria-describedby': 'class-counted-help', style: 'width:1.4rem;height:1.4rem',
    onchange: (e) => act(() => classes.counted(id, token, e.currentTarget.checked)) });
  const countedEl = h('div', { class: 'no-print', id: 'class-counted-box' },
    h('label', { style: 'flex-direction:row;align-items:center;gap:.5rem;font-size:1rem;min-height:2.2rem' }, countedBox, w('class.counted')),
    h('p', { class: 'muted', id: 'class-counted-help', style: 'margin-top:0' }, w('class.counted.help')));
  const studentsH = h('h2', { id: 'students-h' });
  const studentsEl = h('ul', { class: 'class-students', id: 'class-students' });
  const pairingEl = h('section', { class: 'card no-print', id: 'class-pairing' });
  const roundH = h('h2', { id: 'round-h' });
  const roundNote = h('p', { id: 'round-note', class: 'muted' });
  const boards = h('ul', { class: 'class-boards', id: 'class-boards' });
  const standingsEl = h('div', { class: 'table-scroll' });
  const resultsEl = h('div', { class: 'table-scroll' });
  const qrImg = h('img', { id: 'class-qr', alt: w('class.qr'), width: 220, height: 220 });
  // The server builds the link from its public URL or its address on the
  // classroom's network; only when it has neither does the page's own
  // origin stand in, and a loopback origin is no link for a phone.
  const joinUrl = new URL(data.join_url, location.origin).href;
  const joinPage = joinUrl.slice(0, joinUrl.lastIndexOf('?'));
  const host = new URL(joinUrl).hostname;
  const loopback = host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  // Folded away: the page is often on the projector, and the link gives
  // whoever reads it the class.
  const teacherUrl = `${location.origin}${location.pathname}#/teach/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  const teacherField = h('input', { id: 'teacher-link', readonly: true, value: teacherUrl, style: 'width:100%', 'aria-describedby': 'teacher-link-help' });
  const copied = h('span', { class: 'muted', 'aria-live': 'polite' });
  const teacherLink = h('details', { class: 'card no-print', id: 'teacher-link-box' },
    h('summary', {}, w('class.teacherlink')),
    h('p', { id: 'teacher-link-help', class: 'muted' }, w('class.teacherlink.help')),
    teacherField,
    h('p', {}, h('button', { type: 'button', class: 'secondary', id: 'teacher-link-copy', onclick: async () => {
      teacherField.select();
      try { await navigator.clipboard.writeText(teacherUrl); copied.textContent = ` ${w('class.teacherlink.copied')}`; } catch { /* selected: the teacher copies it */ }
    } }, w('class.teacherlink.copy')), copied));

  add(root,
    h('style', {}, PRINT_CSS),
    h('h1', { id: 'class-heading' }, w('class.heading', { game: title }), ' ', conn),
    h('section', { class: 'card', 'aria-labelledby': 'join-h' },
      h('h2', { id: 'join-h' }, w('class.join.heading')),
      h('div', { class: 'class-join' },
        h('div', {},
          h('p', {}, w('class.join.say', { url: joinPage })),
          h('p', { class: 'class-code', id: 'class-code', 'aria-label': w('class.code') }, data.code),
          h('p', { class: 'muted' }, h('a', { href: joinUrl, id: 'class-join-url' }, joinUrl)),
          loopback ? h('p', { class: 'error', id: 'class-join-loopback', role: 'alert' }, withCode(w('class.join.loopback'))) : null),
        qrImg)),
    statusEl,
    h('p', { class: 'toolbar no-print' }, pauseBtn, endBtn, deleteBtn),
    countedEl,
    teacherLink,
    h('p', { class: 'muted no-print', id: 'class-privacy' }, h('a', { href: w('class.privacy.href'), target: '_blank', rel: 'noopener' }, w('class.privacy'))),
    error,
    h('section', { 'aria-labelledby': 'students-h' }, studentsH, studentsEl),
    pairingEl,
    h('section', { 'aria-labelledby': 'round-h' }, roundH, roundNote, boards),
    h('section', { 'aria-labelledby': 'standings-h' }, h('h2', { id: 'standings-h' }, w('class.standings')), standingsEl),
    h('section', { 'aria-labelledby': 'results-h' }, h('h2', { id: 'results-h' }, w('class.results')), resultsEl),
    h('p', { class: 'toolbar no-print' },
      h('button', { type: 'button', class: 'secondary', id: 'class-csv', onclick: downloadCsv }, w('class.csv')),
      h('button', { type: 'button', class: 'secondary', id: 'class-print', onclick: () => window.print() }, w('class.print')),
      h('a', { href: `#/history?class=${encodeURIComponent(id)}`, id: 'class-history' }, w('class.history'))));

  classes.qr(id, token).then((res) => res.blob()).then((b) => { qrImg.src = URL.createObjectURL(b); }).catch(() => { qrImg.hidden = true; });

  async function act(f) {
    error.textContent = '';
    try { await f(); } catch (e) { error.textContent = e.message; }
    refresh();
  }
  async function del() {
    if (!confirm(w('class.delete.confirm'))) return;
    try {
      await classes.remove(id, token);
      sock.close();
      clear(root).append(h('p', { id: 'class-deleted', class: 'status' }, w('class.deleted')));
    } catch (e) { error.textContent = e.message; }
  }
  async function downloadCsv() {
    error.textContent = '';
    try {
      const res = await classes.csv(id, token);
      const blob = await res.blob();
      const a = h('a', { href: URL.createObjectURL(blob), download: w('class.csv.file', { code: data.code }), hidden: true });
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) { error.textContent = e.message; }
  }
  function refresh() { classes.board(id, token).then(show).catch(() => {}); }

  const nameOf = (side) => (!side ? '?' : side.champion ? w('class.champion') : side.name);

  function matchLine(m) {
    const v = m.view || {};
    if (m.forfeit) return w('class.forfeited', { name: nameOf(m[m.forfeit]) });
    if (m.result === 'draw') return w('class.draw');
    if (m.result === 'first' || m.result === 'second') return w('class.won', { name: nameOf(m[m.result]) });
    if (v.thinking) return w('class.thinking');
    return m.to_move ? w('class.turn', { name: nameOf(m[m.to_move]) }) : '';
  }

  // The small boards are drawn again only when their match changed.
  const drawn = new Map(); // match id → version drawn
  function boardCard(m) {
    const key = m.id;
    let li = boards.querySelector(`li[data-match="${CSS.escape(key)}"]`);
    if (!li) {
      li = h('li', { class: 'card class-board', 'data-match': key },
        h('h3', {}, `${nameOf(m.first)} (A) – ${nameOf(m.second)} (B)`),
        h('p', { class: 'line' }),
        h('div', { class: 'mini' }),
        h('p', { class: 'toolbar no-print' },
          h('a', { class: 'button secondary', href: `#/match/${m.id}`, target: '_blank', rel: 'noopener' }, w('class.watch')),
          h('details', { class: 'forfeit' }, h('summary', {}, w('class.forfeit')),
            ['first', 'second'].map((seat) => h('button', { type: 'button', class: 'secondary', 'data-seat': seat,
              onclick: () => act(() => classes.forfeit(id, token, m.id, seat)) }, `${nameOf(m[seat])} (${seatLetter(seat)})`)))));
    }
    const v = m.view || {};
    const over = !!m.result;
    li.dataset.result = m.result || '';
    li.dataset.moves = String(m.moves || 0);
    li.querySelector('.line').textContent = `${matchLine(m)} · ${m.moves === 1 ? w('class.moves.one') : w('class.moves', { n: m.moves || 0 })}`;
    li.querySelector('.forfeit').hidden = over || data.status === 'ended';
    const version = `${v.version}:${m.result}:${m.forfeit}`;
    if (m.view && drawn.get(key) !== version) {
      drawn.set(key, version);
      const mini = li.querySelector('.mini');
      const params = { ...(info.params || {}), ...(data.params || {}), ...(v.params || {}) };
      renderBoard(mini, { view: v, info, params, canMove: false, play: () => {}, good: new Set(), matchId: m.id,
        analysis: () => Promise.reject(new Error('-')) }).then(() => fit(mini)).catch(() => {});
    }
    return li;
  }

  /** A small board shrunk, whole, into its card (16rem high at most, its
   *  width): a tall board of heaps keeps its tops and its counts. */
  function fit(mini) {
    const kids = [...mini.children];
    for (const k of kids) k.style.zoom = '';
    if (!mini.isConnected || !mini.clientWidth) return; // not laid out: left as drawn
    const most = 16 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const z = Math.min(1, most / Math.max(1, mini.scrollHeight), mini.clientWidth / Math.max(1, mini.scrollWidth));
    if (z < 1) for (const k of kids) k.style.zoom = String(z);
  }

  function table(heads, rows, attrs) {
    return h('table', { class: 'grid', style: 'font-size:1rem', ...attrs },
      h('thead', {}, h('tr', {}, heads.map((x) => h('th', { scope: 'col' }, x)))),
      h('tbody', {}, rows));
  }

  let pairingDrawn = '';
  function drawPairing() {
    const present = data.students.filter((s) => s.present);
    const key = `${data.status}:${present.map((s) => s.id).join(',')}`;
    if (key === pairingDrawn) return;
    pairingDrawn = key;
    clear(pairingEl);
    if (data.status === 'ended') { pairingEl.hidden = true; return; }
    pairingEl.hidden = false;
    const kinds = ['random', 'swiss', 'round-robin', 'champion'];
    // The teacher's own pairs: one row of two choices per pair.
    const rows = h('ol', { id: 'manual-pairs' });
    const select = (pick) => h('select', {}, h('option', { value: '' }, '—'),
      present.map((s) => h('option', { value: s.id, selected: s.id === pick }, s.name)));
    for (let i = 0; i + 1 < present.length; i += 2) {
      rows.append(h('li', {}, select(present[i].id), ` ${w('class.pair.vs')} `, select(present[i + 1].id)));
    }
    const manual = () => {
      const pairs = [...rows.querySelectorAll('li')].map((li) => [...li.querySelectorAll('select')].map((s) => Number(s.value)))
        .filter(([a, b]) => a && b);
      act(() => classes.round(id, token, 'manual', pairs));
    };
    add(pairingEl,
      h('h2', {}, w('class.pairing')),
      h('p', { class: 'toolbar' }, kinds.map((k) => h('button', { type: 'button', id: `pair-${k}`, onclick: () => act(() => classes.round(id, token, k)) }, w(`class.pair.${k}`)))),
      present.length >= 2 ? h('details', {}, h('summary', {}, w('class.pair.manual')),
        h('p', { class: 'muted' }, w('class.pair.manual.help')), rows,
        h('button', { type: 'button', id: 'pair-manual', onclick: manual }, w('class.pair.manual'))) : null);
  }

  function show(next) {
    data = next;
    statusEl.textContent = w(`class.status.${data.status}`);
    statusEl.dataset.status = data.status;
    pauseBtn.textContent = data.status === 'paused' ? w('class.resume') : w('class.pause');
    pauseBtn.hidden = endBtn.hidden = data.status === 'ended';
    countedBox.checked = data.counted === true;
    countedEl.hidden = data.status === 'ended';
    studentsH.textContent = w('class.students', { n: data.students.length });
    clear(studentsEl).append(...(data.students.length ? data.students.map((s) => h('li', { class: s.present ? '' : 'absent', 'data-student': s.id },
      s.name,
      h('button', { type: 'button', class: 'secondary no-print', onclick: () => act(() => classes.presence(id, token, s.id, !s.present)) },
        s.present ? w('class.mark.absent') : w('class.mark.present')))) : [h('li', { class: 'muted' }, w('class.students.none'))]));
    drawPairing();
    const current = data.matches.filter((m) => m.round === data.round);
    const round = data.rounds[data.round - 1];
    roundH.textContent = data.round ? w('class.round', { n: data.round }) : w('class.rounds.none');
    roundH.dataset.round = String(data.round);
    const notes = [];
    if (round && round.byes.length) notes.push(w('class.bye', { names: round.byes.map(nameOf).join(', ') }));
    if (round && round.rest.length) notes.push(w('class.rest', { names: round.rest.map(nameOf).join(', ') }));
    roundNote.textContent = notes.join(' · ');
    const cards = current.map(boardCard);
    for (const li of [...boards.children]) if (!cards.includes(li)) { drawn.delete(li.dataset.match); li.remove(); }
    boards.append(...cards);
    clear(standingsEl).append(table(
      ['rank', 'name', 'points', 'played', 'wins', 'draws', 'losses', 'byes'].map((c) => w(`class.col.${c}`)),
      data.standings.map((r) => h('tr', { 'data-student': r.student },
        h('td', {}, r.rank), h('td', {}, r.name), h('td', {}, h('strong', {}, r.points)), h('td', {}, r.played),
        h('td', {}, r.wins), h('td', {}, r.draws), h('td', {}, r.losses), h('td', {}, r.byes))),
      { id: 'class-standings' }));
    clear(resultsEl).append(table(
      [w('class.col.round'), 'A', 'B', w('class.col.result')],
      data.matches.map((m) => h('tr', { 'data-match': m.id },
        h('td', {}, m.round), h('td', {}, nameOf(m.first)), h('td', {}, nameOf(m.second)),
        h('td', {}, m.result ? matchLine(m) : w('class.unfinished'), ' ',
          h('a', { href: m.result ? `#/history/${m.id}?class=${encodeURIComponent(id)}` : `#/match/${m.id}`, class: 'no-print' }, '↗')))),
      { id: 'class-results' }));
  }
  show(data);

  const sock = openSocket(api.wsUrl(`/api/classes/${encodeURIComponent(id)}/ws?token=${encodeURIComponent(token)}`), {
    onMessage(msg) {
      if (msg.type === 'class') { show(msg.class); window.__classBoards = (window.__classBoards || 0) + 1; }
      if (msg.type === 'deleted') clear(root).append(h('p', { id: 'class-deleted', class: 'status' }, w('class.deleted')));
    },
    onState(s) { conn.dataset.state = s; },
  });
  return () => sock.close();
}
