// views/class.js — a student's page in a class (#/class/{id}): their name,
// the round and their points, and their current match, played right here
// (the match page mounted inside this one, with the student's own token):
// when the teacher pairs a new round, the class's socket says so and the
// new match takes the old one's place by itself. A bye, a rest, a pause
// and the end of the lesson are said in a sentence.

import { h, add, clear } from '../dom.js';
import { wsUrl } from '../api.js';
import { plural } from '../i18n.js';
import { openSocket } from '../socket.js';
import { setTitle } from '../app.js';
import { seatLetter } from '../classes.js';
import * as classes from './class-api.js';

const { w } = classes;

export async function mount(root, { id }) {
  const token = classes.studentToken(id);
  if (!token) {
    add(root, h('p', { class: 'error', id: 'class-error' }, w('student.rejoin'), ' ', h('a', { href: '#/join' }, w('join.heading'))));
    return null;
  }
  let me;
  try {
    me = await classes.me(id, token);
  } catch (e) {
    add(root, h('p', { class: 'error', id: 'class-error' }, e.message, ' ', h('a', { href: '#/join' }, w('join.heading'))));
    return null;
  }
  setTitle(w('student.hello', { name: me.name }));
  const hello = h('h1', { id: 'class-hello' });
  const standing = h('p', { id: 'class-standing', class: 'muted' });
  const say = h('p', { id: 'class-say', class: 'status', role: 'status', 'aria-live': 'polite' });
  const place = h('div', { id: 'class-match' });
  // Their own finished matches, with the names (their token shows them).
  const mine = h('p', { class: 'muted', id: 'class-mine' }, h('a', { href: `#/history?class=${encodeURIComponent(id)}` }, w('student.mine')));
  add(root, hello, standing, say, place, mine);

  let mounted = null; // {id, dispose}
  let gen = 0;
  async function show(next) {
    me = next;
    hello.textContent = w('student.hello', { name: me.name });
    standing.textContent = me.round ? plural((k, v) => w(k, { ...v, points: v.n }), 'student.points', me.points, { round: me.round }) : '';
    const m = me.match;
    const line = me.status === 'ended' ? w('student.ended')
      : me.status === 'paused' ? w('student.paused')
        : !m && me.bye ? w('student.bye')
          : !m && me.rest ? w('student.rest')
            : !m ? w('student.wait')
              // A finished match stays on the page (its result, its replay)
              // while the teacher pairs the next round.
              : w(m.result ? 'student.done' : 'student.against', { name: m.opponent.champion ? w('class.champion') : m.opponent.name, seat: seatLetter(m.seat) });
    say.textContent = line;
    say.dataset.status = me.status;
    const wanted = m ? m.id : '';
    if ((mounted ? mounted.id : '') === wanted) return;
    const g = ++gen;
    if (mounted && mounted.dispose) { try { mounted.dispose(); } catch (e) { console.warn(e); } }
    mounted = null;
    clear(place);
    place.dataset.match = wanted;
    if (!m) return;
    const inner = h('div', { class: 'class-play' });
    place.append(inner);
    const mod = await import('./match.js');
    if (g !== gen) return;
    const opponent = m.opponent.champion ? w('class.champion') : m.opponent.name;
    const names = { [m.seat]: me.name, [m.seat === 'first' ? 'second' : 'first']: opponent };
    const dispose = await mod.mount(inner, { id: m.id, query: new URLSearchParams({ token: m.token }), inClass: true, names });
    if (g !== gen) { if (dispose) dispose(); return; }
    mounted = { id: m.id, dispose };
    setTitle(w('student.hello', { name: me.name }));
  }
  await show(me);

  const sock = openSocket(wsUrl(`/api/classes/${encodeURIComponent(id)}/ws?token=${encodeURIComponent(token)}`), {
    onMessage(msg) {
      if (msg.type === 'me') show(msg.me);
      if (msg.type === 'deleted') { say.textContent = w('class.deleted'); sock.close(); }
    },
  });
  // A missed message is caught up now and then.
  const poll = setInterval(() => { classes.me(id, token).then(show).catch(() => {}); }, 15000);
  return () => {
    sock.close();
    clearInterval(poll);
    if (mounted && mounted.dispose) mounted.dispose();
  };
}
