// boards/index.js — picks the board module for a game's family (from
// GET /api/games) and falls back to the generic board when there is none,
// when the module declines the view (a field it needs is missing) or throws.

import { clear } from '../dom.js';
import * as generic from './generic.js';

const MODULES = {
  heap: () => import('./heap.js'),
  sum: () => import('./sum.js'),
  nim: () => import('./sum.js'),
  knight: () => import('./knight.js'),
  beans: () => import('./beans.js'),
  northcott: () => import('./northcott.js'),
  bicycle: () => import('./bicycle.js'),
  flags: () => import('./flags.js'),
  figuras: () => import('./figuras.js'),
  mastermind: () => import('./mastermind.js'),
  'erdos-latino': () => import('./erdos.js'),
  erdos: () => import('./erdos.js'),
};

/** 'Knight(false)' / 'knight' / 'erdos_latino' → a key of MODULES (or ''). */
export function familyKey(info, view) {
  const raw = String((info && (info.family || info.kind)) || '').toLowerCase().replace(/_/g, '-');
  for (const k of Object.keys(MODULES)) if (raw === k || raw.startsWith(`${k}(`) || raw.startsWith(`${k}-`) || raw.startsWith(`${k} `)) return k;
  const game = String((view && view.game) || (info && info.id) || '').toLowerCase();
  if (MODULES[game]) return game;
  if (game.startsWith('erdos')) return 'erdos-latino';
  return '';
}

/**
 * Draws ctx.view into `el` with the family's board; returns true when the
 * specific board was used, false when the generic one was.
 * ctx: {view, info, params, canMove, play(move), good: Set, analysis(q)}
 */
export async function renderBoard(el, ctx) {
  const key = familyKey(ctx.info, ctx.view);
  if (key) {
    try {
      const mod = await MODULES[key]();
      if (!mod.accepts || mod.accepts(ctx)) {
        const box = document.createElement('div');
        mod.render(box, ctx);
        clear(el).append(box);
        el.dataset.board = key;
        return true;
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
