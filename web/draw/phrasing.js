// Phrases what the draw machines of the library return (language-free ids and facts, see the
// package's types: DrawRequest, DrawEvent) in a language, through the one translator: the
// machines' words (lang/<code>/draw-words.js, read as drawWords.<key>), the piece names of the
// shared words and the piece letters of the core's table. Pure functions, no DOM. A key missing
// in a language falls back to English, then German, and is recorded in `missing`
// (tests/web/draw_words.test.mjs keeps it empty).
import { pieceLetters } from '../shared/piece-letters.js';
import { has, t } from '../shared/i18n.js';
import '../shared/words.js';
import './words.js';

// The keys asked for in a language that has no text for them ('<lang>:<key>').
export const missing = new Set();

// Returns the text of the machines' key in lang with its "{name}" placeholders filled from params.
function say(lang, key, params) {
  if (!has('drawWords.' + key, lang)) missing.add(lang + ':' + key);
  return t('drawWords.' + key, params, lang);
}

// Returns true when lang has a text for the machines' key.
function sayable(lang, key) {
  return has('drawWords.' + key, lang);
}

// Returns "dark" or "light" for a first-rank square such as "c1".
function colourOf(square) {
  return 'aceg'.includes(square.charAt(0)) ? 'dark' : 'light';
}

// Returns the items joined with the language's list separator.
function list(lang, items) {
  return items.join(say(lang, 'listSeparator'));
}

// Returns the letter of a piece (English letter K Q R B N) in lang.
function letter(lang, piece) {
  return pieceLetters(lang)[piece] || piece;
}

// Returns the name of a piece (English letter) in lang, or '' for none.
function pieceName(lang, piece) {
  if (!piece) return '';
  if (!has('piece.' + piece, lang)) missing.add(lang + ':piece.' + piece);
  return t('piece.' + piece, null, lang);
}

// Returns "2nd" / "2.": key ordinal.k where a language has one, else ordinal.
function ordinal(lang, k) {
  return sayable(lang, 'ordinal.' + k) ? say(lang, 'ordinal.' + k) : say(lang, 'ordinal', { k });
}

// Returns "2 bishops": key count.X, a plural of its catalogue.
function pieceCount(lang, piece, n) {
  return say(lang, 'count.' + piece, { n });
}

// Returns "1 queen, 2 bishops, 2 knights" for the pieces still to place ("QBBNN").
function toPlace(lang, letters) {
  const parts = [];
  for (const piece of 'QBN') {
    const n = letters.split(piece).length - 1;
    if (n) parts.push(pieceCount(lang, piece, n));
  }
  return list(lang, parts);
}

// Returns the instruction for a throw of a die or coins (kind die, coins, coin) for one piece:
// the instrument, the piece, the squares counted and the values that mean "again".
function askThrow(lang, req, p) {
  const fold = req.kind === 'die' && req.options.length > req.count;
  const how = req.kind === 'die' ? (fold ? 'die-fold' : 'die') : req.kind;
  const high = req.options.slice(req.count);
  p.what = say(lang, 'what.' + req.step);
  p.where = say(lang, 'where.' + req.among, p);
  p.again = req.rerolls.length ? say(lang, how === 'die' ? 'again.die' : 'again.coins', p) : '';
  p.high = high.join(', ');
  p.low = high.map((v) => ((v - 1) % req.count) + 1).join(', ');
  return say(lang, 'ask.' + how, p);
}

// Returns the variant of a step's key: the colour of a bishop choice, the piece of a bishop
// card, the player who places; '' for the others.
function stepVariant(req) {
  if (req.step === 'bishop-choice') return colourOf(req.left);
  if (req.step === 'bishop-piece') return req.among;
  if (req.step === 'placement') return req.player;
  return '';
}

// Returns the instruction for a step (req from draw.next()) of the method.
export function request(lang, method, req) {
  if (req.step === 'done') return say(lang, 'done.' + method);
  const p = {
    square: req.square,
    from: req.from,
    left: req.left,
    right: req.right,
    count: req.count,
    countWord: req.count ? say(lang, 'num.' + req.count) : '',
    squares: list(
      lang,
      req.outcomes.map((o) => o.square),
    ),
    rerolls: req.rerolls.join(', '),
    pieces: req.toPlace ? toPlace(lang, req.toPlace) : '',
  };
  if (req.kind === 'die' && req.die !== 'd6') {
    return say(lang, 'ask.' + req.die + (req.die === 'tetrahedron' ? '.' + req.among : ''), p);
  }
  if (req.kind === 'die' || req.kind === 'coins' || req.kind === 'coin') return askThrow(lang, req, p);
  const variant = stepVariant(req);
  return say(lang, 'step.' + req.step + (variant ? '.' + variant : ''), p);
}

// Returns what option o of a step does, in words (the part after the value on its button).
function optionLabel(lang, req, value, o) {
  if (req.step === 'bag-piece') return say(lang, 'label.bag-piece', { piece: pieceName(lang, o.piece), n: o.inBag });
  if (req.step === 'bishop-piece')
    return say(lang, 'label.bishop-piece', { piece: pieceName(lang, o.piece), square: o.square });
  if (req.step === 'card-piece') return pieceName(lang, o.piece);
  if (req.step === 'bishop-card') return say(lang, 'label.bishop-card', o);
  if (req.step === 'knights') {
    const [first, second] = o.counts;
    const [a, b] = o.squares;
    return say(lang, 'label.knights', { number: o.number, first, second, a, b });
  }
  if (req.kind === 'coins' || req.kind === 'coin') {
    return say(lang, 'label.throw', { faces: say(lang, 'label.' + req.kind + '.' + value), square: o.square });
  }
  return o.square;
}

// Returns the text of option i's button: the value (a piece's letter where a piece is drawn)
// and what it does.
export function option(lang, req, i) {
  const value = String(req.options[i]);
  const o = req.outcomes[i] || {};
  if (req.step === 'bishop-choice') return say(lang, 'label.bishop-choice.' + value, o);
  if (req.step === 'placement') return letter(lang, o.piece) + o.square;
  const shown = req.step === 'bag-piece' || req.step === 'bishop-piece' ? letter(lang, o.piece) : value;
  return shown + ' · ' + optionLabel(lang, req, value, o);
}

// Returns the sentence for one event of give()'s events.
function event(lang, e) {
  const squares = e.squares || [];
  const counts = e.counts || [];
  const p = {
    value: e.value,
    piece: pieceName(lang, e.piece),
    square: e.square,
    from: e.from,
    ordinal: e.k ? ordinal(lang, e.k) : '',
    thePiece: e.piece ? say(lang, 'pieceThe.' + e.piece) : '',
    number: e.number,
    first: counts[0],
    second: counts[1],
    a: squares[0],
    b: squares[1],
  };
  const variant = e.event === 'player-placed' ? e.player : e.event === 'bishop-moved' ? colourOf(e.square) : '';
  const text = say(lang, 'event.' + e.event + (variant ? '.' + variant : ''), p);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Returns the sentences for all events of one give(), space separated.
export function events(lang, given) {
  return given.map((e) => event(lang, e)).join(' ');
}

// Returns the name of a draw method.
export function method(lang, id) {
  return say(lang, 'method.' + id);
}

// Returns a back rank ("--B--B--", English letters) in lang's letters.
export function rank(lang, text) {
  return text.replace(/[KQRBN]/g, (c) => letter(lang, c));
}
