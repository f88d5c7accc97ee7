// i18n.js — the page's words, from Project Fluent files (the shared ones in
// locales/, a family's from its folder, served by the server): t, tn; the
// current language (stored in localStorage).

import { FluentBundle, FluentResource, FluentNumber } from './vendor/fluent-bundle/index.js';

/** The shared words, one Project Fluent file per language in `locales/`,
 *  and every family's words (`locales/families/<lang>.ftl`, which the
 *  server gathers from the families' folders) — Brazilian Portuguese only
 *  where it differs: the European files lie under it, message by message —
 *  read once when the page loads. */
async function bundle(locale, files) {
  const b = new FluentBundle(locale, { useIsolating: false });
  for (const f of files) {
    const text = await fetch(`/locales/${f}.ftl`).then((r) => (r.ok ? r.text() : ''), () => '');
    b.addResource(new FluentResource(text), { allowOverrides: true });
  }
  return b;
}

const BUNDLES = Object.fromEntries(
  await Promise.all([
    ['pt', 'pt-PT', ['pt-PT', 'families/pt-PT']],
    ['br', 'pt-BR', ['pt-PT', 'families/pt-PT', 'pt-BR', 'families/pt-BR']],
    ['en', 'en', ['en', 'families/en']],
  ].map(async ([l, locale, files]) => [l, await bundle(locale, files)])),
);

const KEY = 'ludoteca.lang';
/** The page's languages: European Portuguese, Brazilian Portuguese, English. */
export const LANGS = ['pt', 'br', 'en'];

/** The language as an HTML `lang` and an API tag. */
export function langTagOf(l) { return l === 'pt' ? 'pt-PT' : l === 'br' ? 'pt-BR' : 'en'; }

/** Whether the page speaks Portuguese (either variety). */
export function isPortuguese() { return lang === 'pt' || lang === 'br'; }
const listeners = new Set();

function initial() {
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch { /* storage may be unavailable */ }
  const wanted = (navigator.language || 'en').toLowerCase();
  if (wanted.startsWith('pt-br')) return 'br';
  return wanted.startsWith('pt') ? 'pt' : 'en';
}

let lang = initial();

export function getLang() { return lang; }

export function setLang(next) {
  if (!LANGS.includes(next) || next === lang) return;
  lang = next;
  try { localStorage.setItem(KEY, next); } catch { /* ignore */ }
  document.documentElement.lang = langTagOf(next);
  for (const f of listeners) f(next);
}

export function onLangChange(f) { listeners.add(f); return () => listeners.delete(f); }

/** The verb for pressing a square, a stone, a button: a finger taps on a
 *  phone or a tablet (no fine pointer at all), a mouse clicks. Every text
 *  says it through `{Click}` (a sentence's first word) or `{click}`. */
const PRESS = {
  pt: { mouse: ['Clica', 'clica'], touch: ['Toca', 'toca'] },
  br: { mouse: ['Clique', 'clique'], touch: ['Toque', 'toque'] },
  en: { mouse: ['Click', 'click'], touch: ['Tap', 'tap'] },
};

/** Whether the device has only coarse pointers (a finger). */
export function touchOnly() {
  try { return matchMedia('(any-pointer: coarse)').matches && !matchMedia('(any-pointer: fine)').matches; } catch { return false; }
}

/** A message's id in the files: the key with underscores (`match.winner`
 *  is `match_winner`), so that a page's message never takes the id of one
 *  the program says (those are kebab case: `mm-maker`). */
const idOf = (key) => key.replace(/\./g, '_');

/** A value as Fluent takes it: a whole number chooses plurals and is
 *  written as it is (no grouping), anything else as text. */
function fluentArgs(vars) {
  const [Click, click] = (PRESS[lang] || PRESS.en)[touchOnly() ? 'touch' : 'mouse'];
  const out = { Click, click };
  for (const [k, v] of Object.entries(vars || {})) {
    out[k] = Number.isInteger(v) ? new FluentNumber(v, { useGrouping: false }) : String(v);
  }
  return out;
}

/** t('match.winner', {seat: 'A'}) — falls back to English, then to the key. */
export function t(key, vars) {
  const id = idOf(key);
  for (const b of [BUNDLES[lang], BUNDLES.en]) {
    const m = b?.getMessage(id);
    if (m?.value) return b.formatPattern(m.value, fluentArgs(vars), []);
  }
  return key;
}

/** t(key, {n}): the message chooses its singular or plural by `n`, with the
 *  language's plural rules. */
export function tn(key, n, vars) {
  return t(key, { n, ...(vars || {}) });
}

/** plural(w, key, n, vars): w(`key.one`) when n is 1 and the table has
 *  it, else w(key) — for any t-like function. */
export function plural(tr, key, n, vars) {
  const one = `${key}.one`;
  const v = { n, ...(vars || {}) };
  if (Number(n) === 1) { const s = tr(one, v); if (s !== one) return s; }
  return tr(key, v);
}

/** A game text in the current language: `pt` when present, else the English
 *  (with a small note in Portuguese mode). Returns {text, note}. */
export function pick(en, pt) {
  if (isPortuguese() && pt) return { text: pt, note: '' };
  return { text: en || '', note: isPortuguese() && en ? t('english.note') : '' };
}

/** As `pick`, with the server's `{en, pt, pt-BR}` texts: Brazilian pages
 *  read the Brazilian text where there is one. */
export function pickIn(en, pt, texts) {
  return pick(en, (lang === 'br' && texts && texts['pt-BR']) || pt);
}

/** `1, 2 ou 3` — a list of choices in the page's language. */
export function orList(items) {
  const a = [...items].map(String);
  return a.length < 2 ? a.join('') : `${a.slice(0, -1).join(', ')} ${t('list.or')} ${a[a.length - 1]}`;
}

