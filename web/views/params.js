// views/params.js — a game's parameter form, built from the catalogue's typed
// `param_specs` (GET /api/games): whole numbers as number fields with their
// range, choices as selects with their labels, truths as switches, lists and
// notation as text checked as typed. Pre-filled from `params` (the values in
// force); read back as {k: v}: only the changed ones (sent to the server) or
// all of them (kept for drawing the board). Values are shown in words (a
// choice by its label, a truth as a switch); the parameters a game is
// usually played with come first, the rest folded under "Mais opções".

import { h } from '../dom.js';
import { t, getLang, langTagOf, inLang } from '../i18n.js';

/** A spec's text (`{en, pt-PT, pt-BR…}`) in the page's language. */
const tr = inLang;

const NUMBER = /^\s*(\d[\d_]*|\d+\^\d+)\s*$/;
/** The largest number the web lab takes in a parameter (the server's
 *  `games::MAX_NUMBER`: one request must not make it allocate gigabytes). */
const WEB_MAX = 100000000n;

function wholeNumber(v) {
  const s = v.trim().replace(/_/g, '');
  const pow = s.match(/^(\d+)\^(\d+)$/);
  if (pow) return BigInt(pow[1]) ** BigInt(pow[2]);
  return /^\d+$/.test(s) ? BigInt(s) : null;
}

/** '' when `value` fits the spec's kind, else the sentence of what it accepts. */
export function checkValue(spec, value) {
  const v = String(value ?? '').trim();
  const k = spec.kind || {};
  const bad = () => tr(spec.accepted) || t('error', { msg: tr(spec.label) || spec.name });
  if (v === '') return '';
  switch (k.type) {
    case 'integer': {
      if ((k.words || []).some((w) => w.value.toLowerCase() === v.toLowerCase())) return '';
      // A whole number is said in the page's words (no notation, no key);
      // a number with words (a "meta") keeps the server's sentence.
      const plain = !(k.words || []).length;
      const within = () => {
        const tag = langTagOf(getLang());
        const max = BigInt(k.max) < WEB_MAX ? BigInt(k.max) : WEB_MAX;
        return max <= 10n ** 15n
          ? t('param.range', { min: BigInt(k.min).toLocaleString(tag), max: max.toLocaleString(tag) })
          : t('param.atleast', { min: BigInt(k.min).toLocaleString(tag) });
      };
      // A negative number is a number, only out of range.
      if (/^-\s*\d+$/.test(v)) return plain ? within() : bad();
      if (!NUMBER.test(v)) return plain ? `${t('param.notnumber', { value: v })} ${within()}` : bad();
      const n = wholeNumber(v);
      if (n !== null && n >= BigInt(k.min) && n <= BigInt(k.max) && n <= WEB_MAX) return '';
      return plain ? within() : bad();
    }
    case 'set': {
      if (k.any && v.toLowerCase() === 'any') return '';
      const ok = v.split(',').every((part) => {
        const m = part.trim().match(/^(\d+)\s*(?:(?:\.\.|-)\s*(\d+))?$/);
        if (!m) return false;
        const a = Number(m[1]);
        const b = m[2] === undefined ? a : Number(m[2]);
        return a <= b && a >= k.min && b <= k.max;
      });
      return ok ? '' : bad();
    }
    case 'numbers': {
      const items = v.replace(/^\(|\)$/g, '').split(',');
      if (items.length > k.most) return bad();
      return items.every((x) => { const n = wholeNumber(x); return n !== null && n >= BigInt(k.min) && n <= BigInt(k.max); }) ? '' : bad();
    }
    case 'seed': return wholeNumber(v) !== null ? '' : bad();
    default: return v.length <= 4096 ? '' : bad();
  }
}

function control(spec, id, value) {
  const k = spec.kind || {};
  const text = value === undefined || value === null ? '' : String(value);
  switch (k.type) {
    case 'boolean': {
      const box = h('input', { type: 'checkbox', role: 'switch', name: spec.name, id });
      box.checked = text === 'true';
      return { el: box, read: () => (box.checked ? 'true' : 'false'), write: (v) => { box.checked = v === 'true'; }, initial: text === '' ? 'false' : text };
    }
    case 'choice': {
      const select = h('select', { name: spec.name, id },
        ...(k.choices || []).map((c) => h('option', { value: c.value, selected: c.value === text }, optionText(c))));
      if (text === '') select.value = (spec.default || (k.choices[0] || {}).value || '');
      return { el: select, read: () => select.value, write: (v) => { select.value = v; }, initial: text === '' ? select.value : text };
    }
    default: {
      const small = k.type === 'integer' && !(k.words || []).length && Number(k.max) <= 1e15;
      const input = h('input', {
        name: spec.name, id, value: text, inputmode: k.type === 'integer' || k.type === 'seed' ? 'numeric' : 'text',
        size: Math.max(4, Math.min(24, text.length + 2)),
        placeholder: spec.default || '',
        ...(small ? { type: 'number', min: String(k.min), max: String(k.max), step: '1' } : {}),
      });
      return { el: input, read: () => input.value.trim(), write: (v) => { input.value = v; }, initial: text };
    }
  }
}

/**
 * The form. `specs` are the family's typed parameters (GET /api/games
 * `param_specs`); without them every parameter in `params` is a text field.
 * `primary` (names), when given, are shown first and the others folded
 * under "Mais opções"; `onChange` is called after any field changes.
 */
export function paramsForm(params, idPrefix = 'param', specs = null, { primary = null, onChange = null } = {}) {
  const values = params || {};
  const list = specs && specs.length
    ? specs
    : Object.keys(values).map((name) => ({ name, kind: { type: 'notation' }, label: name }));
  const box = h('fieldset', { class: 'params' }, h('legend', {}, t('game.params')));
  if (!list.length) box.append(h('p', { class: 'muted' }, t('game.params.none')));
  const row = h('div', { class: 'row' });
  const moreRow = h('div', { class: 'row' });
  const more = h('details', { class: 'more-params', id: `${idPrefix}-more` }, h('summary', {}, t('setup.more')), moreRow);
  const fields = [];
  for (const spec of list) {
    const id = `${idPrefix}-${spec.name}`;
    const c = control(spec, id, values[spec.name]);
    const help = tr(spec.help);
    const error = h('span', { class: 'error field-error', id: `${id}-error`, role: 'alert' });
    if (c.el.tagName === 'INPUT' && c.el.type !== 'checkbox') {
      c.el.setAttribute('aria-describedby', `${id}-help ${id}-error`);
      c.el.addEventListener('input', () => {
        const why = checkValue(spec, c.el.value);
        error.textContent = why;
        c.el.setCustomValidity(why);
      });
    }
    if (onChange) c.el.addEventListener(c.el.tagName === 'SELECT' || c.el.type === 'checkbox' ? 'change' : 'input', () => onChange(spec.name));
    fields.push({ spec, ...c, error });
    const folded = primary && !primary.includes(spec.name);
    // The key stays out of sight (a data- attribute): a student reads the label only.
    (folded ? moreRow : row).append(h('label', { dataset: { param: spec.name }, class: c.el.type === 'checkbox' ? 'switch' : '' },
      h('span', {}, tr(spec.label) || spec.name),
      c.el,
      help ? h('small', { class: 'muted', id: `${id}-help` }, help) : null,
      error));
  }
  box.append(row);
  if (moreRow.childElementCount) box.append(more);
  const folded = (f) => moreRow.contains(f.el);
  return {
    el: box,
    /** sets fields from {k: v} (the quick match's or the text's values) */
    set(values) {
      for (const f of fields) {
        if (!(f.spec.name in values)) continue;
        f.write(String(values[f.spec.name]));
        f.error.textContent = '';
        if (f.el.setCustomValidity) f.el.setCustomValidity('');
      }
    },
    /** shows the server's sentence at the field `name`; false when there is no such field */
    showError(name, text) {
      const f = fields.find((x) => x.spec.name === name);
      if (!f) return false;
      f.error.textContent = text;
      if (f.el.setCustomValidity && f.el.tagName === 'INPUT') f.el.setCustomValidity(text);
      if (text && folded(f)) more.open = true;
      return true;
    },
    /** clears every field's message */
    clearErrors() {
      for (const f of fields) {
        f.error.textContent = '';
        if (f.el.setCustomValidity) f.el.setCustomValidity('');
      }
    },
    /** the first field whose value is not accepted, with the reason ('' when all are) */
    problem() {
      for (const f of fields) {
        const why = checkValue(f.spec, f.read());
        if (why) { f.error.textContent = why; return `${tr(f.spec.label) || f.spec.name}: ${why}`; }
      }
      return '';
    },
    /** the parameters changed from the values in force */
    changed() {
      const out = {};
      for (const f of fields) {
        const v = f.read();
        if (v !== '' && v !== f.initial) out[f.spec.name] = v;
      }
      return out;
    },
    /** every parameter, defaults included */
    full() {
      const out = {};
      for (const f of fields) {
        const v = f.read() || f.initial;
        if (v !== '') out[f.spec.name] = v;
      }
      return out;
    },
  };
}

/** A choice as the select shows it: its label, after the text's numeral
 *  when the value is one (a text's numbered versions: `I`, `II`, `III`). */
function optionText(c) {
  const label = tr(c.label);
  if (!label) return c.value;
  return /^[IVX]+$/.test(c.value) ? `${c.value} — ${label}` : label;
}
