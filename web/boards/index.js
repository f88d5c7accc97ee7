// boards/index.js — picks the board module for a game's family (the
// catalogue's `family` field of GET /api/games, exactly) and falls back to
// the generic board when there is none, when the module declines the view
// (the server's structured `view.board` lacks what it needs) or throws.

import { clear } from '../dom.js';
import * as generic from './generic.js';

const MODULES = {
  heap: () => import('./heap.js'),
  sum: () => import('./sum.js'),
  knight: () => import('./knight.js'),
  beans: () => import('./beans.js'),
  northcott: () => import('./northcott.js'),
  bicycle: () => import('./bicycle.js'),
  flags: () => import('./flags.js'),
  figuras: () => import('./figuras.js'),
  mastermind: () => import('./mastermind.js'),
  'erdos-latino': () => import('./erdos.js'),
};

/** The catalogue's family of the game (`info.family`) when it has a board module, else ''. */
export function familyKey(info) {
  const family = info && typeof info.family === 'string' ? info.family : '';
  return Object.hasOwn(MODULES, family) ? family : '';
}

/** The family's board module (its `moveText(data, ctx)` says a move, by its data, in
 *  words), or null when the family has none or it fails to load. */
export async function boardModule(info) {
  const key = familyKey(info);
  try { return key ? await MODULES[key]() : null; } catch { return null; }
}

/**
 * Draws ctx.view into `el` with the family's board; returns the board's
 * module when the specific board was used (its optional `prompt(ctx)` says
 * what to click, `moveText(data, ctx)` a move in words from its data), false for the generic one.
 * ctx: {view, info, params, canMove, play(move), good: Set, analysis(q)}
 */
export async function renderBoard(el, ctx) {
  return drawWith(await boardModule(ctx.info), el, ctx);
}

/**
 * renderBoard with the module already loaded (`boardModule(info)`, null for
 * none): synchronous, so a page can time the drawing alone.
 */
export function drawWith(mod, el, ctx) {
  const key = familyKey(ctx.info);
  if (mod && key && ctx.view && ctx.view.board) {
    try {
      if (!mod.accepts || mod.accepts(ctx)) {
        const box = document.createElement('div');
        mod.render(box, ctx);
        clear(el).append(box);
        el.dataset.board = key;
        return mod;
      }
    } catch (e) {
      console.warn(`board ${key} fell back to the generic board:`, e);
    }
  }
  clear(el);
  generic.render(el, ctx);
  el.dataset.board = 'generic';
  return false;
}
