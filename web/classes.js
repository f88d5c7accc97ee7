// classes.js — the three classes of a position (N fragile, P safe, D neutral):
// their words in the UI language, the text's symbols and the CGT letters,
// seat names, and a legend element used by hints and tables.

import { h } from './dom.js';
import { t } from './i18n.js';

export const SYMBOL = { N: '−', P: '+', D: '°' };

/** "fragile (N, −)", "frágil (tipo-P, −)": the letters of the page's
 *  language (the text's P/S/N in Portuguese; the API's codes stay N/P/D). */
export function classLabel(code) {
  if (!SYMBOL[code]) return String(code ?? '');
  return `${t(`class.${code}`)} (${t(`class.${code}.letter`)}, ${SYMBOL[code]})`;
}

export function legend() {
  return h('ul', { class: 'legend', 'aria-label': t('analyse.legend') },
    ['N', 'P', 'D'].map((c) => h('li', {},
      h('span', { class: `swatch cls-${c}`, 'aria-hidden': 'true' }, SYMBOL[c]),
      ' ', t(`class.${c}.long`))));
}

/** 'first' → 'A', 'second' → 'B' */
export function seatLetter(seat) {
  return seat === 'first' ? 'A' : seat === 'second' ? 'B' : '?';
}

export function other(seat) { return seat === 'first' ? 'second' : 'first'; }
