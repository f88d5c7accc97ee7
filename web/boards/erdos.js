// boards/erdos.js — Erdős Latino (family `erdos-latino`): the n×n board with
// its numbers (First sits at the bottom, Second at the top), each conquered
// column marked at its owner's end, and the numbers the mover may place: the
// whole pool (version II), the seat's own hand (III) or the drawn number (I).
// Choose a number, then an empty square (move `c3=5`). Defensive: cells and
// owners come from the position text (`rows top first owners`) or from
// `board.cells`/`board.owners`; anything unreadable falls back to generic.
// The squares of every conquering run (`board.conquests[].squares`) are
// outlined.

import { h, add } from '../dom.js';
import { t } from '../i18n.js';

const FILES = 'abcdefghi';
let selected = null;

/** {n, rows: [[num|0]] with rows[0] = row 1 (First's edge), owners: ['F'|'S'|'.']} */
export function parseBoard(view) {
  const fromText = (text) => {
    const m = /^\s*([\d./]+)(?:\s+([FS.]+))?\s*$/.exec(String(text || ''));
    if (!m) return null;
    const top = m[1].split('/');
    const n = top.length;
    if (n < 2 || top.some((r) => r.length !== n)) return null;
    const rows = top.reverse().map((r) => r.split('').map((c) => (c === '.' ? 0 : Number(c))));
    const owners = (m[2] || '.'.repeat(n)).split('');
    return { n, rows, owners };
  };
  const b = view.board || {};
  const p = fromText(typeof b.position === 'string' ? b.position : null) || fromText(view.position);
  if (p) return p;
  if (Array.isArray(b.cells)) {
    let rows = b.cells;
    const n = Number(b.size) || Math.round(Math.sqrt(rows.flat().length));
    if (!Array.isArray(rows[0])) rows = Array.from({ length: n }, (_, r) => rows.slice(r * n, r * n + n));
    // owners: ['F'|'S'|'.'] or [{column, owner: 'first'|'second'|null, squares}].
    const owners = (Array.isArray(b.owners) ? b.owners : String(b.owners || '').split('')).map((o) => {
      const who = o && typeof o === 'object' ? o.owner : o;
      return /^(f|first|a)$/i.test(String(who)) ? 'F' : /^(s|second|b)$/i.test(String(who)) ? 'S' : '.';
    });
    return { n, rows: rows.map((r) => r.map((x) => Number(x) || 0)), owners: owners.length === n ? owners : Array(n).fill('.') };
  }
  return null;
}

export function accepts(ctx) { return !!parseBoard(ctx.view); }

function handOf(b) {
  const hand = b && (b.hand ?? null);
  if (hand == null) return null;
  if (Array.isArray(hand)) return hand.map(Number);
  if (typeof hand === 'object' && Array.isArray(hand.pieces)) return hand.pieces.map(Number);
  return String(hand).split('').filter((c) => /\d/.test(c)).map(Number);
}

export function render(el, ctx) {
  const v = ctx.view; const b = v.board || {};
  const { n, rows, owners } = parseBoard(v);
  const legal = ctx.canMove ? v.legal_moves || [] : [];
  const numbers = [...new Set(legal.map((m) => Number(m.split('=')[1])).filter(Number.isFinite))].sort((x, y) => x - y);
  const drawn = Number.isFinite(Number(b.drawn)) && b.drawn !== null ? Number(b.drawn) : null;
  if (drawn !== null && numbers.includes(drawn)) selected = drawn;
  if (selected !== null && !numbers.includes(selected)) selected = null;
  if (selected === null && numbers.length === 1) selected = numbers[0];
  // The squares of each conquering run (board.conquests[].squares), outlined.
  const runs = new Set((Array.isArray(b.conquests) ? b.conquests : [])
    .flatMap((c) => (c && Array.isArray(c.squares) ? c.squares.map(String) : [])));
  const good = new Set([...ctx.good].filter((m) => selected !== null && m.endsWith(`=${selected}`)).map((m) => m.split('=')[0]));

  const cols = `repeat(${n},1fr)`;
  const ownerRow = (who) => h('div', { class: 'owners', style: `grid-template-columns:${cols}` },
    owners.map((o, c) => (o === who
      ? h('div', { class: `owner owner-${who}`, title: t('erdos.owner', { seat: who === 'F' ? 'A' : 'B' }) }, `${FILES[c]} · ${who === 'F' ? 'A' : 'B'}`)
      : h('div', { class: 'owner' }, FILES[c]))));
  const grid = h('div', { class: 'chess', id: 'erdos-board', style: `grid-template-columns:${cols};width:min(100%,28rem);font-size:1.5rem` });
  for (let r = n - 1; r >= 0; r--) {
    for (let c = 0; c < n; c++) {
      const sq = `${FILES[c]}${r + 1}`;
      const x = rows[r][c];
      const tint = owners[c] === 'F' ? '#dbe6fa' : owners[c] === 'S' ? '#f8dcdc' : (r + c) % 2 ? '#f5efe0' : '#ebe3cf';
      const mv = selected !== null ? `${sq}=${selected}` : null;
      if (!x && mv && legal.includes(mv)) {
        grid.append(h('button', { type: 'button', class: `sq target${good.has(sq) ? ' good' : ''}`, style: `background:${tint}`, 'data-move': mv,
          'aria-label': t('erdos.place', { n: selected, sq }), title: t('erdos.place', { n: selected, sq }), onclick: () => ctx.play(mv) }));
      } else {
        const ring = runs.has(sq) ? ';box-shadow:inset 0 0 0 3px rgba(0,0,0,.35);font-weight:bold' : '';
        grid.append(h('div', { class: `sq${runs.has(sq) ? ' run' : ''}`, style: `background:${tint}${ring}`, 'aria-label': `${sq}: ${x || '—'}` }, x ? String(x) : ''));
      }
    }
  }
  const countA = owners.filter((o) => o === 'F').length; const countB = owners.filter((o) => o === 'S').length;
  const hand = handOf(b);
  add(el, 
    h('p', { class: 'status', id: 'erdos-columns' }, t('erdos.columns', { a: countA, b: countB })),
    ownerRow('S'), grid, ownerRow('F'),
    hand ? h('p', { id: 'erdos-hand' }, `${t('erdos.hand')}: `, hand.join(' ')) : null,
    drawn !== null ? h('p', { id: 'erdos-drawn', class: 'status' }, t('erdos.drawn', { n: drawn })) : null);
  if (ctx.canMove && numbers.length) {
    add(el, h('div', { class: 'legal', role: 'group', id: 'erdos-numbers' }, numbers.map((k) => h('button', {
      type: 'button', class: `peg${k === selected ? ' good' : ''}`, 'data-number': k, 'aria-pressed': String(k === selected),
      style: 'background:#fff', onclick: () => { selected = k; el.replaceChildren(); render(el, ctx); },
    }, k))), h('p', { class: 'muted' }, t('erdos.choose')));
  }
}
