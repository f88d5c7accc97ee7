// explain.js — formatting of the texts the server writes in the page's
// language (a hint's explanation, a match's prompt, why it ended), and the
// rules section composed in Portuguese from the catalogue's `statement_pt`
// and `params`; whatever has no Portuguese keeps the English with the
// "(texto só em inglês)" note.

import { h } from './dom.js';
import { t, getLang } from './i18n.js';
import { legend } from './classes.js';

const isPt = () => getLang() === 'pt';

/** ['1', '4'] → '1 ou 4'; ['1', '2', '3'] → '1, 2 ou 3'; long lists cut. */
export function orList(items, max = 8) {
  const list = items.map(String);
  if (list.length > max) return `${list.slice(0, max).join(', ')}, … (${list.length})`;
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} ou ${list[list.length - 1]}`;
}

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

// ------------------------------------------------------------------ rules

/** The spec of parameter `key` in the catalogue's `param_specs` (or null). */
function specOf(specs, key) {
  return (specs || []).find((s) => s.name === key || (s.aliases || []).includes(key)) || null;
}

/** A spec text ({en, pt, pt-BR}) in Portuguese. */
const inPt = (text) => (text && (text.pt || text.en)) || '';

/** A parameter's name in the UI language, from the catalogue's spec. */
export function paramLabel(key, specs) {
  const spec = specOf(specs, key);
  return isPt() && spec ? inPt(spec.label) || key : key;
}

/** A parameter's value explained in Portuguese (a choice's label from the
 *  catalogue's spec), or '' when it says itself. */
export function valuePt(key, value, specs) {
  const v = String(value ?? '').trim();
  const spec = specOf(specs, key);
  const choices = spec && spec.kind ? spec.kind.choices || spec.kind.words || [] : [];
  const choice = choices.find((c) => c.value === v);
  if (choice) return inPt(choice.label);
  if (v === 'true') return 'sim';
  if (v === 'false') return 'não';
  if (['take', 'first-takes', 'second-takes'].includes(key)) {
    if (v === 'any') return 'qualquer número';
    const range = /^(\d+)\.\.(\d+)$/.exec(v);
    if (range) return `de ${range[1]} a ${range[2]}`;
    if (/^\d+(,\d+)+$/.test(v)) return orList(v.split(','));
  }
  if (key === 'opening' && /^\d+$/.test(v)) return `de 1 a ${v}`;
  return '';
}

/** The parameters as a table with Portuguese labels (null without any). */
export function paramsTable(params, specs) {
  const entries = Object.entries(params || {});
  if (!entries.length) return null;
  return h('table', { class: 'params-table', id: 'rules-params' },
    h('caption', {}, t('game.params')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Parâmetro'), h('th', { scope: 'col' }, 'Valor'))),
    h('tbody', {}, entries.map(([k, v]) => {
      const gloss = valuePt(k, v, specs);
      return h('tr', { 'data-param': k },
        h('th', { scope: 'row' }, paramLabel(k, specs), ' ', h('code', { class: 'muted' }, k)),
        h('td', {}, h('code', {}, String(v)), gloss ? ` — ${gloss}` : null));
    })));
}

/** The rules section's body in Portuguese: the statement as the rules in
 *  words, the parameters, the classes (turn games) and the full English
 *  rules behind a disclosure. */
export function rulesPt(meta) {
  const statement = meta.statement_pt || meta.statement || '';
  const english = !meta.statement_pt && meta.statement;
  return h('div', { id: 'rules', class: 'rules-pt', lang: 'pt' },
    h('p', { id: 'statement', lang: english ? 'en' : 'pt' }, statement, english ? h('span', { class: 'note' }, ' ', t('english.note')) : null),
    paramsTable(meta.params, meta.param_specs),
    meta.kind === 'turns'
      ? h('div', { class: 'rules-classes' },
        h('p', {}, 'Cada posição é de uma de três classes, para quem joga a seguir:'),
        legend(),
        h('p', { class: 'muted' }, 'A geração (distância ao fim) conta os lances que faltam quando quem ganha se apressa e quem perde resiste o mais possível.'))
      : null,
    meta.rules
      ? h('details', { id: 'rules-full' },
        h('summary', {}, 'Regras completas (em inglês)'),
        h('pre', { id: 'rules-en', lang: 'en' }, meta.rules))
      : null);
}
