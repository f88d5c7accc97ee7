// boards/flags.js — "Jogo das bandeiras" (family `flags`, je-25/26/27): the
// disc with every flag on its circle (A blue, B white), the territory each
// flag owns (half of the arc to each neighbour), the areas, and a click on
// the circle to place the next flag there (the point as a fraction of a
// turn counter-clockwise from the East, rounded to 1/72; the server's menu
// points are exact and clickable; any fraction may be typed). Drawn from
// the server's board (kind `circle`: `flags` with owners and points, `arcs`
// with the colours of their ends, exact `areas`); the menu points from the
// legal moves' data (`{at, turn}`: exact as written, and as a fraction of a
// turn to place it; boards/moves.js).

import { h, s, clickable, add, star } from '../dom.js';
import { legalMoves } from './moves.js';
import { t, getLang, langTagOf } from '../i18n.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/flags/locales/page/), served with the page's.
const w = t;

const CX = 210; const CY = 210; const R = 165;
const COLOR = { A: '#2a62c9', B: '#ffffff' };
// Territories differ by more than colour: A's is a solid mid blue (3.5:1
// against the page), B's white crossed by dark hatching (a pattern).
const FILL = { A: '#5b84d6', B: 'url(#flags-hatch)' };

const TEAM = { first: 'A', second: 'B' };

export function accepts(ctx) {
  const b = ctx.view.board;
  return !!b && b.kind === 'circle' && Array.isArray(b.flags) && Array.isArray(b.arcs) && !!b.areas;
}

const pt = (f, r = R) => [CX + r * Math.cos(2 * Math.PI * f), CY - r * Math.sin(2 * Math.PI * f)];

function sector(from, to, fill) {
  let len = to - from; if (len <= 0) len += 1;
  const [x0, y0] = pt(from); const [x1, y1] = pt(from + len);
  if (len >= 0.999999) return s('circle', { cx: CX, cy: CY, r: R, fill });
  return s('path', { d: `M${CX},${CY} L${x0},${y0} A${R},${R} 0 ${len > 0.5 ? 1 : 0} 0 ${x1},${y1} Z`, fill, stroke: '#0002' });
}

function gcd(a, b) { return b ? gcd(b, a % b) : a; }
function fraction(k, d) { const g = gcd(k, d) || 1; return k === 0 ? '0' : `${k / g}/${d / g}`; }

export function render(el, ctx) {
  const b = ctx.view.board;
  const flags = b.flags.map((f) => ({ team: TEAM[f.owner], text: f.at, at: f.turn, order: f.order }));
  const svg = s('svg', { viewBox: '0 0 420 420', width: 420, height: 420, id: 'flags-board' },
    s('defs', {}, hatch()),
    s('circle', { cx: CX, cy: CY, r: R, fill: '#e5e5e5' }));
  // Each flag owns half of the arc to each neighbour: the first half of an
  // arc is its start flag's, the second half its end flag's.
  for (const a of b.arcs) {
    const mid = (a.from_turn + a.length_turn / 2) % 1;
    if (a.length_turn >= 0.999999) { svg.append(sector(0, 1, FILL[TEAM[a.from_owner]])); continue; }
    svg.append(sector(a.from_turn, mid, FILL[TEAM[a.from_owner]]), sector(mid, (a.from_turn + a.length_turn) % 1, FILL[TEAM[a.to_owner]]));
  }
  svg.append(s('circle', { cx: CX, cy: CY, r: R, fill: 'none', stroke: '#333', 'stroke-width': 2 }));
  for (let k = 0; k < 12; k++) { const [x, y] = pt(k / 12, R + 6); const [x2, y2] = pt(k / 12, R - 6); svg.append(s('line', { x1: x, y1: y, x2, y2, stroke: '#333' })); }
  svg.append(s('text', { x: CX + R + 17, y: CY + 6, 'font-size': 16 }, '0'));

  const can = ctx.canMove;
  if (can) {
    // A wide invisible ring takes the clicks.
    const ring = s('circle', { cx: CX, cy: CY, r: R, fill: 'none', stroke: '#0000', 'stroke-width': 34, 'pointer-events': 'stroke', class: 'clickable', id: 'flags-ring' });
    ring.addEventListener('click', (ev) => {
      const m = svg.getScreenCTM(); if (!m) return;
      const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
      let f = Math.atan2(-(p.y - CY), p.x - CX) / (2 * Math.PI); if (f < 0) f += 1;
      const k = Math.round(f * 72) % 72;
      ctx.play(fraction(k, 72));
    });
    svg.append(ring);
    for (const { move: mv, data } of legalMoves(ctx.view)) {
      const f = data.turn; if (!Number.isFinite(f)) continue;
      const [x, y] = pt(f);
      // A recommended point is a star, a legal one a circle.
      const dot = ctx.good.has(mv)
        ? s('polygon', { points: star(x, y, 16, 7), fill: '#f0b400', stroke: '#000', 'stroke-width': 1.5, 'data-move': mv, class: 'good' })
        : s('circle', { cx: x, cy: y, r: 12, fill: '#7ec4a4', stroke: '#000', 'data-move': mv });
      clickable(dot, w('board.flags.place', { p: data.at }), () => ctx.play(mv));
      // A wider invisible target around the point, for a finger on a phone.
      svg.append(s('circle', { cx: x, cy: y, r: 24, fill: 'transparent', 'aria-hidden': 'true', onclick: (e) => { e.stopPropagation(); ctx.play(mv); } }), dot);
    }
  }
  for (const f of flags) {
    const [x, y] = pt(f.at); const [x2, y2] = pt(f.at, R + 22);
    svg.append(s('g', { 'pointer-events': 'none' },
      s('line', { x1: x, y1: y, x2, y2, stroke: '#000', 'stroke-width': 2 }),
      s('path', { d: `M${x2},${y2} l16,6 l-16,6 z`, fill: COLOR[f.team], stroke: '#000' }),
      s('text', { x: x2 + 3, y: y2 - 4, 'font-size': 15, 'font-weight': 700 }, `${f.team}${f.order}`),
      s('title', {}, `${f.team}: ${f.text}`)));
  }
  // "45,8 %" in Portuguese (the decimal comma, as the result banner), "45.8%" in English.
  const pct = (x) => {
    const l = getLang();
    const n = (100 * x).toLocaleString(langTagOf(l), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return l === 'en' ? `${n}%` : `${n}\u00a0%`;
  };
  const swatch = (team) => s('svg', { viewBox: '0 0 20 20', width: 20, height: 20, 'aria-hidden': 'true', style: 'display:inline;vertical-align:middle' },
    s('defs', {}, hatch(`flags-hatch-${team}`)),
    s('rect', { x: 1, y: 1, width: 18, height: 18, fill: team === 'A' ? FILL.A : `url(#flags-hatch-${team})`, stroke: '#333' }));
  add(el, svg,
    h('p', { class: 'legendline', id: 'flags-legend' }, swatch('A'), ` ${w('board.flags.territory', { seat: 'A' })} · `,
      swatch('B'), ` ${w('board.flags.territory', { seat: 'B' })}`),
    h('p', { id: 'flags-areas' },
      w('board.flags.areas', { a: pct(b.areas.first_value), b: pct(b.areas.second_value) })),
    can ? h('p', { class: 'muted' }, w('board.flags.help')) : null);
}

/** B's territory: white with dark diagonal hatching. */
function hatch(id = 'flags-hatch') {
  return s('pattern', { id, width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
    s('rect', { width: 8, height: 8, fill: '#fff' }), s('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: '#444', 'stroke-width': 2.5 }));
}

/** What to click: the circle, where the flag goes. */
export function prompt(ctx) {
  return (ctx.view.legal_moves || []).length || ctx.view.to_move ? w('board.flags.prompt') : '';
}

/** A flag placed (its data `{at: '1/4', turn: 0.25}`) in words: "põe uma bandeira em 1/4 de volta". */
export function moveText(d) {
  if (!d || typeof d.at !== 'string' || !Number.isFinite(d.turn)) return '';
  return d.turn === 0 ? w('board.flags.moved.zero') : w('board.flags.moved', { p: d.at });
}
