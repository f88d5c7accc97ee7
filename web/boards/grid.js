// boards/grid.js — the one grid renderer of the families whose board is a
// grid (their modules import it): it draws the server's grid board
// (view.board of kind 'grid': `rows` × `cols` `cells`, top row first, and
// `labels` naming the rows and the columns as moves write them) as a CSS
// grid of squares that shrinks to the screen (390 px phones included).
// The family says what a cell shows, which move a click on it plays and
// how it is tinted; the renderer makes legal squares buttons (data-move,
// outlined, the champion's good moves marked) and the rest plain squares.

import { h } from '../dom.js';

/** Whether `b` is a grid board the renderer can draw. */
export function isGrid(b) {
  return !!b && b.kind === 'grid' && Array.isArray(b.cells) && Number.isInteger(b.rows) && Number.isInteger(b.cols)
    && b.cells.length === b.rows && b.cells.every((r) => Array.isArray(r) && r.length === b.cols);
}

/** The name of square (i, j) from the board's labels, e.g. `c3` or `6,7`. */
export function squareName(b, i, j, sep = ',') {
  const l = b.labels || {};
  const r = (l.rows || [])[i] ?? String(b.rows - i);
  const c = (l.cols || [])[j] ?? String(j + 1);
  return sep === '' ? `${c}${r}` : `${r}${sep}${c}`;
}

/**
 * gridBoard(board, opts) → an element with `.cells[i][j]` (the square nodes).
 * opts: {
 *   id, legal: Set of legal moves, good: Set, play(mv),
 *   draw(value, i, j) → the square's content (node, text or null),
 *   move(i, j) → the move a click on (i, j) plays (drawn as a button when legal),
 *   label(i, j, mv) → words for the square (aria-label / title),
 *   tint(value, i, j) → a background colour ('' for the chequer),
 *   chequer: true (light and dark squares), coords: false (labels beside and below; 'rows': beside only),
 *   extra(i) → a node after row i (e.g. a row's gap), width: CSS max width,
 *   scored(i, j) → the seat letters ('A', 'B', 'A B') of the lines that scored
 *     through the square at the end, outlined and lettered (not by colour alone),
 *   fontSize: rem of the content,
 * }
 */
export function gridBoard(b, opts = {}) {
  const legal = opts.legal || new Set();
  const good = opts.good || new Set();
  const extraCols = opts.extra ? 1 : 0;
  const cols = b.cols + extraCols;
  const fontSize = opts.fontSize ?? Math.max(0.5, Math.min(1.6, 9 / Math.max(b.rows, b.cols)));
  const width = opts.width || '32rem';
  const grid = h('div', {
    class: 'chess', id: opts.id || null, role: 'grid',
    style: `grid-template-columns:repeat(${cols},minmax(0,1fr));grid-template-rows:repeat(${Math.max(1, b.rows)},minmax(0,1fr));aspect-ratio:${cols}/${Math.max(1, b.rows)};width:min(100%,${width});font-size:${fontSize}rem`,
  });
  const cells = [];
  b.cells.forEach((row, i) => {
    cells.push([]);
    row.forEach((value, j) => {
      const mv = opts.move ? opts.move(i, j, value) : null;
      const can = mv !== null && mv !== undefined && legal.has(mv);
      const dark = opts.chequer !== false && (i + j + b.rows) % 2 === 1;
      const tint = opts.tint ? opts.tint(value, i, j) : '';
      const cls = `sq${dark && !tint ? ' dark' : ''}${can ? ' target' : ''}${can && good.has(mv) ? ' good' : ''}`;
      const label = opts.label ? opts.label(i, j, can ? mv : null, value) : squareName(b, i, j);
      const content = opts.draw ? opts.draw(value, i, j) : (value === null || value === undefined ? '' : String(value));
      const style = tint ? `background:${tint}` : null;
      const scored = opts.scored ? opts.scored(i, j) : null;
      const node = can
        ? h('button', { type: 'button', class: cls, style, role: 'gridcell', 'data-move': mv, 'data-square': squareName(b, i, j),
          'aria-label': label, title: label, onclick: () => opts.play(mv) }, content)
        : h('div', { class: `${cls}${scored ? ' scored' : ''}`, style, role: 'gridcell', 'data-square': squareName(b, i, j),
          'data-scored': scored || null, 'aria-label': label }, content);
      cells[i].push(node);
      grid.append(node);
    });
    if (opts.extra) grid.append(opts.extra(i));
  });
  let el = grid;
  if (opts.coords) {
    // The labels sit beside and below the grid without a grid around it:
    // the row labels are absolutely placed along the board's own height, so
    // the board is laid out once, its height following from its width
    // (a wrapping grid measured it twice: 8 ms of a 12 ms redraw on 8×8).
    const l = b.labels || {};
    const beside = h('div', { style: `position:absolute;left:0;top:0;bottom:0;width:1.2rem;display:grid;grid-template-rows:repeat(${Math.max(1, b.rows)},minmax(0,1fr));align-items:center;text-align:center`, 'aria-hidden': 'true' },
      (l.rows || []).map((r) => h('span', { class: 'muted' }, r)));
    el = h('div', { class: 'gridcoords', style: `width:min(100%,calc(${width} + 1.2rem))` },
      h('div', { style: 'position:relative;padding-left:1.2rem' }, beside, grid),
      opts.coords === 'rows' ? null : columnRow(cols, width, { 'aria-hidden': 'true' }, (l.cols || []).map((c) => h('span', { class: 'muted' }, c))));
  }
  el.cells = cells;
  return el;
}

/**
 * A row of `cols` cells lined up with the columns of a grid board drawn
 * with coordinates (`coords`) and this `width` (its CSS max width): the
 * column labels below it, or a family's row above or below it.
 */
export function columnRow(cols, width, attrs, children) {
  const style = `display:grid;grid-template-columns:repeat(${cols},minmax(0,1fr));margin-left:1.2rem;width:min(calc(100% - 1.2rem),${width});text-align:center`;
  return h('div', { ...attrs, style }, children);
}
