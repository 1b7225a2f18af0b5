// Writes the first context note of a source (English) message for translators: what the text is
// (from the attribute that shows it in a page, else from its key), where it stands (the page or
// component of its area, the files that show it), and what each placeholder is. Used by
// scripts/words-to-catalogues.mjs for keys that have no note yet; a note is then the catalogue's
// own and may be rewritten by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');

// Where each area's words stand.
const AREAS = {
  castling: 'the castling card (how the king and rook castle in this position) of the start and play pages',
  credits: 'the page of sources and licences (credits.html)',
  'draw-words': 'the draw-by-hand page (draw.html), the steps and outcomes of the dice, coin, bag and card machines',
  draw: 'the draw-by-hand page (draw.html)',
  embed: 'the embedding guide (embed-docs.html) and the embeddable frame (embed.html)',
  errors: 'any page, as the message of an error code of the library',
  evals: 'the option to leave out positions by engine evaluation (draw, event and wall pages)',
  event: 'the tournament page (event.html)',
  facts: 'the facts box of a start position (start page and widget)',
  'play-database': 'the play page’s list of the games of a PGN file',
  'play-engine': 'the play page’s computer opponent panel',
  play: 'the play page (play.html)',
  projector: 'the projector view of the tournament page (shown on a second screen in the hall)',
  shared: 'every page (navigation, language menu, start-number field, buttons) and the widget',
  start: 'the start page (index.html)',
  tables: 'the two-tables page (tables.html)',
  'two-tables': 'the king and bishop tables component of the tables and start pages',
  verify: 'the page that verifies a tournament draw (verify.html)',
  viewer: 'the game viewer element <chess960-game> embedded in other sites',
  wall: 'the wall mode page (wall.html), a big board for a club wall or screen',
  widget: 'the embeddable widget <chess960-position> on other sites',
};

// What a placeholder is, by its name.
export const PLACEHOLDERS = {
  n: 'a number, usually a start-position number 0–959',
  m: 'the same start position counted 1–960',
  count: 'a count',
  total: 'the total count',
  square: 'a square such as e4',
  value: 'the value the user typed',
  result: 'a game result such as 1-0 or ½-½',
  piece: 'a piece name',
  move: 'a move in algebraic notation',
  moves: 'a number of (half-)moves',
  side: 'the side, White or Black',
  what: 'the thing concerned',
  left: 'how many are left',
  from: 'a starting square',
  start: 'a start position or its number',
  r: 'a round number',
  round: 'a round number',
  rounds: 'a number of rounds',
  kf: 'the king’s square before castling',
  kt: 'the king’s square after castling',
  rf: 'the rook’s square before castling',
  rt: 'the rook’s square after castling',
  color: 'a colour, White or Black',
  base: 'the king-table number',
  index: 'the bishop-table number 0–15',
  why: 'the reason, a sentence',
  reason: 'the reason, a sentence',
  name: 'a name (of a file, an event or an attribute)',
  max: 'the largest value allowed',
  min: 'the smallest value allowed',
  where: 'the place in the text (line or column)',
  rank: 'a back rank in piece letters, such as RBBKNNQR',
  pieces: 'piece letters',
  squares: 'a list of squares',
  number: 'a number',
  list: 'a list, joined by commas',
  seed: 'the seed of a random draw',
  san: 'a move in algebraic notation',
  ply: 'a number of half-moves',
  message: 'the library’s own (English) message',
  tag: 'the name of a PGN tag',
  fen: 'a FEN text',
  rating: 'an Elo rating',
  seconds: 'a number of seconds',
  king: 'the king’s square',
  rookA: 'the a-side rook’s square',
  rookH: 'the h-side rook’s square',
  white: 'the White player’s name',
  black: 'the Black player’s name',
  threshold: 'a threshold in pawns, such as 0.60',
  percent: 'a percentage',
  date: 'a date',
  line: 'a line number',
  column: 'a column number',
  size: 'a size',
  fingerprint: 'a short fingerprint of the secret',
  commitment: 'the commitment, 64 hex digits',
  secret: 'the secret, 64 hex digits',
  status: 'the game’s state, a sentence',
  ordinal: 'an ordinal word (first, second …)',
  thePiece: 'a piece name with its article',
  k: 'a number',
  countWord: 'a number word (two, three …)',
  again: 'the re-roll note (again.die / again.coins) or nothing',
  high: 'the die faces that count again',
  low: 'the faces they count as',
  rerolls: 'the die faces or throws to repeat',
  right: 'the right bishop’s square',
  faces: 'the faces thrown',
  second: 'the second part of the knights’ number',
  first: 'the first part of the knights’ number',
  a: 'a square',
  b: 'another square',
  summary: 'a summary of the figures, a sentence',
  options: 'the possible values, joined by commas',
  added: 'how many were added',
  skipped: 'how many were already there',
  renamed: 'how many got a new id',
  done: 'how many are done so far',
  part: 'what is wrong, a phrase',
  when: 'a date and time',
  names: 'names, joined by commas',
  expected: 'the number the secret gives',
  stored: 'the number saved',
  engine: 'an engine’s name',
  depth: 'a search depth',
  d: 'a search depth',
  win: 'White’s wins per mille',
  draw: 'draws per mille',
  loss: 'White’s losses per mille',
  source: 'a source’s name or address',
  commit: 'a version id (commit)',
  bad: 'how many are unreadable',
  shown: 'how many are shown',
  direction: 'the sort direction, in words',
  winner: 'the winning side, White or Black',
  targets: 'the squares it can go to, joined by commas',
  words: 'the move in words',
  candidates: 'the moves it could be, joined by commas',
  players: 'the players, White – Black',
  pattern: 'the bishops’ squares pattern',
  settings: 'the settings used, joined by commas',
  fields: 'the fields missing, joined by commas',
  position: 'the position, in words',
  game: 'a game number',
  code: 'an error code',
  src: 'a file’s address',
  digits: 'the digits typed so far',
  allowed: 'the possible values, joined by commas',
};

// The texts of the pages and scripts, read once.
let sources = null;
function readSources() {
  if (sources) return sources;
  sources = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'lang') walk(file);
      } else if (/\.(html|js)$/.test(entry.name)) {
        sources.push({ file: path.relative(web, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') });
      }
    }
  };
  walk(web);
  return sources;
}

// The attribute that shows a key in a page, and what it makes of the text.
const SHOWN_BY = [
  ['data-i18n-label', 'Accessible name (aria-label, read by screen readers)'],
  ['data-i18n-title', 'Tooltip (title attribute)'],
  ['data-i18n-placeholder', 'Placeholder text of an input field'],
  ['data-i18n-content', 'Meta text (the page’s description in search results)'],
  ['data-i18n', 'Text of an element'],
];

// Returns what a text is, from its key's last part.
function kindOf(key, text) {
  const last = key.split('.').pop();
  if (/^ERR_/.test(last)) return 'Error message';
  if (/^(pageTitle|title)/.test(last) && key.split('.').length === 2)
    return 'Title of the page (browser tab) or of a section';
  if (/[Hh]eading$/.test(last)) return 'Heading';
  if (/Label$/.test(last)) return 'Label, also read by screen readers';
  if (/Hint$|Note$|[Hh]elp$/.test(last)) return 'Explanatory hint';
  if (/^err|Error$|^bad/.test(last) || key.startsWith('err.')) return 'Error message';
  if (text.length <= 24 && !/[.:]$/.test(text)) return 'Short label or button text';
  return 'Sentence';
}

// Returns the context note of an English message.
export function contextNote(area, key, text) {
  const shown = [];
  const files = [];
  for (const { file, text: source } of readSources()) {
    for (const [attr, kind] of SHOWN_BY) {
      if (source.includes(`${attr}="${key}"`) && !shown.some((s) => s[0] === kind)) shown.push([kind, file]);
    }
    if (file.endsWith('.js') && (source.includes(`'${key}'`) || source.includes(`"${key}"`))) files.push(file);
  }
  const kind = shown.length ? shown.map((s) => `${s[0]} in ${s[1]}`).join('; ') : kindOf(key, text);
  let note = `${kind}, on ${AREAS[area] || `the ${area} area`}.`;
  if (files.length) note += ` Shown by ${files.slice(0, 3).join(', ')}.`;
  const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
  if (names.length)
    note += ' ' + names.map((name) => `{${name}}: ${PLACEHOLDERS[name] || 'filled in by the page'}.`).join(' ');
  return note;
}
