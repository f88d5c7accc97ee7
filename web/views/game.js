// views/game.js — one game (#/game/{id}): its statement and rules in words
// (the server's rules in the page's language, from the same content files
// as `ludoteca rules`), and the form that starts a
// match (seats human/champion, parameters, optional start) or invites a
// classmate (two human seats, two links).

import { h, add } from '../dom.js';
import { t, pickIn, getLang, langTagOf } from '../i18n.js';
import * as api from '../api.js';
import { navigate } from '../app.js';
import { paramsForm } from './params.js';

export async function mount(root, { id }) {
  const [g, info] = await Promise.all([api.game(id), api.gameInfo(id)]);
  const meta = { ...(info || {}), ...g };
  const statement = pickIn(meta.statement, meta.statement_pt, meta.statement_i18n);
  const summary = pickIn(meta.summary, meta.summary_pt, meta.summary_i18n);
  const rules = pickIn(meta.rules, meta.rules_pt, meta.rules_i18n);
  const form = paramsForm(meta.params || {}, 'param', meta.param_specs);
  const msg = h('p', { class: 'error', role: 'alert', id: 'start-error' });

  const seatSelect = (seat, def) => h('select', { id: `seat-${seat}`, name: seat },
    h('option', { value: 'human', selected: def === 'human' }, t('game.human')),
    h('option', { value: 'champion', selected: def === 'champion' }, t('game.champion')));
  const first = seatSelect('first', 'human');
  const second = seatSelect('second', 'champion');
  const start = h('input', { id: 'start-position', name: 'start', placeholder: '', size: 24 });

  async function create(seats) {
    msg.textContent = '';
    const problem = form.problem();
    if (problem) { msg.textContent = problem; return; }
    const spec = { game: id, seats };
    const params = form.changed();
    if (Object.keys(params).length) spec.params = params;
    if (start.value.trim()) spec.start = start.value.trim();
    try {
      const res = await api.createMatch(spec);
      const tokens = res.tokens || {};
      api.saveParams(res.id, form.full());
      if (res.links) api.saveLinks(res.id, res.links);
      const mine = tokens.first || tokens.second;
      if (mine) api.saveToken(res.id, mine);
      navigate(`#/match/${res.id}${mine ? `?token=${encodeURIComponent(mine)}` : ''}`);
    } catch (e) {
      msg.textContent = t('error', { msg: e.message });
    }
  }

  add(root, 
    h('p', {}, h('a', { href: '#/' }, t('game.back'))),
    h('h1', { id: 'game-heading' }, meta.id, ' ', h('span', { class: 'tag' }, meta.family || '')),
    h('p', { class: 'summary' }, summary.text, summary.note ? h('span', { class: 'note' }, ' ', summary.note) : null),
    h('section', { class: 'card', 'aria-labelledby': 'start-h' },
      h('h2', { id: 'start-h' }, t('game.start')),
      h('form', { id: 'start-form', onsubmit: (e) => { e.preventDefault(); create({ first: first.value, second: second.value }); } },
        h('fieldset', {}, h('legend', {}, t('game.seats')),
          h('div', { class: 'row' },
            h('label', {}, t('game.seat.first'), first),
            h('label', {}, t('game.seat.second'), second))),
        form.el,
        h('div', { class: 'row' }, h('label', {}, t('game.start.position'), start)),
        h('p', { class: 'toolbar' },
          h('button', { type: 'submit', id: 'play' }, t('game.play')),
          h('button', { type: 'button', class: 'secondary', id: 'invite',
            onclick: () => create({ first: 'human', second: 'human' }) }, t('game.invite')),
          api.hasTable(meta) ? h('a', { class: 'button secondary', href: `#/analyse/${id}` }, t('game.analyse')) : null),
        h('p', { class: 'muted' }, t('game.invite.help')),
        msg)),
    h('section', { 'aria-labelledby': 'statement-h' },
      h('h2', { id: 'statement-h' }, t('game.statement')),
      h('p', { id: 'statement' }, statement.text, statement.note ? h('span', { class: 'note' }, ' ', statement.note) : null)),
    // The server's rules in the page's language (`ludoteca rules` prints the same).
    h('section', { 'aria-labelledby': 'rules-h' },
      h('h2', { id: 'rules-h' }, t('game.rules')),
      rules.text ? h('pre', { id: 'rules', lang: rules.note ? 'en' : langTagOf(getLang()) }, rules.text) : null,
      rules.note ? h('p', { class: 'note' }, rules.note) : null));
}
