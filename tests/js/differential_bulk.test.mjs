// Bulk differential test: many short random Chess960 games on dist/chess960.js (api.Game) and
// on chessops (tests/js/chessops.mjs adapter) side by side, spread over all 960 start numbers,
// in worker threads. The thorough per-position comparison (dests, castling options, claims,
// undo, SAN sets) is tests/js/differential.test.mjs; this one trades depth for breadth: after
// every move the legal moves (UCI), the Shredder-FEN, check, the game end and the SAN of the
// move played must agree.
//
// Environment: BULK_GAMES (default 20000), BULK_PLIES (cap per game, default 40),
// BULK_SEED (default 1960), BULK_WORKERS (default 2, at most the CPU count),
// BULK_ONLY=<game index> replays one game in this thread.
import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { envInt } from './load.mjs';
import { prng } from './prng.mjs';

const GAMES = envInt('BULK_GAMES', 20000);
const PLIES = envInt('BULK_PLIES', 40);
const SEED = envInt('BULK_SEED', 1960);
const WORKERS = Math.max(1, Math.min(envInt('BULK_WORKERS', 2), os.availableParallelism?.() ?? os.cpus().length));

// Game i starts from (i * 337 + seed) mod 960: every number once per 960 consecutive games.
const startNumberOf = (index) => (index * 337 + SEED) % 960;

// Plays game `index`; returns counts or throws an Error describing the disagreement.
function playGame(api, cp, index) {
  const rand = prng(Math.imul(SEED ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const number = startNumberOf(index);
  const start = api.startPosition(number);
  const game = new api.Game(index % 2 ? start.shredderFen : number);
  const pos = cp.fromFen(start.shredderFen);
  const played = [];
  const seen = new Map();
  const counts = { plies: 0, castling: 0, enPassant: 0, promotion: 0, mates: 0, draws: 0 };
  const fail = (what) =>
    new Error(
      `game ${index} (start ${number}, seed ${SEED}): ${what}\n` +
        `moves: ${played.join(' ') || '(none)'}\nreplay: BULK_SEED=${SEED} BULK_ONLY=${index} node --test tests/js/differential_bulk.test.mjs`,
    );
  try {
    for (let ply = 0; ; ply++) {
      const fen = cp.shredderFen(pos);
      if (game.shredderFen() !== fen) throw fail(`Shredder-FEN: core ${game.shredderFen()}, chessops ${fen}`);
      const key = fen.split(' ').slice(0, 4).join(' ');
      const occurrences = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrences);
      const end = cp.ending(pos);
      const status = game.status();
      if (status.check !== end.check) throw fail(`check: core ${status.check}, chessops ${end.check}`);
      let expected = '*';
      if (end.checkmate) expected = pos.turn === 'white' ? '0-1' : '1-0';
      else if (end.stalemate || end.insufficient || occurrences >= 5 || pos.halfmoves >= 150) expected = '1/2-1/2';
      if (status.result !== expected) throw fail(`result: core ${JSON.stringify(status)}, expected ${expected}`);
      if (expected !== '*') {
        counts[expected === '1/2-1/2' ? 'draws' : 'mates']++;
        break;
      }
      const ours = [...game.legalMoves()].sort();
      const theirs = cp.legalUcis(pos);
      if (ours.join(' ') !== theirs.join(' ')) {
        const a = new Set(ours);
        const b = new Set(theirs);
        throw fail(
          `legal moves: only core ${ours.filter((m) => !b.has(m))}, only chessops ${theirs.filter((m) => !a.has(m))}`,
        );
      }
      if (ply >= PLIES) break;
      // Castling, promotions and en passant are preferred so that they are well covered.
      const kinds = theirs.map((uci) => ({ uci, ...cp.classify(pos, uci) }));
      const special = kinds.filter((k) => k.castling || k.promotion || k.enPassant);
      const captures = kinds.filter((k) => k.capture);
      const choice =
        special.length && rand() < 0.7 ? pick(special) : captures.length && rand() < 0.4 ? pick(captures) : pick(kinds);
      const san = cp.playUci(pos, choice.uci);
      const input = rand() < 0.5 ? san : choice.uci;
      let sanOurs;
      try {
        sanOurs = game.play(input);
      } catch (e) {
        throw fail(`core refuses ${input}: ${e.code} ${e.message}`);
      }
      if (sanOurs !== san) throw fail(`SAN of ${choice.uci}: core ${sanOurs}, chessops ${san}`);
      played.push(choice.uci);
      counts.plies++;
      if (choice.castling) counts.castling++;
      if (choice.enPassant) counts.enPassant++;
      if (choice.promotion) counts.promotion++;
    }
  } finally {
    game.delete();
  }
  return counts;
}

async function loadBoth() {
  const { loadApi } = await import('./load.mjs');
  const cp = await import('./chessops.mjs');
  return { api: await loadApi(), cp };
}

if (!isMainThread) {
  // Worker: plays games first, first + step, …; reports counts or the first disagreement.
  const { first, step } = workerData;
  const { api, cp } = await loadBoth();
  const totals = { games: 0, plies: 0, castling: 0, enPassant: 0, promotion: 0, mates: 0, draws: 0, starts: [] };
  const starts = new Set();
  try {
    for (let i = first; i < GAMES; i += step) {
      const c = playGame(api, cp, i);
      for (const k of Object.keys(c)) totals[k] += c[k];
      totals.games++;
      starts.add(startNumberOf(i));
    }
    totals.starts = [...starts];
    parentPort.postMessage({ totals });
  } catch (e) {
    parentPort.postMessage({ error: e.message });
  }
} else if (process.env.BULK_ONLY !== undefined) {
  test(`bulk differential: replay of game ${process.env.BULK_ONLY}`, async () => {
    const { api, cp } = await loadBoth();
    playGame(api, cp, envInt('BULK_ONLY', 0));
  });
} else {
  test(`bulk differential vs chessops: ${GAMES} games of ≤ ${PLIES} plies over all 960 starts, ${WORKERS} threads`, async (t) => {
    const started = process.hrtime.bigint();
    const results = await Promise.all(
      [...Array(WORKERS).keys()].map(
        (first) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: { first, step: WORKERS } });
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.once('exit', (code) => {
              if (code !== 0) reject(new Error(`worker ${first} exited with ${code}`));
            });
          }),
      ),
    );
    const errors = results.filter((r) => r.error).map((r) => r.error);
    assert.deepEqual(errors, []);
    const totals = { games: 0, plies: 0, castling: 0, enPassant: 0, promotion: 0, mates: 0, draws: 0 };
    const starts = new Set();
    for (const { totals: part } of results) {
      for (const k of Object.keys(totals)) totals[k] += part[k];
      part.starts.forEach((n) => starts.add(n));
    }
    const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    const summary = `${Object.entries(totals)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}, start numbers ${starts.size}; ${seconds} s`;
    t.diagnostic(summary);
    console.log(`differential bulk: ${summary}`);
    assert.equal(totals.games, GAMES);
    if (GAMES >= 960) assert.equal(starts.size, 960, 'not every start number was played');
    if (GAMES >= 2000) {
      // Draws by rule need long games: tests/js/differential.test.mjs covers them.
      for (const key of ['castling', 'enPassant', 'promotion', 'mates']) assert.ok(totals[key] > 0, `no ${key}`);
    }
  });
}
