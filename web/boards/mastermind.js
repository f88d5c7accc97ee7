// boards/mastermind.js — Mastermind / Senha (family `mastermind`), drawn from
// the view's structured `board` (variant, rounds with guesses and marks,
// scores): peg rows, the marks with words and shapes (the seed swaps the
// classic colours, so colour alone never carries the meaning), a palette to
// compose a guess or a secret (`secret 1234`, or `random`/`adversary`/
// `answer`), a hand-answering maker's answer buttons, the number of codes
// still possible and the partition chart of a candidate guess
// (GET …/analysis?q=GUESS).
// Every code is drawn from its colours in the board (`pegs`, `pending_pegs`,
// `secret_pegs`), every answer from its marks (`feedback`, the answers'
// `legal_data`, the chart's `answers`), every move said from its data
// (boards/moves.js): never read from the text of a move or a position. Defensive: without
// `board.variant` the generic board is used instead.

import { h, add } from '../dom.js';
import { t, tn } from '../i18n.js';
import { seatLetter } from '../classes.js';
import { legalMoves } from './moves.js';

export const PEG_COLORS = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#fb8c00', '#00acc1', '#f06292', '#6d4c41', '#9e9e9e'];

let draft = { key: '', pegs: [] };
const analysisCache = new Map();

function variantOf(b) {
  const v = b && (b.variant || b.rules);
  if (!v) return null;
  const pegs = Number(v.pegs); const colors = Number(v.colors);
  if (!(pegs > 0 && colors > 0)) return null;
  return { pegs, colors, feedback: String(v.feedback || 'count'), max: Number(v.max_guesses || v.maxGuesses || 0) };
}

export function accepts(ctx) { const b = ctx.view.board; return !!b && b.kind === 'mastermind' && !!variantOf(b); }

export function codeText(colors) {
  return colors.map((c) => (c === 10 ? '0' : String(c))).join('');
}

/** An answer's marks as data (`{right, elsewhere}` or `{marks: […]}`, or
 *  the marks' list) → {right, elsewhere, absent, marks?: ['right'|'elsewhere'|'absent', …]};
 *  null for anything else (an answer's text is never read). */
export function marksOf(fb, pegs) {
  if (fb == null) return null;
  if (Array.isArray(fb)) {
    const marks = fb.map((m) => {
      const x = String(m).toLowerCase();
      return x === '+' || x.startsWith('right') || x === 'black' || x === 'exact' ? 'right'
        : x === 'o' || x.startsWith('else') || x === 'white' || x === 'near' ? 'elsewhere' : 'absent';
    });
    return count(marks);
  }
  if (typeof fb === 'object') {
    if (fb.marks) return marksOf(fb.marks, pegs);
    if (!Number.isFinite(Number(fb.right ?? fb.black ?? fb.exact ?? fb.b))) return null;
    const right = Number(fb.right ?? fb.black ?? fb.exact ?? fb.b ?? 0);
    const elsewhere = Number(fb.elsewhere ?? fb.white ?? fb.near ?? fb.w ?? 0);
    return { right, elsewhere, absent: Math.max(0, pegs - right - elsewhere) };
  }
  return null;
}

function count(marks) {
  return { marks, right: marks.filter((m) => m === 'right').length, elsewhere: marks.filter((m) => m === 'elsewhere').length, absent: marks.filter((m) => m === 'absent').length };
}

const SYM = { right: '◯', elsewhere: '●', absent: '–' }; // seed: white = right place, black = elsewhere
/** How each mark is typed in an answer (`+o--`), as the rules write it. */
const TYPED = { right: '+', elsewhere: 'o', absent: '-' };

function markEl(kind, n, compact) {
  const label = t(`mm.${kind}`);
  return h('span', { class: `mark mark-${kind}`, title: label, 'aria-label': compact ? label : null, 'data-mark': kind },
    h('span', { class: 'sym', 'aria-hidden': 'true' }, SYM[kind]), compact ? null : n === undefined ? label : counted(kind, n));
}

/** "2 no lugar certo", "1 cor noutro lugar": a count of marks with its plural. */
function counted(kind, n) {
  return kind === 'absent' ? `${n} ${t('mm.absent')}` : tn(`mm.${kind}.n`, n);
}

function marksView(mk, compact) {
  if (!mk) return h('span', { class: 'muted' }, '?');
  if (mk.marks) return h('span', { class: `marks${compact ? ' compact' : ''}` }, mk.marks.map((k) => markEl(k, undefined, compact)));
  return h('span', { class: 'marks' }, markEl('right', mk.right), markEl('elsewhere', mk.elsewhere));
}

export function pegEl(c, extra = {}) {
  if (!c) return h('span', { class: 'peg empty', 'aria-label': '—', ...extra });
  return h('span', { class: 'peg', style: `background:${PEG_COLORS[(c - 1) % 10]}`, 'aria-label': t('mm.color', { n: c }), ...extra }, c);
}

function normGuess(g) {
  return { code: g.guess, pegs: g.pegs, fb: g.feedback };
}

function roundsOf(b) {
  return Array.isArray(b.rounds) ? b.rounds : [];
}

export function render(el, ctx) {
  const v = ctx.view; const b = v.board;
  const variant = variantOf(b);
  const rounds = roundsOf(b);
  const seat = v.seat;
  const idx = Number.isInteger(b.round) ? Math.max(0, Math.min(b.round - 1, rounds.length - 1)) : rounds.length - 1;
  const cur = rounds[idx] || {};
  const role = cur.maker && seat ? (cur.maker === seat ? 'maker' : 'breaker') : '';
  const phase = b.phase || 'guess';

  if (b.scores && typeof b.scores === 'object') {
    add(el, h('p', { class: 'status', id: 'mm-score' }, t('mm.score', { a: b.scores.first ?? '–', b: b.scores.second ?? '–' })));
  }
  const remainingNow = Number.isFinite(Number(b.remaining)) && b.remaining !== null ? Number(b.remaining)
    : Number.isFinite(Number(cur.remaining)) && cur.remaining !== null ? Number(cur.remaining) : null;
  // While a secret is being hidden there is nothing to count yet.
  if (remainingNow !== null && !v.result && phase !== 'make') add(el, h('p', { class: 'status', id: 'mm-remaining' }, t('mm.remaining', { n: remainingNow })));

  rounds.forEach((r, i) => {
    const guesses = (r.guesses || []).map(normGuess);
    const sec = Array.isArray(r.secret_pegs) ? r.secret_pegs : null;
    add(el, h('section', { class: 'card', 'data-round': i + 1, style: 'margin:.4rem 0' },
      h('h3', { style: 'margin:.1rem 0' }, t('mm.round', { k: r.number ?? i + 1 }),
        r.maker ? h('span', { class: 'muted' }, ` — ${t('mm.maker')}: ${seatLetter(r.maker)}, ${t('mm.breaker')}: ${seatLetter(r.breaker || (r.maker === 'first' ? 'second' : 'first'))}`) : null),
      sec ? h('div', { class: 'pegrow secret', id: i === idx ? 'mm-secret' : null }, h('span', {}, t('mm.secretlabel')), sec.map((c) => pegEl(c))) : null,
      guesses.map((g, k) => h('div', { class: 'pegrow guess', 'data-guess': g.code },
        h('span', { class: 'muted', style: 'width:1.6rem' }, `${k + 1}.`),
        (g.pegs || []).map((c) => pegEl(c)),
        // One symbol a peg, in the pegs' order (the words are in the legend
        // and in each symbol's label), so the marks stay beside their pegs.
        marksView(marksOf(g.fb, variant.pegs), true))),
      Array.isArray(r.pending_pegs) ? h('div', { class: 'pegrow guess pending' }, h('span', { class: 'muted', style: 'width:1.6rem' }, `${guesses.length + 1}.`),
        r.pending_pegs.map((c) => pegEl(c)), h('span', { class: 'muted' }, '?')) : null,
      r.score !== null && r.score !== undefined ? h('p', { class: 'muted' }, tn(r.won ? 'mm.broken' : 'mm.notbroken', r.score, { seat: seatLetter(r.breaker || (r.maker === 'first' ? 'second' : 'first')) })) : null));
  });
  // The legend ties the board's symbols to the typed answers (`+o--`).
  const typed = variant.feedback === 'positional';
  const legend = (kind) => [markEl(kind), typed ? h('code', { class: 'muted' }, ` ${TYPED[kind]} `) : ' '];
  add(el, h('p', { class: 'muted', id: 'mm-legend' }, t('mm.marks'), ': ', legend('right'), legend('elsewhere'), legend('absent')));

  if (!ctx.canMove) return;
  if (phase === 'answer') {
    // A maker answering by hand: the answers that fit the earlier ones.
    add(el, h('section', { class: 'card', id: 'mm-answers' }, h('h3', { style: 'margin:.1rem 0' }, t('mm.answer')),
      h('div', { class: 'legal' }, legalMoves(v).map(({ move: a, data }) => h('button', {
        type: 'button', class: `secondary${ctx.good.has(a) ? ' good' : ''}`, 'data-move': a, onclick: () => ctx.play(a),
      }, marksOf(data, variant.pegs) ? marksView(marksOf(data, variant.pegs)) : a)))));
    return;
  }
  const making = phase === 'make' || role === 'maker';
  const key = `${ctx.matchId}:${v.version ?? (v.history || []).length}`;
  if (draft.key !== key) draft = { key, pegs: [] };
  const slots = h('div', { class: 'pegrow', id: 'mm-draft', 'aria-live': 'polite' });
  // The partition chart is folded: open it to see how a guess splits the codes.
  const chart = h('details', { class: 'card', id: 'mm-analysis', hidden: true });
  const send = h('button', { type: 'button', id: 'mm-send', onclick: () => ctx.play(making ? `secret ${codeText(draft.pegs)}` : codeText(draft.pegs)) },
    making ? t('mm.secret') : t('mm.guess'));
  const redraw = () => {
    slots.replaceChildren(...Array.from({ length: variant.pegs }, (_, i) => pegEl(draft.pegs[i])));
    send.disabled = draft.pegs.length !== variant.pegs;
    if (!making && draft.pegs.length === variant.pegs) analyse(ctx, codeText(draft.pegs), chart, variant);
    else chart.hidden = true;
  };
  const palette = h('div', { class: 'legal', id: 'mm-palette', role: 'group', 'aria-label': t('mm.palette') },
    Array.from({ length: variant.colors }, (_, i) => h('button', {
      type: 'button', class: 'peg', 'data-color': i + 1, style: `background:${PEG_COLORS[i % 10]}`,
      'aria-label': t('mm.color', { n: i + 1 }), title: t('mm.color', { n: i + 1 }),
      onclick: () => { if (draft.pegs.length < variant.pegs) { draft.pegs.push(i + 1); redraw(); } },
    }, i + 1)));
  add(el, h('section', { class: 'card', id: 'mm-compose' },
    h('h3', { style: 'margin:.1rem 0' }, making ? t('mm.compose.secret') : t('mm.compose')), slots, palette,
    h('p', { class: 'toolbar' }, send,
      h('button', { type: 'button', class: 'secondary', id: 'mm-erase', onclick: () => { draft.pegs.pop(); redraw(); } }, t('mm.erase')),
      h('button', { type: 'button', class: 'secondary', id: 'mm-clear', onclick: () => { draft.pegs = []; redraw(); } }, t('mm.clear'))),
    making ? h('p', { class: 'toolbar' }, ['random', 'adversary', 'answer'].map((m) => h('button', {
      type: 'button', class: 'secondary', 'data-move': m, title: t(`mm.making.${m}.help`), onclick: () => ctx.play(m),
    }, t(`mm.making.${m}`)))) : null),
  chart);
  redraw();
}

function numberIn(obj, keys) {
  if (!obj || typeof obj !== 'object') return null;
  for (const k of keys) if (Number.isFinite(Number(obj[k])) && obj[k] !== null && obj[k] !== '') return Number(obj[k]);
  return null;
}

async function cached(ctx, q, key) {
  const k = `${key}|${q}`;
  if (!analysisCache.has(k)) analysisCache.set(k, ctx.analysis(q).catch((e) => ({ __error: e.message })));
  return analysisCache.get(k);
}

/** [{label, count, marks?}] from any partition-like answer: the server's
 *  `answers` (each answer's marks as data, with its count) first. */
export function partitionOf(a) {
  if (!a || typeof a !== 'object') return [];
  if (Array.isArray(a.answers)) {
    return a.answers.map((c) => ({ label: String((c && c.text) ?? ''), count: Number(c && c.count), marks: c }));
  }
  if (a.partition && typeof a.partition === 'object' && Array.isArray(a.partition.classes)) return partitionOf(a.partition);
  for (const k of ['classes', 'partition', 'parts', 'split']) {
    const x = a[k];
    if (Array.isArray(x)) {
      return x.map((c) => ({ label: String(c.feedback ?? c.marks ?? c.label ?? c.key ?? ''), count: Number(c.count ?? c.size ?? (Array.isArray(c.codes) ? c.codes.length : 0)) }));
    }
    if (x && typeof x === 'object' && !Array.isArray(x)) {
      return Object.entries(x).map(([label, c]) => ({ label, count: Array.isArray(c) ? c.length : Number(c) }));
    }
  }
  return [];
}

async function analyse(ctx, code, chart, variant) {
  if (!ctx.analysis) return;
  const a = await cached(ctx, code, draft.key);
  if (draft.key === '' || codeText(draft.pegs) !== code) return;
  chart.replaceChildren();
  if (a.__error) { chart.hidden = false; chart.append(h('summary', {}, t('mm.partition')), h('p', { class: 'muted' }, a.__error)); return; }
  const parts = partitionOf(a).sort((x, y) => y.count - x.count);
  const total = numberIn(a, ['remaining', 'candidates', 'possible', 'total']) ?? parts.reduce((s, p) => s + p.count, 0);
  const max = Math.max(1, ...parts.map((p) => p.count));
  chart.hidden = false;
  chart.append(h('summary', {}, t('mm.partition')),
    h('p', { class: 'muted' }, t('mm.remaining', { n: total })),
    h('div', { class: 'bars', role: 'list' }, parts.map((p) => h('div', { class: 'bar', role: 'listitem' },
      h('span', { style: 'min-width:7rem', title: p.label }, marksOf(p.marks, variant.pegs) ? marksView(marksOf(p.marks, variant.pegs), true) : p.label),
      h('span', { class: 'fill', style: `width:${(14 * p.count) / max}rem` }), String(p.count)))));
}

/** What to click: the palette and the button that sends, or the answers. */
export function prompt(ctx) {
  const v = ctx.view; const b = v.board;
  if (!(v.legal_moves || []).length && !v.to_move) return '';
  const variant = variantOf(b);
  const rounds = roundsOf(b);
  const idx = Number.isInteger(b.round) ? Math.max(0, Math.min(b.round - 1, rounds.length - 1)) : rounds.length - 1;
  const cur = rounds[idx] || {};
  const phase = b.phase || 'guess';
  if (phase === 'answer') return t('mm.prompt.answer');
  const making = phase === 'make' || (cur.maker && v.seat && cur.maker === v.seat);
  return t(making ? 'mm.prompt.secret' : 'mm.prompt.guess', { k: variant ? variant.pegs : '' });
}

/** A move (its data) in words: a guess by its colours, a secret hidden
 *  (never its colours), the maker's way, the marks answered. */
export function moveText(d, ctx) {
  if (!d) return '';
  if (d.kind === 'secret') return t('mm.move.secret');
  if (['random', 'adversary', 'answer'].includes(d.kind)) return t(`mm.move.${d.kind}`);
  if (d.kind === 'guess' && Array.isArray(d.pegs)) return t('mm.move.guess', { code: d.pegs.map((c) => codeText([c])).join(' ') });
  const variant = variantOf(ctx.view.board);
  const mk = variant && d.kind === 'marks' ? marksOf(d, variant.pegs) : null;
  if (mk) return t('mm.move.marks', { marks: `${counted('right', mk.right)}, ${counted('elsewhere', mk.elsewhere)}` });
  return '';
}
