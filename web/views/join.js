// views/join.js — a student joins a class (#/join?code=C): the class's code
// (filled in from the QR code's link) and their name; the server checks
// both and answers in the page's language. A student who joined is taken
// to the class's page (#/class/{id}), which follows their matches.

import { h, add } from '../dom.js';
import { navigate, setTitle } from '../app.js';
import * as classes from './class-api.js';

const { w } = classes;

export async function mount(root, { query }) {
  setTitle(w('join.heading'));
  const code = h('input', { id: 'join-code', name: 'code', autocomplete: 'off', autocapitalize: 'characters',
    spellcheck: 'false', size: 10, value: query.get('code') || '', 'aria-describedby': 'join-code-help',
    style: 'font-size:1.4rem;letter-spacing:.15em;text-transform:uppercase;width:9em' });
  const name = h('input', { id: 'join-name', name: 'name', autocomplete: 'given-name', size: 20,
    style: 'font-size:1.2rem;max-width:100%' });
  const error = h('p', { class: 'error', id: 'join-error', role: 'alert' });
  const go = h('button', { type: 'submit', id: 'join-go' }, w('join.go'));
  async function submit(e) {
    e.preventDefault();
    error.textContent = '';
    go.disabled = true;
    try {
      const res = await classes.join(code.value, name.value);
      classes.saveStudent(res.class, res.student_token);
      navigate(`#/class/${res.class}`);
    } catch (err) {
      // The server's one sentence, in the page's language.
      error.textContent = err.message;
      (err.status === 404 || err.status === 429 ? code : name).focus();
    } finally {
      go.disabled = false;
    }
  }
  add(root,
    h('h1', { id: 'join-heading' }, w('join.heading')),
    h('form', { class: 'card', id: 'join-form', novalidate: true, onsubmit: submit },
      h('p', {}, h('label', {}, w('join.code'), h('br'), code), h('br'),
        h('small', { class: 'muted', id: 'join-code-help' }, w('join.code.help'))),
      h('p', {}, h('label', {}, w('join.name'), h('br'), name)),
      h('p', {}, go),
      error));
  (code.value ? name : code).focus();
}
