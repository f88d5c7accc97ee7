// views/match.js — playing a match (#/match/{id}?token=T): the board, whose
// turn (the prompt and the hint's explanation as the server writes them in
// the page's language), the result banner with why the match ended, hint and
// undo, the move list, the invitation
// links, and live updates over the match WebSocket (reconnecting; after a
// reload the seat comes back with its token from the URL or localStorage).

import { h, clear, add, withCode } from '../dom.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { openSocket } from '../socket.js';
import { announce, setTitle } from '../app.js';
import { boardModule, drawWith } from '../boards/index.js';
import { movePanel } from '../boards/generic.js';
import { classLabel, seatLetter } from '../classes.js';
import { hintText, promptText, reasonNode, boardPrompt, moveWords } from '../explain.js';
import { gameTitle } from '../names.js';

export async function mount(root, { id, query, inClass = false, names: knownNames = null }) {
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

  // `seen`: each played move's data as a view gave it (a pushed view gives
  // only its last moves' data), by its place in the history.
  const state = { view, hint: null, error: '', conn: 'connecting', boardGen: 0, mod: null, focusBoard: false, seen: [] };
  const status = h('p', { class: 'status', id: 'status', role: 'status', 'aria-live': 'polite' });
  const banner = h('p', { class: 'banner', id: 'result', hidden: true, 'aria-live': 'assertive' });
  // The board keeps the keyboard's focus across redraws (tabindex -1: focusable by script only).
  const boardEl = h('div', { class: 'board', id: 'board', tabindex: '-1', 'aria-label': t('match.board') });
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
  const promptEl = h('p', { class: 'prompt', id: 'prompt' });
  // For the teacher: the position and the referee's prompt in the game's notation, folded.
  const detailsEl = h('details', { class: 'details', id: 'details' });

  add(root, 
    h('h1', { id: 'match-heading' }, gameTitle(info), ' ', conn),
    namesLine({ names: { ...(knownNames || {}), ...Object.fromEntries(Object.entries(view.names || {}).filter(([, n]) => n)) } }),
    h('div', { class: 'match' },
      h('section', { 'aria-label': gameTitle(info) },
        status, banner, promptEl, boardEl, errorEl, other, hintEl, detailsEl),
      h('aside', {},
        youEl, seatsEl,
        h('p', { class: 'toolbar' }, hintBtn, undoBtn,
          // Inside a class lesson, no link takes the student out of the lesson.
          inClass ? null : h('a', { class: 'button secondary', href: `#/game/${view.game}` }, t('match.newgame')),
          !inClass && api.hasTable(info) ? h('a', { class: 'button secondary', href: `#/analyse/${view.game}` }, t('match.analysis')) : null,
          !inClass && (info.capabilities || {}).value ? h('a', { class: 'button secondary', id: 'analyse-position', href: api.analyseLink(view.game, 'value'),
            onclick: (e) => { e.currentTarget.href = api.analyseLink(view.game, 'value', { position: state.view.position, params }); } },
          t('match.analyse.position')) : null),
        h('h2', { id: 'moves-h' }, t('match.moves')), moves,
        inviteEl)));

  const seat = () => state.view.seat || null;
  const canMove = () => !!seat() && !state.view.result && state.view.to_move === seat();
  const seatType = (s) => (state.view.seats && state.view.seats[s]) || '';
  const hasChampion = () => seatType('first') === 'champion' || seatType('second') === 'champion';

  /** A seat's person's name, when the view (or the class page) gives one. */
  function nameOf(s) {
    const n = (state.view.names && state.view.names[s]) || (knownNames && knownNames[s]);
    return typeof n === 'string' && n ? n : '';
  }

  /** "Bruno (B)" when named, else "B (pessoa)". */
  function seatName(s) {
    const n = nameOf(s);
    if (n) return `${n} (${seatLetter(s)})`;
    const kind = seatType(s);
    return kind ? `${seatLetter(s)} (${t(`match.${kind}`)})` : seatLetter(s);
  }

  /** "Bruno" when named, else "A". */
  function who(s) { return nameOf(s) || seatLetter(s); }

  function statusText() {
    const v = state.view;
    if (v.result) {
      if (v.result.result === 'draw') return t('match.draw');
      const w = v.result.seat;
      if (seat()) return w === seat() ? t('match.youwin') : t('match.youlose', { seat: who(w) });
      return t('match.winner', { seat: who(w) });
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
      // None where a class's teacher turned hints off (the server refuses them too).
      analysis: state.view.hints === false ? null : (q) => api.analysis(id, token, q),
      matchId: id,
    };
    const scratch = h('div');
    const mod = await boardModule(info);
    if (gen !== state.boardGen) return;
    // The redraw's cost: drawing and laying out the board (the module's
    // loading, awaited above, is not part of it).
    // The generic board's buttons say their moves through it while it draws.
    ctx.moveText = (m) => moveWords(mod, m, ctx);
    const t0 = performance.now();
    const specific = drawWith(mod, scratch, ctx);
    // Where the keyboard was: on the board (or lost to the page's body by
    // the previous redraw), it stays on the board.
    const active = document.activeElement;
    const wasOnBoard = boardEl.contains(active) || (state.focusBoard && (!active || active === document.body));
    const key = active && active !== boardEl && boardEl.contains(active) ? focusKey(active) : null;
    clear(boardEl).append(...scratch.childNodes);
    boardEl.dataset.board = scratch.dataset.board;
    void boardEl.offsetHeight; // the layout is part of the redraw's cost
    const ms = performance.now() - t0;
    boardEl.dataset.drawMs = ms.toFixed(2);
    state.mod = specific || null;
    state.drawn = true;
    ctx.moveText = (m) => moveWords(state.mod, m, ctx);
    clear(other);
    other.hidden = !specific || !ctx.canMove;
    if (specific && ctx.canMove) other.append(h('summary', {}, t('match.other')), movePanel(ctx));
    if (wasOnBoard) {
      const again = (key && boardEl.querySelector(key)) || boardEl;
      again.focus({ preventScroll: true });
      state.focusBoard = true;
    }
    renderPrompt();
    renderMoves();
    renderHintMoves();
  }

  /** A selector finding the same control after a redraw (its move, take, piece or number). */
  function focusKey(el) {
    for (const a of ['data-move', 'data-take', 'data-piece', 'data-number', 'data-color', 'id']) {
      const v = el.getAttribute(a);
      if (v) return a === 'id' ? `#${CSS.escape(v)}` : `[${a}="${CSS.escape(v)}"]`;
    }
    return null;
  }

  /** What to click, from the family's board (the server's prompt, in the
   *  game's notation, goes under "more details" with the position). */
  function renderPrompt() {
    const v = state.view;
    const pr = promptText(v);
    const own = canMove() ? boardPrompt(state.mod, { view: v, info, params }) : '';
    // The referee's sentence only on the generic board (none is drawn yet: wait for it).
    promptEl.textContent = own || (state.drawn && !state.mod ? pr.text : '');
    promptEl.lang = pr.lang;
    promptEl.hidden = !promptEl.textContent;
    // add() skips the absent parts (append would print them as "null").
    add(clear(detailsEl), h('summary', {}, t('match.details')),
      h('p', {}, t('match.details.position'), ' ', h('code', { id: 'raw-position' }, String(v.position ?? ''))),
      pr.text ? h('p', { id: 'raw-prompt', lang: pr.lang }, t('match.details.prompt'), ' ', pr.text) : null,
      (v.history || []).length ? h('p', { id: 'raw-moves' }, t('match.details.moves'), ' ',
        h('code', {}, (v.history || []).map((m) => m.move).join(' · '))) : null);
  }

  function renderMoves() {
    const v = state.view;
    clear(moves);
    const hist = v.history || [];
    if (!hist.length) moves.append(h('li', { class: 'muted', style: 'list-style:none' }, t('match.nomoves')));
    const ctx = { view: v, info, params };
    // The server's words for each move (the view's `said`), kept on the
    // move itself: a board module finds a move by identity in the history.
    const said = v.said || [];
    hist.forEach((m, i) => {
      if (said[i]) m.said = said[i];
      // A move whose data this view left out keeps what an earlier view gave.
      if (m.data) state.seen[i] = { move: m.move, data: m.data };
      else if (state.seen[i] && state.seen[i].move === m.move) m.data = state.seen[i].data;
      moves.append(h('li', { 'data-seat': m.seat, 'data-move': m.move }, `${seatLetter(m.seat)}: ${moveWords(state.mod, m.move, ctx, m)}`));
    });
    moves.scrollTop = moves.scrollHeight;
  }

  function render() {
    const v = state.view;
    const text = statusText();
    status.textContent = text;
    // At the end the banner says it, with the reason: not twice.
    status.hidden = !!v.result;
    status.className = `status${v.thinking ? ' thinking' : ''}`;
    status.dataset.turn = canMove() ? 'mine' : v.result ? 'over' : 'theirs';
    announce(text);
    banner.hidden = !v.result;
    clear(banner).append(v.result ? text : '', reasonNode(v.result, 'result-reason') || '',
      // Why it was won or lost, move by move (the replay marks the first
      // mistake); in a lesson it opens beside the lesson, not in its place.
      // A seat's token goes along: a class's match shows its names to its seats only.
      v.result ? h('a', { class: 'button secondary', id: 'replay-link', href: `#/history/${id}${inClass && token ? `?token=${encodeURIComponent(token)}` : ''}`,
        ...(inClass ? { target: '_blank', rel: 'noopener' } : {}) }, t('match.replay')) : '');
    renderPrompt();
    youEl.textContent = seat() ? t('match.you', { seat: seatLetter(seat()) }) : t('match.spectator');
    const named = (s) => (v.names && typeof v.names[s] === 'string' && v.names[s] ? `${v.names[s]} — ` : '');
    seatsEl.textContent = `A: ${named('first')}${t(`match.${seatType('first') || 'human'}`)} · B: ${named('second')}${t(`match.${seatType('second') || 'human'}`)}`;
    renderMoves();
    const hist = v.history || [];
    hintBtn.disabled = !canMove();
    hintBtn.hidden = v.hints === false;
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
      h('p', { id: 'hint-summary' }, h('strong', {}, withCode(cls))),
      !ex.summary && Number.isInteger(d.remoteness) ? h('p', {}, t('hint.remoteness', { n: d.remoteness })) : null,
      hnt.good_moves && hnt.good_moves.length
        // A *jogada boa* is proved to win: a move the champion only
        // estimates is a suggestion, and a proved draw or loss has best
        // moves, none good.
        ? h('div', {}, h('p', {}, t(d.exact === false ? 'hint.suggested'
          : d.exact === true && typeof d.score === 'number' && d.score < 1 ? 'hint.best' : 'hint.good'), ':'),
          h('div', { class: 'legal', id: 'hint-moves' }))
        : h('p', {}, t('hint.none')),
      ex.lines.length
        ? h('div', { class: 'explanation', id: 'hint-explanation', lang: ex.lang }, ex.lines.map((l) => h('p', {}, withCode(l))))
        : null,
      // The same reasons in the game's notation, for the teacher, folded (when the server sends them).
      typeof hnt.notation === 'string' && hnt.notation.trim()
        ? h('details', { class: 'details', id: 'hint-notation' }, h('summary', {}, t('hint.details')),
          hnt.notation.split('\n').filter((l) => l.trim()).map((l) => h('p', {}, l)))
        : null);  renderHintMoves();
  }

  /** The hint's good moves, in the board's words (the move itself in data-move). */
  function renderHintMoves() {
    const box = hintEl.querySelector('#hint-moves');
    const hnt = state.hint;
    if (!box || !hnt) return;
    const ctx = { view: state.view, info, params };
    const rem = remotenessOf(hnt);
    box.replaceChildren(...(hnt.good_moves || []).map((m) => h('button', {
      type: 'button', class: 'secondary good', 'data-move': m, onclick: () => play(m),
    }, moveWords(state.mod, m, ctx), Number.isInteger(rem[m]) ? h('small', { class: 'gen' }, ` · ${t('hint.generation', { n: rem[m] })}`) : null)));
  }

  /** Each move's remoteness (geração) from the hint's detail, when it gives them. */
  function remotenessOf(hnt) {
    const out = {};
    const ms = hnt && hnt.detail && hnt.detail.moves;
    if (Array.isArray(ms)) {
      for (const x of ms) if (x && typeof x.move === 'string' && Number.isInteger(x.remoteness)) out[x.move] = x.remoteness;
    }
    return out;
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

  // Whether the keyboard is on the board: a redraw that removes the focused
  // control (a move played, a turn passed) gives the focus back to the board.
  boardEl.addEventListener('focusin', () => { state.focusBoard = true; });
  // A `redraw` event on the board draws it again (the browser test times redraws with it).
  boardEl.addEventListener('redraw', () => { drawBoard(); });
  const focusOff = (e) => { if (!boardEl.contains(e.target)) state.focusBoard = false; };
  document.addEventListener('focusin', focusOff);

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
      errorEl.replaceChildren(...withCode(e.message));
    }
  }

  async function askHint() {
    errorEl.textContent = '';
    try {
      state.hint = await api.hint(id, token);
      render();
    } catch (e) { errorEl.replaceChildren(...withCode(e.message)); }
  }

  async function doUndo() {
    errorEl.textContent = '';
    try {
      const res = await api.undo(id, token);
      apply(res && res.view ? res.view : res, 'undo');
    } catch (e) { errorEl.replaceChildren(...withCode(e.message)); }
  }

  // Live updates; while the socket is down, poll now and then.
  const sock = openSocket(api.wsUrl(`/api/matches/${encodeURIComponent(id)}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`), {
    onMessage(msg) {
      if (msg.type === 'view') apply(msg.view, 'socket');
      else if (msg.type === 'error') errorEl.replaceChildren(...withCode(msg.error));
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
  return () => { sock.close(); clearInterval(poll); document.removeEventListener('focusin', focusOff); };
}

/** The people's names under the match's heading ("Ana (A) contra Rui (B)"),
 *  when given; null otherwise. */
function namesLine(view) {
  const names = view.names || {};
  const one = (seat, letter) => (typeof names[seat] === 'string' && names[seat] ? `${names[seat]} (${letter})` : '');
  const [a, b] = [one('first', 'A'), one('second', 'B')];
  if (!a && !b) return null;
  return h('p', { id: 'match-names', class: 'names' }, a && b ? t('match.names', { a, b }) : a || b);
}
