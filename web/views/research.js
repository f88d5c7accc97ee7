// views/research.js — the research shared by workers (#/research, issue 40):
// each problem a distributed solve (`ludoteca solve … --distribute`) left to
// the workers, with a bar of its tasks done, where it stands (the bounds its
// answers prove so far), its running tasks with their worker, lease and
// progress, and its failed ones; then the workers. Read from GET
// /api/research (what `solve --status` prints) and read again every few
// seconds while the page is open. A server on SQLite says research needs
// PostgreSQL. Research tasks carry no personal data.

import { h, add, clear, withCode } from '../dom.js';
import { t, tn, getLang, langTagOf } from '../i18n.js';
import * as api from '../api.js';

/** How often the page reads the research again, in milliseconds. */
const EVERY = 4000;

/** Tasks of `p` in state `state`. */
function count(p, state) {
  return (p.tasks || []).filter((x) => x.state === state).length;
}

/** Seconds or minutes since `then` (ms), from the server's clock `now`. */
function ago(now, then) {
  const s = Math.max(0, Math.floor((now - then) / 1000));
  return s < 120 ? t('research.seen_s', { s }) : t('research.seen_min', { m: Math.floor(s / 60) });
}

/** A table whose rows become cards on a phone (`data-label` cells). */
function table(attrs, heads, rows) {
  return h('div', { class: 'table-scroll' }, h('table', { ...attrs, class: `research ${attrs.class || ''}` },
    h('thead', {}, h('tr', {}, heads.map((x) => h('th', { scope: 'col' }, x)))),
    h('tbody', {}, rows.map((cells) => h('tr', {}, cells.map((c, k) => h('td', { 'data-label': heads[k] }, c)))))));
}

/** One problem: its key, state, bar, standing, running and failed tasks. */
function problem(p, now) {
  const done = count(p, 'done');
  const moot = count(p, 'moot');
  const needed = Math.max(1, (p.tasks || []).length - moot);
  const running = (p.tasks || []).filter((x) => x.state === 'running');
  const failed = (p.tasks || []).filter((x) => x.state === 'failed');
  const states = [
    ['running', running.length], ['queued', count(p, 'queued')], ['moot', moot], ['failed_count', failed.length],
  ].map(([k, n]) => `${t(`research.${k}`)}: ${n}`).join(' · ');
  const lease = (x) => {
    const left = (x.until_ms || now) - now;
    return left < 0 ? t('research.lease_lapsed') : t('research.lease_left', { s: Math.floor(left / 1000) });
  };
  return h('section', { class: 'card research-problem', 'data-problem': p.key },
    h('h2', {}, h('code', {}, p.key)),
    h('p', {}, h('strong', {}, p.done ? t('research.done') : t('research.open')), ' — ',
      tn('research.tasks', (p.tasks || []).length, { done })),
    h('progress', { max: needed, value: Math.min(done, needed), 'aria-label': t('research.bar', { key: p.key }) }),
    h('p', { class: 'muted research-states' }, states),
    p.standing ? h('p', { class: 'research-standing' }, t('research.standing'), ' ', withCode(p.standing)) : null,
    p.result !== null && p.result !== undefined
      ? h('p', { class: 'research-result' }, t('research.result'), ' ', h('code', {}, JSON.stringify(p.result))) : null,
    running.length ? table({ class: 'research-running' },
      [t('research.col_task'), t('research.col_worker'), t('research.col_lease'), t('research.col_progress')],
      running.map((x) => [String(x.n), x.owner || '?', lease(x), x.progress || t('research.started')])) : null,
    failed.map((x) => h('p', { class: 'error research-failed' },
      t('research.failed', { n: x.n, worker: x.owner || '?', why: x.progress || '—' }))));
}

/** The workers: who, threads, what each does, when last heard of. */
function workers(list, now) {
  if (!list.length) return h('p', { class: 'muted', id: 'research-no-workers' }, withCode(t('research.no_workers')));
  const state = (w) => {
    if (w.stopped_ms) return t('research.state_stopped');
    return w.task ? t('research.state_on', { task: w.task }) : t('research.state_idle');
  };
  return table({ id: 'research-workers' },
    [t('research.col_worker'), t('research.col_threads'), t('research.col_state'), t('research.col_seen')],
    list.map((w) => [w.id, String(w.threads), state(w), ago(now, w.seen_ms)]));
}

export async function mount(root) {
  add(root, h('h1', {}, t('research.heading')), h('p', { class: 'muted' }, withCode(t('research.intro'))));
  const body = h('div', { id: 'research', 'aria-live': 'polite' });
  const stamp = h('p', { class: 'muted', id: 'research-updated' });
  add(root, body, stamp);
  let timer = null;
  let gone = false;
  const show = (v) => {
    const now = v.now_ms || Date.now();
    clear(body);
    if (!v.research) {
      add(body, h('p', { class: 'muted', id: 'research-none' }, withCode(v.said || '')));
      return;
    }
    const problems = Array.isArray(v.problems) ? v.problems : [];
    add(body, problems.length
      ? problems.map((p) => problem(p, now))
      : h('p', { class: 'muted', id: 'research-empty' }, withCode(t('research.empty'))));
    add(body, h('h2', {}, t('research.workers')), workers(Array.isArray(v.workers) ? v.workers : [], now));
    stamp.textContent = t('research.updated', { time: new Date().toLocaleTimeString(langTagOf(getLang())) });
  };
  const read = async () => {
    try {
      const v = await api.research();
      if (!gone) show(v);
    } catch (e) {
      if (!gone) stamp.textContent = t('error', { msg: e.message });
    }
    // A server without research tables has nothing more to say.
    if (!gone) timer = setTimeout(read, EVERY);
  };
  await read();
  return () => { gone = true; clearTimeout(timer); };
}
