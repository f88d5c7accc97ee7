// api.js — the server's JSON API (docs/api.md) as small async functions, the
// seat tokens kept in localStorage, and query-string helpers.

import { getLang, langTagOf } from './i18n.js';

/** The page's language as the API reads it (`Accept-Language`, `?lang=`). */
export function langTag() { return langTagOf(getLang()); }

export class ApiError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

async function call(method, path, { body, token } = {}) {
  // Errors and a match's prompt come back in the page's language.
  const headers = { Accept: 'application/json', 'Accept-Language': langTag() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, e.message || 'network error');
  }
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = { error: text }; }
  if (!res.ok) throw new ApiError(res.status, (data && data.error) || `${res.status} ${res.statusText}`);
  return data;
}

const enc = encodeURIComponent;

/** `param=k%3Dv` repeated, as the API wants parameters in query strings. */
export function paramQuery(params) {
  return Object.entries(params || {}).map(([k, v]) => `param=${enc(`${k}=${v}`)}`).join('&');
}

let gamesCache = null;
export function games() {
  if (!gamesCache) gamesCache = call('GET', '/api/games').catch((e) => { gamesCache = null; throw e; });
  return gamesCache;
}
export async function gameInfo(id) {
  const list = await games();
  return list.find((g) => g.id === id) || null;
}
/** A game with its rules; `query` (`quick`, `param=k%3Dv…`) names the
 *  parameters the rules describe (GET /api/games/{id}?quick). */
export const game = (id, query) => call('GET', `/api/games/${enc(id)}${query ? `?${query}` : ''}`);
/** The start form checked by the server's parser: {ok, start, params} or
 *  {ok: false, field, error} (GET /api/games/{id}/check). */
export const checkGame = (id, query) => call('GET', `/api/games/${enc(id)}/check${query ? `?${query}` : ''}`);
export const outcome = (id, position, params) =>
  call('GET', `/api/games/${enc(id)}/outcome?position=${enc(position)}&${paramQuery(params)}`);

export const startJob = (spec) => call('POST', '/api/jobs', { body: spec });
export const job = (id) => call('GET', `/api/jobs/${enc(id)}`);
export const cancelJob = (id) => call('DELETE', `/api/jobs/${enc(id)}`);

export const createMatch = (spec) => call('POST', '/api/matches', { body: spec });
export const match = (id, token) => call('GET', `/api/matches/${enc(id)}`, { token });
export const move = (id, token, mv) => call('POST', `/api/matches/${enc(id)}/moves`, { token, body: { move: mv } });
export const undo = (id, token) => call('POST', `/api/matches/${enc(id)}/undo`, { token, body: {} });
export const hint = (id, token) => call('GET', `/api/matches/${enc(id)}/hint`, { token });
export const analysis = (id, token, q) => call('GET', `/api/matches/${enc(id)}/analysis?q=${enc(q || '')}`, { token });

// With a class's teacher's or pupil's token the history holds that class's
// matches (a pupil's own) with the names; without, the matches of no class.
/** The research shared by workers (GET /api/research): problems, tasks, workers. */
export const research = () => call('GET', '/api/research');
export const history = (token) => call('GET', '/api/history', { token });
export const historyItem = (id, token) => call('GET', `/api/history/${enc(id)}`, { token });

/** ws://host/path for a WebSocket route, with the page's language (a
 *  browser's WebSocket cannot send headers). */
export function wsUrl(path) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}${path}${path.includes('?') ? '&' : '?'}lang=${langTag()}`;
}

// Seat tokens and invitation links, per match, kept across reloads.
const TOKENS = 'ludoteca.token.';
const LINKS = 'ludoteca.links.';
function store(key, value) { try { localStorage.setItem(key, value); } catch { /* ignore */ } }
function load(key) { try { return localStorage.getItem(key); } catch { return null; } }

export function saveToken(matchId, token) { if (token) store(TOKENS + matchId, token); }
export function loadToken(matchId) { return load(TOKENS + matchId); }
export function saveLinks(matchId, links) { if (links) store(LINKS + matchId, JSON.stringify(links)); }
export function loadLinks(matchId) {
  try { return JSON.parse(load(LINKS + matchId) || 'null'); } catch { return null; }
}

/** Absolute invitation URL from the server's `/#/match/{id}?token=T`. */
export function absoluteLink(link) {
  try { return new URL(link, location.origin).href; } catch { return link; }
}

// The parameters a match was created with (the view does not carry them;
// boards need e.g. the knight board's size).
const PARAMS = 'ludoteca.params.';
export function saveParams(matchId, params) { if (params) store(PARAMS + matchId, JSON.stringify(params)); }
export function loadParams(matchId) {
  try { return JSON.parse(load(PARAMS + matchId) || 'null'); } catch { return null; }
}

/** The analyses a catalogue entry offers, in the order the pages list
 *  them: `table` (its table), `strategies` (a code breaker's strategies
 *  compared), `value` (the exact value of a position). */
export function analyses(info) {
  const caps = (info && info.capabilities) || {};
  return [hasTable(info) && 'table', caps.strategies && 'strategies', caps.value && 'value'].filter(Boolean);
}

/** The analysis page of `kind` for game `id`, with a position and
 *  parameters to start from: `#/analyse/{id}?kind=value&position=…&param=k=v`. */
export function analyseLink(id, kind, { position, params } = {}) {
  const q = new URLSearchParams();
  if (kind && kind !== 'table') q.set('kind', kind);
  if (position) q.set('position', position);
  for (const [k, v] of Object.entries(params || {})) q.append('param', `${k}=${v}`);
  const qs = q.toString();
  return `#/analyse/${enc(id)}${qs ? `?${qs}` : ''}`;
}

/** Whether a catalogue entry has a table to analyse (`table`, or `table_to`). */
export function hasTable(info) {
  if (!info) return false;
  if (info.capabilities) return !!info.capabilities.table;
  if (typeof info.table === 'boolean') return info.table;
  return info.table_to !== undefined && info.table_to !== null;
}
