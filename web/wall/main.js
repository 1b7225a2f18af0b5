// Wall mode (wall.html), the page's entry: one start position, large, for a projector in a
// tournament hall.
// Address: wall.html?n=518 [&round=3] [&rounds=518,12,700[&round=2]] [&qr=1] [&theme=light]
//          [&letters=en] [&facts=1] [&lang=en];  wall.html?projector=1: the projector window an
//          event page drives (components/projector/screen.js), where only F (fullscreen) works.
// Keys: digits + Enter = setzen (Esc cancels), L or Space = losen, ←/→ = previous/next number
// (or round with ?rounds=), F = fullscreen, D = letters German/English, T = light/dark, I = the
// position's facts (components/facts/). With a round list, digits and drawing are locked so that
// no key replaces what the hall sees; U unlocks (and locks again). Every chess fact comes from
// the library.
import * as facts from '../components/facts/facts.js';
import * as screen from '../components/projector/screen.js';
import { isolate } from '../shared/bidi.js';
import { byId } from '../shared/dom.js';
import * as firstDiagram from '../shared/first-diagram.js';
import * as i18n from '../shared/i18n.js';
import { backRank, loadApi, onReady, queryParams, setUpLanguage, updateUrl } from '../shared/page.js';
import { pieceLegend } from '../shared/piece-legend.js';
import * as qr from '../shared/qr.js';
import * as startNumber from '../shared/start-number.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import * as awake from './awake.js';
import * as numberEntry from './entry.js';
import * as fit from './fit.js';
import * as roundList from './rounds.js';
import './words.js';

const MESSAGE_MS = 7000;
const DEFAULT_NUMBER = 518;
const THEME_COLOURS = { light: '#f7f5f0', dark: '#0f1113' };

const state = {
  api: null,
  pos: null,
  board: null,
  letters: null, // a language code (its letters); null: the page language
  theme: 'dark',
  round: null,
  rounds: null,
  roundIndex: 0,
  locked: false,
  qr: false,
  facts: false,
  projector: false,
  messageTimer: 0,
};

// Returns the page language's own letters (German on the English page): the other choice to
// English letters.
function ownLetters() {
  return i18n.lang() === 'en' ? 'de' : i18n.lang();
}

// Returns the letters shown: the chosen ones (English or the page language's own), else the
// page language's.
function letters() {
  return state.letters === 'en' || state.letters === ownLetters() ? state.letters : i18n.lang();
}

// Returns the letters the D key and the letters button switch to.
function otherLetters() {
  return letters() === 'en' ? ownLetters() : 'en';
}

// Shows a message for MESSAGE_MS.
function showMessage(text) {
  const box = byId('message');
  box.textContent = text;
  box.hidden = false;
  clearTimeout(state.messageTimer);
  state.messageTimer = setTimeout(() => {
    box.hidden = true;
  }, MESSAGE_MS);
}

// Returns the share link of position n (the start page, in the page language).
function shareUrl(n) {
  const url = new URL('index.html', location.href);
  url.searchParams.set('n', String(n));
  if (i18n.lang() !== 'de') url.searchParams.set('lang', i18n.lang());
  return url.href;
}

// Draws the QR code of the share link (only over http(s): a file:// link helps no phone).
function drawQr(n) {
  const box = byId('qr');
  if (!state.qr || !/^https?:$/.test(location.protocol)) {
    box.hidden = true;
    return;
  }
  qr.draw(byId('qr-code'), byId('qr-caption'), i18n.t('wall.qr'), shareUrl(n)).then((ok) => {
    box.hidden = !ok;
    if (!ok) showMessage(i18n.t('wall.errQr'));
  });
}

// Writes the position: number, back ranks in the letters shown and the others, FEN, facts.
function renderPosition(pos, shown, other) {
  byId('no-digits').textContent = String(pos.number);
  byId('rank').textContent = backRank(state.api, pos, shown);
  byId('rank-other').textContent = backRank(state.api, pos, other);
  byId('fen').textContent = pos.fen;
  document.title = i18n.t('wall.titleN', { n: pos.number });
  state.board.setLabel(i18n.t('wall.board', { n: pos.number, rank: byId('rank').textContent }));
  if (state.facts) facts.render(byId('wall-facts'), pos, state.api, { link: false });
}

// Writes every text of the page: the position, the round, the controls.
function renderText() {
  const shown = letters();
  const other = shown === 'en' ? ownLetters() : 'en';
  byId('no-label').textContent = i18n.t('wall.no');
  const { rounds, roundIndex: index, round } = state;
  roundList.renderLabel(byId('round'), { rounds, index, round, number: state.pos ? state.pos.number : null });
  byId('legend').textContent = pieceLegend(shown);
  byId('legend').lang = shown;
  byId('rank').lang = shown;
  byId('rank-other').lang = other;
  if (state.pos) renderPosition(state.pos, shown, other);
  else document.title = i18n.t('wall.title');
  renderControls();
}

// Sets a toolbar button's text, title and (when given) pressed state.
function setButton(id, text, title, pressed) {
  const button = byId(id);
  button.textContent = text;
  button.title = title;
  if (pressed !== undefined) button.setAttribute('aria-pressed', String(pressed));
}

// Writes the toolbar: labels in the page language, what each toggle switches to.
function renderControls() {
  byId('prev').setAttribute('aria-label', i18n.t(state.rounds ? 'wall.prevRound' : 'wall.prev'));
  byId('next').setAttribute('aria-label', i18n.t(state.rounds ? 'wall.nextRound' : 'wall.next'));
  const next = otherLetters();
  setButton('letters', next.toUpperCase(), i18n.t(next === 'en' ? 'wall.lettersTo.en' : 'wall.lettersTo.own'));
  byId('letters').lang = next;
  const otherTheme = state.theme === 'dark' ? 'light' : 'dark';
  setButton('theme', i18n.t('wall.' + otherTheme), i18n.t('wall.themeTo.' + otherTheme));
  byId('lock').hidden = !state.rounds;
  const lockTitle = i18n.t(state.locked ? 'wall.unlockLabel' : 'wall.lockLabel');
  setButton('lock', i18n.t(state.locked ? 'wall.lock' : 'wall.unlock'), lockTitle, state.locked);
  byId('draw').disabled = state.locked;
  byId('wall-facts').hidden = !state.facts;
  setButton('facts', i18n.t('wall.facts'), i18n.t(state.facts ? 'wall.factsHide' : 'wall.factsShow'), state.facts);
  byId('keys').textContent = i18n.t(roundList.keysKey(state.rounds, state.locked));
  byId('home').href = state.pos ? shareUrl(state.pos.number) : 'index.html';
}

// Shows a start position (and keeps its number and round in the address).
function show(pos) {
  state.pos = pos;
  state.board.setPieces(pos.pieces);
  renderText();
  drawQr(pos.number);
  updateUrl({ n: pos.number, round: state.rounds ? state.roundIndex + 1 : state.round || null });
}

// ←/→: the previous or next round of the list, else the previous or next number.
function step(delta) {
  if (!state.api) return;
  if (state.rounds) {
    const count = state.rounds.length;
    state.roundIndex = (state.roundIndex + delta + count) % count;
    show(state.api.startPosition(state.rounds[state.roundIndex]));
    return;
  }
  const n = state.pos ? state.pos.number : DEFAULT_NUMBER;
  show(state.api.startPosition((n + delta + 960) % 960));
}

// Returns true (and says so) when a locked round list refuses a change of position.
function refusedWhileLocked() {
  if (state.locked) showMessage(i18n.t('wall.locked'));
  return state.locked;
}

// "losen": a start position drawn at random.
function losen() {
  if (!state.api || refusedWhileLocked()) return;
  show(state.api.randomPosition());
}

// Locks or unlocks digits and drawing of a round list, and says so.
function setLock(locked) {
  state.locked = locked;
  renderControls();
  showMessage(i18n.t(locked ? 'wall.locked' : 'wall.unlocked'));
}

// The digits typed (wall/entry.js): refused while a round list is locked.
const entry = numberEntry.create({ refused: () => refusedWhileLocked(), commit: (text) => showTyped(text) });

// Returns { number } or { error, value } for a text, read by the one reader.
function readNumber(text) {
  return startNumber.read(text, startNumber.apiCore(state.api));
}

// Shows the position of a number typed (the one reader), or says why not.
function showTyped(text) {
  if (!state.api) return;
  const result = readNumber(text);
  if (result.error) showMessage(startNumber.message(result));
  else show(state.api.startPosition(result.number));
}

// Enters or leaves full screen (quietly nothing where it is not allowed, e.g. inside a frame).
function toggleFullscreen() {
  try {
    if (document.fullscreenElement) document.exitFullscreen();
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen().catch(() => {});
  } catch {
    /* not allowed here */
  }
}

// Switches between the dark and the light colours.
function setTheme(theme) {
  state.theme = theme === 'light' ? 'light' : 'dark';
  document.documentElement.setAttribute('data-theme', state.theme);
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', THEME_COLOURS[state.theme]);
  renderControls();
}

// Shows or hides the position's facts beside the diagram (kept in the address).
function setFacts(on) {
  state.facts = on;
  renderText();
  updateUrl({ facts: on ? '1' : null });
}

// Shows the back rank in the letters of a language (kept in the address unless the page's).
function setLetters(value) {
  state.letters = value;
  renderText();
  updateUrl({ letters: value === i18n.lang() ? null : value });
}

// The wall's letter keys (F, D, T, I, U; case-insensitive); returns true when it was one.
function toggleKey(key) {
  const action = {
    f: toggleFullscreen,
    d: () => setLetters(otherLetters()),
    t: () => setTheme(state.theme === 'dark' ? 'light' : 'dark'),
    i: () => setFacts(!state.facts),
    u: () => state.rounds && setLock(!state.locked),
  }[key.toLowerCase()];
  if (action) action();
  return !!action;
}

// The wall's keys (see the header); keys on a focused button keep their button meaning.
function onKey(ev) {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const key = ev.key;
  if (state.projector) {
    if (key === 'f' || key === 'F') toggleFullscreen();
    return;
  }
  const onControl = ev.target && ev.target.closest && ev.target.closest('button, a');
  if (entry.key(ev)) return;
  if (key === 'l' || key === 'L' || (key === ' ' && !onControl)) {
    ev.preventDefault();
    losen();
  } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
    ev.preventDefault();
    step(key === 'ArrowLeft' ? -1 : 1);
  } else if (key.length === 1) {
    toggleKey(key);
  }
}

// Shows the round list's round (locked), or says why the list is refused; returns true when shown.
function openRounds(params) {
  state.rounds = roundList.parse(params.get('rounds'), readNumber);
  if (!state.rounds) {
    showMessage(i18n.t('wall.errRounds', { value: isolate(params.get('rounds').slice(0, 40)) }));
    return false;
  }
  state.locked = true;
  state.roundIndex = Math.min(Math.max(Number(state.round || 1) - 1, 0), state.rounds.length - 1);
  show(state.api.startPosition(state.rounds[state.roundIndex]));
  return true;
}

// Shows the first position: the round list's, else ?n= (the one reader), else 518.
function openFirst(params) {
  if (params.has('rounds') && openRounds(params)) return;
  const n = params.get('n');
  let number = DEFAULT_NUMBER;
  if (n !== null && n.trim() !== '') {
    const result = readNumber(n);
    if (result.error) showMessage(startNumber.message({ error: 'ERR_URL', value: 'n=' + n.slice(0, 20) }));
    else number = result.number;
  }
  show(state.api.startPosition(number));
}

// Returns true when an address parameter is on ("1" or "true").
function flag(params, name) {
  return params.get(name) === '1' || params.get(name) === 'true';
}

// Reads the address's choices into the state: letters, QR code, facts, round.
function readChoices(params) {
  state.projector = screen.wanted();
  state.letters = i18n.normalize(params.get('letters'));
  state.qr = flag(params, 'qr');
  state.facts = flag(params, 'facts');
  const round = (params.get('round') || '').trim();
  if (/^\d{1,3}$/.test(round) && Number(round) > 0) state.round = String(Number(round));
}

// Connects the toolbar's buttons and the keys.
function connectControls() {
  byId('prev').addEventListener('click', () => step(-1));
  byId('next').addEventListener('click', () => step(1));
  byId('draw').addEventListener('click', losen);
  byId('lock').addEventListener('click', () => setLock(!state.locked));
  byId('letters').addEventListener('click', () => setLetters(otherLetters()));
  byId('theme').addEventListener('click', () => setTheme(state.theme === 'dark' ? 'light' : 'dark'));
  byId('fullscreen').addEventListener('click', toggleFullscreen);
  byId('facts').addEventListener('click', () => setFacts(!state.facts));
  document.addEventListener('keydown', onKey);
}

// Starts the page: the early diagram taken over, the words, the controls, then the library.
function start() {
  const params = queryParams();
  readChoices(params);
  state.board = firstDiagram.board(byId('board'), { coords: 'inside', label: '' });
  if (!params.has('rounds')) firstDiagram.paint(state.board, params);
  i18n.onChange(() => {
    renderText();
    if (state.pos) drawQr(state.pos.number);
  });
  setUpLanguage();
  setTheme(params.get('theme') === 'light' ? 'light' : 'dark');
  connectControls();
  awake.start();
  fit.start(byId('panel'), byId('toolbar'));
  loadApi().then(
    (api) => {
      state.api = api;
      if (state.projector) screen.start(api);
      else openFirst(params);
      document.documentElement.setAttribute('data-ready', 'true');
    },
    (err) => showMessage(i18n.error(err)),
  );
}

onReady(start);
registerServiceWorker();
