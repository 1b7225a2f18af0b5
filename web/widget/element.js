// <chess960-position>: a Chess960 start-position diagram for any web page.
// Attributes (all optional):
//   n="518"            start position: number 0..959 (leading zeros allowed), or a back rank
//                      (TSLDKLST / RNBQKBNR, or in the letters of the element's language) or a
//                      start FEN, read by the one start-number reader
//   random             draw a position on load (crypto.getRandomValues, uniform)
//   lang="de|en|fr|es|it|nl|pl"   else the page's <html lang>, else the browser language
//   orientation="white|black"   coords="outside|inside|none"   theme="light|dark|print|auto"
//   size="small|medium|large"   at most 15, 22.5 or 32 rem wide (default: the container's width)
//   show="number letters fen tables facts"   (any of them, space-separated; default "number letters")
//   controls           number field with "setzen" and "losen" buttons
// Event: chess960-change (bubbles, composed), detail { number, fen }, for every position shown.
// Styling: CSS custom properties (--c960-*) and ::part(frame|board|info|number|letters|fen|
// tables|facts|message|controls|input|button).
import { loadCore, randomNumber } from '../../wasm/widget/core.js';
import { render as renderBoard } from '../board/board.js';
import { afterPaint } from '../shared/after-paint.js';
import { el } from '../shared/dom.js';
import { numberOf, pieces } from '../shared/start-pieces.js';
import { normalize, t } from '../shared/i18n.js';
import { loadMessage, pageLang, rankIn, readOptions, writeInfo } from './options.js';
import { readPosition, refusal } from './reader.js';
import { applyStyles } from './style.js';
import './words.js';

export const TAG = 'chess960-position';
// Where there is no DOM (a server, a worker) the class is defined on a stand-in and never used.
const Base = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

// Returns the first diagram of an n attribute of plain digits (518 without one), drawn from the
// table of back ranks while the module is unpacked (and kept when it cannot load); else null.
function earlyPosition(text) {
  const n = text === null || text.trim() === '' ? 518 : numberOf(text);
  return n === null ? null : { number: n, pieces: pieces(n) };
}

// Returns the controls form: a labelled number field, "setzen" (submit) and "losen".
function controlsForm() {
  const input = el('input', {
    id: 'c960-in',
    part: 'input',
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 100,
    placeholder: '0–959',
    autocapitalize: 'characters',
    inputmode: 'text',
  });
  const label = el('label', { class: 'sr', for: 'c960-in' });
  const setButton = el('button', { type: 'submit', class: 'primary', part: 'button setzen' });
  const drawButton = el('button', { type: 'button', part: 'button losen' });
  const form = el(
    'form',
    { class: 'controls', part: 'controls', novalidate: true },
    label,
    input,
    setButton,
    drawButton,
  );
  return { form, label, input, setButton, drawButton };
}

export class Chess960Position extends Base {
  // The attributes whose changes redraw the element.
  static get observedAttributes() {
    return ['n', 'random', 'lang', 'orientation', 'coords', 'show', 'controls', 'theme', 'size'];
  }

  // The state of one element; its shadow tree is built when it is first connected.
  constructor() {
    super();
    this._pos = null; // the position to show
    this._shown = null; // the position drawn last (a change fires chess960-change)
    this._drawn = null; // number drawn for the `random` attribute (kept across re-renders)
    this._entryError = null; // the reader's result for a refused entry in the controls
    this._loadError = null;
    this._queued = false;
    this._parts = null; // the shadow tree's elements, once built
    this._core = null;
    this._board = null;
    this._coords = null; // the coordinates the board was built with
  }

  // Builds the shadow tree once and loads the core shared by every element.
  connectedCallback() {
    if (!this._parts) this._build();
    this._queue();
    // With a diagram to draw before the module is ready, unpack it only after that frame.
    const wait = this._earlyPosition() ? new Promise(afterPaint) : Promise.resolve();
    wait.then(loadCore).then(
      (core) => {
        this._core = core;
        this._queue();
      },
      (error) => {
        this._loadError = error && error.message ? error.message : String(error);
        this._queue();
      },
    );
  }

  // Redraws after an attribute change; a new n or random forgets the position shown.
  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === 'n' || name === 'random') {
      this._pos = null;
      this._entryError = null;
      if (name === 'random') this._drawn = null;
    }
    if (this._parts) this._queue();
  }

  // The number shown (null while loading or after an error); setting it sets the n attribute.
  get number() {
    return this._pos ? this._pos.number : null;
  }
  // Shows start position `value` (any form the n attribute takes).
  set number(value) {
    this.setAttribute('n', String(value));
  }
  // The start FEN shown (null while loading or after an error).
  get fen() {
    return this._pos ? this._pos.fen : null;
  }

  // Creates the shadow tree: board, text, message and the controls form.
  _build() {
    const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    applyStyles(root);
    const controls = controlsForm();
    const board = el('div', { class: 'board', part: 'board' });
    const info = el('div', { class: 'info', part: 'info', 'aria-live': 'polite' });
    const message = el('p', { class: 'message', part: 'message', role: 'alert' });
    root.appendChild(el('div', { class: 'wrap', part: 'frame' }, board, info, message, controls.form));
    controls.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this._setzen();
    });
    controls.drawButton.addEventListener('click', () => this._losen());
    this._parts = { board, info, message, ...controls };
  }

  // Renders once in the next microtask, however many changes came before.
  _queue() {
    if (this._queued) return;
    this._queued = true;
    Promise.resolve().then(() => {
      this._queued = false;
      try {
        this._render();
      } catch (error) {
        const why = (error && error.message) || String(error);
        this._parts.message.textContent = t('widget.errInternal', { why }, this._lang());
      }
    });
  }

  // Returns the language of this element: its lang attribute, else the page's.
  _lang() {
    return normalize(this.getAttribute('lang')) || pageLang();
  }

  // Returns the first diagram of the n attribute (see earlyPosition); null for random.
  _earlyPosition() {
    return this.hasAttribute('random') ? null : earlyPosition(this.getAttribute('n'));
  }

  // Returns the position the attributes ask for (only when none is shown yet), or null.
  _positionFromAttributes(lang, problems) {
    const core = this._core;
    if (this.hasAttribute('random')) {
      if (this._drawn === null) this._drawn = randomNumber();
      return core.position(this._drawn);
    }
    const n = this.getAttribute('n');
    if (n === null || n.trim() === '') return core.position(518);
    const read = readPosition(n, core, lang);
    if (read.error) {
      problems.push(refusal(read, lang));
      return null;
    }
    return core.position(read.number);
  }

  // Draws the board for pos (an empty board when null); rebuilt only when the coordinates change.
  _drawBoard(pos, options, label) {
    if (!this._board || this._coords !== options.coords) {
      this._board = renderBoard(this._parts.board, { coords: options.coords, orientation: options.orientation });
      this._coords = options.coords;
    }
    this._board.setOrientation(options.orientation);
    this._board.setPieces(pos ? pos.pieces : {});
    this._board.setLabel(label);
  }

  // Writes the controls' words; the buttons wait for the module.
  _renderControls(options, lang) {
    const parts = this._parts;
    parts.form.hidden = !options.controls;
    parts.label.textContent = t('widget.input', null, lang);
    parts.setButton.textContent = t('position.set', null, lang);
    parts.drawButton.textContent = t('position.draw', null, lang);
    parts.setButton.disabled = parts.drawButton.disabled = !this._core;
    parts.input.setAttribute('aria-invalid', this._entryError ? 'true' : 'false');
  }

  // Returns the board's label: the position drawn, else why the board is empty.
  _label(drawn, lang) {
    if (drawn) return t('widget.board', { n: drawn.number, rank: rankIn(lang, drawn) }, lang);
    return t(this._core || this._loadError ? 'widget.boardEmpty' : 'loading', null, lang);
  }

  // Shows the current state: controls, board, text, messages; fires chess960-change on a new position.
  _render() {
    const problems = [];
    const lang = this._lang();
    const options = readOptions(this, lang, problems);
    if (this._loadError) problems.push(loadMessage(lang, this._loadError));
    const before = this._shown;
    if (this._core && !this._pos && !this._entryError) this._pos = this._positionFromAttributes(lang, problems);
    if (this._entryError) problems.push(refusal(this._entryError, lang));
    this._renderControls(options, lang);
    const pos = this._pos;
    const drawn = pos || (!this._core && this._earlyPosition()) || null;
    this._drawBoard(drawn, options, this._label(drawn, lang));
    if (pos) writeInfo(this._parts.info, pos, options.show, lang);
    else this._parts.info.textContent = '';
    this._parts.message.replaceChildren(...problems.map((text) => el('span', { class: 'line' }, text)));
    this._shown = pos;
    if (pos && pos !== before) this._announce(pos, options);
  }

  // Puts a new position into the number field (unless the reader is typing there) and fires
  // chess960-change.
  _announce(pos, options) {
    const input = this._parts.input;
    if (options.controls && !this._entryError && this.shadowRoot.activeElement !== input)
      input.value = String(pos.number);
    const detail = { number: pos.number, fen: pos.fen };
    this.dispatchEvent(new CustomEvent('chess960-change', { bubbles: true, composed: true, detail }));
  }

  // Shows what the number field holds (the "setzen" button or Enter).
  _setzen() {
    if (!this._core) return;
    const read = readPosition(this._parts.input.value, this._core, this._lang());
    this._entryError = read.error ? read : null;
    if (!read.error) this._pos = this._core.position(read.number);
    this._queue();
  }

  // Shows a position drawn at random (the "losen" button).
  _losen() {
    if (!this._core) return;
    this._entryError = null;
    this._pos = this._core.position(randomNumber());
    this._queue();
  }
}
