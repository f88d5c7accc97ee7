// boards/figuras.js — Jogo da Velha com Figuras Geométricas (family
// `figuras`): the 4×4 board (files a–d, ranks 1–4 from the bottom) with the
// pieces drawn as shapes (triangle, quadrilateral, circle, pentagon; small
// or large; First's kit orange by default, parameter first=orange|black),
// both kits' unplayed pieces, and choose-a-piece-then-a-square to play
// (move `Tl@b3`). The points so far are shown.

import { h, s, clickable, add } from '../dom.js';
import { t } from '../i18n.js';

const SHAPES = ['T', 'Q', 'C', 'P'];
const SIZES = ['s', 'l'];
const FILES = 'abcd';
const COLORS = { orange: '#f08a24', black: '#222' };

let selected = null; // the chosen piece, kept across re-renders of the same turn

export function parse(position) {
  const m = /^\s*([^\s]+)\s+(\d+):(\d+)\s*$/.exec(String(position));
  if (!m) return null;
  const ranks = m[1].split('/');
  if (ranks.length !== 4) return null;
  const board = {}; // 'b3' → 'Tl'
  ranks.forEach((rank, i) => {
    const r = 4 - i; let f = 0;
    for (let j = 0; j < rank.length; j++) {
      if (rank[j] === '.') { f++; continue; }
      board[`${FILES[f]}${r}`] = rank.slice(j, j + 2); j++; f++;
    }
  });
  return { board, f: Number(m[2]), s: Number(m[3]) };
}

export function accepts(ctx) { return !!parse(ctx.view.position); }

/** An SVG shape for piece `p` (e.g. 'Tl', 'cs') centred at (x, y) in a cell of size `cell`. */
export function shape(p, x, y, cell, colors) {
  const first = p[0] === p[0].toUpperCase();
  const fill = first ? colors.first : colors.second;
  const stroke = fill === COLORS.black ? '#fff' : '#000';
  const r = cell * (p[1] === 'l' ? 0.4 : 0.22);
  const kind = p[0].toUpperCase();
  const attrs = { fill, stroke, 'stroke-width': 2 };
  const poly = (k, rot) => Array.from({ length: k }, (_, i) => {
    const a = rot + (2 * Math.PI * i) / k;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  if (kind === 'C') return s('circle', { cx: x, cy: y, r: r * 0.92, ...attrs });
  if (kind === 'Q') return s('rect', { x: x - r * 0.8, y: y - r * 0.8, width: r * 1.6, height: r * 1.6, ...attrs });
  if (kind === 'T') return s('polygon', { points: poly(3, -Math.PI / 2), ...attrs });
  return s('polygon', { points: poly(5, -Math.PI / 2), ...attrs });
}

function pieceName(p) {
  return `${t(`shape.${p[0].toUpperCase()}`)} ${t(`size.${p[1]}`)}`;
}

export function render(el, ctx) {
  const { board, f, s: sPts } = parse(ctx.view.position);
  const firstColor = String((ctx.params && ctx.params.first) || 'orange').toLowerCase() === 'black' ? 'black' : 'orange';
  const colors = { first: COLORS[firstColor], second: COLORS[firstColor === 'orange' ? 'black' : 'orange'] };
  const legal = ctx.canMove ? ctx.view.legal_moves || [] : [];
  const available = [...new Set(legal.map((m) => m.split('@')[0]))];
  if (selected && !available.includes(selected)) selected = null;
  if (!selected && available.length === 1) selected = available[0];
  const goodPieces = new Set([...ctx.good].map((m) => m.split('@')[0]));
  const goodSquares = new Set([...ctx.good].filter((m) => selected && m.startsWith(`${selected}@`)).map((m) => m.split('@')[1]));

  const C = 90;
  const svg = s('svg', { viewBox: `0 0 ${C * 4 + 30} ${C * 4 + 30}`, width: C * 4 + 30, height: C * 4 + 30, id: 'figuras-board' });
  for (let r = 4; r >= 1; r--) {
    for (let fi = 0; fi < 4; fi++) {
      const sq = `${FILES[fi]}${r}`;
      const x = 25 + fi * C; const y = (4 - r) * C;
      const cell = s('rect', { x, y, width: C, height: C, fill: (fi + r) % 2 ? '#f5efe0' : '#e4dcc6', stroke: '#8a7f66', 'data-square': sq });
      svg.append(cell);
      if (board[sq]) {
        svg.append(s('g', {}, shape(board[sq], x + C / 2, y + C / 2, C, colors), s('title', {}, `${sq}: ${pieceName(board[sq])}`)));
      } else if (selected && legal.includes(`${selected}@${sq}`)) {
        const mv = `${selected}@${sq}`;
        if (goodSquares.has(sq)) cell.setAttribute('stroke', '#f0b400'), cell.setAttribute('stroke-width', 5);
        cell.dataset.move = mv;
        clickable(cell, t('board.figuras.place', { piece: pieceName(selected), sq }), () => ctx.play(mv));
      }
    }
  }
  for (let fi = 0; fi < 4; fi++) svg.append(s('text', { x: 25 + fi * C + C / 2, y: C * 4 + 20, 'text-anchor': 'middle', 'font-size': 14 }, FILES[fi]));
  for (let r = 1; r <= 4; r++) svg.append(s('text', { x: 8, y: (4 - r) * C + C / 2 + 5, 'font-size': 14 }, String(r)));

  const onBoard = new Set(Object.values(board));
  const kit = (first) => {
    const pieces = [];
    for (const sh of SHAPES) for (const sz of SIZES) pieces.push(`${first ? sh : sh.toLowerCase()}${sz}`);
    return h('div', { class: 'legal', role: 'group', 'aria-label': t('board.figuras.pieces', { seat: first ? 'A' : 'B' }) },
      h('span', { class: 'muted' }, t('board.figuras.pieces', { seat: first ? 'A' : 'B' }), ': '),
      pieces.filter((p) => !onBoard.has(p)).map((p) => {
        const icon = s('svg', { viewBox: '0 0 40 40', width: 34, height: 34, 'aria-hidden': 'true' }, shape(p, 20, 20, 40, colors));
        if (!available.includes(p)) return h('span', { title: pieceName(p) }, icon);
        return h('button', {
          type: 'button', class: `secondary${p === selected ? ' good' : ''}${goodPieces.has(p) ? ' good' : ''}`, 'data-piece': p,
          'aria-pressed': String(p === selected), 'aria-label': pieceName(p), title: pieceName(p),
          style: 'padding:.1rem .3rem', onclick: () => { selected = p; el.replaceChildren(); render(el, ctx); },
        }, icon);
      }));
  };
  add(el, 
    h('p', { class: 'status', id: 'figuras-score' }, t('board.figuras.score', { f, s: sPts })),
    svg, kit(true), kit(false),
    ctx.canMove ? h('p', { class: 'muted' }, t('board.figuras.choose')) : null);
}
