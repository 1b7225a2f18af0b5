// chess960 pgn FILE [--json] [--stats] [--strip]: the arbiter's check of a PGN file. Every game is
// read and replayed in one pass by the checker dist/chess960-pgn.js (checkPgn: the verdicts of
// readPgnDatabase's error(i), compiled for speed, and the moves of side lines); each bad game is
// listed with its number and the line of the fault in the whole file (and the side line's path);
// --stats counts games and results per start number; --strip writes every good game to stdout
// without comments, NAGs and side lines, and the report to stderr.
// A file of any size is read in pieces cut between games where the core's scanner says it is
// safe (checkPgn's `piece`), so that games, verdicts and lines are those of the whole file.
// CHESS960_PGN_PIECE_BYTES sets the piece size (default 32 MiB; the tests make it small).
// The file is read in reads of at most 4 MiB; its first 64 KiB must look like text (no NUL
// byte, few control characters), and a piece that finds no place to cut in 256 MiB (the API's
// limit for one text) stops the check: /dev/zero and /dev/urandom are refused at once.
'use strict';

const fs = require('node:fs');
const { wordsOf } = require('./command-line.cjs');

const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const PIECE_BYTES = 32 * 1024 * 1024;
const MAX_PIECE_BYTES = 256 * 1024 * 1024; // the API's limit for one text (ERR_PGN_TOO_LARGE)
const READ_BYTES = 4 * 1024 * 1024; // the most asked of the file in one read
const TEXT_PREFIX_BYTES = 64 * 1024; // the first bytes that must look like text
const [NL, CR, TAB, SPACE] = [10, 13, 9, 32];
const [FORM_FEED, SUBSTITUTE, DELETE] = [12, 26, 127]; // control characters text files may hold

// The core's words for where a side line stands: "side line 2 at 12..., then side line 1 at 13.".
const SIDE_LINE_PATH = /side line \d+ at \d+\.(?:\.\.)?(?:, then side line \d+ at \d+\.(?:\.\.)?)*/g;

// The result of a command with its own exit code (0 all games good, 1 some game bad): `out` for
// stdout (null: already written), `err` for stderr.
class Outcome {
  constructor(out, exitCode, err = '') {
    this.out = out;
    this.exitCode = exitCode;
    this.err = err;
  }
}

// Returns the offset in `buf` of the start of its line `line` (1-based; it has at least that many).
function lineStart(buf, line) {
  let at = 0;
  for (let n = 1; n < line; n++) at = buf.indexOf(NL, at) + 1;
  return at;
}

// Returns why the first bytes of a file show that it is not text (UTF-16, a NUL byte, more
// than one control character in a hundred), or null.
function notText(buf, say) {
  if (buf.length >= 2 && ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff)))
    return say('file.utf16');
  const nul = buf.indexOf(0);
  if (nul >= 0) return say('file.nul', { byte: nul + 1 });
  let controls = 0;
  for (const c of buf) {
    const allowed = c === TAB || c === NL || c === CR || c === FORM_FEED || c === SUBSTITUTE;
    if ((c < SPACE && !allowed) || c === DELETE) controls++;
  }
  if (controls > 8 && controls * 100 > buf.length) return say('file.controls', { count: controls, bytes: buf.length });
  return null;
}

// Reads from `fd` into buf[from, to) in reads of at most READ_BYTES; returns { length, eof }.
function readInto(fd, buf, from, to) {
  let length = from;
  while (length < to) {
    const n = fs.readSync(fd, buf, length, Math.min(to - length, READ_BYTES), null);
    if (n === 0) return { length, eof: true };
    length += n;
  }
  return { length, eof: false };
}

// Yields { games, lineOffset } for the open file `fd` read in pieces: `check(text, piece)` checks
// a piece's text and returns checkPgn's answer; with `piece` (more of the file follows) the core
// checks only the games before the place it finds safe to cut (restLine), and the rest is read
// again with what follows, so that the games are those of the whole file. Throws
// `refuse(reason)` for a file whose first bytes are not text or that has no place to cut in
// MAX_PIECE_BYTES.
function* pieces(fd, pieceBytes, refuse, check, say) {
  const first = Buffer.allocUnsafe(TEXT_PREFIX_BYTES);
  const start = readInto(fd, first, 0, first.length);
  let rest = first.subarray(0, start.length);
  const reason = notText(rest, say);
  if (reason) throw refuse(reason);
  let lineOffset = 0;
  let eof = start.eof;
  while (!eof || rest.length > 0) {
    let want = Math.max(pieceBytes, rest.length);
    let buf = rest;
    for (;;) {
      const grown = Buffer.allocUnsafe(want);
      buf.copy(grown);
      const read = eof ? { length: buf.length, eof } : readInto(fd, grown, buf.length, want);
      eof = read.eof;
      buf = grown.subarray(0, read.length);
      if (eof) {
        yield { games: check(buf.toString('utf8'), false).games, lineOffset };
        return;
      }
      const answer = check(buf.toString('utf8'), true);
      if (answer.restLine > 0) {
        yield { games: answer.games, lineOffset };
        lineOffset += answer.restLine - 1;
        rest = buf.subarray(lineStart(buf, answer.restLine));
        break;
      }
      if (want >= MAX_PIECE_BYTES)
        throw refuse(say('file.noGame', { mib: MAX_PIECE_BYTES >> 20, line: lineOffset + 1 }));
      want = Math.min(want * 2, MAX_PIECE_BYTES); // one game longer than a piece: read on
    }
  }
}

// Returns a UsageError-like error (exit 2) for a file that cannot be read.
function fileError(file, reason, UsageError, say) {
  const error = new UsageError(say('error.cannotRead', { file, reason }));
  error.code = 'ERR_FILE';
  return error;
}

// Returns why a file could not be opened or read (the system's words for an unusual reason).
function fileReason(e, say) {
  const reasons = { ENOENT: 'file.missing', EACCES: 'file.denied', EISDIR: 'file.folder' };
  return reasons[e.code] ? say(reasons[e.code]) : e.message;
}

// Opens the file for reading; throws ERR_FILE (a usage error) when it is missing or unreadable.
function openFile(file, UsageError, say) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
  } catch (e) {
    throw fileError(file, fileReason(e, say), UsageError, say);
  }
  if (fs.fstatSync(fd).isDirectory()) {
    fs.closeSync(fd);
    throw fileError(file, say('file.folder'), UsageError, say);
  }
  return fd;
}

// Adds a checked game (its start number and result) to the per-start-number counts.
function countGame(counts, game) {
  const key = game.startNumber === null || game.startNumber === undefined ? 'other' : game.startNumber;
  if (!counts.has(key)) counts.set(key, { games: 0, '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 });
  const row = counts.get(key);
  row.games++;
  row[RESULTS.includes(game.result) ? game.result : '*']++;
}

// Returns { starts: [{ startNumber, games, '1-0', … }] by number, other: {…} } from the counts.
function statsOf(counts) {
  const empty = { games: 0, '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 };
  const starts = [...counts.keys()]
    .filter((k) => k !== 'other')
    .sort((a, b) => a - b)
    .map((n) => ({ startNumber: n, ...counts.get(n) }));
  return { starts, other: counts.get('other') || { ...empty } };
}

// Returns { game, line, code, message } of a game's error with the line in the whole file (the
// core's message names the line too: in a later piece that is moved on as well, but not the
// number of a "side line").
function faultOf(error, game, lineOffset, firstLine) {
  const line = lineOffset + (error.line || firstLine);
  let message = error.message;
  if (lineOffset > 0 && error.line)
    message = message.replace(new RegExp(`(?<!side )\\bline ${error.line}\\b`, 'g'), `line ${line}`);
  return { game, line, code: error.code, message };
}

// Returns a fault's line of the text report: "game N, line L: CODE: message", the path of a side
// line in the report's language.
function faultText(fault, say) {
  const message = oneLine(fault.message).replace(SIDE_LINE_PATH, (path) => sideLinePath(path, say));
  return `game ${fault.game}, line ${fault.line}: ${fault.code}: ${message}`;
}

// Returns the core's path of a side line ("side line 2 at 12..., then side line 1 at 13.") in
// the report's language.
function sideLinePath(path, say) {
  const steps = [...path.matchAll(/side line (\d+) at (\d+\.(?:\.\.)?)/g)];
  return steps
    .map(([, number, move]) => say('pgn.sideLine', { number, move }))
    .reduce((before, next) => say('pgn.then', { path: before, next }));
}

// Escapes control characters so that each reported fault stays on one line.
function oneLine(text) {
  return String(text).replace(
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// Returns the --stats table: one row per start number, then the other games and the total.
function statsText(stats, say) {
  const t = { start: say('pgn.start'), games: say('pgn.games'), other: say('pgn.other'), total: say('pgn.total') };
  const first = Math.max(t.start.length, t.other.length, t.total.length);
  const head = [t.start.padStart(first), t.games.padStart(7), ...RESULTS.map((r) => r.padStart(8))].join(' ');
  const row = (label, r) =>
    [String(label).padStart(first), String(r.games).padStart(7), ...RESULTS.map((k) => String(r[k]).padStart(8))].join(
      ' ',
    );
  const total = { games: 0, '1-0': 0, '0-1': 0, '1/2-1/2': 0, '*': 0 };
  const lines = [head];
  for (const r of [...stats.starts, stats.other]) for (const k of Object.keys(total)) total[k] += r[k];
  for (const r of stats.starts) lines.push(row(r.startNumber, r));
  if (stats.other.games > 0) lines.push(row(t.other, stats.other));
  lines.push(row(t.total, total));
  return lines.join('\n');
}

// Checks every game of the file; resolves to an Outcome (exit 1 when any game is bad). With
// opts.strip each good game goes to `writeGames` as stripped PGN, a blank line between games,
// piece by piece, and the report is the Outcome's stderr text.
async function pgnCommand(file, opts, loadChecker, UsageError, writeGames = (text) => process.stdout.write(text)) {
  const say = wordsOf(opts.lang);
  if (opts.strip && (opts.stats || opts.json))
    throw new UsageError(say('error.stripWith', { option: opts.json ? '--json' : '--stats' }));
  const fd = openFile(file, UsageError, say);
  let written = 0;
  const report = { file, games: 0, bad: 0, errors: [] };
  const counts = opts.stats ? new Map() : null;
  try {
    const checker = await loadChecker();
    const pieceBytes = Number(process.env.CHESS960_PGN_PIECE_BYTES) || PIECE_BYTES;
    const refuse = (reason) => fileError(file, reason, UsageError, say);
    const check = (text, piece) => checker.checkPgn(text, { strip: !!opts.strip, piece });
    for (const { games, lineOffset } of pieces(fd, Math.max(1, Math.floor(pieceBytes)), refuse, check, say)) {
      const stripped = [];
      for (const game of games) {
        if (game.error) report.errors.push(faultOf(game.error, report.games + game.game, lineOffset, game.line));
        if (counts) countGame(counts, game);
        if (game.pgn !== undefined) stripped.push((written++ > 0 ? '\n' : '') + game.pgn);
      }
      if (stripped.length > 0) writeGames(stripped.join(''));
      report.games += games.length;
    }
  } finally {
    fs.closeSync(fd);
  }
  report.bad = report.errors.length;
  if (counts) report.stats = statsOf(counts);
  const exitCode = report.bad > 0 ? 1 : 0;
  if (opts.json) return new Outcome(report, exitCode);
  const lines = report.errors.map((e) => faultText(e, say));
  lines.push(say('pgn.summary', { games: report.games, bad: report.bad }));
  if (report.stats) lines.push('', statsText(report.stats, say));
  if (opts.strip) return new Outcome(null, exitCode, lines.join('\n'));
  return new Outcome(lines.join('\n'), exitCode);
}

module.exports = { pgnCommand, Outcome };
