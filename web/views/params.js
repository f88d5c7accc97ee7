// views/params.js — a form for a game's parameters, pre-filled from the
// catalogue's `params`, read back as {k: v}: only the changed ones (sent to
// the server) or all of them (kept for drawing the board).

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { paramLabel } from '../explain.js';

export function paramsForm(params, idPrefix = 'param') {
  const inputs = [];
  const entries = Object.entries(params || {});
  const box = h('fieldset', { class: 'params' }, h('legend', {}, t('game.params')));
  if (!entries.length) box.append(h('p', { class: 'muted' }, t('game.params.none')));
  const row = h('div', { class: 'row' });
  for (const [k, v] of entries) {
    let input;
    const text = String(v);
    if (text === 'true' || text === 'false') {
      input = h('select', { name: k, id: `${idPrefix}-${k}` },
        h('option', { value: 'false', selected: text === 'false' }, 'false'),
        h('option', { value: 'true', selected: text === 'true' }, 'true'));
    } else {
      input = h('input', { name: k, id: `${idPrefix}-${k}`, value: text, size: Math.max(4, Math.min(24, text.length + 2)) });
    }
    inputs.push([k, input, text]);
    const label = paramLabel(k);
    row.append(h('label', { title: k }, label !== k ? h('span', {}, label, ' ', h('code', { class: 'muted' }, k)) : k, input));
  }
  box.append(row);
  return {
    el: box,
    /** the parameters changed from the defaults */
    changed() {
      const out = {};
      for (const [k, input, text] of inputs) {
        const v = input.value.trim();
        if (v !== '' && v !== text) out[k] = v;
      }
      return out;
    },
    /** every parameter, defaults included */
    full() {
      const out = {};
      for (const [k, input, text] of inputs) out[k] = input.value.trim() || text;
      return out;
    },
  };
}
