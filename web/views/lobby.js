// views/lobby.js — the lobby (#/): the catalogue by the games' names ("Jogo
// 20 — Tirar sem repetir"), the book's games first in its order, with each
// summary in the chosen language, a
// search box that ignores accents (a name typed without them is found), and links to play
// and to each analysis the game has (its table, the strategies compared, the
// exact value of a position): never one it lacks.

import { h, clear, add } from '../dom.js';
import { t, tn, pickIn } from '../i18n.js';
import * as api from '../api.js';
import { gameTitle, familyWord, fold } from '../names.js';

export async function mount(root) {
  const list = await api.games();
  const filter = h('input', { type: 'search', id: 'lobby-filter', autocomplete: 'off' });
  const count = h('p', { class: 'muted', id: 'lobby-count', 'aria-live': 'polite' });
  // The book's games first, in its order (Jogo 1, 2, … 28; 13 (I) before
  // 13 (II)), under the book's name; then the other games as the catalogue
  // lists them.
  const order = (g) => (g.number ? parseInt(g.number, 10) : Infinity);
  const sorted = list.map((g, i) => ({ g, i }))
    .sort((a, b) => order(a.g) - order(b.g) || a.i - b.i).map(({ g }) => g);
  const box = h('div', { id: 'games' });

  function render() {
    const words = fold(filter.value).split(/\s+/).filter(Boolean);
    clear(box);
    const book = h('ul', { class: 'games', id: 'games-book' });
    const more = h('ul', { class: 'games', id: 'games-more' });
    let n = 0;
    for (const g of sorted) {
      const ul = g.number ? book : more;
      const sum = pickIn(g.summary, g.summary_pt, g.summary_i18n);
      const title = gameTitle(g);
      // The page's language only, plus the id a teacher may know.
      const hay = fold(`${title} ${sum.text} ${g.id} ${familyWord(g)}`);
      if (!words.every((w) => hay.includes(w))) continue;
      n++;
      ul.append(h('li', { class: 'card', 'data-game': g.id },
        h('h2', {}, h('a', { href: `#/game/${g.id}` }, title), ' ',
          h('span', { class: 'tag', title: t('tag.family', { family: familyWord(g) }), 'data-family': g.family || '' }, familyWord(g))),
        h('p', { class: 'summary' }, sum.text, sum.note ? h('span', { class: 'note' }, ' ', sum.note) : null),
        h('div', { class: 'actions' },
          h('a', { class: 'button', href: `#/game/${g.id}`, 'data-action': 'play' }, t('lobby.play')),
          ...api.analyses(g).map((kind) => h('a', { class: 'button secondary', href: api.analyseLink(g.id, kind), 'data-action': 'analyse', 'data-kind': kind },
            t(`analyse.kind.${kind}`))))));
    }
    if (book.children.length) add(box, h('h2', { class: 'group' }, t('lobby.book')), book);
    if (more.children.length) add(box, h('h2', { class: 'group' }, t('lobby.more')), more);
    count.textContent = tn('lobby.count', n);
  }
  filter.addEventListener('input', render);

  add(root,
    h('h1', { id: 'lobby-heading' }, t('lobby.heading')),
    h('p', { class: 'muted' }, t('lobby.intro')),
    h('div', { class: 'row' }, h('label', {}, t('lobby.filter'), filter)),
    count, box);
  render();
}
