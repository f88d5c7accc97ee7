// views/value.js — the exact value of a position
// (#/analyse/{id}?kind=value&position=P&param=k=v, for the games whose
// capabilities say `value`): the position typed (checked as typed by GET
// /api/games/{id}/check, as the match form does) or the start, a `value`
// job with progress and cancel, and the answer in the text's words: the
// class for the player to move, who wins (or the score), the best move in
// the board's words, the method and the time — or, when the time ran out,
// "not proved within N s" with the bounds proved so far.

import { h, clear, add } from '../dom.js';
import { t, tn, getLang, langTagOf } from '../i18n.js';
import * as api from '../api.js';
import { classLabel } from '../classes.js';
import { moveWords } from '../explain.js';
import { paramsForm } from './params.js';
import { jobRunner } from './jobs.js';
import { gameTitle } from '../names.js';
import { boardModule } from '../boards/index.js';
import { setTitle } from '../app.js';

/** Parameters that say how a match is played, not what a position is worth. */
const MATCH_ONLY = ['position', 'start', 'strategy', 'budget', 'seed', 'maker', 'secret', 'rounds', 'open-hands'];

export async function mount(root, { id, info, query }) {
  setTitle(t('an.value.heading', { game: gameTitle(info) }));
  const specs = (info.param_specs || []).filter((sp) => !MATCH_ONLY.includes(sp.name));
  const form = paramsForm(info.params || {}, 'vparam', specs, { onChange: () => schedule() });
  const given = Object.fromEntries(query.getAll('param').map((kv) => kv.split('=')).filter((p) => p.length >= 2)
    .map(([k, ...v]) => [k, v.join('=')]));
  form.set(given);
  const mod = await boardModule(info);
  const jobs = jobRunner();
  const position = h('input', { id: 'value-position', name: 'position', size: 36, autocomplete: 'off', spellcheck: 'false',
    value: query.get('position') || '', 'aria-describedby': 'value-position-help value-position-error' });
  const help = h('small', { class: 'muted', id: 'value-position-help' });
  const fieldError = h('span', { class: 'error field-error', id: 'value-position-error', role: 'alert' });
  const seconds = h('input', { id: 'value-seconds', type: 'number', min: 1, max: 120, value: 60, size: 4 });
  const error = h('p', { class: 'error', role: 'alert', id: 'value-error' });
  const out = h('section', { id: 'value-out', 'aria-live': 'polite' });

  add(root,
    h('p', {}, h('a', { href: `#/game/${id}` }, `← ${gameTitle(info)}`)),
    h('h1', { id: 'analyse-heading' }, t('an.value.heading', { game: gameTitle(info) })),
    h('p', { class: 'summary' }, t('an.value.intro')),
    h('form', { id: 'value-form', novalidate: true, onsubmit: (e) => { e.preventDefault(); ask(); } },
      form.el,
      h('div', { class: 'row' },
        h('label', { class: 'start-field' }, t('an.value.position'), position, help, fieldError),
        h('label', {}, t('an.value.seconds'), seconds)),
      h('div', { class: 'row' }, h('button', { type: 'submit', id: 'value-ask' }, t('an.value.ask')), jobs.cancelBtn)),
    jobs.progress, jobs.stage, error, out);

  // The position checked as typed, by the server's own parser.
  let timer = null; let asked = 0; let lastCheck = null;
  function query_() {
    const parts = Object.entries(form.changed()).map(([k, v]) => `param=${encodeURIComponent(`${k}=${v}`)}`);
    if (position.value.trim()) parts.push(`start=${encodeURIComponent(position.value.trim())}`);
    return parts.join('&');
  }
  async function check() {
    const n = ++asked;
    const res = await api.checkGame(id, query_());
    if (n !== asked) return res;
    lastCheck = res;
    form.clearErrors(); fieldError.textContent = ''; position.setCustomValidity(''); error.textContent = '';
    if (res.ok) {
      if (!position.value.trim() && res.start) { position.placeholder = res.start; help.textContent = t('setup.start.example', { start: res.start }); }
    } else if (res.field === 'start') {
      fieldError.textContent = res.error; position.setCustomValidity(res.error);
    } else if (!res.field || !form.showError(res.field, res.error)) {
      error.textContent = res.error;
    }
    return res;
  }
  function schedule() { clearTimeout(timer); lastCheck = null; timer = setTimeout(() => { check().catch(() => {}); }, 250); }
  position.addEventListener('input', schedule);

  async function ask() {
    clearTimeout(timer);
    clear(out);
    if (form.problem()) { error.textContent = t('setup.fix'); return; }
    const res = lastCheck || await check().catch((e) => ({ ok: false, error: e.message }));
    if (!res.ok) { if (!fieldError.textContent && !error.textContent) error.textContent = res.error || t('setup.fix'); return; }
    const spec = { kind: 'value', game: id, params: form.changed(), seconds: Number(seconds.value) || 60 };
    if (position.value.trim()) spec.position = position.value.trim();
    let job;
    try {
      job = await jobs.run(spec);
    } catch (e) {
      jobs.stage.textContent = ''; error.textContent = e.message; return;
    }
    if (job.state === 'cancelled') { jobs.stage.textContent = t('analyse.cancelled'); return; }
    if (job.state !== 'done') { jobs.stage.textContent = ''; error.textContent = job.error || job.state; return; }
    jobs.stage.textContent = '';
    show(job.result);
  }

  function said(moves, data) {
    // The moves said from their data (`best_data`, one a move), as a
    // board says its legal moves; in words only; the notation goes under
    // "Mais detalhes (para o professor)".
    const ctx = { view: { legal_moves: moves, legal_data: data || [] }, info, params: form.full() };
    return moves.map((mv) => moveWords(mod, mv, ctx) || mv);
  }

  function show(r) {
    const secs = (r.millis / 1000).toLocaleString(langTagOf(getLang()), { maximumFractionDigits: 2 });
    const seat = r.to_move === 'second' ? 'B' : 'A';
    add(out,
      h('p', { id: 'value-summary', class: r.exact ? 'proved' : 'not-proved' }, h('strong', {}, r.summary)),
      r.exact && r.outcome && !r.over ? h('p', { id: 'value-class' }, t('an.value.class', { seat, class: classLabel(r.outcome) })) : null,
      r.score_words ? h('p', { id: 'value-score' }, r.score_words) : null,
      h('p', { id: 'value-best' }, (r.best_moves || []).length
        ? t(!r.exact ? 'an.value.best.sofar' : r.outcome === 'P' ? 'an.value.best.lost' : 'an.value.best', { moves: said(r.best_moves, r.best_data).join('; ') })
        : t(r.over ? 'an.value.none' : 'an.value.nomove')),
      r.line && r.line.length > 1 ? h('p', { id: 'value-line' }, t('an.value.line', { moves: said(r.line, r.line_data).join(' → ') })) : null,
      h('p', { id: 'value-method', class: 'muted' }, tn('an.value.method', r.nodes, { method: r.method_words, secs, nodes: r.nodes.toLocaleString(langTagOf(getLang())) })),
      h('details', { class: 'details' }, h('summary', {}, t('match.details')),
        h('p', {}, t('match.details.position'), ' ', h('code', { id: 'value-raw' }, r.position)),
        (r.best_moves || []).length ? h('p', { id: 'value-raw-best' }, t('match.details.moves'), ' ', h('code', {}, r.best_moves.join(' · '))) : null,
        r.line && r.line.length > 1 ? h('p', { id: 'value-raw-line' }, h('code', {}, r.line.join(' → '))) : null));
  }

  schedule();
  return () => { clearTimeout(timer); jobs.close(); };
}
