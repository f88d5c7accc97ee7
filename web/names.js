// names.js — how a game is named to a person: its title in the page's
// language ("Jogo 20 — Tirar sem repetir", from the catalogue's `title`),
// its family in words, and text folded for an accent-insensitive search
// ("o", "ö" and "ő" alike).

import { inLang } from './i18n.js';

export { inLang };

/** The game's title in the page's language, or its id when the catalogue
 *  has none (a script's game). */
export function gameTitle(info) {
  return (info && inLang(info.title)) || (info && info.id) || '';
}

/** The family in words ("um monte", "feijões": the catalogue's
 *  `family_tag`), or its key. */
export function familyWord(info) {
  return (info && (inLang(info.family_tag) || info.family)) || '';
}

/** Lower case without accents or other marks: 'Ő' → 'o'. */
export function fold(text) {
  return String(text || '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
