// The shadow tree of <chess960-game>: the chooser, the game's head (players with their clocks,
// event, start position and its castlings), the board with its evaluation bar, the move list,
// the step and autoplay controls, the tools, a status line, the live region and the message.
import { el, svg } from '../shared/dom.js';
import { t } from '../shared/i18n.js';

// The controls: [name, text] (the name is the button's part and its words' key).
const STEPS = [
  ['first', '«'],
  ['prev', '‹'],
  ['next', '›'],
  ['last', '»'],
];
export const SPEEDS = [0.5, 1, 2, 4];

// Returns a button with a part name.
function button(name, text, attrs) {
  return el('button', { type: 'button', part: `button ${name}`, 'data-do': name, ...attrs }, text);
}

// Returns the evaluation bar: an SVG whose White part is a rect of the share's width.
function evalBar() {
  const bar = svg('svg', { class: 'bar', viewBox: '0 0 100 6', preserveAspectRatio: 'none', role: 'img' });
  bar.append(
    svg('rect', { class: 'bar-b', width: 100, height: 6 }),
    svg('rect', { class: 'bar-w', width: 50, height: 6 }),
    svg('line', { class: 'bar-mid', x1: 50, x2: 50, y1: 0, y2: 6 }),
  );
  return bar;
}

// Builds the tree into root and returns its parts by name.
export function buildParts(root, chooser) {
  const p = {};
  p.players = el('dl', { class: 'players', part: 'players' });
  p.event = el('p', { class: 'event', part: 'event' });
  p.start = el('p', { class: 'start', part: 'start' });
  p.board = el('div', { class: 'board', part: 'board', tabindex: 0 });
  p.bar = evalBar();
  p.list = el('ol', { class: 'move-list', part: 'moves' });
  p.noMoves = el('p', { class: 'no-moves', hidden: true }, '—');
  p.moves = el('div', { class: 'moves' }, p.list, p.noMoves);
  p.steps = STEPS.map(([name, text]) => button(name, text));
  p.flip = button('flip', '⇅');
  p.auto = button('play', '▷', { 'aria-pressed': 'false' });
  p.speed = el(
    'select',
    { part: 'speed' },
    SPEEDS.map((s) => el('option', { value: s }, String(s))),
  );
  p.speed.value = '1';
  p.speedLabel = el('label', { class: 'speed' }, el('span'), p.speed);
  p.controls = el('div', { class: 'controls', part: 'controls' }, p.steps, p.flip, p.auto, p.speedLabel);
  p.copyFen = button('copy-fen', '');
  p.copyPgn = button('copy-pgn', '');
  p.download = button('download', '');
  p.play = el('a', { class: 'link', part: 'button continue', target: '_blank', rel: 'noopener', hidden: true });
  p.tools = el('div', { class: 'tools', part: 'tools' }, p.copyFen, p.copyPgn, p.download, p.play);
  p.note = el('p', { class: 'note', role: 'status' });
  p.manual = el('textarea', { class: 'manual', readonly: true, rows: 4, hidden: true });
  p.live = el('p', { class: 'sr', 'aria-live': 'polite' });
  p.message = el('p', { class: 'message', part: 'message', role: 'alert' });
  p.game = el(
    'div',
    { class: 'shown', part: 'game' },
    el('div', { class: 'head' }, p.players, p.event, p.start),
    el(
      'div',
      { class: 'main' },
      el('div', { class: 'board-box' }, p.board, p.bar, p.controls),
      el('div', { class: 'side' }, p.moves, p.tools, p.note, p.manual),
    ),
  );
  root.appendChild(el('div', { class: 'wrap', part: 'frame' }, chooser.root, p.message, p.game, p.live));
  return p;
}

// Writes the words of the controls and tools in the element's language.
export function labelParts(p, lang) {
  const say = (node, key) => {
    node.setAttribute('aria-label', t(key, null, lang));
    node.title = t(key, null, lang);
  };
  p.steps.forEach((b) => say(b, 'viewer.' + b.getAttribute('data-do')));
  say(p.flip, 'viewer.flip');
  p.speedLabel.firstChild.textContent = t('viewer.speed', null, lang);
  for (const option of p.speed.options) option.textContent = t('viewer.seconds', { count: option.value }, lang);
  p.copyFen.textContent = t('viewer.copyFen', null, lang);
  p.copyPgn.textContent = t('viewer.copyPgn', null, lang);
  p.download.textContent = t('viewer.download', null, lang);
  p.play.textContent = t('viewer.continue', null, lang);
  p.list.setAttribute('aria-label', t('viewer.moves', null, lang));
}

// Shows autoplay on or off on its button.
export function showAutoplay(p, on, lang) {
  p.auto.textContent = on ? '❚❚' : '▷';
  p.auto.setAttribute('aria-pressed', on ? 'true' : 'false');
  const key = on ? 'viewer.pause' : 'viewer.play';
  p.auto.setAttribute('aria-label', t(key, null, lang));
  p.auto.title = t(key, null, lang);
}

// Sets the evaluation bar to White's share (null hides it).
export function showBar(p, share, text, lang) {
  p.bar.toggleAttribute('hidden', share === null);
  if (share === null) return;
  p.bar.children[1].setAttribute('width', String(Math.round(share * 1000) / 10));
  p.bar.setAttribute('aria-label', t('viewer.evalBar', { value: text }, lang));
}
