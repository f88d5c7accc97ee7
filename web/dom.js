// dom.js — tiny DOM helpers shared by every view and board: element and SVG
// builders, emptying a node, keyboard-accessible clickable SVG shapes, a star
// (the mark of a recommended move drawn in SVG), and text whose `quoted`
// pieces become code elements.

const SVG_NS = 'http://www.w3.org/2000/svg';

function fill(el, attrs, children, isSvg) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.setAttribute('class', v);
    else if (k === 'text') el.textContent = v;
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (!isSvg && k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** h('button', {class:'x', onclick: f}, 'text', child…) → HTMLElement */
export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children, false);
}

/** s('circle', {cx, cy, r}) → SVGElement */
export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children, true);
}

/** `text` with its `quoted` pieces (the server's notation, between
 *  backticks) as code elements, not as bare backticks: for `h(…)`. */
export function withCode(text) {
  return String(text ?? '').split(/`([^`]*)`/).map((part, i) => (i % 2 ? h('code', {}, part) : part)).filter((x) => x !== '');
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

/** Makes an SVG (or any) element act as a button: focusable, Enter/Space, label. */
export function clickable(el, label, fn) {
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  el.setAttribute('aria-label', label);
  el.classList.add('clickable');
  el.addEventListener('click', (e) => { e.preventDefault(); fn(e); });
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); fn(e); }
  });
  if (el instanceof SVGElement) el.append(s('title', { text: label }));
  else el.title = label;
  return el;
}

/** el.append(...) that skips null/undefined/false children. */
export function add(el, ...children) {
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** The points of a five-pointed star centred at (x, y). */
export function star(x, y, r, r2) {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (Math.PI * i) / 5; const q = i % 2 ? r2 : r;
    return `${(x + q * Math.cos(a)).toFixed(1)},${(y + q * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}
