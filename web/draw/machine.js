// One physical draw method step by step: the back rank so far, the instruction, a button per
// possible value (and the values that mean "again"), a text box, undo, what the last value did
// (a roll that means "roll again" is said there too: it is part of the method, not an error),
// the diagram and, once done, the position with links. The machine is the core's (the draw
// module's startDraw); its steps are phrased by draw/phrasing.js, the drawn position's back rank
// in the page's letters by the rules module.
//
//   create(api, draws, board) -> machine: start(method), give(value), undo(), render(), method()
import { isolate } from '../shared/bidi.js';
import { byId, clear, el } from '../shared/dom.js';
import { error, lang, t } from '../shared/i18n.js';
import { backRank } from '../shared/page.js';
import * as phrasing from './phrasing.js';

const FILES = 'abcdefgh';

// The pages a drawn position links to, by the id of their link.
const LINKS = { 'link-index': 'index.html', 'link-play': 'play.html', 'link-wall': 'wall.html' };

// Returns cell f of the back-rank strip: its square and the letter on it ('' while it is free).
function rankCell(f, letter, free) {
  const square = FILES[f] + '1';
  return el(
    'li',
    {
      class: `rank-cell ${letter ? 'is-filled' : 'is-empty'} ${f % 2 === 0 ? 'dark' : 'light'}`,
      'data-square': square,
      'data-free': free ? 'true' : null,
      'aria-label': square + ': ' + (letter || t('draw.empty')),
    },
    el('span', { class: 'rank-square' }, square),
    el('span', { class: 'rank-piece' }, letter || '·'),
  );
}

// Shows the back rank so far (English letters, '-' for a free square) as a strip of eight squares.
function renderStrip(rank, next) {
  const strip = byId('rank-strip');
  strip.setAttribute('aria-label', t('draw.rankStrip'));
  clear(strip);
  for (let f = 0; f < 8; f++) {
    const letter = rank[f] === '-' ? '' : phrasing.rank(lang(), rank[f]);
    strip.append(rankCell(f, letter, next.freeSquares.includes(FILES[f] + '1')));
  }
}

// Shows the instruction of a step and a button per value it takes.
function renderStep(method, next, history) {
  byId('prompt').textContent = phrasing.request(lang(), method, next);
  const options = byId('options');
  clear(options);
  next.options.forEach((value, i) => {
    const label = phrasing.option(lang(), next, i);
    options.append(el('button', { type: 'button', class: 'btn option', 'data-value': String(value) }, label));
  });
  for (const value of next.rerolls) {
    options.append(
      el('button', { type: 'button', class: 'btn option reroll', 'data-value': String(value) }, String(value)),
    );
  }
  byId('value-form').hidden = next.kind === 'done';
  byId('undo').disabled = history.length === 0;
}

// Shows a drawn position with its links; returns its label ("No. 518: RNBQKBNR").
function renderResult(api, pos) {
  const rank = backRank(api, pos);
  byId('result-number').textContent = t('draw.resultNumber', { n: pos.number });
  byId('result-rank').textContent = rank;
  byId('result-fen').textContent = pos.fen;
  for (const [id, href] of Object.entries(LINKS)) byId(id).href = `${href}?n=${pos.number}`;
  return t('draw.resultNumber', { n: pos.number }) + ': ' + rank;
}

// Returns the step-by-step draw on the page (see the header) over the rules module's API and the
// draw module's (`draws`), drawing its pieces on `board`.
export function create(api, draws, board) {
  const state = { method: null, draw: null, lastEvents: null, lastError: null, lastReroll: null };

  // Returns the text for a refused value, in the page language (the options in its letters).
  function errorText(info) {
    const options = state.draw
      .next()
      .options.map((v) => phrasing.rank(lang(), String(v)))
      .join(', ');
    return error(info.error, { value: isolate(info.value), options });
  }

  // Returns what the last value did: a placement, or "roll again" for a value without a square.
  function noteText() {
    if (state.lastReroll) return error(state.lastReroll.error, { value: state.lastReroll.value });
    return state.lastEvents ? phrasing.events(lang(), state.lastEvents) : '';
  }

  // Forgets what the last value did.
  function forgetLast() {
    state.lastEvents = null;
    state.lastError = null;
    state.lastReroll = null;
  }

  // Shows the draw as it stands: strip, step, error, note, result and diagram.
  function render() {
    const drawState = state.draw.state();
    const next = state.draw.next();
    renderStrip(drawState.backRank, next);
    renderStep(state.method, next, state.draw.history());
    byId('draw-error').textContent = state.lastError ? errorText(state.lastError) : '';
    byId('note').textContent = noteText();
    byId('note').classList.toggle('is-reroll', !!state.lastReroll);
    const done = state.draw.done();
    byId('result').hidden = !done;
    const label = done ? renderResult(api, state.draw.result()) : phrasing.rank(lang(), drawState.backRank);
    board.setPieces(drawState.pieces);
    board.setLabel(label);
  }

  // Starts a new draw of a method.
  function start(method) {
    if (state.draw) state.draw.delete();
    state.method = method;
    state.draw = draws.startDraw(method);
    forgetLast();
    render();
  }

  // Gives the machine one value (a button's or the text box's); "roll again" is no error.
  function give(value) {
    forgetLast();
    try {
      state.lastEvents = state.draw.give(value).events;
    } catch (err) {
      if (err && err.code === 'ERR_DRAW_REROLL') state.lastReroll = { error: err, value };
      else state.lastError = { error: err, value };
    }
    render();
  }

  // Takes back the last value.
  function undo() {
    try {
      state.draw.undo();
      forgetLast();
    } catch (err) {
      state.lastError = { error: err, value: '' };
    }
    render();
  }

  return { render, start, give, undo, method: () => state.method };
}
