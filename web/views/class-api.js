// views/class-api.js — the class routes of docs/api.md (/api/classes…) as
// small async functions, the teacher's and the students' tokens kept in
// localStorage, and the words the class pages share (European Portuguese,
// Brazilian Portuguese where it differs, English).

import { t } from '../i18n.js';
import { langTag, ApiError } from '../api.js';

const enc = encodeURIComponent;

async function send(method, path, { body, token, raw } = {}) {
  const headers = { Accept: raw ? '*/*' : 'application/json', 'Accept-Language': langTag() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, e.message || 'network error');
  }
  if (raw && res.ok) return res;
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = { error: text }; }
  if (!res.ok) throw new ApiError(res.status, (data && data.error) || `${res.status} ${res.statusText}`);
  return data;
}

export const openClass = (game, params) => send('POST', '/api/classes', { body: params && Object.keys(params).length ? { game, params } : { game } });
export const join = (code, name) => send('POST', '/api/classes/join', { body: { code, name } });
export const board = (id, token) => send('GET', `/api/classes/${enc(id)}`, { token });
export const me = (id, token) => send('GET', `/api/classes/${enc(id)}/me`, { token });
export const round = (id, token, pairing, pairs) =>
  send('POST', `/api/classes/${enc(id)}/rounds`, { token, body: pairs ? { pairing, pairs } : { pairing } });
export const pause = (id, token, paused) => send('POST', `/api/classes/${enc(id)}/pause`, { token, body: { paused } });
export const counted = (id, token, on) => send('POST', `/api/classes/${enc(id)}/counted`, { token, body: { counted: on } });
export const end = (id, token) => send('POST', `/api/classes/${enc(id)}/end`, { token, body: {} });
export const forfeit = (id, token, match, seat) => send('POST', `/api/classes/${enc(id)}/forfeit`, { token, body: { match, seat } });
export const presence = (id, token, n, present) =>
  send('POST', `/api/classes/${enc(id)}/students/${enc(n)}`, { token, body: { present } });
export const remove = (id, token) => send('DELETE', `/api/classes/${enc(id)}`, { token });
export const csv = (id, token) => send('GET', `/api/classes/${enc(id)}/results.csv`, { token, raw: true });
export const qr = (id, token) => send('GET', `/api/classes/${enc(id)}/qr.svg?origin=${enc(location.origin)}`, { token, raw: true });

// The tokens, per class, kept across reloads.
function keep(key, value) { try { localStorage.setItem(key, value); } catch { /* ignore */ } }
function kept(key) { try { return localStorage.getItem(key); } catch { return null; } }
export const saveTeacher = (id, token) => keep(`ludoteca.teacher.${id}`, token);
export const teacherToken = (id) => kept(`ludoteca.teacher.${id}`);
export const saveStudent = (id, token) => keep(`ludoteca.student.${id}`, token);
export const studentToken = (id) => kept(`ludoteca.student.${id}`);

/** The class pages' words: in `locales/*.ftl` with the page's others. */
export const w = t;
