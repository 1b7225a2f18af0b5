// The PGN reader of the play page (web/play/database/host.js and reader.js) in node on the real
// library (the package's module), as it runs where a page may not start workers: a text and a file
// read in chunks with progress, each game's row (tags, start number, half-moves, result, the
// refused game's code and line), one game sent back as PGN, a read stopped half-way, a file over
// the core's 256 MiB limit refused before it is read, a text without games. The games are made
// with chessops (tests/e2e/pgn_games.mjs), so the expected moves, lengths and numbers are not ours.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeGames, pgnText, illegalMoveAt } from '../e2e/pgn_games.mjs';
import './package-names.mjs';

const { createChess960 } = await import('chess960');
const { createHost } = await import('../../web/play/database/host.js');
const { Reader } = await import('../../web/play/database/reader.js');
const api = await createChess960();
const GAMES = makeGames(6, 7);

// Returns a host in the page's way: ask(message) resolves with its answer (not progress);
// `sent` keeps every message the host sent.
function host() {
  const sent = [];
  const waiting = new Map();
  const handle = createHost(
    (msg) => {
      sent.push(msg);
      if (msg.type !== 'progress' && waiting.has(msg.id)) waiting.get(msg.id)(msg);
    },
    () => api,
  );
  let id = 0;
  return {
    sent,
    ask(message) {
      id += 1;
      const answer = new Promise((resolve) => waiting.set(id, resolve));
      handle({ id, ...message });
      return answer;
    },
    tell: (message) => handle(message),
  };
}

test('a text: index and check progress, then one row per game with its tags, numbers and length', async () => {
  const file = pgnText(GAMES);
  const h = host();
  const answer = await h.ask({ type: 'read', text: file.text });
  assert.equal(answer.type, 'list');
  const phases = h.sent.filter((m) => m.type === 'progress').map((m) => m.phase);
  assert.equal(phases[0], 'index');
  assert.equal(phases.at(-1), 'check');
  const last = h.sent.filter((m) => m.phase === 'check').at(-1);
  assert.deepEqual([last.done, last.total], [6, 6]);
  assert.equal(answer.games.length, 6);
  answer.games.forEach((row, i) => {
    const g = GAMES[i];
    assert.equal(row.game, i + 1);
    assert.equal(row.line, file.firstLine[i]);
    assert.equal(row.white, g.tags.White);
    assert.equal(row.black, g.tags.Black);
    assert.equal(row.round, g.tags.Round);
    assert.equal(row.startNumber, g.number);
    assert.equal(row.plies, g.sans.length);
    assert.equal(row.result, g.result);
    assert.equal(row.fen, 'FEN' in g.tags);
    assert.equal(row.error, null);
  });
});

test('a file read in 1 MiB chunks with rising progress; a refused game keeps its code and line; a game sent back', async () => {
  const ply = 5;
  const san = illegalMoveAt(GAMES[2], ply);
  const file = pgnText(GAMES, { replace: { game: 2, ply, san } });
  // 2.6 MB of escaped lines ("%" at the start of a line) before the games.
  const PADDING = 26000;
  const blob = new Blob([`% ${'x'.repeat(97)}\n`.repeat(PADDING), file.text]);
  assert.ok(blob.size > 2 * 1024 * 1024, `${blob.size} bytes`);
  const h = host();
  const answer = await h.ask({ type: 'read', file: blob });
  assert.equal(answer.type, 'list');
  const reads = h.sent.filter((m) => m.phase === 'read').map((m) => m.done);
  assert.ok(reads.length >= 3, `${reads.length} read steps`);
  assert.deepEqual(
    reads,
    [...reads].sort((a, b) => a - b),
  );
  assert.equal(reads.at(-1), blob.size);
  assert.equal(answer.games.length, 6);
  assert.deepEqual(
    [...answer.games.map((r) => r.line)],
    file.firstLine.map((n) => n + PADDING),
  );
  const bad = answer.games[2];
  assert.equal(bad.error.code, 'ERR_PGN_MOVE');
  assert.equal(bad.error.line, file.moveLine[2][ply] + PADDING);
  assert.match(bad.error.message, new RegExp(san));
  assert.equal(answer.games.filter((r) => r.error).length, 1);
  // Game 4 comes back as PGN that readPgn replays to chessops' moves with its tags.
  const got = await h.ask({ type: 'open', game: 3 });
  assert.equal(got.type, 'game');
  const game = api.readPgn(got.pgn);
  assert.deepEqual([...game.view({ letters: 'en' }).history.san], GAMES[3].sans);
  assert.equal(game.pgnTags().White, GAMES[3].tags.White);
  game.delete();
  // The refused game comes back as its error.
  const refused = await h.ask({ type: 'open', game: 2 });
  assert.deepEqual(
    [refused.type, refused.code, refused.line],
    ['error', 'ERR_PGN_MOVE', file.moveLine[2][ply] + PADDING],
  );
});

test('a read stopped half-way sends no list; a later read answers; too large and empty files', async () => {
  const many = Array.from({ length: 3000 }, (_, i) => GAMES[i % GAMES.length]);
  const h = host();
  const first = h.ask({ type: 'read', text: pgnText(many).text });
  await new Promise((resolve) => {
    const wait = () => (h.sent.some((m) => m.phase === 'check') ? resolve() : setTimeout(wait, 5));
    wait();
  });
  h.tell({ type: 'cancel', id: 1 });
  assert.equal((await first).type, 'cancelled');
  const checked = h.sent.filter((m) => m.phase === 'check').at(-1);
  assert.ok(checked.done < checked.total, `stopped after ${checked.done} of ${checked.total}`);
  assert.equal(h.sent.filter((m) => m.type === 'list').length, 0);
  // A file over 256 MiB is refused by its size, before a byte is read.
  const huge = { size: 256 * 1024 * 1024 + 1, slice: () => assert.fail('the file was read') };
  const large = await h.ask({ type: 'read', file: huge });
  assert.deepEqual([large.type, large.code], ['error', 'ERR_PGN_TOO_LARGE']);
  // No game: an empty list (the page says "no game").
  const none = await h.ask({ type: 'read', text: '% only a comment line\n' });
  assert.deepEqual([none.type, none.games.length], ['list', 0]);
  const two = await h.ask({ type: 'read', text: pgnText(GAMES.slice(0, 2)).text });
  assert.equal(two.games.length, 2);
  // Freeing an older list leaves the last one; freeing the last one frees its games.
  h.tell({ type: 'forget', list: none.id });
  assert.equal((await h.ask({ type: 'open', game: 1 })).type, 'game');
  h.tell({ type: 'forget', list: two.id });
  assert.equal((await h.ask({ type: 'open', game: 1 })).type, 'error');
});

test('the page side (reader.js) where workers are refused: read, open, cancel', async () => {
  const reader = new Reader('play/database/worker.js', { api: () => api });
  assert.equal(reader.inPage, true, 'node has no Worker: the host runs in the page');
  const steps = [];
  const rows = await reader.read({ text: pgnText(GAMES).text }, (step) => steps.push(step.phase));
  assert.equal(rows.length, 6);
  assert.ok(steps.includes('check'));
  const pgn = await reader.open(5);
  const game = api.readPgn(pgn);
  assert.equal(game.view().history.uci.length, GAMES[5].sans.length);
  game.delete();
  const many = Array.from({ length: 3000 }, (_, i) => GAMES[i % GAMES.length]);
  const stopped = reader.read({ text: pgnText(many).text });
  reader.cancel();
  await assert.rejects(stopped, (err) => err.code === 'CANCELLED');
  const again = await reader.read({ text: pgnText(GAMES.slice(0, 3)).text });
  assert.equal(again.length, 3);
  await assert.rejects(reader.open(7), (err) => err.code === 'ERR_PGN_GAME_NUMBER');
});

test("the stockfish books' games: each row names the tag and what the FEN reader found wrong", async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const i18n = await import('../../web/shared/i18n.js');
  await import('../../web/shared/words.js');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const name = path.join(here, '..', 'data', 'real', 'pgn', 'stockfish-books_startpos_chess960_bcedd50a.pgn');
  const answer = await host().ask({ type: 'read', text: fs.readFileSync(name, 'utf8') });
  assert.equal(answer.games.length, 960);
  for (const row of answer.games) {
    assert.deepEqual([row.error.code, row.error.tag, row.error.fenCode], ['ERR_PGN_TAG', 'FEN', 'ERR_FEN_CLOCK']);
  }
  i18n.setLang('en');
  assert.equal(i18n.error(answer.games[0].error), 'Tag FEN: The move counters of a FEN are whole numbers.');
});
