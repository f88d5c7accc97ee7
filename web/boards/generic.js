// boards/generic.js — the board every game can be played on: the position
// (and the server's diagram), one button per legal move, and a text box for
// a typed move. Specific boards reuse movePanel() as "other ways to move".

import { h, add } from '../dom.js';
import { t } from '../i18n.js';

export function render(el, ctx) {
  const v = ctx.view;
  add(el, 
    h('div', { class: 'card generic' },
      h('p', {}, h('strong', {}, t('board.generic'), ': '), h('code', { id: 'position' }, v.position)),
      v.diagram ? h('pre', { class: 'diagram' }, v.diagram) : null),
    movePanel(ctx));
}

/** Legal-move buttons (good moves marked; in the board's words when the
 *  match page gives ctx.moveText) and the typed-move form. */
export function movePanel(ctx) {
  const v = ctx.view;
  const box = h('div', { class: 'movepanel' });
  if (!ctx.canMove) return box;
  const legal = v.legal_moves || [];
  if (legal.length) {
    box.append(h('p', { class: 'muted', id: 'legal-h' }, t('match.legal')),
      h('div', { class: 'legal', role: 'group', 'aria-labelledby': 'legal-h' },
        legal.slice(0, 400).map((m) => h('button', {
          type: 'button', class: `secondary${ctx.good && ctx.good.has(m) ? ' good' : ''}`,
          // The notation stays in data-move; the tooltip says the move in words.
          'data-move': m, title: ctx.moveText ? ctx.moveText(m) || m : m, onclick: () => ctx.play(m),
        }, ctx.moveText ? ctx.moveText(m) || m : m))));
  } else {
    box.append(h('p', { class: 'muted' }, t('match.legal.many')));
  }
  // A legal move as the example of how moves are written.
  const input = h('input', { id: 'typed-move', name: 'move', autocomplete: 'off', size: 16,
    placeholder: legal.length ? t('match.typed.example', { move: legal[0] }) : null });
  box.append(h('form', {
    class: 'row typed', onsubmit: (e) => {
      e.preventDefault();
      const m = input.value.trim();
      if (m) ctx.play(m);
    },
  }, h('label', {}, t('match.typed'), input), h('button', { type: 'submit', id: 'typed-send' }, t('match.send'))));
  return box;
}
