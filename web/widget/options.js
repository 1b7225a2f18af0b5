/*
 * What the attributes of <chess960-position> ask for, and the text shown below the board. Part
 * of chess960-widget.js (cmake/widget.cmake): runs inside the bundle's private scope, where
 * `wordsWeb` is the translator, the shared words and the start-number reader.
 */
var SHOW_TOKENS = ['number', 'letters', 'fen', 'tables', 'facts'];
var THEMES = ['light', 'dark', 'print', 'auto'];
var SIZES = ['small', 'medium', 'large'];

// Returns the text of a key in the language given (the element's, not the page's).
function say(lang, key, params) {
  wordsWeb.i18n.setLang(lang);
  return wordsWeb.i18n.t(key, params);
}

// Returns the start-number reader's message for a refused entry, in the language given.
function refusal(lang, result) {
  wordsWeb.i18n.setLang(lang);
  return wordsWeb.startNumber.message(result);
}

// Returns one of the seven language codes for a code such as "fr-CA", else null.
function pickLang(value) {
  return wordsWeb.i18n.normalize(value);
}

// Returns the page's language: <html lang>, else the browser's, else English.
function pageLang() {
  var fromPage = pickLang(document.documentElement && document.documentElement.lang);
  if (fromPage) return fromPage;
  var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; i < langs.length; i++) {
    var lang = pickLang(langs[i]);
    if (lang) return lang;
  }
  return 'en';
}

// Shortens what the page author wrote before quoting it in a message.
function shown(value) {
  var s = String(value).replace(/\s+/g, ' ').trim();
  return s.length > 40 ? s.slice(0, 40) + '…' : s;
}

// Returns the message for a module that did not load: a page policy that refuses WebAssembly
// is named as such (its script-src lacks 'wasm-unsafe-eval'), anything else quoted.
function loadMessage(lang, why) {
  if (/Content.Security.Policy|unsafe-eval/i.test(why)) return say(lang, 'widget.errCsp');
  return say(lang, 'widget.errLoad', { why: shown(why) });
}

// Returns a new element with a class (and text), appended to parent when given.
function node(tag, className, parent, text) {
  var n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  if (parent) parent.appendChild(n);
  return n;
}

// Reads the display attributes of el; pushes a message for each value it does not understand.
function readOptions(el, lang, problems) {
  // Adds the message for attribute `name`, naming the values it allows.
  function bad(name, allowed) {
    problems.push(
      say(lang, 'widget.errAttribute', { name: name, value: shown(el.getAttribute(name)), allowed: allowed }),
    );
  }
  var o = {
    orientation: 'white',
    coords: 'outside',
    show: ['number', 'letters'],
    controls: el.hasAttribute('controls'),
  };
  var orientation = (el.getAttribute('orientation') || '').trim().toLowerCase();
  if (orientation === 'white' || orientation === 'black') o.orientation = orientation;
  else if (orientation) bad('orientation', 'white, black');
  var coords = el.getAttribute('coords');
  if (coords !== null) {
    var cv = coords.trim().toLowerCase();
    if (cv === '' || cv === 'true' || cv === 'outside' || cv === 'yes') o.coords = 'outside';
    else if (cv === 'inside') o.coords = 'inside';
    else if (cv === 'false' || cv === 'none' || cv === 'no' || cv === 'off') o.coords = false;
    else bad('coords', 'outside, inside, none');
  }
  var show = el.getAttribute('show');
  if (show !== null) {
    var tokens = show
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    var known = tokens.filter(function (t) {
      return SHOW_TOKENS.indexOf(t) >= 0;
    });
    if (known.length < tokens.length) bad('show', SHOW_TOKENS.join(', '));
    o.show = known;
  }
  [
    ['theme', THEMES],
    ['size', SIZES],
  ].forEach(function (pair) {
    var value = (el.getAttribute(pair[0]) || '').trim().toLowerCase();
    if (value && pair[1].indexOf(value) < 0) bad(pair[0], pair[1].join(', '));
  });
  return o;
}

// Returns the back rank of pos in the letters of lang (its words' widget.letters, the letters
// of K Q R B N in that order).
function rankIn(lang, pos) {
  var letters = say(lang, 'widget.letters');
  return pos.backRank.replace(/[KQRBN]/g, function (c) {
    return letters.charAt('KQRBN'.indexOf(c));
  });
}

// Fills `info` with the lines `show` asks for about position pos, in the language given.
function writeInfo(info, pos, show, lang) {
  var rank = rankIn(lang, pos);
  var otherLang = lang === 'en' ? 'de' : 'en';
  info.textContent = '';
  if (show.indexOf('number') >= 0) {
    var num = node('p', 'number', info);
    num.setAttribute('part', 'number');
    num.appendChild(document.createTextNode(say(lang, 'widget.number', { n: pos.number })));
    if (pos.number === 518) {
      num.appendChild(document.createTextNode(' '));
      node('span', 'note', num, '(' + say(lang, 'widget.classical') + ')');
    }
  }
  if (show.indexOf('letters') >= 0) {
    var letters = node('p', 'letters', info);
    letters.setAttribute('part', 'letters');
    var main = node('span', '', letters, rank);
    main.lang = lang;
    main.title = say(lang, 'widget.rank');
    letters.appendChild(document.createTextNode(' '));
    var other = node('span', 'other', letters, '(' + rankIn(otherLang, pos) + ')');
    other.lang = otherLang;
  }
  if (show.indexOf('fen') >= 0) {
    var fen = node('p', 'fen', info, pos.fen);
    fen.setAttribute('part', 'fen');
    fen.title = say(lang, 'widget.fen');
  }
  if (show.indexOf('tables') >= 0) {
    var params = { n: pos.number, base: pos.kingTableBase, index: pos.bishopIndex };
    var tables = node('p', 'tables', info);
    tables.setAttribute('part', 'tables');
    tables.appendChild(document.createTextNode(say(lang, 'widget.tables', params)));
    var bishop = say(lang, 'widget.bishop');
    params.pieces = rank.split(bishop).join('');
    params.pattern = rank.replace(/./g, function (c) {
      return c === bishop ? bishop : '–';
    });
    node('span', 'detail', tables, say(lang, 'widget.tablesText', params));
  }
  if (show.indexOf('facts') >= 0) writeFacts(info, pos, lang);
}

// Returns the squares of White's pieces of one letter on the first rank, a to h.
function firstRankSquares(pieces, letter) {
  return 'abcdefgh'
    .split('')
    .map(function (file) {
      return file + '1';
    })
    .filter(function (square) {
      return pieces[square] === letter;
    });
}

// Fills `info` with the position's facts (show="facts"): the number in both counts, the mirror
// position's number, where king and rooks stand. The engine evaluations are the site's (too
// large for the widget).
function writeFacts(info, pos, lang) {
  var list = node('ul', 'facts', info);
  list.setAttribute('part', 'facts');
  var rooks = firstRankSquares(pos.pieces, 'R');
  [
    say(lang, 'widget.factsBoth', { n: pos.number, m: pos.number === 0 ? 960 : pos.number }),
    say(lang, 'widget.factsMirror', { n: pos.mirror }),
    say(lang, 'widget.factsKing', { king: firstRankSquares(pos.pieces, 'K')[0], rookA: rooks[0], rookH: rooks[1] }),
  ].forEach(function (text) {
    node('li', '', list, text);
  });
}

// Resolves after the next frame has been painted (or after 200 ms where frames do not come,
// e.g. in a hidden tab).
function afterPaint() {
  return new Promise(function (resolve) {
    var done = false;
    var once = function () {
      if (!done) resolve((done = true));
    };
    if (typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(function () {
        window.setTimeout(once, 0);
      });
    }
    window.setTimeout(once, 200);
  });
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
