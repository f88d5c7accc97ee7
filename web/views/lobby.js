// views/lobby.js — the lobby (#/): the catalogue with each game's summary in
// the chosen language, a search box, and links to rules/play and analysis.

import { h, clear, add } from '../dom.js';
import { t, pick } from '../i18n.js';
import * as api from '../api.js';

export async function mount(root) {
  const list = await api.games();
  const filter = h('input', { type: 'search', id: 'lobby-filter', autocomplete: 'off' });
  const count = h('p', { class: 'muted', id: 'lobby-count' });
  const ul = h('ul', { class: 'games', id: 'games' });

  function render() {
    const q = filter.value.trim().toLowerCase();
    clear(ul);
    let n = 0;
    for (const g of list) {
      const sum = pick(g.summary, g.summary_pt);
      const hay = `${g.id} ${g.summary} ${g.summary_pt || ''} ${g.family || ''}`.toLowerCase();
      if (q && !hay.includes(q)) continue;
      n++;
      ul.append(h('li', { class: 'card', 'data-game': g.id },
        h('h2', {}, h('a', { href: `#/game/${g.id}` }, g.id), ' ', h('span', { class: 'tag' }, g.family || '')),
        h('p', { class: 'summary' }, sum.text, sum.note ? h('span', { class: 'note' }, ' ', sum.note) : null),
        h('div', { class: 'actions' },
          h('a', { class: 'button', href: `#/game/${g.id}`, 'data-action': 'play' }, t('lobby.play')),
          api.hasTable(g) ? h('a', { class: 'button secondary', href: `#/analyse/${g.id}` }, t('lobby.analyse')) : null)));
    }
    count.textContent = t('lobby.count', { n });
  }
  filter.addEventListener('input', render);

  add(root, 
    h('h1', { id: 'lobby-heading' }, t('lobby.heading')),
    h('p', { class: 'muted' }, t('lobby.intro')),
    h('div', { class: 'row' }, h('label', {}, t('lobby.filter'), filter)),
    count, ul);
  render();
}
