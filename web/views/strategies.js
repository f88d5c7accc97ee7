// views/strategies.js — a code breaker's strategies compared
// (#/analyse/{id}?kind=strategies): for the variant chosen (pegs,
// colours, repeats… as on the match form) a `strategies` job plays every
// strategy of the computer against every secret; the page shows, for each,
// the worst case, the average and a bar chart of how many secrets it
// breaks in 1, 2, 3… guesses, with the numbers written on the bars and in
// a table beside them (nothing said by colour alone).

import { h, s, clear, add } from '../dom.js';
import { t, tn, getLang, langTagOf } from '../i18n.js';
import { paramsForm } from './params.js';
import { jobRunner } from './jobs.js';
import { gameTitle } from '../names.js';
import { setTitle } from '../app.js';

/** The parameters of a variant (the rest of the form is the match's). */
const VARIANT = ['variant', 'pegs', 'colors', 'repeats', 'guess-repeats', 'feedback', 'max-guesses'];

/** A number in the page's language: 4,476 in Portuguese, 4.476 in English. */
function decimal(x, places) {
  return Number(x).toLocaleString(langTagOf(getLang()), { minimumFractionDigits: places, maximumFractionDigits: places });
}

function strategyName(name) {
  const key = `mm.strategy.${name}`;
  const said = t(key);
  return said === key ? name : said;
}

/** One strategy's histogram as an SVG bar chart: a bar per number of
 *  guesses, its count written above it and the number of guesses below. */
export function chart(row, id) {
  const entries = Object.entries(row.histogram || {}).map(([k, n]) => [Number(k), Number(n)]).sort((a, b) => a[0] - b[0]);
  const top = Math.max(1, ...entries.map(([, n]) => n));
  const worst = Math.max(1, ...entries.map(([k]) => k));
  const W = 34; const H = 110; const pad = 18;
  const width = worst * W + 8;
  const title = t('an.chart.title', { strategy: strategyName(row.strategy) });
  const bars = [];
  for (let k = 1; k <= worst; k++) {
    const n = (entries.find(([g]) => g === k) || [k, 0])[1];
    const bh = Math.round((H * n) / top);
    const x = 4 + (k - 1) * W;
    bars.push(s('g', { class: 'bar', 'data-guesses': k, 'data-count': n },
      s('title', {}, t('an.bar', { count: n, k })),
      s('rect', { x: x + 3, y: pad + H - bh, width: W - 6, height: Math.max(bh, n ? 1 : 0), fill: '#3b6ea5', stroke: '#1d3557' }),
      s('text', { x: x + W / 2, y: pad + H - bh - 4, 'text-anchor': 'middle', 'font-size': 11 }, String(n)),
      s('text', { x: x + W / 2, y: pad + H + 14, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 'bold' }, String(k))));
  }
  return s('svg', {
    xmlns: 'http://www.w3.org/2000/svg', class: 'histogram', id, role: 'img', 'aria-label': title,
    width, height: pad + H + 32, viewBox: `0 0 ${width} ${pad + H + 32}`,
  },
  s('title', {}, title),
  s('line', { x1: 2, y1: pad + H, x2: width - 2, y2: pad + H, stroke: '#222' }),
  ...bars,
  s('text', { x: width / 2, y: pad + H + 29, 'text-anchor': 'middle', 'font-size': 10 }, t('an.axis.guesses')));
}

/** The histogram in words: "1 tentativa: 1 · 2 tentativas: 13 · …". */
function histogramText(row) {
  return Object.entries(row.histogram || {})
    .map(([k, n]) => `${tn('an.guesses', Number(k))}: ${n}`)
    .join(' · ');
}

export async function mount(root, { id, info }) {
  setTitle(t('an.strategies.heading', { game: gameTitle(info) }));
  const specs = (info.param_specs || []).filter((sp) => VARIANT.includes(sp.name));
  const form = paramsForm(info.params || {}, 'sparam', specs, { primary: ['variant', 'pegs', 'colors', 'repeats'] });
  const jobs = jobRunner();
  const summary = h('p', { id: 'strategies-summary', 'aria-live': 'polite' });
  const out = h('div', { id: 'strategies-out' });
  const error = h('p', { class: 'error', role: 'alert', id: 'strategies-error' });

  add(root,
    h('p', {}, h('a', { href: `#/game/${id}` }, `← ${gameTitle(info)}`)),
    h('h1', { id: 'analyse-heading' }, t('an.strategies.heading', { game: gameTitle(info) })),
    h('p', { class: 'summary' }, t('an.strategies.intro')),
    h('form', { id: 'strategies-form', onsubmit: (e) => { e.preventDefault(); compare(); } },
      form.el,
      h('div', { class: 'row' }, h('button', { type: 'submit', id: 'compare' }, t('an.compare')), jobs.cancelBtn)),
    jobs.progress, jobs.stage, error, summary, out);

  async function compare() {
    error.textContent = ''; summary.textContent = ''; clear(out);
    const problem = form.problem();
    if (problem) { error.textContent = t('setup.fix'); return; }
    let job;
    try {
      job = await jobs.run({ kind: 'strategies', game: id, params: form.changed() });
    } catch (e) {
      jobs.stage.textContent = '';
      error.textContent = e.message;
      return;
    }
    if (job.state === 'cancelled') { jobs.stage.textContent = t('analyse.cancelled'); return; }
    if (job.state !== 'done') { jobs.stage.textContent = ''; error.textContent = job.error || job.state; return; }
    jobs.stage.textContent = t('an.strategies.done');
    show(job.result);
  }

  function show(c) {
    summary.textContent = t('an.variant', {
      pegs: c.pegs, colors: c.colors, secrets: c.secrets,
      repeats: t(c.repeats ? 'an.repeats.yes' : 'an.repeats.no'),
    });
    const rows = c.strategies || [];
    const done = rows.filter((r) => r.done);
    const least = Math.min(...done.map((r) => r.total));
    const table = h('table', { class: 'strategies', id: 'strategies-table' },
      h('caption', {}, t('an.table.caption')),
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, t('an.col.strategy')),
        h('th', { scope: 'col' }, t('an.col.worst')),
        h('th', { scope: 'col' }, t('an.col.average')),
        h('th', { scope: 'col' }, t('an.col.total')),
        h('th', { scope: 'col' }, t('an.col.histogram')))),
      h('tbody', {}, rows.map((r) => h('tr', { 'data-strategy': r.strategy },
        h('th', { scope: 'row' }, strategyName(r.strategy), r.done && r.total === least ? h('span', { class: 'best' }, ` ★ ${t('an.best')}`) : null),
        ...(r.done
          ? [h('td', { class: 'worst' }, String(r.worst)), h('td', { class: 'average' }, decimal(r.average, 3)),
            h('td', { class: 'total' }, String(r.total)), h('td', { class: 'histogram-text' }, histogramText(r))]
          : [h('td', { colspan: 4, class: 'left-out' },
            r.left_out === 'too-large' ? t('an.left.too-large', { max: c.exact_max }) : t('an.left.stopped', { secs: c.limit_secs }))])))));
    const charts = h('div', { class: 'charts', id: 'strategies-charts' }, done.map((r) => h('figure', { class: 'card', 'data-strategy': r.strategy },
      h('figcaption', {}, h('strong', {}, strategyName(r.strategy)), ' — ',
        t('an.figure', { worst: tn('an.guesses', r.worst), average: decimal(r.average, 3) }),
        r.over_limit ? ` ${t('an.over', { n: r.over_limit, max: c.max_guesses })}` : ''),
      chart(r, `chart-${r.strategy}`))));
    // The table scrolls sideways on a phone instead of widening the page.
    add(out, h('p', { class: 'muted' }, t('an.read')), h('div', { class: 'table-scroll', id: 'strategies-scroll' }, table), charts);
  }

  compare();
  return () => jobs.close();
}
