// Transcript tests of the native UCI engine build/chess960-engine: handshake with the
// UCI_Chess960 option, isready, positions (startpos, KQkq, X-FEN, Shredder-FEN, moves), go
// depth / movetime / nodes / wtime / infinite, stop within 50 ms, ponderhit, setoption, a
// castling bestmove as king takes rook, quit. Moves are checked against dist/chess960.js.
import assert from 'node:assert/strict';
import { test, after } from 'node:test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, loadApi } from './load.mjs';

const BINARY = path.join(root, 'build', 'chess960-engine');
const api = await loadApi();

// A UCI process with line-by-line reading.
class Uci {
  constructor() {
    assert.ok(fs.existsSync(BINARY), `${BINARY} is missing: build natively first (cmake --build build)`);
    this.proc = spawn(BINARY, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = [];
    this.waiters = [];
    let rest = '';
    this.proc.stdout.on('data', (chunk) => {
      rest += chunk;
      for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
        const line = rest.slice(0, i).trim();
        rest = rest.slice(i + 1);
        this.lines.push(line);
        this.waiters = this.waiters.filter((w) => !w(line));
      }
    });
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
  }
  send(text) {
    this.proc.stdin.write(text + '\n');
  }
  // Resolves to the first line (from now on) matching re, with its arrival time.
  waitFor(re, ms = 10000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timeout waiting for ${re}; last lines: ${this.lines.slice(-5).join(' | ')}`)),
        ms,
      );
      this.waiters.push((line) => {
        if (!re.test(line)) return false;
        clearTimeout(timer);
        resolve({ line, at: performance.now() });
        return true;
      });
    });
  }
  async bestmove(goCommand, ms) {
    const wait = this.waitFor(/^bestmove /, ms);
    this.send(goCommand);
    return (await wait).line.split(/\s+/)[1];
  }
  close() {
    this.send('quit');
    return this.exited;
  }
}

const engine = new Uci();
after(() => engine.proc.kill());

function legal(fen, moves, uci) {
  const g = new api.Game(fen);
  try {
    for (const m of moves) g.play(m);
    return g.legalMoves().includes(uci);
  } finally {
    g.delete();
  }
}

test('uci → id, option UCI_Chess960, uciok; isready → readyok', async () => {
  const ok = engine.waitFor(/^uciok$/);
  engine.send('uci');
  await ok;
  assert.ok(engine.lines.some((l) => /^id name \S/.test(l)));
  assert.ok(engine.lines.some((l) => /^option name UCI_Chess960 type check/.test(l)));
  assert.ok(engine.lines.some((l) => /^option name Hash type spin/.test(l)));
  const ready = engine.waitFor(/^readyok$/);
  engine.send('setoption name UCI_Chess960 value true');
  engine.send('setoption name Hash value 8');
  engine.send('ucinewgame');
  engine.send('isready');
  await ready;
});

test('position startpos moves … / go depth → legal bestmove and info lines', async () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  engine.send('position startpos moves e2e4 e7e5 g1f3');
  const info = engine.waitFor(
    /^info depth 5 .*score (cp|mate) -?\d+ .*nodes \d+ nps \d+ .*time \d+ pv( [a-h][1-8][a-h][1-8][qrbn]?)+$/,
  );
  const move = await engine.bestmove('go depth 5');
  await info;
  assert.ok(legal(start, ['e2e4', 'e7e5', 'g1f3'], move), move);
});

test('setoption MultiPV 3 → info lines multipv 1..3 per depth, distinct moves, the mate first', async () => {
  assert.ok(engine.lines.some((l) => /^option name MultiPV type spin default 1 min 1 max 5$/.test(l)));
  const fen = '2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1'; // only O-O-O (b1a1) mates; Stockfish: mate 1
  engine.send('setoption name MultiPV value 3');
  engine.send(`position fen ${fen}`);
  const from = engine.lines.length;
  assert.equal(await engine.bestmove('go depth 4'), 'b1a1');
  const infos = engine.lines.slice(from).filter((l) => /^info depth 4 /.test(l));
  const lines = infos.map((l) => l.match(/ multipv (\d+) score (cp|mate) (-?\d+) .* pv (\S+)/));
  assert.deepEqual(
    lines.map((m) => m && Number(m[1])),
    [1, 2, 3],
  );
  assert.deepEqual([lines[0][2], lines[0][3], lines[0][4]], ['mate', '1', 'b1a1']);
  assert.equal(new Set(lines.map((m) => m[4])).size, 3);
  for (const m of lines) assert.ok(legal(fen, [], m[4]), m[4]);
  engine.send('setoption name MultiPV value 1');
  const after1 = engine.lines.length;
  await engine.bestmove('go depth 3');
  assert.ok(engine.lines.slice(after1).every((l) => !/^info depth/.test(l) || / multipv 1 /.test(l)));
});

test('Shredder-FEN and X-FEN positions; castling bestmove as king takes rook', async () => {
  const shredder = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';
  engine.send(`position fen ${shredder}`);
  const m1 = await engine.bestmove('go depth 4');
  assert.ok(legal(shredder, [], m1), m1);
  // Only O-O-O mates: the king on b1 takes its rook on a1 (Stockfish: mate 1).
  engine.send('position fen 2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1');
  assert.equal(await engine.bestmove('go depth 3'), 'b1a1');
  engine.send('position fen 2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1');
  const mate = engine.waitFor(/score mate 1 /);
  assert.equal(await engine.bestmove('go depth 3'), 'b1a1');
  await mate;
  // Castling given to the engine as king takes rook, then a reply.
  const fen = 'rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1';
  engine.send(`position fen ${fen} moves b1a1`);
  const reply = await engine.bestmove('go depth 3');
  assert.ok(legal(fen, ['b1a1'], reply), reply);
});

test('go movetime, nodes and wtime/btime answer in time', async () => {
  engine.send('position startpos');
  let t0 = performance.now();
  await engine.bestmove('go movetime 200');
  let took = performance.now() - t0;
  assert.ok(took >= 150 && took < 600, `movetime 200 took ${took.toFixed(0)} ms`);
  await engine.bestmove('go nodes 5000');
  t0 = performance.now();
  await engine.bestmove('go wtime 3000 btime 3000 winc 0 binc 0');
  took = performance.now() - t0;
  assert.ok(took < 1600, `wtime 3000 took ${took.toFixed(0)} ms`);
});

test('go infinite … stop: bestmove within 50 ms', async () => {
  engine.send('position startpos moves d2d4 g8f6 c2c4 e7e6');
  const times = [];
  for (let i = 0; i < 3; i++) {
    const done = engine.waitFor(/^bestmove [a-h][1-8][a-h][1-8]/);
    engine.send('go infinite');
    await new Promise((r) => setTimeout(r, 300));
    const t0 = performance.now();
    engine.send('stop');
    times.push((await done).at - t0);
  }
  times.sort((a, b) => a - b);
  assert.ok(times[1] < 50, `stop answered after ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
});

test('go ponder … ponderhit; stop with no search; isready while searching', async () => {
  engine.send('position startpos moves e2e4');
  const done = engine.waitFor(/^bestmove /);
  engine.send('go ponder');
  const ready = engine.waitFor(/^readyok$/);
  engine.send('isready');
  await ready;
  engine.send('ponderhit');
  await done;
  engine.send('stop');
  const again = engine.waitFor(/^readyok$/);
  engine.send('isready');
  await again;
});

test('quit ends the process', async () => {
  assert.equal(await engine.close(), 0);
});
