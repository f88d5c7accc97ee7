// views/game.js — one game (#/game/{id}): its name, statement and rules in
// words (the server's rules in the page's language, from the same content
// files as `ludoteca rules`), and the form that starts a match: the quick
// match or the book's values, every parameter of the family's descriptor,
// the start position (shown as it is written, checked as it is typed), and
// the seats (person here, champion, or a person invited by a link). The
// form is checked by the server's own parser (GET /api/games/{id}/check)
// before anything is created; a refusal is the server's sentence, in the
// page's language, at the field it concerns.
//
// The page tells the truth about the match it starts (issue 36.5): the
// rules are the server's for the quick match (`?quick`) and are said again
// for the parameters in force after each check; the person's seat is the
// one that wins with best play (`winning_seat`), and when whoever starts
// loses, one sentence says so. The statement and the rules come first; the
// parameters are folded under "Mudar o jogo" (open on a wide screen).

import { h, add, withCode } from '../dom.js';
import { t, pickIn, getLang, langTagOf } from '../i18n.js';
import * as api from '../api.js';

/** The longest name of a seat, in characters (the server's `NAME_MAX`). */
const NAME_MAX = 40;
import { navigate, setTitle } from '../app.js';
import { paramsForm } from './params.js';
import { gameTitle, familyWord, inLang } from '../names.js';
import { w as classWords } from './class-api.js';

/** The values of `names` in words, for the quick/book choice: "Pedras 23". */
function describe(values, specs) {
  return Object.entries(values)
    .map(([k, v]) => {
      const spec = (specs || []).find((s) => s.name === k);
      return `${spec ? inLang(spec.label) : k} ${v}`;
    })
    .join(', ');
}

/** "Nesta partida: Pedras 26 (no enunciado: 2000)." — every parameter in
 *  force (`inForce`) whose value is not the text's (`book`), in words; ''
 *  when the match is the text's game. */
function thisMatch(inForce, book, specs) {
  const shown = (spec, v) => {
    const k = spec.kind || {};
    if (k.type === 'boolean') return t(v === 'true' ? 'game.this.yes' : 'game.this.no');
    if (k.type === 'choice') {
      const c = (k.choices || []).find((x) => x.value === v);
      return c ? inLang(c.label) || v : v;
    }
    return v;
  };
  const parts = [];
  for (const spec of specs || []) {
    const v = inForce[spec.name];
    const was = book[spec.name] ?? spec.default ?? ((spec.kind || {}).type === 'boolean' ? 'false' : undefined);
    if (v === undefined || v === '' || String(v) === String(was ?? '')) continue;
    if (['seed', 'budget', 'strategy'].includes(spec.name)) continue;
    const label = inLang(spec.label) || spec.name;
    parts.push(was === undefined || was === ''
      ? t('game.this.new', { label, value: shown(spec, String(v)) })
      : t('game.this.book', { label, value: shown(spec, String(v)), book: shown(spec, String(was)) }));
  }
  return parts.length ? t('game.this.match', { list: parts.join('; ') }) : '';
}

export async function mount(root, { id }) {
  const [g, info] = await Promise.all([api.game(id, 'quick'), api.gameInfo(id)]);
  const meta = { ...(info || {}), ...g };
  const title = gameTitle(meta);
  setTitle(title);
  const statement = pickIn(meta.statement, meta.statement_pt, meta.statement_i18n);
  const summary = pickIn(meta.summary, meta.summary_pt, meta.summary_i18n);
  // The rules a student reads; the parameters, notation and command line
  // folded for the teacher (older servers send the rules whole).
  // The rules open with the statement, which the page shows just above
  // them: it is said once.
  const head = statement.text ? statement.text.trim() : '';
  const rulesOf = (answer) => {
    const student = answer.rules_student_i18n;
    const rules = student ? pickIn(student.en, student.pt, student) : pickIn(answer.rules, answer.rules_pt, answer.rules_i18n);
    const body = rules.text ? rules.text.trimStart() : '';
    if (head && body.startsWith(head) && (body.length === head.length || body[head.length] === '\n')) {
      rules.text = body.slice(head.length).trimStart();
    }
    const forTeacher = answer.rules_teacher_i18n;
    const teacher = forTeacher ? pickIn(forTeacher.en, forTeacher.pt, forTeacher) : { text: '', note: '' };
    return { rules, teacher };
  };
  const { rules, teacher: teacherRules } = rulesOf(meta);
  const specs = meta.param_specs || [];
  const book = meta.params || {};
  const quick = meta.quick || {};
  const hasQuick = Object.keys(quick).length > 0;
  // The start is one field: a family whose start is a parameter (a
  // `position` or `start` in its notation) gets no second one.
  const startParam = specs.find((s) => ['position', 'start'].includes(s.name) && (s.kind || {}).type === 'notation');
  const showStart = meta.takes_start !== false && !startParam;
  // What a game is usually played with comes first; the rest is folded.
  const primary = [...new Set([
    ...Object.keys(book), ...Object.keys(quick), 'misere', ...(startParam ? [startParam.name] : []),
    ...specs.filter((s, i) => i === 0 && (s.kind || {}).type === 'choice').map((s) => s.name),
  ])];
  // The form starts from the book's values (what `changed()` compares
  // with, so that only differences are sent), then shows the quick match.
  const form = paramsForm(book, 'param', specs, { primary, onChange: () => schedule() });
  if (hasQuick) form.set(quick);
  const msg = h('p', { class: 'error', role: 'alert', id: 'start-error' });

  const seatSelect = (seat, def) => h('select', { id: `seat-${seat}`, name: seat },
    h('option', { value: 'human', selected: def === 'human' }, t('game.human')),
    h('option', { value: 'champion', selected: def === 'champion' }, t('game.champion')),
    h('option', { value: 'invite', selected: def === 'invite' }, t('setup.invited')));
  // A person plays the seat that wins the quick match with best play (A
  // unless whoever starts loses); the other seat is the champion's.
  const bSeat = meta.winning_seat === 'second';
  const first = seatSelect('first', bSeat ? 'champion' : 'human');
  const second = seatSelect('second', bSeat ? 'human' : 'champion');
  // One sentence when whoever starts loses, for the parameters in force.
  const firstLoses = h('p', { id: 'first-loses', class: 'first-loses', role: 'status', hidden: !bSeat }, t('game.first.loses'));
  // The people's names, optional, for a person's seat only (the server keeps
  // at most NAME_MAX characters on one line; checked here before sending).
  const nameField = (seat, select) => {
    const input = h('input', { id: `name-${seat}`, name: `name-${seat}`, autocomplete: 'off', size: 16, maxlength: 200 });
    const error = h('span', { class: 'error field-error', id: `name-${seat}-error`, role: 'alert' });
    const label = h('label', { class: 'name-field' }, t('game.name.of', { seat: seat === 'first' ? 'A' : 'B' }), input, error);
    const sync = () => { label.hidden = select.value === 'champion'; };
    select.addEventListener('change', sync);
    sync();
    input.addEventListener('input', () => { error.textContent = ''; input.removeAttribute('aria-invalid'); });
    return { seat, input, error, label, select };
  };
  const names = [nameField('first', first), nameField('second', second)];
  /** The names to send ({first, second}, those given), or null after
   *  showing why one is refused. */
  const namesOf = (seats) => {
    const out = {};
    let ok = true;
    for (const n of names) {
      const value = n.input.value.trim();
      if (!value || seats[n.seat] === 'champion') continue;
      if ([...value].length > NAME_MAX || /[\u0000-\u001f\u007f-\u009f]/.test(value)) {
        n.error.textContent = t('game.name.bad', { max: NAME_MAX });
        n.input.setAttribute('aria-invalid', 'true');
        ok = false;
      } else {
        out[n.seat] = value;
      }
    }
    return ok ? out : null;
  };

  const start = h('input', { id: 'start-position', name: 'start', size: 24, autocomplete: 'off', spellcheck: 'false',
    'aria-describedby': 'start-position-help start-position-error' });
  const startHelp = h('small', { class: 'muted', id: 'start-position-help' });
  const startError = h('span', { class: 'error field-error', id: 'start-position-error', role: 'alert' });
  start.addEventListener('input', () => schedule());

  // The quick match or the book's values, one click apart.
  let size = null;
  if (hasQuick) {
    const specDefault = (k) => (specs.find((s) => s.name === k) || {}).default ?? '';
    const bookValues = Object.fromEntries(Object.keys(quick).map((k) => [k, book[k] ?? specDefault(k)]));
    const radio = (value, label, values, checked) => {
      const input = h('input', { type: 'radio', name: 'size', value, id: `size-${value}`, checked });
      input.addEventListener('change', () => { if (input.checked) { form.set(values); schedule(); } });
      return h('label', { class: 'switch' }, input, ' ', h('strong', {}, label), ' ', h('span', { class: 'muted' }, describe(values, specs)));
    };
    size = h('fieldset', { id: 'match-size' }, h('legend', {}, t('setup.size')),
      h('div', { class: 'row' },
        radio('quick', t('setup.quick'), quick, true),
        radio('book', t('setup.book'), bookValues, false)));
  }

  // The server's check, as typed (debounced), and before sending.
  let timer = null;
  let asked = 0;
  let lastCheck = null;
  function query() {
    const parts = Object.entries(form.changed()).map(([k, v]) => `param=${encodeURIComponent(`${k}=${v}`)}`);
    if (showStart && start.value.trim()) parts.push(`start=${encodeURIComponent(start.value.trim())}`);
    return parts.join('&');
  }
  function show(res) {
    form.clearErrors();
    startError.textContent = '';
    start.setCustomValidity('');
    msg.textContent = '';
    if (res.ok) {
      if (res.rules_student_i18n) sayRules(rulesOf(res));
      if (res.params) sayMatch(res.params);
      if ('winning_seat' in res) firstLoses.hidden = res.winning_seat !== 'second';
      // The start's format shown by example: the start these values give.
      const field = showStart ? start : startParam && document.getElementById(`param-${startParam.name}`);
      const help = showStart ? startHelp : startParam && document.getElementById(`param-${startParam.name}-help`);
      if (field && help && !field.value.trim() && res.start) {
        help.textContent = `${startParam ? `${inLang(startParam.help)}. ` : ''}${t('setup.start.example', { start: res.start })}`;
        field.placeholder = res.start;
      }
      return;
    }
    if (res.field === 'start' && showStart) {
      startError.textContent = res.error;
      start.setCustomValidity(res.error);
      change.open = true;
    } else if (!res.field || !form.showError(res.field, res.error)) {
      msg.textContent = res.error;
    } else {
      // The field that says why is folded: unfold it.
      change.open = true;
    }
  }
  async function check() {
    const n = ++asked;
    const res = await api.checkGame(id, query());
    if (n === asked) { lastCheck = res; show(res); }
    return res;
  }
  function schedule() {
    clearTimeout(timer);
    lastCheck = null;
    timer = setTimeout(() => { check().catch(() => {}); }, 250);
  }

  async function create(seats) {
    msg.textContent = '';
    clearTimeout(timer);
    const problem = form.problem();
    if (problem) { change.open = true; msg.textContent = t('setup.fix'); return; }
    const given = namesOf(seats);
    if (!given) { msg.textContent = t('setup.fix'); return; }
    let res = lastCheck;
    try {
      if (!res) { msg.textContent = t('setup.checking'); res = await check(); }
    } catch (e) {
      msg.textContent = t('error', { msg: e.message });
      return;
    }
    if (!res.ok) { show(res); if (!msg.textContent) msg.textContent = t('setup.fix'); return; }
    const here = ['first', 'second'].find((s) => seats[s] === 'human');
    const spec = {
      game: id,
      seats: { first: seats.first === 'champion' ? 'champion' : 'human', second: seats.second === 'champion' ? 'champion' : 'human' },
    };
    const params = form.changed();
    if (Object.keys(params).length) spec.params = params;
    if (showStart && start.value.trim()) spec.start = start.value.trim();
    if (Object.keys(given).length) spec.names = given;
    try {
      const made = await api.createMatch(spec);
      const tokens = made.tokens || {};
      api.saveParams(made.id, form.full());
      if (made.links) {
        // The links to send; a seat played here keeps its own.
        api.saveLinks(made.id, made.links);
      }
      const mine = here ? tokens[here] : '';
      if (mine) api.saveToken(made.id, mine);
      navigate(`#/match/${made.id}${mine ? `?token=${encodeURIComponent(mine)}` : ''}`);
    } catch (e) {
      msg.textContent = t('error', { msg: e.message });
    }
  }

  // The rules, said again when the parameters change (the check's answer).
  const rulesPre = h('pre', { id: 'rules', lang: rules.note ? 'en' : langTagOf(getLang()), hidden: !rules.text }, rules.text || '');
  const rulesNote = h('p', { class: 'note', hidden: !rules.note }, rules.note || '');
  const teacherPre = h('pre', { lang: teacherRules.note ? 'en' : langTagOf(getLang()) }, withCode(teacherRules.text || ''));
  const teacherBox = h('details', { id: 'rules-teacher', hidden: !teacherRules.text },
    h('summary', {}, t('game.rules.teacher')), teacherPre);
  // The match the form starts, said where it is not the text's game.
  const matchLine = h('p', { id: 'this-match', class: 'this-match' });
  const sayMatch = (inForce) => {
    matchLine.textContent = thisMatch(inForce, book, specs);
    matchLine.hidden = !matchLine.textContent;
  };
  sayMatch({ ...book, ...(hasQuick ? quick : {}) });
  let saidRules = rules.text || '';
  function sayRules({ rules: r, teacher: tr }) {
    if (r.text && r.text !== saidRules) {
      saidRules = r.text;
      rulesPre.textContent = r.text;
      rulesPre.lang = r.note ? 'en' : langTagOf(getLang());
      rulesPre.hidden = false;
    }
    if (tr.text) {
      teacherPre.replaceChildren(...withCode(tr.text));
      teacherBox.hidden = false;
    }
  }
  // The parameters and the start position, folded under "Mudar o jogo" on a
  // phone (open where the screen is wide enough to show them beside).
  const wide = typeof matchMedia === 'function' && matchMedia('(min-width: 60rem)').matches;
  const change = h('details', { id: 'change-game', class: 'change-game', open: wide },
    h('summary', {}, t('game.change')),
    form.el,
    showStart
      ? h('div', { class: 'row' }, h('label', { class: 'start-field' }, t('game.start.position'), start, startHelp, startError))
      : null);

  add(root,
    h('p', {}, h('a', { href: '#/' }, t('game.back'))),
    h('h1', { id: 'game-heading' }, title),
    h('p', { class: 'muted', id: 'game-id' },
      h('span', { class: 'tag', title: t('tag.family', { family: familyWord(meta) }), 'data-family': meta.family || '' }, familyWord(meta)), ' ',
      h('code', { class: 'muted', title: t('tag.id') }, meta.id), ' ',
      h('a', { href: '#start-h', class: 'to-form', onclick: (e) => { e.preventDefault(); document.getElementById('start-h').scrollIntoView(); } }, t('game.to.form'))),
    h('p', { class: 'summary' }, summary.text, summary.note ? h('span', { class: 'note' }, ' ', summary.note) : null),
    h('div', { class: 'game-page' },
      h('div', { class: 'game-texts' },
        h('section', { 'aria-labelledby': 'statement-h' },
          h('h2', { id: 'statement-h' }, t('game.statement')),
          h('p', { id: 'statement' }, statement.text, statement.note ? h('span', { class: 'note' }, ' ', statement.note) : null)),
        // The server's rules in the page's language (`ludoteca rules` prints the
        // same), for the match the form starts.
        h('section', { 'aria-labelledby': 'rules-h' },
          h('h2', { id: 'rules-h' }, t('game.rules')),
          matchLine, rulesPre, rulesNote, teacherBox)),
      h('section', { class: 'card game-start', 'aria-labelledby': 'start-h' },
        h('h2', { id: 'start-h' }, t('game.start')),
        h('form', { id: 'start-form', novalidate: true, onsubmit: (e) => { e.preventDefault(); create({ first: first.value, second: second.value }); } },
          size,
          h('fieldset', {}, h('legend', {}, t('game.seats')),
            firstLoses,
            h('div', { class: 'row' },
              h('label', {}, t('game.seat.first'), first),
              h('label', {}, t('game.seat.second'), second)),
            h('div', { class: 'row' }, names[0].label, names[1].label)),
          change,
          h('p', { class: 'toolbar' },
            h('button', { type: 'submit', id: 'play' }, t('game.play')),
            h('button', { type: 'button', class: 'secondary', id: 'invite',
              onclick: () => create({ first: 'human', second: 'invite' }) }, t('game.invite')),
            ...api.analyses(meta).map((kind) => h('a', { class: 'button secondary', href: api.analyseLink(id, kind),
              id: kind === 'table' ? 'analyse-link' : `analyse-${kind}`, 'data-kind': kind },
            t(kind === 'table' ? 'game.analyse' : `game.analyse.${kind}`)))),
          h('p', { class: 'muted' }, t('game.invite.help')),
          // A class for a lesson, with these parameters (views/teach.js).
          h('p', { class: 'toolbar' },
            h('button', { type: 'button', class: 'secondary', id: 'open-class', onclick: async () => {
              msg.textContent = '';
              if (form.problem()) { change.open = true; msg.textContent = t('setup.fix'); return; }
              try { await (await import('./teach.js')).openClass(id, form.changed()); } catch (e) { msg.textContent = t('error', { msg: e.message }); }
            } }, classWords('class.open')),
            h('span', { class: 'muted' }, classWords('class.open.help'))),
          msg))));
  schedule();
}
