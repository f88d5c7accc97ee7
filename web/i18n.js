// i18n.js — the page's words, from Project Fluent files (the shared ones in
// locales/, a family's from its folder, served by the server): t, tn; the
// current language (stored in localStorage).

import { FluentBundle, FluentResource, FluentNumber } from './vendor/fluent-bundle/index.js';

/** The languages the lab speaks, as the server lists them (one per folder
 *  of `crates/core/locales`): `{tag, name, button, code, fallback}`, in the
 *  order the header shows them. A new language is files: nothing here
 *  names one. */
const LANGUAGES = await fetch('/locales/languages.json').then((r) => r.json(), () => [])
  .then((all) => (Array.isArray(all) && all.length ? all : [{ tag: 'en', name: 'English', button: 'English', code: 'en', fallback: null }]));

/** A language's tags, itself last: the languages it falls back to first
 *  (Brazilian Portuguese lies over European Portuguese, message by message). */
function chain(language) {
  const out = [];
  for (let l = language; l && !out.includes(l.tag); l = LANGUAGES.find((o) => o.tag === l.fallback)) out.unshift(l.tag);
  return out;
}

/** A text in the pseudo-locale, as the server writes it (`Take 3` is
 *  `Tååkéé 3`: letters accented, vowels doubled, code between backticks
 *  untouched) — for the test that finds every word of a page that does not
 *  come through the files. */
function pseudoText(text) {
  const from = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const to = [...'åƀçđéƒĝĥïĵķĺɱñöþǫŕšŧüṽŵẋýžÅƁÇĐÉƑĜĤÏĴĶĹṀÑÖÞǪŔŠŦÜṼŴẊÝŽ'];
  let code = false;
  let out = '';
  for (const c of text) {
    if (c === '`') code = !code;
    const i = from.indexOf(c);
    if (i < 0 || code) { out += c; continue; }
    out += to[i];
    if ('aeiouAEIOU'.includes(c)) out += to[i];
  }
  return out;
}

/** The shared words, one Project Fluent file per language in `locales/`,
 *  and every family's words (`locales/families/<tag>.ftl`, which the
 *  server gathers from the families' folders), each language over those it
 *  falls back to, read once when the page loads. */
async function bundle(locale, files, pseudo) {
  const b = new FluentBundle(locale, { useIsolating: false, transform: pseudo ? pseudoText : (x) => x });
  for (const f of files) {
    const text = await fetch(`/locales/${f}.ftl`).then((r) => (r.ok ? r.text() : ''), () => '');
    b.addResource(new FluentResource(text), { allowOverrides: true });
  }
  return b;
}

const BUNDLES = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (l) => [l.code, await bundle(l.tag, chain(l).flatMap((tag) => [tag, `families/${tag}`]), l.pseudo)])),
);

const KEY = 'ludoteca.lang';
/** The page's languages, by their page codes (`pt`, `br`, `en`). */
export const LANGS = LANGUAGES.map((l) => l.code);

/** Every language the page offers: `{tag, name, button, code}`. */
export function languages() { return LANGUAGES; }

/** The language as an HTML `lang` and an API tag. */
export function langTagOf(l) { return (LANGUAGES.find((o) => o.code === l) || { tag: 'en' }).tag; }
const listeners = new Set();

function initial() {
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch { /* storage may be unavailable */ }
  // The browser's language: the exact tag, else the first of its primary language.
  const wanted = (navigator.language || 'en').toLowerCase();
  const exact = LANGUAGES.find((l) => l.tag.toLowerCase() === wanted);
  const primaryOf = (tag) => tag.toLowerCase().replace(/-.*$/, '');
  const primary = LANGUAGES.find((l) => primaryOf(l.tag) === primaryOf(wanted));
  return (exact || primary || LANGUAGES[0]).code;
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
 *  says it through `{Click}` (a sentence's first word) or `{click}`, the
 *  files' `press_touch`/`press_mouse` (and `_lower`). */
function press(touch) {
  const id = touch ? 'press_touch' : 'press_mouse';
  for (const b of [BUNDLES[lang], BUNDLES.en]) {
    const m = b?.getMessage(id);
    const lower = b?.getMessage(`${id}_lower`);
    if (m?.value && lower?.value) return [b.formatPattern(m.value, {}, []), b.formatPattern(lower.value, {}, [])];
  }
  return touch ? ['Tap', 'tap'] : ['Click', 'click'];
}

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
  const [Click, click] = press(touchOnly());
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

/** A server text (`{en, pt-PT, pt-BR…}` by tag) in the page's language,
 *  else English. */
export function inLang(text) {
  if (!text || typeof text === 'string') return text || '';
  return text[langTagOf(lang)] || text.en || '';
}

/** A game text in the page's language: `texts[tag]` (the server's
 *  `*_i18n`, by tag), else `pt` for the European page (an older server),
 *  else the English with a small note saying so. Returns {text, note}. */
export function pickIn(en, pt, texts) {
  const tag = langTagOf(lang);
  if (tag === 'en') return { text: en || '', note: '' };
  const own = (texts && texts[tag]) || (tag === 'pt-PT' ? pt : '');
  if (own) return { text: own, note: '' };
  return { text: en || '', note: en ? t('english.note') : '' };
}

/** `1, 2 ou 3` — a list of choices in the page's language. */
export function orList(items) {
  const a = [...items].map(String);
  return a.length < 2 ? a.join('') : `${a.slice(0, -1).join(', ')} ${t('list.or')} ${a[a.length - 1]}`;
}

