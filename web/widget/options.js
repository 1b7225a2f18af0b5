// What the attributes of <chess960-position> ask for, and the text shown below the board, each
// in the element's own language (its words: web/widget/words.js).
import { backRank } from 'chess960/numbering';
import { letterSet, pieceLetters } from '../shared/piece-letters.js';
import { el } from '../shared/dom.js';
import { normalize, t } from '../shared/i18n.js';

const SHOW_TOKENS = ['number', 'letters', 'fen', 'tables', 'facts'];
const ENUMERATED = { theme: ['light', 'dark', 'print', 'auto'], size: ['small', 'medium', 'large'] };
const COORDS = { '': 'outside', true: 'outside', outside: 'outside', yes: 'outside', inside: 'inside' };
const NO_COORDS = ['false', 'none', 'no', 'off'];

// Returns the page's language: <html lang>, else the browser's first the widget speaks, else English.
export function pageLang() {
  const fromPage = normalize(document.documentElement && document.documentElement.lang);
  if (fromPage) return fromPage;
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const code of langs) {
    if (normalize(code)) return normalize(code);
  }
  return 'en';
}

// Shortens what the page author wrote before quoting it in a message.
function shown(value) {
  const s = String(value).replace(/\s+/g, ' ').trim();
  return s.length > 40 ? s.slice(0, 40) + '…' : s;
}

// Returns the message for a module that did not load: a page policy that refuses WebAssembly
// is named as such (its script-src lacks 'wasm-unsafe-eval'), anything else quoted.
export function loadMessage(lang, why) {
  if (/Content.Security.Policy|unsafe-eval/i.test(why)) return t('widget.errCsp', null, lang);
  return t('widget.errLoad', { why: shown(why) }, lang);
}

// Returns the coordinates the coords attribute asks for ('outside', 'inside' or false), or
// undefined for a value it does not understand.
function coordsOf(value) {
  const v = value.trim().toLowerCase();
  if (Object.hasOwn(COORDS, v)) return COORDS[v];
  return NO_COORDS.includes(v) ? false : undefined;
}

// Reads the display attributes of an element; pushes a message for each value it does not understand.
export function readOptions(element, lang, problems) {
  // Adds the message for attribute `name`, naming the values it allows.
  const bad = (name, allowed) =>
    problems.push(t('widget.errAttribute', { name, value: shown(element.getAttribute(name)), allowed }, lang));
  const o = {
    orientation: 'white',
    coords: 'outside',
    show: ['number', 'letters'],
    controls: element.hasAttribute('controls'),
  };
  const orientation = (element.getAttribute('orientation') || '').trim().toLowerCase();
  if (orientation === 'white' || orientation === 'black') o.orientation = orientation;
  else if (orientation) bad('orientation', 'white, black');
  const coords = element.getAttribute('coords');
  if (coords !== null) {
    o.coords = coordsOf(coords);
    if (o.coords === undefined) {
      o.coords = 'outside';
      bad('coords', 'outside, inside, none');
    }
  }
  const show = element.getAttribute('show');
  if (show !== null) {
    const tokens = show
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    o.show = tokens.filter((token) => SHOW_TOKENS.includes(token));
    if (o.show.length < tokens.length) bad('show', SHOW_TOKENS.join(', '));
  }
  for (const [name, allowed] of Object.entries(ENUMERATED)) {
    const value = (element.getAttribute(name) || '').trim().toLowerCase();
    if (value && !allowed.includes(value)) bad(name, allowed.join(', '));
  }
  return o;
}

// Returns the back rank of pos in the letters of lang (the core's table of letters).
export function rankIn(lang, pos) {
  return backRank(pos.number, { letters: letterSet(lang) });
}

// Adds the number line: "No. 518 (standard chess position)".
function writeNumber(info, pos, lang) {
  const line = info.appendChild(
    el('p', { class: 'number', part: 'number' }, t('position.no', { n: pos.number }, lang)),
  );
  if (pos.number === 518) line.append(' ', el('span', { class: 'note' }, `(${t('widget.classical', null, lang)})`));
}

// Adds the back rank in the element's letters and, smaller, in English (German on an English element).
function writeLetters(info, pos, lang) {
  const other = lang === 'en' ? 'de' : 'en';
  info.appendChild(
    el(
      'p',
      { class: 'letters', part: 'letters' },
      el('span', { lang, title: t('backRank', null, lang) }, rankIn(lang, pos)),
      ' ',
      el('span', { class: 'other', lang: other }, `(${rankIn(other, pos)})`),
    ),
  );
}

// Adds the two tables' line: the number as king table plus bishop table, and what each shows.
function writeTables(info, pos, lang) {
  const rank = rankIn(lang, pos);
  const bishop = pieceLetters(lang).B;
  const params = {
    n: pos.number,
    base: pos.kingTableBase,
    index: pos.bishopIndex,
    pieces: rank.split(bishop).join(''),
    pattern: rank.replace(/./g, (c) => (c === bishop ? bishop : '–')),
  };
  info.appendChild(
    el(
      'p',
      { class: 'tables', part: 'tables' },
      t('widget.tables', params, lang),
      el('span', { class: 'detail' }, t('widget.tablesText', params, lang)),
    ),
  );
}

// Returns the squares of White's pieces of one letter on the first rank, a to h.
function firstRankSquares(pieces, letter) {
  return [...'abcdefgh'].map((file) => file + '1').filter((square) => pieces[square] === letter);
}

// Adds the position's facts (show="facts"): the number in both counts, the mirror position's
// number, where king and rooks stand. The engine evaluations are the site's (too large here).
function writeFacts(info, pos, lang) {
  const rooks = firstRankSquares(pos.pieces, 'R');
  const king = firstRankSquares(pos.pieces, 'K')[0];
  const facts = [
    t('widget.factsBoth', { n: pos.number, m: pos.number === 0 ? 960 : pos.number }, lang),
    t('widget.factsMirror', { n: pos.mirror }, lang),
    t('widget.factsKing', { king, rookA: rooks[0], rookH: rooks[1] }, lang),
  ];
  info.appendChild(
    el(
      'ul',
      { class: 'facts', part: 'facts' },
      facts.map((text) => el('li', null, text)),
    ),
  );
}

// Fills `info` with the lines `show` asks for about position pos, in the language given.
export function writeInfo(info, pos, show, lang) {
  info.textContent = '';
  if (show.includes('number')) writeNumber(info, pos, lang);
  if (show.includes('letters')) writeLetters(info, pos, lang);
  if (show.includes('fen'))
    info.appendChild(el('p', { class: 'fen', part: 'fen', title: t('position.fen', null, lang) }, pos.fen));
  if (show.includes('tables')) writeTables(info, pos, lang);
  if (show.includes('facts')) writeFacts(info, pos, lang);
}
