// ---- <chess960-position> -------------------------------------------------------------------
// Attributes (all optional):
//   n="518"            start position: number 0..959, or a back rank (TSLDKLST / RNBQKBNR) or start FEN
//   random             draw a position on load (crypto.getRandomValues, uniform)
//   lang="de|en"       else the page's <html lang>, else the browser language
//   orientation="white|black"   coords="outside|inside|none"   theme="light|dark|print|auto"
//   show="number letters fen tables"   (any of them, space-separated; default "number letters")
//   controls           number field with "setzen" and "losen" buttons
// Event: chess960-change (bubbles, composed), detail { number, fen }, for every position shown.
// Styling: CSS custom properties (--c960-*) and ::part(board|info|number|letters|fen|tables|
// message|controls|input|button).
var TAG = 'chess960-position';
var Board = boardScope.Chess960Board;
var SHOW_TOKENS = ['number', 'letters', 'fen', 'tables'];
var THEMES = ['light', 'dark', 'print', 'auto'];

var STRINGS = {
  de: {
    no: 'Nr. {n}',
    classical: 'normale Grundstellung',
    rank: 'Grundreihe',
    fen: 'FEN',
    setzen: 'setzen',
    losen: 'losen',
    input: 'Startnummer (0–959), Grundreihe oder Start-FEN',
    board: 'Chess960-Startposition {n}: {rank}',
    boardEmpty: 'Leeres Schachbrett',
    loading: 'wird geladen …',
    tables: '{n} = {base} + {index}',
    tablesText: 'Königstabelle {base}: {pieces} · Läufertabelle {index}: {pattern}',
    bishop: 'L',
    errEmpty: 'Bitte eine Nummer von 0 bis 959 eingeben.',
    errNumber: '„{v}“ ist keine Startnummer: bitte eine ganze Zahl von 0 bis 959.',
    errText: '„{v}“ ist weder eine Nummer von 0 bis 959 noch eine gültige Grundreihe oder Start-FEN.',
    errAttr: 'Attribut {name}="{v}" wird nicht verstanden; möglich: {allowed}.',
    errLoad: 'Das Chess960-Modul konnte nicht geladen werden ({why}).',
    errInternal: 'Unerwarteter Fehler: {why}',
  },
  en: {
    no: 'No. {n}',
    classical: 'standard chess position',
    rank: 'Back rank',
    fen: 'FEN',
    setzen: 'set',
    losen: 'draw',
    input: 'Start position number (0–959), back rank or start FEN',
    board: 'Chess960 start position {n}: {rank}',
    boardEmpty: 'Empty chess board',
    loading: 'loading …',
    tables: '{n} = {base} + {index}',
    tablesText: 'King table {base}: {pieces} · bishop table {index}: {pattern}',
    bishop: 'B',
    errEmpty: 'Please enter a number from 0 to 959.',
    errNumber: '"{v}" is not a start position number: use a whole number from 0 to 959.',
    errText: '"{v}" is neither a number from 0 to 959 nor a legal back rank or start FEN.',
    errAttr: 'Attribute {name}="{v}" is not understood; possible: {allowed}.',
    errLoad: 'The Chess960 module could not be loaded ({why}).',
    errInternal: 'Unexpected error: {why}',
  },
};

function format(text, params) {
  return text.replace(/\{(\w+)\}/g, function (all, k) {
    return params && params[k] !== undefined ? String(params[k]) : all;
  });
}

// Shortens what the page author wrote before quoting it in a message.
function shown(value) {
  var s = String(value).replace(/\s+/g, ' ').trim();
  return s.length > 40 ? s.slice(0, 40) + '…' : s;
}

function pickLang(value) {
  var v = String(value || '').toLowerCase();
  if (/^de\b/.test(v)) return 'de';
  if (/^en\b/.test(v)) return 'en';
  return null;
}

function pageLang() {
  var fromPage = pickLang(document.documentElement && document.documentElement.lang);
  if (fromPage) return fromPage;
  var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; i < langs.length; i++) {
    var l = pickLang(langs[i]);
    if (l) return l;
  }
  return 'en';
}

// ---- the WebAssembly core, shared by every element on the page ------------------------------
var corePromise = null;
var IN = 0;
var OUT = 320;
var BUF_SIZE = 640;

function loadCore() {
  if (corePromise) return corePromise;
  corePromise = Promise.resolve()
    .then(function () {
      return Chess960WidgetModule({});
    })
    .then(function (m) {
      var buf = m._malloc(BUF_SIZE);
      var encoder = new TextEncoder();
      var decoder = new TextDecoder();
      function putText(text) {
        var heap = m.HEAPU8;
        var r = encoder.encodeInto(text, heap.subarray(buf + IN, buf + OUT - 1));
        heap[buf + IN + r.written] = 0;
        return buf + IN;
      }
      return {
        parseNumber: function (text) {
          return m._c960w_parse_number(putText(text), 0);
        },
        numberOfText: function (text) {
          return m._c960w_number_of_text(putText(text));
        },
        position: function (n) {
          var len = m._c960w_position(n, buf + OUT, BUF_SIZE - OUT);
          if (len < 0) return null;
          var f = decoder.decode(m.HEAPU8.subarray(buf + OUT, buf + OUT + len)).split('\n');
          return { number: n, backRank: f[0], backRankDe: f[1], fen: f[2], kingTableBase: +f[3], bishopIndex: +f[4] };
        },
      };
    });
  return corePromise;
}

// A uniform number 0..959 from crypto.getRandomValues (rejection sampling).
function randomNumber() {
  var u = new Uint32Array(1);
  var limit = 4294967296 - (4294967296 % 960);
  do {
    window.crypto.getRandomValues(u);
  } while (u[0] >= limit);
  return u[0] % 960;
}

// Resolves text (number, back rank, start FEN) to a position, or { error: key, value }.
function resolve(core, text) {
  var value = String(text).trim();
  if (!value) return { error: 'errEmpty', value: value };
  if (value.length > 200) return { error: 'errText', value: value };
  if (/\d/.test(value) && /^[-+\d\s.,eE_]+$/.test(value)) {
    var n = /^\d{1,4}$/.test(value) ? core.parseNumber(value) : -1;
    return n >= 0 ? core.position(n) : { error: 'errNumber', value: value };
  }
  var m = core.numberOfText(value);
  return m >= 0 ? core.position(m) : { error: 'errText', value: value };
}

// ---- styles: one constructable stylesheet shared by all elements ---------------------------
var CSS = [
  ':host{display:block;box-sizing:border-box;max-width:100%;container-type:inline-size;',
  '--c960-bg:transparent;--c960-text:#1f1d1a;--c960-muted:#5b5650;--c960-accent:#2f5d50;--c960-accent-text:#fff;',
  '--c960-field:#fff;--c960-line:#bdb5a8;--c960-error:#a4262c;--c960-focus:#1a5fb4;',
  '--c960-light:#eee3cf;--c960-dark:#b08b69;--c960-frame:#5b4636;--c960-coord:#3d3329;',
  '--c960-white:#fbfaf7;--c960-white-line:#1d1a17;--c960-black:#2f2b28;--c960-black-line:#15120f;--c960-black-detail:#efe9df;',
  'color:var(--c960-text);background:var(--c960-bg);',
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;line-height:1.35}',
  ':host([hidden]){display:none}',
  ':host([theme="dark"]){--c960-bg:#1d2023;--c960-text:#f1ede6;--c960-muted:#c2bcb2;--c960-accent:#8fd3bd;--c960-accent-text:#10201b;',
  '--c960-field:#2a2e32;--c960-line:#6c7176;--c960-error:#ffb3b0;--c960-focus:#9cc4ff;--c960-frame:#0d0f10;--c960-coord:#d9d3c8;color-scheme:dark}',
  ':host([theme="print"]){--c960-bg:#fff;--c960-text:#000;--c960-muted:#333;--c960-accent:#000;--c960-accent-text:#fff;',
  '--c960-field:#fff;--c960-line:#000;--c960-light:#fff;--c960-dark:#c4c4c4;--c960-frame:#000;--c960-coord:#000;',
  '--c960-white:#fff;--c960-white-line:#000;--c960-black:#222;--c960-black-line:#000;--c960-black-detail:#fff}',
  '@media (prefers-color-scheme:dark){:host([theme="auto"]){--c960-bg:#1d2023;--c960-text:#f1ede6;--c960-muted:#c2bcb2;',
  '--c960-accent:#8fd3bd;--c960-accent-text:#10201b;--c960-field:#2a2e32;--c960-line:#6c7176;--c960-error:#ffb3b0;',
  '--c960-focus:#9cc4ff;--c960-frame:#0d0f10;--c960-coord:#d9d3c8;color-scheme:dark}}',
  '*,*::before,*::after{box-sizing:border-box}',
  '.wrap{padding:var(--c960-padding,0);-webkit-print-color-adjust:exact;print-color-adjust:exact}',
  '.board{width:100%;max-width:var(--c960-max-size,100%);margin:0 auto}',
  '.board svg{display:block;width:100%;height:auto}',
  '.c960-light{fill:var(--c960-light)}.c960-dark{fill:var(--c960-dark)}.c960-frame{stroke:var(--c960-frame)}',
  '.c960-coords{fill:var(--c960-coord)}',
  '.c960-piece-w .c960-body{fill:var(--c960-white);stroke:var(--c960-white-line)}.c960-piece-w .c960-detail{stroke:var(--c960-white-line)}',
  '.c960-piece-w .c960-dot{fill:var(--c960-white-line)}',
  '.c960-piece-b .c960-body{fill:var(--c960-black);stroke:var(--c960-black-line)}.c960-piece-b .c960-detail{stroke:var(--c960-black-detail)}',
  '.c960-piece-b .c960-dot{fill:var(--c960-black-detail)}',
  '.info{text-align:center;margin:.5em 0 0;font-size:clamp(.85rem,4.2cqw,1.25rem)}',
  '.info:empty{display:none}',
  '.info p{margin:.15em 0}',
  '.number{font-weight:700;font-size:1.3em;letter-spacing:.01em}',
  '.note{color:var(--c960-muted);font-weight:400;font-size:.75em}',
  '.letters{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-weight:700;letter-spacing:.12em;font-size:1.1em}',
  '.letters .other{font-weight:400;color:var(--c960-muted);font-size:.8em;letter-spacing:.08em}',
  '.fen{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.72em;color:var(--c960-muted);overflow-wrap:anywhere;user-select:all}',
  '.tables{font-size:.8em}.tables .detail{display:block;color:var(--c960-muted);font-size:.9em}',
  '.message{color:var(--c960-error);font-weight:600;font-size:clamp(.85rem,4cqw,1.05rem);margin:.5em 0 0;text-align:center;overflow-wrap:anywhere}',
  '.message:empty{display:none}.message .line{display:block}.message .line+.line{margin-top:.3em}',
  '.controls{display:flex;flex-wrap:wrap;gap:.4em;justify-content:center;margin:.6em 0 0;font-size:clamp(.85rem,4cqw,1rem)}',
  '.controls[hidden]{display:none}',
  'input{font:inherit;width:7.5em;min-width:0;flex:1 1 5em;max-width:14em;padding:.35em .5em;border:1px solid var(--c960-line);border-radius:.35em;',
  'background:var(--c960-field);color:var(--c960-text)}',
  'button{font:inherit;font-weight:600;padding:.35em .9em;border-radius:.35em;border:1px solid var(--c960-accent);cursor:pointer;',
  'background:transparent;color:var(--c960-text)}',
  'button.primary{background:var(--c960-accent);color:var(--c960-accent-text)}',
  'button:disabled{opacity:.55;cursor:default}',
  'input:focus-visible,button:focus-visible{outline:3px solid var(--c960-focus);outline-offset:2px}',
  '.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
].join('');

var sharedSheet = null;
function applyStyles(root) {
  try {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sharedSheet];
  } catch {
    // Browsers without constructable stylesheets: a <style> element (not allowed by a strict style-src).
    var style = document.createElement('style');
    style.textContent = CSS;
    root.appendChild(style);
  }
}

function node(tag, className, parent, text) {
  var n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  if (parent) parent.appendChild(n);
  return n;
}

class Chess960Position extends HTMLElement {
  static get observedAttributes() {
    return ['n', 'random', 'lang', 'orientation', 'coords', 'show', 'controls', 'theme'];
  }

  constructor() {
    super();
    this._pos = null; // the position to show
    this._shown = null; // the position drawn last (a change fires chess960-change)
    this._drawn = null; // number drawn for the `random` attribute (kept across re-renders)
    this._entryError = null; // { key, value } from the controls
    this._loadError = null;
    this._queued = false;
    this._built = false;
    this._core = null;
  }

  connectedCallback() {
    if (!this._built) this._build();
    this._queue();
    var self = this;
    loadCore().then(
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
  set number(value) {
    this.setAttribute('n', String(value));
  }
  // The start FEN shown (null while loading or after an error).
  get fen() {
    return this._pos ? this._pos.fen : null;
  }

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
    this._input.setAttribute('autocapitalize', 'characters');
    this._input.setAttribute('inputmode', 'text');
    var id = 'c960-in';
    this._input.id = id;
    this._label.htmlFor = id;
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

  _queue() {
    if (this._queued) return;
    this._queued = true;
    var self = this;
    Promise.resolve().then(function () {
      self._queued = false;
      try {
        self._render();
      } catch (e) {
        self._fail('errInternal', { why: (e && e.message) || String(e) });
      }
    });
  }

  _lang() {
    return pickLang(this.getAttribute('lang')) || pageLang();
  }

  _t(key, params) {
    return format(STRINGS[this._lang()][key], params);
  }

  _fail(key, params) {
    if (this._messageEl) this._messageEl.textContent = this._t(key, params);
  }

  // Reads the display options; collects messages for values it does not understand.
  _options(problems) {
    var self = this;
    function bad(name, allowed) {
      problems.push(self._t('errAttr', { name: name, v: shown(self.getAttribute(name)), allowed: allowed }));
    }
    var o = {
      orientation: 'white',
      coords: 'outside',
      show: ['number', 'letters'],
      controls: this.hasAttribute('controls'),
    };
    var orientation = this.getAttribute('orientation');
    if (orientation !== null && orientation.trim() !== '') {
      var ov = orientation.trim().toLowerCase();
      if (ov === 'white' || ov === 'black') o.orientation = ov;
      else bad('orientation', 'white, black');
    }
    var coords = this.getAttribute('coords');
    if (coords !== null) {
      var cv = coords.trim().toLowerCase();
      if (cv === '' || cv === 'true' || cv === 'outside' || cv === 'yes') o.coords = 'outside';
      else if (cv === 'inside') o.coords = 'inside';
      else if (cv === 'false' || cv === 'none' || cv === 'no' || cv === 'off') o.coords = false;
      else bad('coords', 'outside, inside, none');
    }
    var show = this.getAttribute('show');
    if (show !== null) {
      var tokens = show
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      var unknown = tokens.filter(function (t) {
        return SHOW_TOKENS.indexOf(t) < 0;
      });
      if (unknown.length) bad('show', SHOW_TOKENS.join(', '));
      o.show = tokens.filter(function (t) {
        return SHOW_TOKENS.indexOf(t) >= 0;
      });
    }
    var theme = this.getAttribute('theme');
    if (theme !== null && theme.trim() !== '' && THEMES.indexOf(theme.trim().toLowerCase()) < 0)
      bad('theme', THEMES.join(', '));
    return o;
  }

  // Works out which position the attributes ask for (only when none is shown yet).
  _positionFromAttributes(problems) {
    var core = this._core;
    if (this.hasAttribute('random')) {
      if (this._drawn === null) this._drawn = randomNumber();
      return core.position(this._drawn);
    }
    var n = this.getAttribute('n');
    if (n === null || n.trim() === '') return core.position(518);
    var r = resolve(core, n);
    if (r && r.error) {
      problems.push(this._t(r.error === 'errEmpty' ? 'errNumber' : r.error, { v: shown(r.value) }));
      return null;
    }
    return r;
  }

  _render() {
    var problems = [];
    var o = this._options(problems);
    var lang = this._lang();
    var t = STRINGS[lang];

    // controls
    this._form.hidden = !o.controls;
    this._label.textContent = t.input;
    this._setBtn.textContent = t.setzen;
    this._drawBtn.textContent = t.losen;
    this._input.placeholder = '0–959';
    this._setBtn.disabled = this._drawBtn.disabled = !this._core;

    if (this._loadError) {
      problems.push(this._t('errLoad', { why: shown(this._loadError) }));
    }

    var before = this._shown;
    if (this._core && !this._pos && !this._entryError) this._pos = this._positionFromAttributes(problems);
    if (this._entryError) problems.push(this._t(this._entryError.key, { v: shown(this._entryError.value) }));
    this._input.setAttribute('aria-invalid', this._entryError ? 'true' : 'false');
    var pos = this._pos;

    // board
    var rank = pos ? (lang === 'de' ? pos.backRankDe : pos.backRank) : '';
    var boardOptions = {
      fen: pos ? pos.fen : '8/8/8/8/8/8/8/8',
      orientation: o.orientation,
      coords: o.coords,
      label: pos
        ? this._t('board', { n: pos.number, rank: rank })
        : this._core || this._loadError
          ? t.boardEmpty
          : t.loading,
    };
    var svg = Board.create(boardOptions);
    this._boardEl.textContent = '';
    this._boardEl.appendChild(svg);

    // text below the board
    var info = this._infoEl;
    info.textContent = '';
    if (pos) {
      if (o.show.indexOf('number') >= 0) {
        var num = node('p', 'number', info, this._t('no', { n: pos.number }));
        num.setAttribute('part', 'number');
        if (pos.number === 518) {
          num.appendChild(document.createTextNode(' '));
          node('span', 'note', num, '(' + t.classical + ')');
        }
      }
      if (o.show.indexOf('letters') >= 0) {
        var letters = node('p', 'letters', info);
        letters.setAttribute('part', 'letters');
        var main = node('span', '', letters, rank);
        main.lang = lang;
        main.title = t.rank;
        letters.appendChild(document.createTextNode(' '));
        var other = node('span', 'other', letters, '(' + (lang === 'de' ? pos.backRank : pos.backRankDe) + ')');
        other.lang = lang === 'de' ? 'en' : 'de';
      }
      if (o.show.indexOf('fen') >= 0) {
        var fen = node('p', 'fen', info, pos.fen);
        fen.setAttribute('part', 'fen');
        fen.title = t.fen;
      }
      if (o.show.indexOf('tables') >= 0) {
        var tables = node(
          'p',
          'tables',
          info,
          this._t('tables', { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex }),
        );
        tables.setAttribute('part', 'tables');
        var letter = t.bishop;
        var pieces = (lang === 'de' ? pos.backRankDe : pos.backRank)
          .split('')
          .filter(function (c) {
            return c !== letter;
          })
          .join('');
        var pattern = (lang === 'de' ? pos.backRankDe : pos.backRank)
          .split('')
          .map(function (c) {
            return c === letter ? letter : '–';
          })
          .join('');
        node(
          'span',
          'detail',
          tables,
          this._t('tablesText', { base: pos.kingTableBase, pieces: pieces, index: pos.bishopIndex, pattern: pattern }),
        );
      }
    }
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

  _setzen() {
    if (!this._core) return;
    var r = resolve(this._core, this._input.value);
    if (!r || r.error) {
      this._entryError = { key: r ? r.error : 'errText', value: r ? r.value : this._input.value };
    } else {
      this._entryError = null;
      this._pos = r;
    }
    this._queue();
  }

  _losen() {
    if (!this._core) return;
    this._entryError = null;
    this._pos = this._core.position(randomNumber());
    this._queue();
  }
}

if (!window.customElements.get(TAG)) window.customElements.define(TAG, Chess960Position);
