// views/match.js — playing a match (#/match/{id}?token=T): the board, whose
// turn (the prompt and the hint's explanation as the server writes them in
// the page's language), the result banner with why the match ended, hint and
// undo, the move list, the invitation
// links, and live updates over the match WebSocket (reconnecting; after a
// reload the seat comes back with its token from the URL or localStorage).

import { h, clear, add } from '../dom.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { openSocket } from '../socket.js';
import { announce } from '../app.js';
import { renderBoard } from '../boards/index.js';
import { movePanel } from '../boards/generic.js';
import { classLabel, seatLetter } from '../classes.js';
import { hintText, promptText, reasonText } from '../explain.js';
import { gameTitle } from '../names.js';
import { setTitle } from '../app.js';

export async function mount(root, { id, query }) {
  let token = query.get('token') || api.loadToken(id) || '';
  if (query.get('token')) api.saveToken(id, token);
  if (token && !query.get('token')) history.replaceState(null, '', `#/match/${id}?token=${encodeURIComponent(token)}`);

  let view;
  try {
    view = await api.match(id, token || undefined);
  } catch (e) {
    add(root, h('p', { class: 'error', role: 'alert' }, e.status === 404 ? t('match.notfound') : t('error', { msg: e.message })));
    return null;
  }
  const info = (await api.gameInfo(view.game).catch(() => null)) || { id: view.game };
  setTitle(gameTitle(info));
  const params = { ...(info.params || {}), ...(api.loadParams(id) || {}), ...(view.params || {}) };

  const state = { view, hint: null, error: '', conn: 'connecting', boardGen: 0 };
  const status = h('p', { class: 'status', id: 'status', role: 'status', 'aria-live': 'polite' });
  const banner = h('p', { class: 'banner', id: 'result', hidden: true, 'aria-live': 'assertive' });
  const boardEl = h('div', { class: 'board', id: 'board' });
  const other = h('details', { class: 'other', id: 'other-moves' });
  const errorEl = h('p', { class: 'error', id: 'move-error', role: 'alert' });
  const hintEl = h('section', { class: 'card hint', id: 'hint', hidden: true, 'aria-live': 'polite' });
  const conn = h('span', { class: 'conn', id: 'conn', 'data-state': 'connecting' }, t('match.connecting'));
  const seatsEl = h('p', { id: 'seats' });
  const youEl = h('p', { id: 'you', class: 'muted' });
  const moves = h('ol', { class: 'movelist', id: 'moves' });
  const hintBtn = h('button', { type: 'button', id: 'hint-btn', class: 'secondary', onclick: askHint }, t('match.hint'));
  const undoBtn = h('button', { type: 'button', id: 'undo-btn', class: 'secondary', onclick: doUndo }, t('match.undo'));
  const inviteEl = h('section', { class: 'card invite', id: 'invite', hidden: true });
  const promptEl = h('p', { class: 'muted', id: 'prompt' });

  add(root, 
    h('h1', { id: 'match-heading' }, gameTitle(info), ' ', conn),
    h('div', { class: 'match' },
      h('section', { 'aria-label': view.game },
        status, banner, promptEl, boardEl, errorEl, other, hintEl),
      h('aside', {},
        youEl, seatsEl,
        h('p', { class: 'toolbar' }, hintBtn, undoBtn,
          h('a', { class: 'button secondary', href: `#/game/${view.game}` }, t('match.newgame')),
          api.hasTable(info) ? h('a', { class: 'button secondary', href: `#/analyse/${view.game}` }, t('match.analysis')) : null),
        h('h2', { id: 'moves-h' }, t('match.moves')), moves,
        inviteEl)));

  const seat = () => state.view.seat || null;
  const canMove = () => !!seat() && !state.view.result && state.view.to_move === seat();
  const seatType = (s) => (state.view.seats && state.view.seats[s]) || '';
  const hasChampion = () => seatType('first') === 'champion' || seatType('second') === 'champion';

  function seatName(s) {
    const kind = seatType(s);
    return kind ? `${seatLetter(s)} (${t(`match.${kind}`)})` : seatLetter(s);
  }

  function statusText() {
    const v = state.view;
    if (v.result) {
      if (v.result.result === 'draw') return t('match.draw');
      const w = v.result.seat;
      if (seat()) return w === seat() ? t('match.youwin') : t('match.youlose', { seat: seatLetter(w) });
      return t('match.winner', { seat: seatLetter(w) });
    }
    if (v.thinking) return t('match.thinking');
    if (canMove()) return t('match.yourturn', { seat: seatLetter(seat()) });
    return v.to_move ? t('match.theirturn', { seat: seatName(v.to_move) }) : t('match.over');
  }

  async function drawBoard() {
    const gen = ++state.boardGen;
    const ctx = {
      view: state.view, info, params, canMove: canMove(), play,
      good: new Set((state.hint && state.hint.good_moves) || []),
      analysis: (q) => api.analysis(id, token, q),
      matchId: id,
    };
    const scratch = h('div');
    const specific = await renderBoard(scratch, ctx);
    if (gen !== state.boardGen) return;
    clear(boardEl).append(...scratch.childNodes);
    boardEl.dataset.board = scratch.dataset.board;
    clear(other);
    other.hidden = !specific || !ctx.canMove;
    if (specific && ctx.canMove) other.append(h('summary', {}, t('match.other')), movePanel(ctx));
  }

  function render() {
    const v = state.view;
    const text = statusText();
    status.textContent = text;
    status.className = `status${v.thinking ? ' thinking' : ''}`;
    status.dataset.turn = canMove() ? 'mine' : v.result ? 'over' : 'theirs';
    announce(text);
    banner.hidden = !v.result;
    const reason = reasonText(v.result);
    clear(banner).append(v.result ? text : '', reason ? h('span', { class: 'reason', id: 'result-reason' }, ' ', reason) : '');
    const pr = promptText(v);
    promptEl.textContent = pr.text;
    promptEl.lang = pr.lang;
    youEl.textContent = seat() ? t('match.you', { seat: seatLetter(seat()) }) : t('match.spectator');
    seatsEl.textContent = `A: ${t(`match.${seatType('first') || 'human'}`)} · B: ${t(`match.${seatType('second') || 'human'}`)}`;
    clear(moves);
    const hist = v.history || [];
    if (!hist.length) moves.append(h('li', { class: 'muted', style: 'list-style:none' }, t('match.nomoves')));
    for (const m of hist) {
      moves.append(h('li', { title: m.position, 'data-seat': m.seat }, `${seatLetter(m.seat)}: ${m.move}`));
    }
    moves.scrollTop = moves.scrollHeight;
    hintBtn.disabled = !canMove();
    undoBtn.hidden = !(hasChampion() && seat() && seatType(seat()) === 'human') || v.undo === false || !!v.result;
    undoBtn.disabled = !hist.some((m) => m.seat === seat()) || !!v.thinking;
    renderHint();
    renderInvite();
    drawBoard();
  }

  function renderHint() {
    clear(hintEl);
    const hnt = state.hint;
    hintEl.hidden = !hnt;
    if (!hnt) return;
    const d = hnt.detail || {};
    const ex = hintText(hnt);
    const cls = d.outcome && !ex.summary ? classLabel(d.outcome) : ex.summary;
    add(hintEl,
      h('h2', {}, t('match.hint')),
      h('p', { id: 'hint-summary' }, h('strong', {}, cls)),
      !ex.summary && Number.isInteger(d.remoteness) ? h('p', {}, t('hint.remoteness', { n: d.remoteness })) : null,
      hnt.good_moves && hnt.good_moves.length
        ? h('div', {}, h('p', {}, t('hint.good'), ':'),
          h('div', { class: 'legal', id: 'hint-moves' }, hnt.good_moves.map((m) =>
            h('button', { type: 'button', class: 'secondary good', onclick: () => play(m) }, m))))
        : h('p', {}, t('hint.none')),
      ex.lines.length
        ? h('div', { class: 'explanation', id: 'hint-explanation', lang: ex.lang }, ex.lines.map((l) => h('p', {}, l)))
        : null);
  }

  function renderInvite() {
    const links = api.loadLinks(id);
    clear(inviteEl);
    const others = Object.values(links || {}).filter((l) => !token || !l.includes(token));
    if (!links || !others.length || state.view.result) { inviteEl.hidden = true; return; }
    inviteEl.hidden = false;
    inviteEl.append(h('h2', {}, t('match.invite')));
    for (const s of ['first', 'second']) {
      if (!links[s]) continue;
      const url = api.absoluteLink(links[s]);
      const mine = !!token && (url.includes(token) || url.includes(encodeURIComponent(token)));
      const input = h('input', { readonly: true, value: url, id: `link-${s}`, onfocus: (e) => e.target.select() });
      const copy = h('button', { type: 'button', class: 'secondary', onclick: async () => {
        input.select();
        try { await navigator.clipboard.writeText(url); } catch { document.execCommand && document.execCommand('copy'); }
        copy.textContent = t('match.copied');
      } }, t('match.copy'));
      inviteEl.append(h('label', {}, `${seatLetter(s)} — ${mine ? t('match.invite.keep') : t('match.invite.send')}`,
        h('span', { class: 'row' }, input, copy)));
    }
  }

  function apply(next, source) {
    if (!next || typeof next !== 'object') return;
    const cur = state.view;
    if (source === 'post' && Number.isInteger(cur.version) && Number.isInteger(next.version) && next.version < cur.version) return;
    const changed = next.version !== cur.version || (next.history || []).length !== (cur.history || []).length;
    state.view = next;
    if (changed) state.hint = null;
    render();
  }

  async function play(mv) {
    errorEl.textContent = '';
    if (!canMove()) return;
    try {
      const res = await api.move(id, token, mv);
      apply(res && res.view ? res.view : res, 'post');
    } catch (e) {
      errorEl.textContent = e.message;
    }
  }

  async function askHint() {
    errorEl.textContent = '';
    try {
      state.hint = await api.hint(id, token);
      render();
    } catch (e) { errorEl.textContent = e.message; }
  }

  async function doUndo() {
    errorEl.textContent = '';
    try {
      const res = await api.undo(id, token);
      apply(res && res.view ? res.view : res, 'undo');
    } catch (e) { errorEl.textContent = e.message; }
  }

  // Live updates; while the socket is down, poll now and then.
  const sock = openSocket(api.wsUrl(`/api/matches/${encodeURIComponent(id)}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`), {
    onMessage(msg) {
      if (msg.type === 'view') apply(msg.view, 'socket');
      else if (msg.type === 'error') errorEl.textContent = msg.error;
    },
    onState(s) {
      state.conn = s;
      conn.dataset.state = s;
      conn.textContent = t(s === 'open' ? 'match.connected' : s === 'connecting' ? 'match.connecting' : 'match.reconnecting');
    },
  });
  const poll = setInterval(() => {
    if (state.conn !== 'open' && !state.view.result) {
      api.match(id, token || undefined).then((v) => apply(v, 'socket')).catch(() => {});
    }
  }, 3000);

  render();
  return () => { sock.close(); clearInterval(poll); };
}
