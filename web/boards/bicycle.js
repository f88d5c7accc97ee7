// boards/bicycle.js — "Dois numa bicicleta" (family `bicycle`, je-6/22/23),
// drawn from the server's board (kind `road`: `stage`, `rider`, `distance`
// exact and `km`, `most`, `travelled_km`): a road with km marks from the
// bicycle to the destination; at stage k the rider clicks a mark 1..k km
// ahead (or a menu point, for real distances) to pedal that far (each legal
// move drawn from its data `{distance, km}`: exact as written, and in km to
// place it; boards/moves.js). An overall trip bar on top.

import { h, s, clickable, add, star } from '../dom.js';
import { legalMoves } from './moves.js';
import { t, orList, plural } from '../i18n.js';
import { seatLetter } from '../classes.js';

// This board's own words are Fluent files in its family's folder
// (crates/games/src/bicycle/locales/page/), served with the page's.
const w = t;

export function accepts(ctx) {
  const b = ctx.view.board;
  return !!b && b.kind === 'road' && Number.isFinite(b.stage) && Number.isFinite(b.km);
}

export function render(el, ctx) {
  const b = ctx.view.board;
  const k = b.stage; const dText = b.distance; const d = b.km;
  const travelled = Number.isFinite(b.travelled_km) ? b.travelled_km : 0;
  const total = travelled + d;
  const legal = ctx.canMove ? legalMoves(ctx.view) : [];
  const rider = seatLetter(b.rider);

  // The whole trip. The drawing is as wide as the screen allows (a phone
  // included), so that its km labels keep their size instead of shrinking.
  const W = Math.round(Math.max(300, Math.min(640, (window.innerWidth || 640) - 48)));
  const trip = s('svg', { viewBox: `0 0 ${W} 40`, width: W, height: 40, id: 'trip', 'aria-hidden': 'true' },
    s('rect', { x: 10, y: 16, width: W - 20, height: 8, rx: 4, fill: '#ddd' }),
    s('rect', { x: 10, y: 16, width: (W - 20) * (total ? travelled / total : 0), height: 8, rx: 4, fill: '#2a62c9' }),
    s('text', { x: W - 12, y: 12, 'text-anchor': 'end', 'font-size': 14 }, `${fmt(total)} km`),
    s('text', { x: 10, y: 12, 'font-size': 14 }, '0'));

  // The road ahead: from the bicycle to min(d, max(k, 10)) km.
  const span = Math.max(1, Math.min(d, Math.max(k + 1, W < 480 ? 8 : 10)));
  const x0 = 30; const x1 = W - 20;
  const X = (km) => x0 + (x1 - x0) * (km / span);
  const road = s('svg', { viewBox: `0 0 ${W} 110`, width: W, height: 110, class: 'road', id: 'road' },
    s('rect', { x: 0, y: 50, width: W, height: 26, fill: '#555' }),
    s('line', { x1: 0, y1: 63, x2: W, y2: 63, stroke: '#fff', 'stroke-dasharray': '10 8' }),
    bike(x0, 36));
  for (let km = 1; km <= Math.floor(span); km++) {
    road.append(s('line', { x1: X(km), y1: 46, x2: X(km), y2: 80, stroke: '#999' }),
      s('text', { x: X(km), y: 95, 'text-anchor': 'middle' }, `+${km}`));
  }
  if (d <= span) road.append(finish(X(d)));
  for (const { move: mv, data } of legal) {
    const km = data.km;
    if (!Number.isFinite(km) || km > span + 1e-9) continue;
    const good = ctx.good.has(mv);
    // A recommended point is a star, a legal one a circle: shape as well as colour.
    const dot = good
      ? s('polygon', { points: star(X(km), 63, 16, 7), fill: '#f0b400', stroke: '#000', 'stroke-width': 1.5, 'data-move': mv, class: 'good' })
      : s('circle', { cx: X(km), cy: 63, r: 13, fill: '#7ec4a4', stroke: '#000', 'data-move': mv });
    clickable(dot, w('board.bike.ride', { d: data.distance }), () => ctx.play(mv));
    // A wider invisible target around the point, for a finger on a phone.
    const reach = Math.max(14, Math.min(22, (X(1) - X(0)) / 2));
    road.append(s('circle', { cx: X(km), cy: 63, r: reach, fill: 'transparent', 'aria-hidden': 'true', onclick: (e) => { e.stopPropagation(); ctx.play(mv); } }), dot);
  }
  add(el, 
    h('p', { class: 'status' }, plural(w, 'board.bike.stage', k, { k }), ' · ', w('board.bike.rider', { seat: rider })),
    h('p', { class: 'status', id: 'distance', style: 'font-size:1.6rem' }, w('board.bike.togo', { d: dText })),
    trip, road,
    ctx.canMove ? h('div', { class: 'legal' }, legal.map(({ move, data }) => h('button', {
      type: 'button', class: ctx.good.has(move) ? 'good' : '', 'data-move': move, onclick: () => ctx.play(move),
    }, w('board.bike.ride', { d: data.distance ?? move })))) : null);
}

/** What to click: a point of the road, and how far one may pedal. */
export function prompt(ctx) {
  const legal = legalMoves(ctx.view).map((m) => m.data.distance ?? m.move);
  if (!legal.length) return '';
  return w('board.bike.prompt', { list: orList(legal.length > 6 ? [legal[0], '…', legal[legal.length - 1]] : legal) });
}

/** A stretch (its data `{distance: '11/4', km}`) in words: "pedala 11/4 km". */
export function moveText(d) {
  return d && typeof d.distance === 'string' ? w('board.bike.moved', { d: d.distance }) : '';
}

/** A bicycle drawn with two wheels and a frame, centred at (x, y). */
function bike(x, y) {
  const st = { stroke: '#222', 'stroke-width': 2, fill: 'none' };
  return s('g', { 'aria-hidden': 'true' },
    s('circle', { cx: x - 11, cy: y, r: 7, ...st }), s('circle', { cx: x + 11, cy: y, r: 7, ...st }),
    s('path', { d: `M${x - 11},${y} L${x - 3},${y - 10} L${x + 7},${y - 10} L${x + 11},${y} M${x - 3},${y - 10} L${x},${y} L${x + 7},${y - 10} M${x - 5},${y - 13} h6`, ...st }));
}

/** The destination: a chequered flag on a pole at x. */
function finish(x) {
  const g = s('g', { 'aria-hidden': 'true' }, s('line', { x1: x, y1: 48, x2: x, y2: 14, stroke: '#222', 'stroke-width': 2 }));
  for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) {
    g.append(s('rect', { x: x + i * 5, y: 14 + j * 5, width: 5, height: 5, fill: (i + j) % 2 ? '#fff' : '#000' }));
  }
  return g;
}

function fmt(x) { return Number.isInteger(x) ? String(x) : x.toFixed(2); }
