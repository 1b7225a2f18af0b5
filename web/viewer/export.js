// What <chess960-game> hands on: the FEN shown, a self-contained PGN of the game up to the move
// shown (its start FEN with SetUp and Variant, so any reader finds the same position), the whole
// game's PGN as a file, and the play page's address for the position shown. The library writes
// every PGN; nothing here reads or writes chess notation.
import { el } from '../shared/dom.js';
import { ROSTER_TAGS } from '../shared/pgn-roster.js';

// The tags of the seven-tag roster (but the result: "*" there) and the others a game's header
// keeps when cut at a move.
const KEPT = [...ROSTER_TAGS.filter((tag) => tag !== 'Result'), 'WhiteElo', 'BlackElo', 'TimeControl'];

// Returns the PGN of `game`'s line from its start to the move shown (the game stands there): its
// tags, Result "*" (the game goes on from there), and the start as FEN with SetUp and Variant.
export function positionPgn(api, game, tags) {
  const line = new api.Game(game.startFen());
  try {
    for (const uci of game.historyUci()) line.play(uci);
    const header = { Result: '*', SetUp: '1', FEN: game.startFen(), Variant: 'Chess960' };
    for (const name of KEPT) if (Object.hasOwn(tags, name)) header[name] = tags[name];
    return line.pgn(header);
  } finally {
    line.delete();
  }
}

// Returns a file name for a game's PGN: its players and round, letters and digits only.
export function fileName(tags, index) {
  const words = [tags.White, tags.Black, tags.Round]
    .filter((v) => v && v !== '?')
    .join('-')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '') // the accents NFKD split off: Müller → Muller
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return (words || `game-${index + 1}`) + '.pgn';
}

// Offers text as a file to save (a link to a Blob, clicked; no request leaves the page).
export function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
  const link = el('a', { href: url, download: name, hidden: true });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Copies text to the clipboard; resolves to true, or false where the page may not (then the
// caller shows the text to copy by hand).
export function copy(text) {
  if (!navigator.clipboard || !navigator.clipboard.writeText) return Promise.resolve(false);
  return navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
}

// Returns the play page's address that starts from `fen`, or null where the page names none
// (`play` attribute: the address of play.html; empty or absent: no link).
export function playUrl(play, fen) {
  if (!play || !play.trim()) return null;
  try {
    const url = new URL(play.trim(), document.baseURI);
    if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'file:') return null;
    url.searchParams.set('fen', fen);
    return url.href;
  } catch {
    return null;
  }
}
