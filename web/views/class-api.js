// views/class-api.js — the class routes of docs/api.md (/api/classes…) as
// small async functions, the teacher's and the students' tokens kept in
// localStorage, and the words the class pages share (European Portuguese,
// Brazilian Portuguese where it differs, English).

import { words } from '../i18n.js';
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

/** The class pages' words. */
export const w = words({
  pt: {
    'class.open': 'Abrir uma turma',
    'class.open.help': 'Para uma aula: os alunos entram com um código e o nome, e tu emparelhas os jogos de cada ronda.',
    'class.heading': 'Turma — {game}',
    'class.join.heading': 'Entrar na turma',
    'class.join.say': 'No telemóvel ou no computador, abram {url} e escrevam o código:',
    'class.join.loopback': 'Este endereço só abre neste computador: os telemóveis dos alunos não o conseguem abrir. Reinicia o servidor com `ludoteca serve --lan` (ou com `--public-url` e o endereço da escola).',
    'class.code': 'Código',
    'class.qr': 'Código QR com a ligação para entrar',
    'class.status.open': 'Turma aberta',
    'class.status.paused': 'Turma em pausa',
    'class.status.ended': 'Turma terminada',
    'class.pause': 'Pausar',
    'class.resume': 'Continuar',
    'class.end': 'Terminar a turma',
    'class.end.confirm': 'Terminar a turma? As partidas por acabar ficam paradas e ninguém mais pode entrar.',
    'class.csv.file': 'turma-{code}.csv',
    'class.delete': 'Apagar a turma e os nomes',
    'class.delete.confirm': 'Apagar a turma? Os nomes dos alunos e as partidas da turma são apagados de vez.',
    'class.deleted': 'A turma foi apagada.',
    'class.privacy': 'Privacidade: o que se guarda',
    'class.privacy.href': '/privacidade',
    'class.students': 'Alunos ({n})',
    'class.students.none': 'Ainda ninguém entrou. Mostra o código à turma.',
    'class.absent': 'ausente',
    'class.mark.absent': 'Marcar falta',
    'class.mark.present': 'Voltou',
    'class.pairing': 'Nova ronda',
    'class.pair.random': 'Ao acaso',
    'class.pair.swiss': 'Sistema suíço (por pontos)',
    'class.pair.round-robin': 'Todos contra todos',
    'class.pair.champion': 'Todos contra o campeão',
    'class.pair.manual': 'Estes pares',
    'class.pair.manual.help': 'Escolhe os pares à mão (o primeiro de cada par joga como A); quem ficar de fora descansa.',
    'class.pair.vs': 'contra',
    'class.round': 'Ronda {n}',
    'class.rounds.none': 'Ainda não há rondas.',
    'class.bye': 'Folga (um ponto): {names}',
    'class.rest': 'Descansam: {names}',
    'class.champion': 'o campeão',
    'class.turn': 'joga {name}',
    'class.thinking': 'o campeão pensa…',
    'class.won': 'ganhou {name}',
    'class.draw': 'empate',
    'class.forfeited': 'desistência de {name}',
    'class.moves': '{n} jogadas',
    'class.moves.one': '1 jogada',
    'class.watch': 'Ver',
    'class.forfeit': 'Terminar por desistência de…',
    'class.standings': 'Classificação',
    'class.col.rank': 'Lugar',
    'class.col.name': 'Nome',
    'class.col.points': 'Pontos',
    'class.col.played': 'Jogos',
    'class.col.wins': 'Vitórias',
    'class.col.draws': 'Empates',
    'class.col.losses': 'Derrotas',
    'class.col.byes': 'Folgas',
    'class.results': 'Todas as partidas',
    'class.col.round': 'Ronda',
    'class.col.result': 'Resultado',
    'class.unfinished': 'por acabar',
    'class.csv': 'Descarregar os resultados (CSV)',
    'class.print': 'Imprimir os resultados',
    'class.history': 'As partidas da turma, jogada a jogada',
    'class.notoken': 'Este navegador não guardou a chave de professor desta turma. Abre a ligação de professor que a página da turma mostrava, ou abre uma turma nova.',
    'class.teacherlink': 'Ligação de professor (para outro computador)',
    'class.teacherlink.help': 'Abre esta turma noutro computador, por exemplo o do projetor. Guarda-a só para ti: quem a tiver gere a turma.',
    'class.teacherlink.copy': 'Copiar',
    'class.teacherlink.copied': 'Copiada.',
    'join.heading': 'Entrar numa turma',
    'join.code': 'Código da turma',
    'join.name': 'O teu nome',
    'join.go': 'Entrar',
    'join.code.help': 'As 6 letras e algarismos que o professor mostra.',
    'student.hello': 'Olá, {name}!',
    'student.mine': 'As minhas partidas',
    'student.wait': 'Espera: o professor vai formar os pares da próxima ronda.',
    'student.done': 'A tua partida contra {name} terminou. Espera: o professor vai formar os pares da próxima ronda.',
    'class.counted': 'Ronda a contar',
    'class.counted.help': 'Ligada, os alunos jogam sem Dica, sem análise, sem pilha binária e sem Desfazer: o servidor recusa-os também.',
    'student.bye': 'Nesta ronda tens folga (um ponto). Espera pela próxima.',
    'student.rest': 'Nesta ronda descansas. Espera pela próxima.',
    'student.paused': 'O professor pôs a turma em pausa.',
    'student.ended': 'A aula terminou. Obrigado por jogares!',
    'student.points': 'Ronda {round} · {points} pontos',
    'student.points.one': 'Ronda {round} · 1 ponto',
    'student.against': 'Jogas contra {name}; és o jogador {seat}.',
    'student.rejoin': 'Este navegador não tem o teu lugar nesta turma: entra com o código.',
  },
  br: {
    'student.mine': 'Minhas partidas',
    'class.open.help': 'Para uma aula: os alunos entram com um código e o nome, e você forma os pares de cada rodada.',
    'join.heading': 'Entrar em uma turma',
    'class.join.say': 'No celular ou no computador, abram {url} e digitem o código:',
    'class.join.loopback': 'Este endereço só abre neste computador: os celulares dos alunos não conseguem abri-lo. Reinicie o servidor com `ludoteca serve --lan` (ou com `--public-url` e o endereço da escola).',
    'class.qr': 'Código QR com o link para entrar',
    'class.students.none': 'Ainda ninguém entrou. Mostre o código para a turma.',
    'class.pairing': 'Nova rodada',
    'class.pair.manual.help': 'Escolha os pares (o primeiro de cada par joga como A); quem ficar de fora descansa.',
    'class.round': 'Rodada {n}',
    'class.rounds.none': 'Ainda não há rodadas.',
    'class.col.round': 'Rodada',
    'class.unfinished': 'não terminada',
    'class.csv': 'Baixar os resultados (CSV)',
    'class.history': 'As partidas da turma, jogada por jogada',
    'class.notoken': 'Este navegador não guardou a chave de professor desta turma. Abra o link do professor que a página da turma mostrava, ou abra uma turma nova.',
    'class.teacherlink': 'Link do professor (para outro computador)',
    'class.teacherlink.help': 'Abre esta turma em outro computador, por exemplo o do projetor. Guarde só para você: quem tiver o link controla a turma.',
    'class.teacherlink.copied': 'Copiado.',
    'join.name': 'Seu nome',
    'join.code.help': 'As 6 letras e algarismos que o professor mostra.',
    'student.wait': 'Espere: o professor vai formar os pares da próxima rodada.',
    'student.done': 'Sua partida contra {name} terminou. Espere: o professor vai formar os pares da próxima rodada.',
    'class.counted': 'Rodada valendo',
    'class.counted.help': 'Ligada, os alunos jogam sem Dica, sem análise, sem pilha binária e sem Desfazer: o servidor também os recusa.',
    'student.bye': 'Nesta rodada você tem folga (um ponto). Espere a próxima.',
    'student.rest': 'Nesta rodada você descansa. Espere a próxima.',
    'student.paused': 'O professor pausou a turma.',
    'student.ended': 'A aula terminou. Obrigado por jogar!',
    'student.points': 'Rodada {round} · {points} pontos',
    'student.points.one': 'Rodada {round} · 1 ponto',
    'student.against': 'Você joga contra {name}; você é o jogador {seat}.',
    'class.end.confirm': 'Encerrar a turma? As partidas não terminadas param e ninguém mais pode entrar.',
    'student.rejoin': 'Este navegador não tem o seu lugar nesta turma: entre com o código.',
  },
  en: {
    'class.open': 'Open a class',
    'class.open.help': 'For a lesson: students join with a code and their name, and you pair the matches of each round.',
    'class.heading': 'Class — {game}',
    'class.join.heading': 'Join the class',
    'class.join.say': 'On a phone or a computer, open {url} and type the code:',
    'class.join.loopback': 'This address opens only on this computer: the pupils\' phones cannot open it. Restart the server with `ludoteca serve --lan` (or with `--public-url` and the school\'s address).',
    'class.code': 'Code',
    'class.qr': 'QR code with the link to join',
    'class.status.open': 'Class open',
    'class.status.paused': 'Class paused',
    'class.status.ended': 'Class ended',
    'class.pause': 'Pause',
    'class.resume': 'Go on',
    'class.end': 'End the class',
    'class.end.confirm': 'End the class? Unfinished matches stop and nobody else can join.',
    'class.csv.file': 'class-{code}.csv',
    'class.delete': 'Delete the class and the names',
    'class.delete.confirm': 'Delete the class? The students\u2019 names and the class\u2019s matches are erased for good.',
    'class.deleted': 'The class was deleted.',
    'class.privacy': 'Privacy: what is kept',
    'class.privacy.href': '/privacy',
    'class.students': 'Students ({n})',
    'class.students.none': 'Nobody has joined yet. Show the class the code.',
    'class.absent': 'absent',
    'class.mark.absent': 'Mark absent',
    'class.mark.present': 'Back again',
    'class.pairing': 'New round',
    'class.pair.random': 'At random',
    'class.pair.swiss': 'Swiss (by points)',
    'class.pair.round-robin': 'Everyone meets everyone',
    'class.pair.champion': 'Everyone against the champion',
    'class.pair.manual': 'These pairs',
    'class.pair.manual.help': 'Pick the pairs by hand (the first of each pair plays A); whoever is left out rests.',
    'class.pair.vs': 'against',
    'class.round': 'Round {n}',
    'class.rounds.none': 'No rounds yet.',
    'class.bye': 'Bye (one point): {names}',
    'class.rest': 'Resting: {names}',
    'class.champion': 'the champion',
    'class.turn': '{name} to move',
    'class.thinking': 'the champion is thinking…',
    'class.won': '{name} won',
    'class.draw': 'a draw',
    'class.forfeited': '{name} forfeited',
    'class.moves': '{n} moves',
    'class.moves.one': '1 move',
    'class.watch': 'Watch',
    'class.forfeit': 'End as a forfeit by…',
    'class.standings': 'Standings',
    'class.col.rank': 'Rank',
    'class.col.name': 'Name',
    'class.col.points': 'Points',
    'class.col.played': 'Played',
    'class.col.wins': 'Wins',
    'class.col.draws': 'Draws',
    'class.col.losses': 'Losses',
    'class.col.byes': 'Byes',
    'class.results': 'Every match',
    'class.col.round': 'Round',
    'class.col.result': 'Result',
    'class.unfinished': 'not finished',
    'class.csv': 'Download the results (CSV)',
    'class.print': 'Print the results',
    'class.history': 'The class\'s matches, move by move',
    'class.notoken': 'This browser does not hold this class\u2019s teacher key. Open the teacher\u2019s link the class page showed, or open a new class.',
    'class.teacherlink': 'Teacher\u2019s link (for another computer)',
    'class.teacherlink.help': 'Opens this class on another computer, the projector\u2019s for instance. Keep it to yourself: whoever has it runs the class.',
    'class.teacherlink.copy': 'Copy',
    'class.teacherlink.copied': 'Copied.',
    'join.heading': 'Join a class',
    'join.code': 'Class code',
    'join.name': 'Your name',
    'join.go': 'Join',
    'join.code.help': 'The 6 letters and digits the teacher shows.',
    'student.hello': 'Hello, {name}!',
    'student.mine': 'My matches',
    'student.wait': 'Wait: the teacher is pairing the next round.',
    'student.done': 'Your match against {name} is over. Wait: the teacher is pairing the next round.',
    'class.counted': 'Counted round',
    'class.counted.help': 'On: students play without Hint, analysis, binary stack or Undo; the server refuses them too.',
    'student.bye': 'You have a bye this round (one point). Wait for the next.',
    'student.rest': 'You rest this round. Wait for the next.',
    'student.paused': 'The teacher has paused the class.',
    'student.ended': 'The lesson is over. Thank you for playing!',
    'student.points': 'Round {round} · {points} points',
    'student.points.one': 'Round {round} · 1 point',
    'student.against': 'You play {name}, with the pieces of {seat}.',
    'student.rejoin': 'This browser does not hold your place in this class: join with the code.',
  },
});
