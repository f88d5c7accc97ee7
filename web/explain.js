// explain.js — formatting of the texts the server writes in the page's
// language (a hint's explanation, a match's prompt, why it ended; a game's
// rules come from the server too). Nothing here composes a sentence.

import { getLang, t } from './i18n.js';
import { h, withCode } from './dom.js';
import { moveData } from './boards/moves.js';

// ------------------------------------------------------- hints and prompts

/** A hint as the server wrote it in the page's language (api.js sends it):
 *  {summary, lines, lang}. `summary` is null for an outcome report, whose
 *  class the view shows in its colour; `lines` are the explanation's lines. */
export function hintText(hint) {
  const d = (hint && hint.detail) || {};
  const report = ['N', 'P', 'D'].includes(d.outcome) && Array.isArray(d.moves);
  const lines = String((hint && hint.explanation) || '').split('\n').filter((l) => l.trim()).map(strategyInWords);
  return { summary: report ? null : (hint && hint.summary) || '', lines, lang: getLang() };
}

/** The match's prompt as the server wrote it in the page's language:
 *  {text, lang}; empty once the match is over (the result says why). */
export function promptText(view) {
  const v = view || {};
  return { text: v.result ? '' : v.prompt || '', lang: getLang() };
}

/** Why a finished match ended, as the server wrote it ('' without a result). */
export function reasonText(result) {
  return (result && result.reason) || '';
}

// ------------------------------------------- talking to the person at the board

/** A hint's line `knuth — meaning: …` with its code-breaking strategy named in
 *  words (`Estratégia de Knuth — …`); other lines unchanged. */
export function strategyInWords(line) {
  const m = /^([a-z][a-z-]*) — /.exec(line);
  if (!m) return line;
  const key = `mm.strategy.${m[1]}`;
  const name = t(key);
  return name === key ? line : `${name} — ${line.slice(m[0].length)}`;
}

/** What to click, in the page's language, from the family's board module
 *  (`prompt(ctx)`); '' when the board says nothing of its own. */
export function boardPrompt(mod, ctx) {
  if (!mod || typeof mod.prompt !== 'function') return '';
  try { return mod.prompt(ctx) || ''; } catch { return ''; }
}

/** A move of the match in words or in the board's coordinates, from the
 *  family's board module, which reads the move's data (`moveText(data,
 *  ctx, played)`: a played move's `data`, a legal one's from the view's
 *  `legal_data`; boards/moves.js); else the words the server said for a
 *  played move (`played.said`, from the view's `said`) or for a legal one
 *  (the view's `legal_said`); the move as written when none has words for it. */
export function moveWords(mod, mv, ctx, played) {
  const data = mod && typeof mod.moveText === 'function' ? moveData(ctx && ctx.view, mv, played) : null;
  if (data) {
    try {
      const w = mod.moveText(data, ctx, played);
      if (w) return w;
    } catch { /* the move as written */ }
  }
  if (played && typeof played.said === 'string' && played.said) return played.said;
  // A legal move, in the words the server gave beside it (the view's `legal_said`).
  const v = ctx && ctx.view;
  const i = !played && v && Array.isArray(v.legal_said) ? (v.legal_moves || []).indexOf(String(mv)) : -1;
  if (i >= 0 && v.legal_said[i]) return v.legal_said[i];
  return String(mv);
}

/** A sign for each kind of ending (the result's `reason_code`), so the
 *  reason is told by a shape as well as by its words. */
export const REASON_SIGN = {
  last_move: '■', stuck: '✖', rule: '§', arrival: '⚑', areas: '◐', lines: '▦', codes: '✔', blocked: '✖', board_full: '▦', forfeit: '⚐',
};

/** Why a finished match ended, from the result's structured form: its
 *  `reason_code` (a sign, `data-reason-code`) and the server's sentence in
 *  the page's language, which says it in words (no notation); null without
 *  a reason. `id` names the element for the tests and the page's links. */
export function reasonNode(result, id) {
  const text = reasonText(result);
  if (!text) return null;
  const code = (result && result.reason_code) || 'other';
  const sign = REASON_SIGN[code];
  return h('span', { class: 'reason', id, 'data-reason-code': code },
    ' ', sign ? h('span', { class: 'reason-sign', 'aria-hidden': 'true' }, sign, ' ') : null, withCode(text));
}
