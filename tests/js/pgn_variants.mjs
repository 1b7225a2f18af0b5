// Rewrites a real game (read by chessops from tests/data/real) in another PGN dialect: the same
// tags and moves, with the spelling, numbering, comments and line endings a test asks for.
import { emptyHeaders, parsePgn } from 'chessops/pgn';
import { parseFen } from 'chessops/fen';
import { readReal, resultToken, splitGames } from './real_pgn.mjs';

// Returns game `index` (0-based) of a real file as { tags: [[name, value]], sans, result,
// text, turn, fullmove }: the tags and main-line SANs as written, and the game's own text.
export function realGame(file, index) {
  const text = splitGames(readReal(file))[index].text.trimEnd();
  const game = parsePgn(text, emptyHeaders)[0];
  const fen = game.headers.get('FEN');
  const setup = fen ? parseFen(fen).unwrap() : { turn: 'white', fullmoves: 1 };
  return {
    tags: [...game.headers],
    sans: [...game.moves.mainline()].map((node) => node.san),
    result: resultToken(text),
    text,
    turn: setup.turn,
    fullmove: setup.fullmoves,
  };
}

// Returns a tag pair line with `"` and `\` escaped as the PGN standard says.
export function tagLine(name, value) {
  return `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

/**
 * Returns the movetext of `game` written with these options:
 * numbers: 'white' (12. e4 e5), 'both' (12. e4 12... e5), 'none';
 * castle: 'O' or '0' (0-0, 0-0-0); san(san, ply): rewrites a move (glyphs);
 * after(ply): text written after a move (comments, NAGs, variations); perLine: moves per line;
 * result: the result token ('' for none).
 */
export function movetext(game, options = {}) {
  const { numbers = 'white', castle = 'O', perLine = 6, after = () => '', san = (s) => s } = options;
  const result = options.result ?? game.result;
  const words = [];
  let white = game.turn === 'white';
  let number = game.fullmove;
  game.sans.forEach((written, ply) => {
    if (numbers !== 'none' && (white || ply === 0 || numbers === 'both')) words.push(`${number}.${white ? '' : '..'}`);
    const move = castle === '0' ? written.replace(/^O-O(-O)?/, (m) => m.replace(/O/g, '0')) : written;
    words.push(san(move, ply));
    const extra = after(ply);
    if (extra) words.push(extra);
    if (!white) number++;
    white = !white;
    if ((ply + 1) % perLine === 0) words.push('\n');
  });
  if (result) words.push(result);
  return words.join(' ').replace(/ ?\n ?/g, '\n');
}

/**
 * Returns the whole game text: tags (options.tags overrides the tag list: [[name, value]]),
 * a blank line and the movetext; lines end with options.eol ('\n' or '\r\n').
 */
export function writeGame(game, options = {}) {
  const tags = options.tags ?? game.tags;
  const text = `${tags.map(([name, value]) => tagLine(name, value)).join('\n')}\n\n${movetext(game, options)}\n`;
  return options.eol === '\r\n' ? text.replace(/\n/g, '\r\n') : text;
}

// Returns the tag list with `name` set to `value` (replaced in place, else appended); null removes it.
export function withTag(tags, name, value) {
  const kept = tags.filter(([n]) => n !== name);
  if (value === null) return kept;
  const at = tags.findIndex(([n]) => n === name);
  if (at === -1) return [...kept, [name, value]];
  return [...tags.slice(0, at), [name, value], ...tags.slice(at + 1).filter(([n]) => n !== name)];
}
