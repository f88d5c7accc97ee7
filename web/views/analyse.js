// views/analyse.js — a game's analysis (#/analyse/{id}?kind=…): a code
// breaker's strategies compared (`strategies.js`), the exact value of a position
// (`value.js`), or, here, its table: a background job
// (POST /api/jobs) whose progress is pushed over /api/jobs/{id}/ws (polling
// if the socket fails), its rows fetched page by page (/api/jobs/{id}/rows)
// when the table is longer than the job's first page, then a coloured grid of
// the classes (N/P/D, with the text's words and the CGT letters), remoteness
// on hover, the period highlighted (from the table or a `period` job),
// export as SVG (drawn by the server on request: /api/jobs/{id}/svg), and
// under it a conjecture checked by Theorem 4.1 (`conjecture.js`).

import { h, clear, add } from '../dom.js';
import { t, pickIn } from '../i18n.js';
import { gameTitle, inLang } from '../names.js';
import * as api from '../api.js';
import { followJob } from './jobs.js';
import { legend, classLabel, SYMBOL } from '../classes.js';
import { paramsForm } from './params.js';
import { boardModule } from '../boards/index.js';
import { conjectureSection } from './conjecture.js';

export async function mount(root, { id, query }) {
  const [listed, one] = await Promise.all([api.gameInfo(id), api.game(id).catch(() => null)]);
  const info = { ...(listed || { id }), ...(one || {}) };
  // The analysis asked for (`?kind=`), else the game's first: a game with
  // no table gets its own analysis, or a sentence saying it has none.
  const kinds = api.analyses(info);
  const wanted = query && query.get('kind');
  const kind = kinds.includes(wanted) ? wanted : kinds[0];
  if (kind === 'strategies') return (await import('./strategies.js')).mount(root, { id, info, query });
  if (kind === 'value') return (await import('./value.js')).mount(root, { id, info, query });
  if (kind !== 'table') {
    add(root, h('p', {}, h('a', { href: `#/game/${id}` }, `← ${gameTitle(info)}`)), h('p', { id: 'no-analysis' }, t('analyse.notable')));
    return null;
  }
  const summary = pickIn(info.summary, info.summary_pt, info.summary_i18n);
  const words = axisWords(info, await boardModule(info).catch(() => null));
  const form = paramsForm(info.params || {}, 'aparam', info.param_specs);
  const from = h('input', { id: 'table-from', type: 'number', min: 0, size: 6 });
  const to = h('input', { id: 'table-to', type: 'number', min: 0, size: 6, value: info.table_to ?? '' });
  const progress = h('progress', { id: 'job-progress', max: 1, value: 0, hidden: true, 'aria-label': t('analyse.progress') });
  const stage = h('p', { class: 'muted', id: 'job-stage', 'aria-live': 'polite' });
  const cancelBtn = h('button', { type: 'button', class: 'secondary', hidden: true, id: 'job-cancel' }, t('analyse.cancel'));
  const periodEl = h('p', { id: 'period' });
  const out = h('div', { id: 'table-out' });
  const exportBtn = h('a', { class: 'button secondary', id: 'export-svg', hidden: true, download: t('analyse.export.file', { id }) }, t('analyse.export'));
  let running = null; // {jobId, close()}
  let svgUrl = null;
  const conjecture = conjectureSection(info, { params: () => form.changed(), grid: () => out, words });

  add(root, 
    h('p', {}, h('a', { href: `#/game/${id}` }, `← ${gameTitle(info)}`)),
    h('h1', {}, t('analyse.heading', { game: gameTitle(info) })),
    h('p', { class: 'summary' }, summary.text, summary.note ? h('span', { class: 'note' }, ' ', summary.note) : null),
    h('form', { id: 'table-form', onsubmit: (e) => { e.preventDefault(); compute(); } },
      form.el,
      h('div', { class: 'row' }, h('label', {}, t('analyse.from'), from), h('label', {}, t('analyse.to'), to),
        h('button', { type: 'submit', id: 'compute' }, t('analyse.compute')), cancelBtn)),
    progress, stage, legend(), periodEl, h('p', {}, exportBtn), out, conjecture ? conjecture.el : null);

  cancelBtn.addEventListener('click', () => { if (running) api.cancelJob(running.jobId).catch(() => {}); });

  /** Runs a job to its end, reporting progress; resolves with the final job object. */
  function runJob(spec, onProgress) {
    let mine = null;
    return followJob(spec, { onUpdate: onProgress, onStart: (handle) => { running = mine = handle; } })
      .finally(() => { if (running === mine) running = null; });
  }

  async function compute() {
    if (running) running.close();
    const params = form.changed();
    const spec = { kind: 'table', game: id, params };
    if (from.value !== '') spec.from = Number(from.value);
    if (to.value !== '') spec.to = Number(to.value);
    clear(out); periodEl.textContent = ''; exportBtn.hidden = true;
    progress.hidden = false; progress.removeAttribute('value'); cancelBtn.hidden = false;
    stage.textContent = t('loading');
    try {
      const job = await runJob(spec, (j) => {
        const p = j.progress || {};
        if (p.total) { progress.max = p.total; progress.value = p.done || 0; }
        if (p.stage) stage.textContent = t('analyse.stage', { stage: p.stage });
      });
      cancelBtn.hidden = true; progress.hidden = true;
      if (job.state === 'cancelled') { stage.textContent = t('analyse.cancelled'); return; }
      if (job.state !== 'done') { stage.textContent = t('analyse.failed', { msg: job.error || job.state }); return; }
      const table = await allRows(job);
      stage.textContent = t('analyse.done', { n: (table.entries || []).length });
      let period = table.period || null;
      if (!period && (info.capabilities || {}).period) {
        const pj = await runJob({ kind: 'period', game: id, params }).catch(() => null);
        if (pj && pj.state === 'done') period = pj.result;
      }
      showPeriod(period, (table.axes || []).length >= 2);
      out.append(grid(table, period, words));
      if (conjecture) conjecture.table(table);
      if (svgUrl) URL.revokeObjectURL(svgUrl);
      // The drawing is the server's, in the page's language, titled with
      // the game's name, the legend and the axes named as the grid names
      // them (the drawing inside the job's answer, in English with the
      // axes' bare names, only when that fails).
      const axisQuery = (table.axes || []).map((a) => `axis=${encodeURIComponent(words(a.name))}`).join('&');
      const drawn = job.svg ? `${job.svg}${job.svg.includes('?') ? '&' : '?'}${axisQuery}` : null;
      const svg = await fetchText(drawn).catch(() => null) || table.svg || ownSvg(table);
      svgUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      exportBtn.href = svgUrl; exportBtn.hidden = false;
      // Where the drawing came from (the server's route with the axes' words).
      if (drawn) exportBtn.dataset.source = drawn;
    } catch (e) {
      cancelBtn.hidden = true; progress.hidden = true;
      stage.textContent = t('analyse.failed', { msg: e.message });
    }
  }

  function showPeriod(p, twoD) {
    if (!p || !p.period) { periodEl.textContent = t('analyse.noperiod'); return; }
    // The window the period was checked over is a teacher's detail: kept in the tooltip.
    periodEl.title = p.window ? t('analyse.period.window', { window: p.window }) : '';
    periodEl.textContent = `${t(twoD ? 'analyse.period' : 'analyse.period.flat', { period: p.period, preperiod: p.preperiod ?? 0 })}${p.proved === undefined ? '' : ` (${t(p.proved ? 'analyse.period.proved' : 'analyse.period.observed')})`}`;
    periodEl.append(' ', h('span', { class: 'swatch', style: 'outline:2px solid #222;width:auto;padding:0 .3rem' }, t('analyse.periodblock')),
      ' ', h('span', { class: 'swatch pre-demo', style: 'background-image:repeating-linear-gradient(45deg,#0000 0 4px,#0002 4px 6px);width:auto;padding:0 .3rem' }, t('analyse.preperiod')));
  }

  compute();
  return () => { if (running) running.close(); if (conjecture) conjecture.close(); if (svgUrl) URL.revokeObjectURL(svgUrl); };
}

/** The rows per page asked of the server (its largest page). */
const PAGE = 10000;

/** GET `path` as text (an SVG), in the page's language; rejects on an error. */
async function fetchText(path) {
  if (!path) throw new Error('no drawing');
  const res = await fetch(path, { headers: { 'Accept-Language': api.langTag() } });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.text();
}

/** The whole table of a finished job: its first page (`job.result`), then
 *  the other pages (`rows.next`) joined to it, values and entries in order. */
async function allRows(job) {
  const table = job.result;
  let next = job.rows ? job.rows.next : null;
  while (next !== null && next !== undefined) {
    const res = await fetch(`/api/jobs/${encodeURIComponent(job.id)}/rows?offset=${next}&limit=${PAGE}`,
      { headers: { Accept: 'application/json', 'Accept-Language': api.langTag() } });
    const page = await res.json();
    if (!res.ok) throw new Error(page.error || `${res.status}`);
    table.axes[0].values.push(...page.axes[0].values);
    for (const e of page.entries) table.entries.push(e);
    next = page.rows.next;
  }
  return table;
}

/** The words of a table's axes: the board's own word (its optional
 *  `axisWord(name)`), else the lab's word (rows, columns), else the
 *  parameter's label when the axis is a parameter, else its name. */
function axisWords(info, mod) {
  const labels = {};
  for (const spec of info.param_specs || []) if (spec.label) labels[spec.name] = inLang(spec.label);
  return (name) => {
    const own = mod && typeof mod.axisWord === 'function' ? mod.axisWord(name) : '';
    if (own) return own;
    const shared = t(`axis.${name}`);
    if (shared !== `axis.${name}`) return shared;
    return labels[name] || name;
  };
}

/** "3 linhas × 5 colunas — frágil (tipo-P), geração 1" */
function cellTitle(e, axes, words) {
  const name = (i) => (axes[i] ? words(axes[i].name) : `x${i}`);
  const coords = (e.coords || []).map((c, i) => `${name(i)}: ${c}`).join(' × ');
  const cls = SYMBOL[e.outcome] ? `${t(`class.${e.outcome}`)} (${t(`class.${e.outcome}.letter`)})` : classLabel(e.outcome);
  const parts = [cls];
  if (e.remoteness !== null && e.remoteness !== undefined) parts.push(t('analyse.remoteness', { n: e.remoteness }));
  if (e.grundy !== null && e.grundy !== undefined) parts.push(t('analyse.grundy', { n: e.grundy }));
  return `${coords} — ${parts.join(', ')}`;
}

function periodClass(x, period) {
  if (!period || !period.period || typeof x !== 'number') return '';
  const pre = period.preperiod ?? 0;
  if (x < pre) return ' pre';
  if (x < pre + period.period) return ' block';
  return '';
}

/** The table as an HTML grid: 2-D tables as rows × columns; 1-D tables wrapped in rows of one period. */
export function grid(table, period, words = (n) => n) {
  const axes = table.axes || [];
  const entries = table.entries || [];
  const wrap = h('div', { class: 'gridwrap' });
  const cell = (e) => h('td', {
    class: `cls-${e.outcome}${periodClass(e.coords && e.coords[0], period)}`, title: cellTitle(e, axes, words),
    'data-position': e.position, 'data-outcome': e.outcome, 'data-remoteness': e.remoteness ?? '',
  }, SYMBOL[e.outcome] || e.outcome);
  if (axes.length >= 2) {
    const [rowsAx, colsAx] = axes;
    const at = new Map(entries.map((e) => [`${e.coords[0]}|${e.coords[1]}`, e]));
    wrap.append(h('table', { class: 'grid', id: 'table-grid' },
      h('thead', {}, h('tr', {}, h('th', { class: 'rowhead' }, `${words(rowsAx.name)} \\ ${words(colsAx.name)}`), colsAx.values.map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, rowsAx.values.map((r) => h('tr', {}, h('th', { scope: 'row', class: 'rowhead' }, r),
        colsAx.values.map((c) => { const e = at.get(`${r}|${c}`); return e ? cell(e) : h('td', {}); }))))));
  } else {
    const p = period && period.period;
    const width = p && p >= 2 && p <= 40 ? p : 10;
    const rows = [];
    for (let i = 0; i < entries.length; i += width) rows.push(entries.slice(i, i + width));
    const name = axes[0] ? words(axes[0].name) : 'n';
    wrap.append(h('table', { class: 'grid', id: 'table-grid' },
      h('thead', {}, h('tr', {}, h('th', { class: 'rowhead' }, name), Array.from({ length: width }, (_, k) => h('th', { scope: 'col' }, `+${k}`)))),
      h('tbody', {}, rows.map((row) => h('tr', {}, h('th', { scope: 'row', class: 'rowhead' }, row[0].coords ? row[0].coords[0] : ''), row.map(cell))))));
  }
  return wrap;
}

/** A plain SVG of the table, used when the server sends none. */
function ownSvg(table) {
  const entries = table.entries || [];
  const fill = { N: '#f3a683', P: '#7ec4a4', D: '#c9c9d1' };
  const two = (table.axes || []).length >= 2;
  const W = 18;
  const pos = (e, i) => (two ? [table.axes[1].values.indexOf(e.coords[1]), table.axes[0].values.indexOf(e.coords[0])] : [i % 10, Math.floor(i / 10)]);
  let maxX = 0; let maxY = 0;
  const rects = entries.map((e, i) => {
    const [x, y] = pos(e, i); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
    return `<rect x="${x * W}" y="${y * W}" width="${W - 1}" height="${W - 1}" fill="${fill[e.outcome] || '#fff'}"><title>${e.position}: ${e.outcome}</title></rect>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${(maxX + 1) * W}" height="${(maxY + 1) * W}">${rects.join('')}</svg>`;
}
