// app.js — boots the page: the language switch, the header texts and the
// hash router (#/, #/game/{id}, #/match/{id}?token=T, #/analyse/{id},
// #/history, #/history/{id}; a class's #/join, #/class/{id} for a student and
// #/teach/{id} for the teacher; #/research, a distributed solve's progress)
// that mounts one view module at a time.

import { t, getLang, setLang, onLangChange, LANGS, langTagOf, languages } from './i18n.js';
import { h, clear } from './dom.js';

const ROUTES = [
  [/^\/?$/, () => import('./views/lobby.js'), () => ({})],
  [/^\/game\/([^/]+)$/, () => import('./views/game.js'), (m) => ({ id: m[1] })],
  [/^\/match\/([^/]+)$/, () => import('./views/match.js'), (m) => ({ id: m[1] })],
  [/^\/analyse\/([^/]+)$/, () => import('./views/analyse.js'), (m) => ({ id: m[1] })],
  [/^\/history\/?$/, () => import('./views/history.js'), () => ({})],
  [/^\/history\/([^/]+)$/, () => import('./views/replay.js'), (m) => ({ id: m[1] })],
  [/^\/join\/?$/, () => import('./views/join.js'), () => ({})],
  [/^\/class\/([^/]+)$/, () => import('./views/class.js'), (m) => ({ id: m[1] })],
  [/^\/teach\/([^/]+)$/, () => import('./views/teach.js'), (m) => ({ id: m[1] })],
  [/^\/research\/?$/, () => import('./views/research.js'), () => ({})],
];

const main = document.getElementById('main');

// Errors are kept for the browser tests (which require none) and the console.
window.__errors = [];
window.addEventListener('error', (e) => window.__errors.push(String(e.message || e)));
window.addEventListener('unhandledrejection', (e) => window.__errors.push(String((e.reason && e.reason.message) || e.reason)));
let dispose = null;
let generation = 0;

/** '#/match/7?token=x' → {path: '/match/7', query: URLSearchParams} */
export function parseHash(hash = location.hash) {
  const raw = hash.replace(/^#/, '') || '/';
  const [path, qs] = raw.split('?');
  return { path: decodeURI(path), query: new URLSearchParams(qs || '') };
}

export function navigate(hash) {
  if (location.hash === hash) route(); else location.hash = hash;
}

async function route() {
  const gen = ++generation;
  if (dispose) { try { dispose(); } catch (e) { console.warn(e); } dispose = null; }
  const { path, query } = parseHash();
  // `?lang=pt|br|en` (a language's page code) in the hash picks the language
  // (handy for links and screenshots).
  const wanted = query.get('lang');
  if (LANGS.includes(wanted) && wanted !== getLang()) { setLang(wanted); return; }
  const found = ROUTES.find(([re]) => re.test(path));
  clear(main).append(h('p', { class: 'muted' }, t('loading')));
  setTitle('');
  if (!found) { location.hash = '#/'; return; }
  const [re, load, args] = found;
  try {
    const mod = await load();
    if (gen !== generation) return;
    clear(main);
    dispose = (await mod.mount(main, { ...args(path.match(re)), query })) || null;
    if (gen !== generation && dispose) { dispose(); dispose = null; }
    performance.mark('ludoteca-ready');
  } catch (e) {
    if (gen !== generation) return;
    console.error(e);
    window.__errors.push(`route ${path}: ${e.message}`);
    clear(main).append(h('p', { class: 'error', role: 'alert' }, t('error', { msg: e.message })));
  }
}

function header() {
  document.documentElement.lang = langTagOf(getLang());
  document.getElementById('nav-lobby').textContent = t('nav.lobby');
  document.getElementById('nav-history').textContent = t('nav.history');
  const join = document.getElementById('nav-join');
  join.textContent = t('nav.join');
  join.title = t('nav.join.title');
  document.getElementById('lang-group').setAttribute('aria-label', t('nav.lang'));
  document.getElementById('nav-main')?.setAttribute('aria-label', t('nav.main'));
  document.getElementById('brand').title = t('app.tagline');
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.setAttribute('aria-pressed', String(b.dataset.lang === getLang()));
  }
}

/** The page's <title>: "Jogo 20 — Tirar sem repetir · Ludoteca". A view
 *  sets it once it knows its game; every route starts from the bare name. */
export function setTitle(text) {
  document.title = text ? `${text} · ${t('app.title')}` : t('app.title');
}

/** Speaks a short sentence to screen readers (turn changes, results). */
export function announce(text) {
  const el = document.getElementById('announcer');
  if (el && el.textContent !== text) el.textContent = text;
}

// One button per language, each named in itself (`#lang-pt`, `#lang-br`…).
document.getElementById('lang-group').append(...languages().map((l) => {
  const b = h('button', { type: 'button', id: `lang-${l.code}`, lang: l.tag, title: l.name }, l.button);
  b.dataset.lang = l.code;
  b.addEventListener('click', () => setLang(l.code));
  return b;
}));
onLangChange(() => { header(); route(); });
window.addEventListener('hashchange', route);
header();
route();
