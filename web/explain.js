// explain.js — the texts the server writes only in English (a match's
// prompt, a hint's explanation) composed in Portuguese from the structured
// data that comes with them: the hint's `detail` (the outcome report, or a
// code breaker's or maker's advice), the view's `to_move`/`legal_moves`. (A game's rules
// come from the server in every language.) Whatever it cannot compose falls
// back to the English with the "(texto só em inglês)" note.

import { h } from './dom.js';
import { t, getLang } from './i18n.js';

const isPt = () => getLang() === 'pt';
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** ['1', '4'] → '1 ou 4'; ['1', '2', '3'] → '1, 2 ou 3'; long lists cut. */
export function orList(items, max = 8) {
  const list = items.map(String);
  if (list.length > max) return `${list.slice(0, max).join(', ')}, … (${list.length})`;
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} ou ${list[list.length - 1]}`;
}

// ---------------------------------------------------------------- methods

const METHODS = {
  search: 'pesquisa',
  table: 'tabela',
  period: 'período',
  grundy: 'Sprague–Grundy',
  formula: 'fórmula',
  champion: 'campeão (estimativa)',
  exact: 'cálculo exato',
  retrograde: 'análise retrógrada',
  gaps: 'intervalos (soma de Nim)',
  'misere-rule': 'regra do perde-ganha',
  terminal: 'fim do jogo',
  proof: 'demonstração',
  strategy: 'estratégia do texto',
  playout: 'jogar até ao fim (estimativa)',
};

/** 'table' → 'tabela'; 'champion (depth 5 in 800 ms, estimate)' →
 *  'campeão (estimativa: profundidade 5 em 800 ms)'; unknown methods are
 *  kept as they are. */
export function methodPt(method) {
  const text = String(method ?? '').trim();
  if (METHODS[text]) return METHODS[text];
  const head = /^[a-z][a-z-]*/.exec(text);
  if (!head || !METHODS[head[0]]) return text;
  const depth = /depth (\d+) in (\d+) ?ms/.exec(text);
  if (head[0] === 'champion' && depth) return `campeão (estimativa: profundidade ${depth[1]} em ${depth[2]} ms)`;
  return METHODS[head[0]];
}

// ------------------------------------------------------------------ hints

/** Whether a hint's detail is a complete-information outcome report. */
function isReport(d) {
  return !!d && ['N', 'P', 'D'].includes(d.outcome) && Array.isArray(d.moves);
}

function generation(k) {
  return `${plural(k, 'lance', 'lances')} (geração ${k})`;
}

/** The Portuguese sentences of an outcome report. */
export function reportPt(d) {
  const lines = [];
  const r = Number.isInteger(d.remoteness) ? d.remoteness : null;
  const moves = d.moves || [];
  const at = (mv) => moves.find((m) => m.move === mv);
  if (d.outcome === 'N') {
    lines.push(`Posição ${t('class.N.long')}${r !== null ? ` em ${generation(r)}` : ''}.`);
    const win = d.winning_moves || [];
    if (win.length === 1) {
      const m = at(win[0]);
      lines.push(`Jogue ${win[0]} — deixa uma posição segura${m && m.position ? ` (${m.position})` : ''}.`);
    } else if (win.length > 1) {
      const [a, b] = [at(win[0]), at(win[1])];
      const fastest = a && b && Number.isInteger(a.remoteness) && Number.isInteger(b.remoteness) && a.remoteness < b.remoteness;
      lines.push(`Jogue ${orList(win)} — cada um deixa uma posição segura${fastest ? `; ${win[0]} é o mais rápido` : ''}.`);
    }
  } else if (d.outcome === 'P') {
    lines.push(`Posição ${t('class.P.long')}${r !== null ? ` em ${generation(r)}` : ''} contra o melhor jogo.`);
    if (!moves.length) {
      lines.push('Não há nenhum lance: a partida acabou.');
    } else {
      if (moves.every((m) => m.outcome === 'N')) lines.push('Todo o lance deixa uma posição frágil ao adversário.');
      const best = d.best_move && at(d.best_move);
      if (best) lines.push(`A resistência mais longa: jogar ${best.move}${best.position ? ` (deixa ${best.position})` : ''}.`);
    }
  } else {
    lines.push(`Posição ${t('class.D.long')} — com o melhor jogo de ambos ninguém ganha.`);
    const keep = moves.filter((m) => m.outcome === 'D').map((m) => m.move);
    if (keep.length) lines.push(`Jogue ${orList(keep)} — ${keep.length === 1 ? 'mantém' : 'cada um mantém'} o empate.`);
  }
  if (Number.isInteger(d.grundy)) lines.push(`Valor de Grundy *${d.grundy}${d.grundy === 0 ? ' (zero: posição segura)' : ''}.`);
  if (d.method) lines.push(`Método: ${methodPt(d.method)}.`);
  return lines;
}

const STRATEGIES = {
  knuth: 'tamanho da maior classe (menor é melhor)',
  entropy: 'informação da resposta em bits (maior é melhor)',
  'most-parts': 'número de respostas diferentes (maior é melhor)',
  'expected-size': 'número esperado de códigos que restam (menor é melhor)',
  'random-consistent': 'probabilidade de ser sorteado entre os códigos possíveis (o sorteio segue a semente)',
  'optimal-worst': 'tentativas necessárias no pior caso a partir de agora, esta incluída, jogando depois da melhor maneira (menor é melhor)',
  'optimal-average': 'tentativas esperadas a partir de agora, esta incluída, jogando depois da melhor maneira (menor é melhor)',
};

/** 1.5849 → '1,585' (the decimal comma). */
const round3 = (x) => (typeof x === 'number' ? String(Math.round(x * 1000) / 1000).replace('.', ',') : String(x ?? ''));

/** The advice of a seat with a role (`detail.role`: a code's breaker or
 *  maker) in Portuguese: {summary, lines} or null. */
function roleAdvicePt(d) {
  if (d.role === 'breaker' && Number.isInteger(d.remaining)) {
    const n = d.remaining;
    const codes = Array.isArray(d.codes) && d.codes.length ? `: ${d.codes.join(', ')}` : '';
    const nth = Number.isInteger(d.guess_number) ? ` (tentativa ${d.guess_number})` : '';
    const summary = n === 1 ? `Só resta um código possível${nth}${codes}` : `Ainda há ${n} códigos possíveis${nth}${codes}`;
    const lines = [];
    for (const s of d.strategies || []) {
      const meaning = STRATEGIES[s.strategy];
      if (!meaning) return null; // an unknown strategy: keep the English
      if (Array.isArray(s.best) && s.best.length) {
        const shown = s.best.map((g) => `${g.guess} (${round3(g.score)}${g.consistent ? '; possível' : ''})`);
        lines.push(`${s.strategy} — ${meaning}: melhor palpite ${shown[0]}${shown.length > 1 ? `; depois ${shown.slice(1).join(', ')}` : ''}.`);
      } else {
        lines.push(`${s.strategy} — não calculada nesta dica (demasiado trabalho neste momento).`);
      }
    }
    return { summary, lines };
  }
  if (d.role === 'maker' && d.phase === 'make') {
    const many = Number.isInteger(d.secrets) ? `qualquer um dos ${d.secrets} segredos` : 'qualquer segredo';
    return {
      summary: 'Esconda o código desta ronda',
      lines: [
        `Pode esconder ${many}.`,
        `Um segredo ao acaso (\`random\`) não dá nada a explorar a quem adivinha; \`adversary\` deixa o computador responder guardando o maior número de códigos possível (o pior caso para quem adivinha); \`answer\` deixa-o responder à mão (as contradições são recusadas).`,
      ],
    };
  }
  if (d.role === 'maker' && d.phase === 'answer' && Array.isArray(d.answers)) {
    const answers = d.answers.map((c) => `${c.feedback} (${plural(c.size, 'código', 'códigos')})`);
    return {
      summary: `${d.answers.length} ${d.answers.length === 1 ? 'resposta' : 'respostas'} a ${d.guess} ${d.answers.length === 1 ? 'é coerente' : 'são coerentes'} com as anteriores`,
      lines: [`Responda o que o seu código dá ao palpite ${d.guess}. As respostas coerentes com as anteriores, com os códigos que cada uma deixaria: ${answers.join(', ')}.`],
    };
  }
  return null;
}

/** A hint in the UI language: {summary, lines, english, note}. `summary` is
 *  null for outcome reports (the view shows the class); `lines` are the
 *  composed sentences; `english` is the server's explanation, shown as is
 *  in English mode and behind a "em inglês" disclosure (or with the note,
 *  when nothing could be composed) in Portuguese. */
export function hintText(hint) {
  const d = (hint && hint.detail) || {};
  const english = (hint && hint.explanation) || '';
  if (!isPt()) return { summary: isReport(d) ? null : hint.summary, lines: [], english, note: '', composed: false };
  if (hint.explanation_pt) return { summary: isReport(d) ? null : hint.summary_pt || hint.summary, lines: [hint.explanation_pt], english, note: '', composed: true };
  if (isReport(d)) return { summary: null, lines: reportPt(d), english, note: '', composed: true };
  const mm = d.role ? roleAdvicePt(d) : null;
  if (mm) return { summary: mm.summary, lines: mm.lines, english, note: '', composed: true };
  return { summary: hint.summary, lines: [], english, note: t('english.note'), composed: false };
}

// ---------------------------------------------------------------- prompts

/** The match's prompt in the UI language: {text, note, lang}. Portuguese is
 *  composed for turn games; other kinds keep the server's English. */
export function promptText(view, info) {
  const v = view || {};
  if (v.result) return { text: '', note: '', lang: getLang() };
  const kind = info && info.kind;
  if (!isPt() || kind !== 'turns') {
    return { text: v.prompt || '', note: isPt() && v.prompt ? t('english.note') : '', lang: 'en' };
  }
  if (!v.to_move) return { text: 'A partida terminou.', note: '', lang: 'pt' };
  const who = v.to_move === 'first' ? 'Vez de A (primeiro jogador)' : 'Vez de B (segundo jogador)';
  const moves = v.legal_moves || [];
  let choice = '';
  if (moves.length >= 1 && moves.length <= 12) choice = `: jogue um destes: ${moves.join(', ')}`;
  else if (moves.length > 12) choice = `: jogue um dos ${moves.length} lances possíveis, na notação do jogo (ver as regras)`;
  return { text: `${who}${choice}.`, note: '', lang: 'pt' };
}
