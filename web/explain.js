// explain.js — formatting of the texts the server writes in the page's
// language (a hint's explanation, a match's prompt, why it ended; a game's
// rules come from the server too). Nothing here composes a sentence.

import { getLang } from './i18n.js';

// ------------------------------------------------------- hints and prompts

/** A hint as the server wrote it in the page's language (api.js sends it):
 *  {summary, lines, lang}. `summary` is null for an outcome report, whose
 *  class the view shows in its colour; `lines` are the explanation's lines. */
export function hintText(hint) {
  const d = (hint && hint.detail) || {};
  const report = ['N', 'P', 'D'].includes(d.outcome) && Array.isArray(d.moves);
  const lines = String((hint && hint.explanation) || '').split('\n').filter((l) => l.trim());
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
