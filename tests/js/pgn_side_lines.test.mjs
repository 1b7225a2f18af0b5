// The checker dist/chess960-pgn.js on games with side lines: games made by chessops (the oracle:
// every move of every line is legal there, and each planted bad move is illegal there) from
// Chess960 start positions, with comments, NAGs and side lines nested two deep; in half of them
// one move of one side line cannot be played. checkPgn must give that move's game, line and
// side-line path (ERR_PGN_MOVE), pass the good ones with chessops' final position, and
// { strip: true } must write each good game's main line without comments, NAGs or side lines.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { parsePgn } from 'chessops/pgn';
import { makeSanAndPlay, parseSan } from 'chessops/san';
import { parseUci } from 'chessops/util';
import { fromFen, legalUcis, shredderFen } from './chessops.mjs';
import { root } from './load.mjs';
import { sameFen } from './real_pgn.mjs';
import { backRank, seededRandom } from '../e2e/pgn_games.mjs';

const require = createRequire(import.meta.url);
const checker = await require(path.join(root, 'dist', 'chess960-pgn.js'))();

// Start FEN of number n (castling as the rook files).
function startFen(n) {
  const rank = backRank(n);
  const rooks = [...rank].flatMap((p, i) => (p === 'R' ? ['abcdefgh'[i]] : [])).reverse();
  return `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w ${rooks.join('').toUpperCase()}${rooks.join('')} - 0 1`;
}

// Returns "12." or "12..." for the move about to be played in `pos`.
const moveLabel = (pos) => `${pos.fullmoves}${pos.turn === 'white' ? '.' : '...'}`;

// Returns a line of up to `length` random legal moves from `pos` (not starting with `not`):
// [{ san, before, alts }], each alt a side line replacing that move; `where` is the line's path
// in the core's words ("side line 1 at 3..., then side line 2 at 4.").
function makeLine(pos, length, depth, random, where, not = null) {
  const moves = [];
  for (let j = 0; j < length; j++) {
    const legal = legalUcis(pos).filter((uci) => j > 0 || uci !== not);
    if (legal.length === 0) break;
    const uci = legal[Math.floor(random() * legal.length)];
    const before = pos.clone();
    const san = makeSanAndPlay(pos, parseUci(uci));
    const move = { san, before, alts: [], where };
    const sides = depth < 2 && random() < 0.3 ? 1 + Math.floor(random() * 2) : 0;
    for (let s = 1; s <= sides; s++) {
      const at = `${where ? `${where}, then ` : ''}side line ${s} at ${moveLabel(before)}`;
      move.alts.push(makeLine(before.clone(), 1 + Math.floor(random() * 4), depth + 1, random, at, uci));
    }
    moves.push(move);
  }
  return moves;
}

// Returns every move of every side line of `line` (not the line's own moves when `main`).
function sideMoves(line, main) {
  return line.flatMap((move) => [...(main ? [] : [move]), ...move.alts.flatMap((alt) => sideMoves(alt, false))]);
}

// Plants a move that cannot be played in place of `move` and cuts its line after it; returns the
// token (illegal in the position before `move`, as chessops sees it).
function plantIllegal(line, move, random) {
  const tokens = ['Ke4', 'Kd5', 'Qh5', 'Nd5', 'Bb5', 'Ra4', 'Qxa4', 'Ke3', 'Rh3', 'Nxe6'];
  const start = Math.floor(random() * tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[(start + i) % tokens.length];
    if (parseSan(move.before, token) !== undefined) continue;
    move.san = token;
    move.alts = [];
    move.bad = true;
    const cut = line.indexOf(move);
    line.length = cut + 1;
    return token;
  }
  return null;
}

// Writes a line's movetext into `out` ({ text }), noting the line of the bad move in `out.bad`.
function writeLine(line, out, random) {
  let number = true;
  for (const move of line) {
    if (number || move.before.turn === 'white') out.text += `${moveLabel(move.before)} `;
    if (move.bad) out.bad = out.text.split('\n').length;
    out.text += move.san;
    out.text += random() < 0.2 ? ['!?', ' $1', ' $14', '?'][Math.floor(random() * 4)] : '';
    out.text += random() < 0.2 ? ` {[%clk 0:0${Math.floor(random() * 10)}:00] a\nnote}` : '';
    out.text += random() < 0.3 ? '\n' : ' ';
    number = false;
    for (const alt of move.alts) {
      out.text += '(';
      writeLine(alt, out, random);
      out.text += ')\n';
      number = true;
    }
  }
}

// Returns `count` games from `seed`: [{ text, fen, sans, bad?: { line, where, token } }].
function makeGames(count, seed) {
  const random = seededRandom(seed);
  const games = [];
  for (let g = 0; g < count; g++) {
    const fen = startFen(Math.floor(random() * 960));
    const main = makeLine(fromFen(fen), 12 + Math.floor(random() * 30), 0, random, '');
    const sides = sideMoves(main, true);
    if (sides.length === 0) {
      g--;
      continue;
    }
    const game = { fen, sans: main.map((m) => m.san) };
    if (g % 2 === 1) {
      const move = sides[Math.floor(random() * sides.length)];
      const line = findLine(main, move);
      const token = plantIllegal(line, move, random);
      if (token) game.bad = { where: move.where, token, move };
    }
    const out = { text: `[Event "side lines ${g + 1}"]\n[Variant "Chess960"]\n[FEN "${fen}"]\n\n{The game}\n`, bad: 0 };
    writeLine(main, out, random);
    out.text += '*\n\n';
    if (game.bad) game.bad.line = out.bad;
    const final = fromFen(fen);
    for (const move of main) final.play(parseSan(final, move.san));
    games.push({ ...game, text: out.text, final: shredderFen(final) });
  }
  return games;
}

// Returns the line (array) of `line` or its side lines that holds `move`.
function findLine(line, move) {
  if (line.includes(move)) return line;
  for (const m of line)
    for (const alt of m.alts) {
      const found = findLine(alt, move);
      if (found) return found;
    }
  return null;
}

// Returns the whole text of `games` and the first line of each game in it.
function joined(games) {
  let text = '';
  const firstLines = [];
  for (const game of games) {
    firstLines.push(text.split('\n').length);
    text += game.text;
  }
  return { text, firstLines };
}

const games = makeGames(80, 960);

test('chessops made 80 games with side lines, 40 with an illegal move in a side line', () => {
  const bad = games.filter((g) => g.bad);
  assert.equal(bad.length, 40);
  assert.ok(bad.filter((g) => g.bad.where.includes(', then ')).length >= 3, 'side lines of side lines');
  // the oracle reads every good game's main line and its variations
  for (const game of games.filter((g) => !g.bad)) assert.equal(parsePgn(game.text).length, 1);
});

test('checkPgn names the game, the line and the side line of each illegal move; good games pass', () => {
  const { text, firstLines } = joined(games);
  for (const opts of [{ fens: true }, { fens: true, open: true }, { fens: true, tree: true }]) {
    const checked = checker.checkPgn(text, opts).games;
    assert.equal(checked.length, games.length);
    games.forEach((game, i) => {
      const got = checked[i];
      const label = `game ${i + 1} ${JSON.stringify(opts)}`;
      if (!game.bad) {
        assert.equal(got.error, undefined, `${label}: ${got.error && got.error.message}`);
        assert.equal(sameFen(got.fen), game.final, label);
        return;
      }
      const line = firstLines[i] + game.bad.line - 1;
      assert.ok(got.error, `${label}: no error for ${game.bad.token} in ${game.bad.where}`);
      assert.equal(got.error.code, 'ERR_PGN_MOVE', label);
      assert.equal(got.error.game, i + 1, label);
      assert.equal(got.error.line, line, label);
      assert.ok(
        got.error.message.includes(` ${game.bad.token} (line ${line}, ${game.bad.where}):`),
        `${label}: ${got.error.message}`,
      );
    });
  }
});

test('a "(" in a comment or a tag value is no side line: the fast check stays clean', () => {
  const text = '[Event "a (b"]\n\n1. e4 {(1. Ke2 Ke7)} e5 ; (1... Kd7\n2. Nf3 *\n';
  const [game] = checker.checkPgn(text, { fens: true }).games;
  assert.equal(game.error, undefined);
  assert.equal(
    sameFen(game.fen),
    shredderFen(fromFen('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2')),
  );
});

test('{ strip: true }: each good game without comments, NAGs and side lines, read again the same', () => {
  const { text } = joined(games);
  const stripped = checker.checkPgn(text, { strip: true, fens: true }).games;
  games.forEach((game, i) => {
    const got = stripped[i];
    if (game.bad) {
      assert.equal(got.pgn, undefined, `game ${i + 1}: a bad game is not written`);
      return;
    }
    const [tags, movetext] = [got.pgn.slice(0, got.pgn.indexOf('\n\n')), got.pgn.slice(got.pgn.indexOf('\n\n'))];
    assert.doesNotMatch(movetext, /[{}()$;!?]/, `game ${i + 1}`);
    assert.match(tags, new RegExp(`\\[Event "side lines ${i + 1}"\\]`));
    const again = checker.checkPgn(got.pgn, { fens: true }).games;
    assert.equal(again.length, 1);
    assert.equal(again[0].error, undefined);
    assert.equal(again[0].fen, got.fen, `game ${i + 1}: the same final position`);
    assert.equal(sameFen(again[0].fen), game.final);
    const [read] = parsePgn(got.pgn);
    assert.deepEqual(
      [...read.moves.mainline()].map((node) => node.san),
      game.sans,
      `game ${i + 1}: the same main line`,
    );
  });
});
