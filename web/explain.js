// explain.js — formatting of the texts the server writes in the page's
// language (a hint's explanation, a match's prompt, why it ended; a game's
// rules come from the server too). Nothing here composes a sentence.

import { getLang, t } from './i18n.js';

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
 *  family's board module (`moveText(mv, ctx, played)`); the move as written
 *  when the board has no words for it. */
export function moveWords(mod, mv, ctx, played) {
  if (mod && typeof mod.moveText === 'function') {
    try {
      const w = mod.moveText(String(mv), ctx, played);
      if (w) return w;
    } catch { /* the move as written */ }
  }
  return String(mv);
}

/** Why the match ended, with its last move (quoted by the server in the
 *  game's notation, `2:2`) said in the board's words. */
export function reasonInWords(reason, mv, said) {
  if (!reason || !mv || !said || said === mv) return reason;
  const quoted = `, ${mv},`;
  if (reason.includes(quoted)) return reason.replace(quoted, ` (${said}),`);
  const before = `, ${mv}:`;
  if (reason.includes(before)) return reason.replace(before, ` (${said}):`);
  return reason;
}
