// views/conjecture.js — the "Conjectura" section under a game's table
// (#/analyse/{id}): the method of the text — guess which positions are
// tipo-S (inatacáveis), and, in a game with draws, tipo-N (neutras), write
// the guess as a condition on the position's coordinates (named as the
// game's card says: `conjecture.coordinates`), and check it with Theorem
// 4.1 by a `conjecture` job (POST /api/jobs). The verdict is the server's
// sentence in the page's language, read aloud (`aria-live`); a
// counterexample shown in the grid is marked there.

import { h, withCode } from '../dom.js';
import { t } from '../i18n.js';
import { followJob } from './jobs.js';

/** The largest `to` the server takes (docs/api.md). */
const MAX_TO = 1000;

/** The section for a game whose card names its coordinates (`null` for a
 *  game that takes no conjecture). `params()` gives the table's parameters,
 *  `grid()` the element holding the table's grid, `words(name)` an axis's
 *  name in the page's words. Returns `{el, table(t), close()}`: `table`
 *  is told of each table drawn (its draws show the tipo-N rule, its axes
 *  name the coordinates, and a verdict's position is marked in it). */
export function conjectureSection(info, { params, grid, words = (n) => n }) {
  const names = ((info.conjecture || {}).coordinates || []);
  if (!names.length) return null;
  const example = names.length === 1 ? `${names[0]} % 5 == 0 || ${names[0]} % 5 == 2` : `${names[0]} % 3 == ${names[1]} % 3`;
  const field = (id, label, hint) => {
    const input = h('input', { id, type: 'text', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off',
      placeholder: hint, 'aria-describedby': 'conj-help' });
    return { input, label: h('label', { class: 'conj-field', for: id }, label, input) };
  };
  const safe = field('conj-safe', t('conj.safe'), example);
  const neutral = field('conj-neutral', t('conj.neutral'), '');
  neutral.label.hidden = true;
  const to = h('input', { id: 'conj-to', type: 'number', min: 0, max: MAX_TO, value: 200, size: 5 });
  const button = h('button', { type: 'submit', id: 'conj-check' }, t('conj.check'));
  const progress = h('progress', { id: 'conj-progress', max: 1, value: 0, hidden: true, 'aria-label': t('analyse.progress') });
  const verdict = h('p', { id: 'conj-verdict', 'aria-live': 'polite' });
  const where = h('p', { id: 'conj-where', class: 'muted' });
  let running = null;
  let asked = 0; // the checks asked for: only the last one's answer is shown
  let counter = null; // the last counterexample's position

  const el = h('section', { id: 'conjecture', class: 'conjecture', 'aria-labelledby': 'conj-heading' },
    h('h2', { id: 'conj-heading' }, t('conj.heading')),
    h('p', {}, t('conj.intro')),
    h('p', { id: 'conj-help' }, h('span', { id: 'conj-names' }), ' ', ...withCode(t('conj.ops'))),
    h('form', { id: 'conj-form', onsubmit: (e) => { e.preventDefault(); check(); } },
      safe.label, neutral.label,
      h('div', { class: 'row' }, h('label', { for: 'conj-to' }, t('conj.to'), to), button)),
    progress, verdict, where);

  /** Says what the coordinates are called; one that is also an axis of
   *  the table drawn is named as the grid names it: `n (Pedras)`. */
  function showNames(axes) {
    const word = (n) => (axes.includes(n) && words(n) !== n ? `${n} (${words(n)})` : n);
    el.querySelector('#conj-names').textContent = t('conj.names', { names: names.map(word).join(', '), n: names.length });
  }
  showNames([]);

  /** Marks the counterexample in the grid, if the grid shows it. */
  function mark() {
    const box = grid();
    for (const td of box.querySelectorAll('td.conj-counter')) td.classList.remove('conj-counter');
    where.textContent = '';
    if (counter === null) return;
    const cell = [...box.querySelectorAll('td[data-position]')].find((td) => td.dataset.position === counter);
    if (cell) {
      cell.classList.add('conj-counter');
      where.textContent = t('conj.marked', { position: counter });
    } else {
      where.textContent = t('conj.unmarked', { position: counter });
    }
  }

  async function check() {
    if (running) running.close();
    const mine = ++asked;
    const current = () => mine === asked;
    counter = null; mark();
    verdict.className = '';
    const rule = safe.input.value.trim();
    if (!rule) { verdict.className = 'error'; verdict.textContent = t('conj.empty'); safe.input.focus(); return; }
    const spec = { kind: 'conjecture', game: info.id, params: params(), safe: rule };
    if (!neutral.label.hidden && neutral.input.value.trim()) spec.neutral = neutral.input.value.trim();
    if (to.value !== '') spec.to = Number(to.value);
    // The button stays enabled (a keyboard keeps its focus): asking again
    // leaves the running check's answer unread.
    progress.hidden = false; progress.removeAttribute('value');
    verdict.textContent = t('conj.checking');
    try {
      const job = await followJob(spec, {
        onStart: (handle) => { if (current()) running = handle; else handle.close(); },
        onUpdate: (j) => { const p = j.progress || {}; if (p.total && current()) { progress.max = p.total; progress.value = p.done || 0; } },
      });
      if (!current()) return;
      if (job.state !== 'done') throw new Error(job.error || job.state);
      const r = job.result;
      verdict.className = r.holds ? 'conj-holds' : 'conj-fails';
      verdict.replaceChildren(...withCode(t('conj.verdict', { said: r.said })));
      counter = r.counterexample ? String(r.counterexample.position) : null;
      mark();
    } catch (e) {
      if (!current()) return;
      verdict.className = 'error';
      verdict.replaceChildren(...withCode(t('conj.refused', { msg: e.message })));
    } finally {
      if (current()) { running = null; progress.hidden = true; }
    }
  }

  return {
    el,
    /** A table was drawn: draws in it show the tipo-N rule, its axes
     *  name the coordinates. */
    table(table) {
      neutral.label.hidden = !(table.entries || []).some((e) => e.outcome === 'D');
      showNames((table.axes || []).map((a) => a.name));
      mark();
    },
    close() { if (running) running.close(); },
  };
}
