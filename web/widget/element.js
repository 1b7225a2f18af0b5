/*
 * <chess960-position>: a Chess960 start-position diagram for any web page. Part of
 * chess960-widget.js (cmake/widget.cmake): runs inside the bundle's private scope with the board
 * (`boardWeb`), the words (`wordsWeb`), the core (`loadCore`), the styles (`applyStyles`) and the
 * helpers of web/widget/options.js.
 * Attributes (all optional):
 *   n="518"            start position: number 0..959 (leading zeros allowed), or a back rank
 *                      (TSLDKLST / RNBQKBNR) or start FEN, read by the one start-number reader
 *   random             draw a position on load (crypto.getRandomValues, uniform)
 *   lang="de|en|fr|es|it|nl|pl"   else the page's <html lang>, else the browser language
 *   orientation="white|black"   coords="outside|inside|none"   theme="light|dark|print|auto"
 *   size="small|medium|large"   at most 15, 22.5 or 32 rem wide (default: the container's width)
 *   show="number letters fen tables"   (any of them, space-separated; default "number letters")
 *   controls           number field with "setzen" and "losen" buttons
 * Event: chess960-change (bubbles, composed), detail { number, fen }, for every position shown.
 * Styling: CSS custom properties (--c960-*) and ::part(frame|board|info|number|letters|fen|
 * tables|message|controls|input|button).
 */
var TAG = 'chess960-position';

class Chess960Position extends HTMLElement {
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
    this._built = false;
    this._core = null;
    this._board = null;
    this._coords = null; // the coordinates the board was built with
  }

  // Builds the shadow tree once and loads the core shared by every element.
  connectedCallback() {
    if (!this._built) this._build();
    this._queue();
    var self = this;
    // With a diagram to draw before the module is ready, unpack it only after that frame.
    var wait = this._earlyPosition() ? afterPaint() : Promise.resolve();
    wait.then(loadCore).then(
      function (core) {
        self._core = core;
        self._queue();
      },
      function (e) {
        self._loadError = e && e.message ? e.message : String(e);
        self._queue();
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
    if (this._built) this._queue();
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
    var root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    applyStyles(root);
    var wrap = node('div', 'wrap', root);
    wrap.setAttribute('part', 'frame');
    this._boardEl = node('div', 'board', wrap);
    this._boardEl.setAttribute('part', 'board');
    this._infoEl = node('div', 'info', wrap);
    this._infoEl.setAttribute('part', 'info');
    this._infoEl.setAttribute('aria-live', 'polite');
    this._messageEl = node('p', 'message', wrap);
    this._messageEl.setAttribute('part', 'message');
    this._messageEl.setAttribute('role', 'alert');

    var form = node('form', 'controls', wrap);
    form.setAttribute('part', 'controls');
    form.noValidate = true;
    this._label = node('label', 'sr', form);
    this._input = node('input', '', form);
    this._input.setAttribute('part', 'input');
    this._input.type = 'text';
    this._input.autocomplete = 'off';
    this._input.spellcheck = false;
    this._input.maxLength = 100;
    this._input.placeholder = '0–959';
    this._input.setAttribute('autocapitalize', 'characters');
    this._input.setAttribute('inputmode', 'text');
    this._input.id = 'c960-in';
    this._label.htmlFor = 'c960-in';
    this._setBtn = node('button', 'primary', form);
    this._setBtn.type = 'submit';
    this._setBtn.setAttribute('part', 'button setzen');
    this._drawBtn = node('button', '', form);
    this._drawBtn.type = 'button';
    this._drawBtn.setAttribute('part', 'button losen');
    this._form = form;

    var self = this;
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      self._setzen();
    });
    this._drawBtn.addEventListener('click', function () {
      self._losen();
    });
    this._built = true;
  }

  // Renders once in the next microtask, however many changes came before.
  _queue() {
    if (this._queued) return;
    this._queued = true;
    var self = this;
    Promise.resolve().then(function () {
      self._queued = false;
      try {
        self._render();
      } catch (e) {
        var why = (e && e.message) || String(e);
        self._messageEl.textContent = say(self._lang(), 'widget.errInternal', { why: why });
      }
    });
  }

  // Returns the language of this element: its lang attribute, else the page's.
  _lang() {
    return pickLang(this.getAttribute('lang')) || pageLang();
  }

  // Returns { number, pieces, backRank } of the n attribute as plain digits (518 without one)
  // from the back-rank table, drawn while the module is unpacked (and kept when it cannot load);
  // null for any other form, or random.
  _earlyPosition() {
    if (this.hasAttribute('random')) return null;
    var text = this.getAttribute('n');
    var n = text === null || text.trim() === '' ? 518 : boardWeb.firstDiagram.numberOf(text);
    if (n === null) return null;
    var pieces = boardWeb.firstDiagram.pieces(n);
    var backRank = 'abcdefgh'.replace(/[a-h]/g, function (file) {
      return pieces[file + '1'];
    });
    return { number: n, pieces: pieces, backRank: backRank };
  }

  // Returns the position the attributes ask for (only when none is shown yet), or null.
  _positionFromAttributes(lang, problems) {
    var core = this._core;
    if (this.hasAttribute('random')) {
      if (this._drawn === null) this._drawn = randomNumber();
      return core.position(this._drawn);
    }
    var n = this.getAttribute('n');
    if (n === null || n.trim() === '') return core.position(518);
    var read = wordsWeb.startNumber.read(n, core, { allowText: true });
    if (read.error) {
      problems.push(refusal(lang, read));
      return null;
    }
    return core.position(read.number);
  }

  // Draws the board for pos (an empty board when null); rebuilt only when the coordinates change.
  _drawBoard(pos, o, label) {
    if (!this._board || this._coords !== o.coords) {
      this._board = boardWeb.board.render(this._boardEl, { coords: o.coords, orientation: o.orientation });
      this._coords = o.coords;
    }
    this._board.setOrientation(o.orientation);
    this._board.setPieces(pos ? pos.pieces : {});
    this._board.setLabel(label);
  }

  // Shows the current state: controls, board, text, messages; fires chess960-change on a new position.
  _render() {
    var problems = [];
    var lang = this._lang();
    var o = readOptions(this, lang, problems);

    this._form.hidden = !o.controls;
    this._label.textContent = say(lang, 'widget.input');
    this._setBtn.textContent = say(lang, 'widget.set');
    this._drawBtn.textContent = say(lang, 'widget.draw');
    this._setBtn.disabled = this._drawBtn.disabled = !this._core;

    if (this._loadError) problems.push(loadMessage(lang, this._loadError));
    var before = this._shown;
    if (this._core && !this._pos && !this._entryError) this._pos = this._positionFromAttributes(lang, problems);
    if (this._entryError) problems.push(refusal(lang, this._entryError));
    this._input.setAttribute('aria-invalid', this._entryError ? 'true' : 'false');
    var pos = this._pos;

    var drawn = pos || (!this._core && this._earlyPosition()) || null;
    var emptyLabel = this._core || this._loadError ? 'widget.boardEmpty' : 'widget.loading';
    var label = drawn
      ? say(lang, 'widget.board', { n: drawn.number, rank: rankIn(lang, drawn) })
      : say(lang, emptyLabel);
    this._drawBoard(drawn, o, label);
    if (pos) writeInfo(this._infoEl, pos, o.show, lang);
    else this._infoEl.textContent = '';

    var msg = this._messageEl;
    msg.textContent = '';
    problems.forEach(function (text) {
      node('span', 'line', msg, text);
    });

    this._shown = pos;
    if (pos && pos !== before) {
      if (o.controls && !this._entryError && this.shadowRoot.activeElement !== this._input)
        this._input.value = String(pos.number);
      this.dispatchEvent(
        new CustomEvent('chess960-change', {
          bubbles: true,
          composed: true,
          detail: { number: pos.number, fen: pos.fen },
        }),
      );
    }
  }

  // Shows what the number field holds (the "setzen" button or Enter).
  _setzen() {
    if (!this._core) return;
    var read = wordsWeb.startNumber.read(this._input.value, this._core, { allowText: true });
    if (read.error) {
      this._entryError = read;
    } else {
      this._entryError = null;
      this._pos = this._core.position(read.number);
    }
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

if (!window.customElements.get(TAG)) window.customElements.define(TAG, Chess960Position);
