// The arbiter's PGN check `chess960 pgn FILE [--json] [--stats]`, run as a child process on the
// built module. Files are written to a temporary folder: games made and replayed by chessops
// (the oracle: every good game is legal there, every bad move is illegal there), a malformed
// tag, illegal moves at known lines, the same file with a byte-order mark and CRLF; real files
// from tests/data/real with the game counts their README documents.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { makeSanAndPlay, parseSan } from 'chessops/san';
import { squareRank } from 'chessops/util';
import { ENGLISH } from './cli-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'bin', 'chess960.cjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chess960-cli-pgn-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

// Runs the CLI; `env` adds environment variables (CHESS960_PGN_PIECE_BYTES).
function run(args, env = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: root,
    env: { ...ENGLISH, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function write(name, text) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

// Back rank of start number n by the numbering rules (bishops, queen, knights, then R K R).
const KNIGHTS = ['NN---', 'N-N--', 'N--N-', 'N---N', '-NN--', '-N-N-', '-N--N', '--NN-', '--N-N', '---NN'];
function backRank(n) {
  const rank = Array(8).fill('');
  rank[2 * (n % 4) + 1] = 'B';
  rank[2 * (Math.floor(n / 4) % 4)] = 'B';
  const free = () => rank.flatMap((p, i) => (p ? [] : [i]));
  rank[free()[Math.floor(n / 16) % 6]] = 'Q';
  const five = free();
  [...KNIGHTS[Math.floor(n / 96)]].forEach((c, k) => {
    if (c === 'N') rank[five[k]] = 'N';
  });
  const [a, k, h] = free();
  Object.assign(rank, { [a]: 'R', [k]: 'K', [h]: 'R' });
  return rank.join('');
}
const numberOfRank = new Map(Array.from({ length: 960 }, (_, n) => [backRank(n), n]));

// Start FEN of number n, castling as KQkq or (shredder) as the rook files.
function startFen(n, shredder = false) {
  const rank = backRank(n);
  const rooks = [...rank].flatMap((p, i) => (p === 'R' ? ['abcdefgh'[i]] : [])).reverse();
  const castling = shredder ? rooks.join('').toUpperCase() + rooks.join('') : 'KQkq';
  return `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w ${castling} - 0 1`;
}

// The start number a game's FEN tag (none = 518) stands for, read with chessops; null otherwise.
function startNumberOf(fenTag) {
  if (fenTag === undefined) return 518;
  const setup = parseFen(fenTag).unwrap();
  const row = (rank) =>
    Array.from({ length: 8 }, (_, f) => {
      const piece = setup.board.get(rank * 8 + f);
      if (!piece) return '.';
      const letter = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' }[piece.role];
      return piece.color === 'white' ? letter.toUpperCase() : letter;
    }).join('');
  const white = row(0);
  const start =
    numberOfRank.has(white) &&
    row(7) === white.toLowerCase() &&
    row(1) === 'PPPPPPPP' &&
    row(6) === 'pppppppp' &&
    [2, 3, 4, 5].every((r) => row(r) === '........') &&
    setup.turn === 'white' &&
    setup.castlingRights.size() === 4;
  return start ? numberOfRank.get(white) : null;
}

// A seeded random number generator (mulberry32), so the games are the same on every run.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Plays up to `plies` random legal moves with chessops; returns their SAN and the result.
function randomGame(fen, plies, rand) {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const sans = [];
  while (sans.length < plies && !pos.isEnd()) {
    const moves = [...pos.allDests()].flatMap(([from, tos]) => [...tos].map((to) => ({ from, to })));
    const move = moves[Math.floor(rand() * moves.length)];
    if (pos.board.pawn.has(move.from) && [0, 7].includes(squareRank(move.to))) move.promotion = 'queen';
    sans.push(makeSanAndPlay(pos, move));
  }
  const outcome = pos.outcome();
  let result = ['1-0', '0-1', '1/2-1/2', '*'][Math.floor(rand() * 4)];
  if (outcome) result = outcome.winner ? (outcome.winner === 'white' ? '1-0' : '0-1') : '1/2-1/2';
  return { sans, result };
}

// Lines of one game (one move pair a line) and, per ply, the index of its line.
function gameLines(tags, sans, result) {
  const lines = Object.entries(tags).map(([name, value]) => `[${name} "${value}"]`);
  lines.push('');
  const plyLine = [];
  for (let i = 0; i < sans.length; i += 2) {
    plyLine.push(lines.length, lines.length);
    lines.push(`${i / 2 + 1}. ${sans.slice(i, i + 2).join(' ')}`);
  }
  if (sans.length > 0) lines[lines.length - 1] += ` ${result}`;
  else lines.push(result);
  return { lines, plyLine };
}

// Joins games into one text, a blank line after each; sets game.firstLine (1-based).
function pgnText(games, eol = '\n') {
  let line = 1;
  for (const game of games) {
    game.firstLine = line;
    line += game.lines.length + 1;
  }
  return games.map((g) => g.lines.join(eol) + eol + eol).join('');
}

// Replays every main line with chessops; returns the number of games read.
function chessopsGoodGames(text) {
  const games = parsePgn(text);
  for (const game of games) {
    const pos = startingPosition(game.headers).unwrap();
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      assert.ok(move, `chessops finds ${node.san} illegal`);
      pos.play(move);
    }
  }
  return games.length;
}

// Twelve random games from twelve start numbers (518 without FEN tag), some in Shredder-FEN.
const rand = random(960);
const START_NUMBERS = [518, 0, 959, 1, 100, 333, 740, 518, 0, 21, 959, 600];
const goodGames = START_NUMBERS.map((n, k) => {
  const fen = startFen(n, k % 3 === 1);
  const { sans, result } = randomGame(fen, 20 + 7 * k, rand);
  const tags = { Event: 'CLI check', Round: String(k + 1), White: 'Anna', Black: 'Ben', Result: result };
  if (k !== 0 && k !== 7) Object.assign(tags, { Variant: 'Chess960', SetUp: '1', FEN: fen });
  return gameLines(tags, sans, result);
});

// Replaces ply `ply` of a chessops game with the first candidate chessops finds illegal there.
function withIllegalMove(fen, sans, ply) {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  for (const san of sans.slice(0, ply)) pos.play(parseSan(pos, san));
  const bad = ['Ka5', 'Qh5', 'Nb5', 'Rh6', 'e5', 'Kg4'].find((san) => parseSan(pos, san) === undefined);
  return [...sans.slice(0, ply), bad, ...sans.slice(ply + 1)];
}

const fen333 = startFen(333);
const game333 = randomGame(fen333, 30, rand);
const BAD = [
  goodGames[1],
  // a tag pair with a stray quote inside its value: [White "Anna, Black: "Ben"]
  gameLines({ Event: 'bad tag', White: 'Anna, Black: "Ben', Result: '*' }, ['e4', 'e5'], '*'),
  gameLines(
    { Event: 'illegal', Variant: 'Chess960', FEN: fen333, Result: game333.result },
    withIllegalMove(fen333, game333.sans, 9),
    game333.result,
  ),
  goodGames[2],
  gameLines({ Event: 'illegal first move', Result: '1-0' }, ['e5', 'e5'], '1-0'),
  goodGames[3],
];
const badText = pgnText(BAD);
const EXPECTED_BAD = [
  { game: 2, line: BAD[1].firstLine + 1, code: 'ERR_PGN_TAG' },
  { game: 3, line: BAD[2].firstLine + BAD[2].plyLine[9], code: 'ERR_PGN_MOVE' },
  { game: 5, line: BAD[4].firstLine + BAD[4].plyLine[0], code: 'ERR_PGN_MOVE' },
];

test('the test games: chessops replays the good ones and finds the two bad moves', () => {
  assert.equal(chessopsGoodGames(pgnText(goodGames)), 12);
  assert.throws(() => chessopsGoodGames(pgnText([BAD[2]])), /illegal/);
  assert.throws(() => chessopsGoodGames(pgnText([BAD[4]])), /illegal/);
});

test('a file of good games: exit 0, every game read, none bad', () => {
  const file = write('good.pgn', pgnText(goodGames));
  const r = run(['pgn', file]);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out.trim(), '12 games read, 0 bad');
  const j = run(['pgn', file, '--json']);
  assert.equal(j.code, 0, j.err);
  assert.deepEqual(JSON.parse(j.out), { file, games: 12, bad: 0, errors: [] });
  assert.match(run(['pgn', file, '--lang', 'de']).out, /12 Partien gelesen, 0 fehlerhaft/);
});

test('bad games are listed by number and line; the good ones around them still count', () => {
  const file = write('bad.pgn', badText);
  const r = run(['pgn', file]);
  assert.equal(r.code, 1, r.err);
  const lines = r.out.trim().split('\n');
  assert.equal(lines.length, 4);
  EXPECTED_BAD.forEach((e, k) => assert.ok(lines[k].startsWith(`game ${e.game}, line ${e.line}: ${e.code}: `)));
  assert.equal(lines[3], '6 games read, 3 bad');
  const j = run(['pgn', file, '--json']);
  assert.equal(j.code, 1);
  const report = JSON.parse(j.out);
  assert.equal(report.games, 6);
  assert.equal(report.bad, 3);
  assert.deepEqual(
    report.errors.map(({ game, line, code }) => ({ game, line, code })),
    EXPECTED_BAD,
  );
  for (const e of report.errors) assert.ok(typeof e.message === 'string' && e.message.length > 0);
});

test('a byte-order mark and CRLF line ends change no game number and no line', () => {
  const file = write('bom-crlf.pgn', '\uFEFF' + pgnText(BAD, '\r\n'));
  const report = JSON.parse(run(['pgn', file, '--json']).out);
  assert.equal(report.games, 6);
  assert.deepEqual(
    report.errors.map(({ game, line, code }) => ({ game, line, code })),
    EXPECTED_BAD,
  );
  const good = write('good-bom-crlf.pgn', '\uFEFF' + pgnText(goodGames, '\r\n'));
  assert.equal(run(['pgn', good]).code, 0);
});

test('a file read in small pieces gives the same report as one read whole', () => {
  const files = [
    write('bad-pieces.pgn', badText),
    write('bom-crlf-pieces.pgn', '\uFEFF' + pgnText(BAD, '\r\n')),
    path.join(root, 'tests', 'data', 'real', 'pgn', 'fatics_fics-wild-fr_chess960.pgn'),
  ];
  for (const file of files) {
    const whole = run(['pgn', file, '--json', '--stats']);
    for (const bytes of ['1', '300']) {
      const inPieces = run(['pgn', file, '--json', '--stats'], { CHESS960_PGN_PIECE_BYTES: bytes });
      assert.equal(inPieces.code, whole.code);
      assert.equal(inPieces.out, whole.out, `${path.basename(file)} in pieces of ${bytes} bytes`);
    }
  }
});

// The report of `chess960 pgn FILE --json` run in this process (bin/pgn.cjs) with pieces of `bytes`.
async function reportInPieces(file, bytes) {
  const { pgnCommand } = createRequire(import.meta.url)(path.join(root, 'bin', 'pgn.cjs'));
  const checker = await pgnChecker();
  const before = process.env.CHESS960_PGN_PIECE_BYTES;
  process.env.CHESS960_PGN_PIECE_BYTES = String(bytes);
  try {
    return (await pgnCommand(file, { json: true }, async () => checker, Error)).out;
  } finally {
    if (before === undefined) delete process.env.CHESS960_PGN_PIECE_BYTES;
    else process.env.CHESS960_PGN_PIECE_BYTES = before;
  }
}

// The faults checkPgn finds in the whole text, as the CLI reports them.
async function faultsOfWhole(text) {
  const { games } = (await pgnChecker()).checkPgn(text);
  const faults = games
    .filter((g) => g.error)
    .map((g) => ({ game: g.game, line: g.error.line || g.line, code: g.error.code, message: g.error.message }));
  return { games: games.length, faults };
}

let checkerModule = null;
// Returns the PGN checker of dist/ (loaded once).
async function pgnChecker() {
  if (!checkerModule)
    checkerModule = await createRequire(import.meta.url)(path.join(root, 'dist', 'chess960-pgn.js'))();
  return checkerModule;
}

test('a comment opened after a tag on the same line: the verdict of checkPgn on the whole text, at every cut', async () => {
  // 64 KiB of good games (the first read), then a good game whose comment opens after its tag and
  // holds a blank line and a "[" line (where the CLI used to cut), a variation holding the same,
  // a bad game, more games.
  const filler = '[Event "f"]\n[Result "*"]\n\n1. e4 e5 *\n\n'.repeat(Math.ceil(66000 / 36));
  const tricky =
    '[Event "x"] {a comment\n\n[Event "inside the comment"]\n\n}\n1. d4 d5 *\n\n' +
    '[Event "x2"] {\n\n[Event "inside"]\n\n}\n1. c4 (1. b3 {\n\n[Event "no"]\n\n} b6) 1... e5 *\n\n' +
    '[Event "bad"]\n\n1. e4 } *\n\n[Event "last"]\n\n1. Nf3 *\n';
  const text = filler + tricky;
  const file = write('comment-after-tag.pgn', text);
  const whole = await faultsOfWhole(text);
  assert.deepEqual(
    whole.faults.map((f) => [f.code, f.game]),
    [['ERR_PGN_SYNTAX', whole.games - 1]],
    'only the stray "}"',
  );
  const from = filler.length - 40;
  for (let bytes = from; bytes <= text.length + 5; bytes++) {
    const report = await reportInPieces(file, bytes);
    assert.deepEqual(
      { games: report.games, faults: report.errors },
      whole,
      `pieces of ${bytes} bytes (the first ends at ${bytes - filler.length} of the last games)`,
    );
  }
  // and as a child process: the exit code of the whole check
  assert.equal(run(['pgn', file], { CHESS960_PGN_PIECE_BYTES: String(filler.length + 20) }).code, 1);
});

test('every real file read in small pieces gives the verdicts of checkPgn on the whole file', async () => {
  const files = [];
  for (const sub of ['pgn', 'pgn/tcec', 'transcribed']) {
    const folder = path.join(root, 'tests', 'data', 'real', sub);
    for (const name of fs.readdirSync(folder)) if (name.endsWith('.pgn')) files.push(path.join(folder, name));
  }
  assert.ok(files.length >= 17, files.join(', '));
  for (const file of files) {
    const whole = await faultsOfWhole(fs.readFileSync(file, 'utf8'));
    for (const bytes of [1, 65536 + 777, 200_001]) {
      const report = await reportInPieces(file, bytes);
      assert.deepEqual({ games: report.games, faults: report.errors }, whole, `${path.basename(file)}, ${bytes}`);
    }
  }
});

test('--stats counts games and results per start number as the Result and FEN tags say', () => {
  // Two games from positions that are not start positions: counted apart.
  const midGame = (k) => {
    const pos = Chess.fromSetup(parseFen(startFen(740)).unwrap()).unwrap();
    for (const san of randomGame(startFen(740), 8 + k, rand).sans) pos.play(parseSan(pos, san));
    const fen = makeFen(pos.toSetup());
    const { sans, result } = randomGame(fen, 10, rand);
    return gameLines({ Event: 'mid-game', Variant: 'fischerandom', FEN: fen, Result: result }, sans, result);
  };
  const games = [...goodGames, midGame(0), midGame(1)];
  const text = pgnText(games);
  const expected = new Map();
  for (const game of parsePgn(text)) {
    const number = startNumberOf(game.headers.get('FEN'));
    const key = number === null ? 'other' : number;
    const row = expected.get(key) || { games: 0, '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 };
    row.games++;
    row[game.headers.get('Result')]++;
    expected.set(key, row);
  }
  assert.equal(expected.get('other').games, 2);
  const file = write('stats.pgn', text);
  const r = run(['pgn', file, '--json', '--stats']);
  assert.equal(r.code, 0, r.err);
  const { stats } = JSON.parse(r.out);
  const starts = [...expected.keys()].filter((k) => k !== 'other').sort((a, b) => a - b);
  assert.deepEqual(
    stats.starts,
    starts.map((n) => ({ startNumber: n, ...expected.get(n) })),
  );
  assert.deepEqual(stats.other, expected.get('other'));
  const textOut = run(['pgn', file, '--stats']).out.split('\n');
  const row518 = textOut
    .find((l) => /^\s*518\s/.test(l))
    .trim()
    .split(/\s+/)
    .map(Number);
  const e518 = expected.get(518);
  assert.deepEqual(row518, [518, e518.games, e518['1-0'], e518['0-1'], e518['1/2-1/2'], e518['*']]);
  assert.match(
    textOut.find((l) => /^\s*total\s/.test(l)),
    new RegExp(`^\\s*total\\s+${games.length}\\s`),
  );
});

test('real files: as many games as their README counts, none bad', () => {
  for (const [name, games] of [
    ['tcec/TCEC_Season_6_-_FRC.pgn', 112],
    ['fatics_fics-wild-fr_chess960.pgn', 12],
    ['pychess_mainz2009-chess960-rapid-wch.pgn', 20],
  ]) {
    const r = run(['pgn', path.join(root, 'tests', 'data', 'real', 'pgn', name), '--json']);
    const report = JSON.parse(r.out);
    assert.equal(report.games, games, name);
    assert.deepEqual(report.errors, [], name);
    assert.equal(r.code, 0, name);
  }
});

test('real file with 960 malformed FEN tags (ending "0 1;"): every game bad, at its FEN line', () => {
  const file = path.join(root, 'tests', 'data', 'real', 'pgn', 'stockfish-books_startpos_chess960_bcedd50a.pgn');
  const fenLines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((l, k) => (l.startsWith('[FEN ') ? [k + 1] : []));
  assert.equal(fenLines.length, 960);
  const r = run(['pgn', file, '--json']);
  assert.equal(r.code, 1);
  const report = JSON.parse(r.out);
  assert.equal(report.games, 960);
  assert.equal(report.bad, 960);
  assert.deepEqual(
    report.errors.map((e) => e.line),
    fenLines,
  );
  assert.deepEqual(
    report.errors.map((e) => e.game),
    fenLines.map((_, k) => k + 1),
  );
});

test('real file of 4444 header blocks: --stats agrees with counts from its own Result and FEN tags', () => {
  const file = path.join(root, 'tests', 'data', 'real', 'pgn', 'chess960-explorer_headers-only.pgn');
  const expected = new Map();
  for (const block of fs.readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    if (!block.trim()) continue;
    const tag = (name) => new RegExp(`^\\[${name} "(.*)"\\]\\s*$`, 'm').exec(block)?.[1];
    const number = startNumberOf(tag('FEN'));
    const key = number === null ? 'other' : number;
    const row = expected.get(key) || { games: 0, '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 };
    row.games++;
    row[tag('Result')]++;
    expected.set(key, row);
  }
  const r = run(['pgn', file, '--json', '--stats']);
  assert.equal(r.code, 0, r.err);
  const { games, stats } = JSON.parse(r.out);
  assert.equal(games, 4444); // the README's count
  const starts = [...expected.keys()].filter((k) => k !== 'other').sort((a, b) => a - b);
  assert.ok(starts.length > 100);
  assert.deepEqual(
    stats.starts,
    starts.map((n) => ({ startNumber: n, ...expected.get(n) })),
  );
  assert.deepEqual(stats.other, expected.get('other') || { games: 0, '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 });
});

test('a file that cannot be read or a missing file name is a usage error (exit 2)', () => {
  const missing = run(['pgn', path.join(dir, 'no-such.pgn')]);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /no-such\.pgn: no such file \(ERR_FILE\)/);
  assert.equal(missing.out, '');
  const json = run(['pgn', path.join(dir, 'no-such.pgn'), '--json']);
  assert.equal(json.code, 2);
  assert.equal(JSON.parse(json.err).error.code, 'ERR_FILE');
  assert.equal(run(['pgn', dir]).code, 2);
  assert.equal(run(['pgn']).code, 2);
  assert.equal(run(['pgn', 'a.pgn', 'b.pgn']).code, 2);
});

test('/dev/zero and /dev/urandom are refused at once as not text (exit 2), in little memory', () => {
  for (const device of ['/dev/zero', '/dev/urandom']) {
    if (!fs.existsSync(device)) continue;
    const started = Date.now();
    const r = spawnSync(process.execPath, [cli, 'pgn', device], {
      encoding: 'utf8',
      cwd: root,
      env: ENGLISH,
      timeout: 30_000,
    });
    assert.equal(r.status, 2, `${device}: ${r.signal || r.stderr}`);
    assert.match(r.stderr, /cannot read \/dev\/\w+: it is not text .*\(ERR_FILE\)/);
    assert.ok(Date.now() - started < 10_000, `${device} took ${Date.now() - started} ms`);
  }
  const utf16 = write('utf16.pgn', Buffer.from('\ufeff[Event "x"]\n\n1. e4 *\n', 'utf16le'));
  assert.match(run(['pgn', utf16]).err, /UTF-16 text: save it as UTF-8/);
  const latin1 = write('latin1.pgn', Buffer.from('[White "M\u00fcller"]\n\n1. e4 *\n', 'latin1'));
  assert.equal(run(['pgn', latin1]).code, 0, 'a Latin-1 file is text');
});

test('a text file with no game beginning in 256 MiB stops there with exit 2', () => {
  // 64 KiB of a game's movetext, then a hole of zero bytes to 300 MiB (sparse: no disk used).
  const file = write('endless.pgn', '[Event "x"]\n\n1. e4 ' + ' '.repeat(64 * 1024));
  fs.truncateSync(file, 300 * 1024 * 1024);
  const r = spawnSync(process.execPath, [cli, 'pgn', file, '--json'], {
    encoding: 'utf8',
    cwd: root,
    env: ENGLISH,
    timeout: 120_000,
  });
  assert.equal(r.status, 2, r.signal || r.stderr.slice(0, 300));
  const { error } = JSON.parse(r.stderr);
  assert.equal(error.code, 'ERR_FILE');
  assert.match(error.message, /no game begins in the 256 MiB from line 1 on/);
  assert.equal(r.stdout, '');
});

test('an empty file has no games and nothing bad', () => {
  const r = run(['pgn', write('empty.pgn', ''), '--json']);
  assert.equal(r.code, 0, r.err);
  assert.deepEqual(JSON.parse(r.out), { file: path.join(dir, 'empty.pgn'), games: 0, bad: 0, errors: [] });
});
