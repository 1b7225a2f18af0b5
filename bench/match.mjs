// Strength benchmark (printed, not a test): our UCI engine build/chess960-engine against Debian
// Stockfish with UCI_LimitStrength/UCI_Elo, Chess960 starts drawn by a fixed seed, each start
// played with both colours, a fixed time per move. The rules (mate, stalemate, insufficient
// material, threefold and fifty-move claimed at once, fivefold, 75 moves) come from our core
// (dist/chess960.js api.Game); a move cap ends long games as draws. Also prints nodes/s of the
// native build and of the WebAssembly worker build. Only local processes; bounded by games and
// by --max-minutes.
//
//   node bench/match.mjs [--pairings 10:2000,5:1500,2:L3] [--starts 25] [--movetime 200|level]
//                        [--set tuning|reporting] [--concurrency <cores>] [--max-plies 300]
//                        [--max-minutes 60] [--seed S]
//                        [--engine build/chess960-engine] [--stockfish /usr/games/stockfish]
//
// Engine against engine (to measure a change: the new build against a copy of the old one), at a
// fixed number of nodes per move so that the machine's load does not matter:
//
//   node bench/match.mjs --opponent build-old/chess960-engine --nodes 20000 --starts 150
//
// --opponent B: the opponent is the UCI engine B at full strength (pairings become ours:level
//   only, the Elo figure is ignored); --nodes N: "go nodes N" for both sides instead of a move
//   time; --first-start K: begin at the K-th start of the set (other positions than another run);
// --random-plies N: the first N plies of each game are random legal moves (seeded by the start
//   and colour; more varied games for --record, where equal engines would repeat themselves);
// --hash MB: the table size of both engines (default 16, the worker's; a smaller one puts a
//   node-limited match under the table pressure of a longer search);
// --speed-only: print the nodes/s and stop; --wasm FILE: the WebAssembly engine build to time
//   (default dist/chess960-engine.js);
// --record FILE: append every position played ("FEN;result", result 1/0.5/0 from White's view)
//   for the evaluation tuner (bench/tune/); --no-speed: skip the nodes/s measurement.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { eloText, summary } from './match_stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function option(name, fallback) {
  const i = process.argv.indexOf('--' + name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
// A pairing is ours:theirs, theirs a Stockfish UCI_Elo (2000) or one of our levels (L5: the same
// engine, or the --opponent build, at that level; for the levels below Stockfish's 1350).
const PAIRINGS = option('pairings', '10:2000')
  .split(',')
  .map((p) => p.split(':'))
  .map(([ours, theirs]) => [Number(ours), /^L\d+$/i.test(theirs) ? theirs.toUpperCase() : Number(theirs)]);
const STARTS = Number(option('starts', '25'));
// --movetime level: each pairing at the move time of our level on the page (both sides).
const MOVETIME_BY_LEVEL = option('movetime', '200') === 'level';
const MOVETIME = MOVETIME_BY_LEVEL ? 0 : Number(option('movetime', '200'));
const CONCURRENCY = Number(option('concurrency', String(Math.max(1, (await import('node:os')).cpus().length))));
const MAX_PLIES = Number(option('max-plies', '300'));
const MAX_MINUTES = Number(option('max-minutes', '60'));
// The start positions: two fixed, disjoint sets (see startSet). "tuning" is the one a change may
// be kept or dropped by; "reporting" gives the figures docs/engine.md and the page's level labels
// quote, and is never used to choose a change. --seed S draws an ad-hoc set instead.
const SET = option('set', 'tuning');
const SEED = option('seed', '');
if (!SEED && SET !== 'tuning' && SET !== 'reporting') {
  console.error(`match: --set is tuning or reporting, not ${SET}`);
  process.exit(2);
}
const ENGINE = path.resolve(root, option('engine', 'build/chess960-engine'));
const STOCKFISH = option('stockfish', '/usr/games/stockfish');
const OPPONENT = option('opponent', '') && path.resolve(root, option('opponent', ''));
const NODES = Number(option('nodes', '0'));
const HASH_MB = Number(option('hash', '16'));
const FIRST_START = Number(option('first-start', '0'));
const RECORD = option('record', '');
const RANDOM_PLIES = Number(option('random-plies', '0'));
const SPEED = !process.argv.includes('--no-speed');
const SPEED_ONLY = process.argv.includes('--speed-only');
const WASM_ENGINE = path.resolve(root, option('wasm', 'dist/chess960-engine.js'));

const needsStockfish = !OPPONENT && !SPEED_ONLY && PAIRINGS.some(([, theirs]) => typeof theirs === 'number');
for (const [file, hint] of [
  [ENGINE, 'cmake --build build'],
  ...(OPPONENT ? [[OPPONENT, 'a copy of an older build']] : []),
  ...(needsStockfish ? [[STOCKFISH, 'apt-get install -y stockfish']] : []),
  [path.join(root, 'dist/chess960.js'), 'npm run build'],
]) {
  if (!fs.existsSync(file)) {
    console.error(`${file} is missing (${hint})`);
    process.exit(1);
  }
}
const api = await require(path.join(root, 'dist/chess960.js'))();
const deadline = Date.now() + MAX_MINUTES * 60000;

// A UCI engine process.
class UciProcess {
  constructor(binary, options) {
    this.proc = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.waiters = [];
    this.lastInfo = '';
    this.notes = []; // "info string" lines (the engine's complaints), for an illegal move's report
    this.lastPosition = '';
    this.tail = []; // the last lines the engine wrote
    let rest = '';
    this.proc.stdout.on('data', (chunk) => {
      rest += chunk;
      for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
        const line = rest.slice(0, i).trim();
        rest = rest.slice(i + 1);
        if (line.startsWith('info') && / nps /.test(line)) this.lastInfo = line;
        if (line.startsWith('info string')) this.notes.push(line);
        this.tail = [...this.tail.slice(-11), line];
        this.waiters = this.waiters.filter((w) => !w(line));
      }
    });
    this.send('uci');
    for (const [k, v] of Object.entries(options)) this.send(`setoption name ${k} value ${v}`);
  }
  send(text) {
    this.proc.stdin.write(text + '\n');
  }
  waitFor(re, ms) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('engine timeout')), ms);
      this.waiters.push((line) => {
        if (!re.test(line)) return false;
        clearTimeout(timer);
        resolve(line);
        return true;
      });
    });
  }
  async ready() {
    const w = this.waitFor(/^readyok$/, 10000);
    this.send('isready');
    await w;
  }
  async bestMove(startFen, moves, movetime) {
    const w = this.waitFor(/^bestmove /, NODES ? 120000 : movetime * 10 + 5000);
    this.lastPosition = `position fen ${startFen}${moves.length ? ' moves ' + moves.join(' ') : ''}`;
    this.send(this.lastPosition);
    this.send(NODES ? `go nodes ${NODES}` : `go movetime ${movetime}`);
    return (await w).split(/\s+/)[1];
  }
  quit() {
    this.send('quit');
    setTimeout(() => this.proc.kill(), 500);
  }
}

// Returns true when a pairing's opponent is one of our levels ("L5"), not a Stockfish Elo.
function isLevel(opponent) {
  return typeof opponent === 'string';
}

// Returns how the table and the log name a pairing's opponent.
function opponentName(opponent) {
  if (isLevel(opponent)) return `level ${opponent.slice(1)}`;
  if (!OPPONENT) return `Stockfish ${opponent}`;
  // A build of ours by its folder (build-old), another engine by its file (stockfish).
  const file = path.basename(OPPONENT);
  return file === 'chess960-engine' ? path.basename(path.dirname(OPPONENT)) : file;
}

// Returns the move time of each of our levels on the page (ms), asked of the WebAssembly engine.
async function levelMoveTimes() {
  const engine = await require(WASM_ENGINE)();
  const times = {};
  for (let level = 1; level <= 10; level++) times[level] = engine.level(level).movetime;
  return times;
}
const levelTimes = MOVETIME_BY_LEVEL ? await levelMoveTimes() : null;

// Returns the rating a Stockfish pairing's score implies ("below 1350" at 0 %), else "–".
function rating(r) {
  if (OPPONENT || isLevel(r.opponent)) return '–';
  if (r.score <= 0) return `below ${r.opponent}`;
  if (r.score >= 1) return `above ${r.opponent}`;
  return `≈${Math.round(r.opponent + r.elo)}`;
}

// Plays one game; returns our score (1, 0.5, 0) and how it ended.
async function playGame(startFen, ourColor, level, elo, gameSeed) {
  const ours = new UciProcess(ENGINE, { UCI_Chess960: 'true', Hash: HASH_MB, Level: level });
  const theirs = isLevel(elo)
    ? new UciProcess(OPPONENT || ENGINE, { UCI_Chess960: 'true', Hash: HASH_MB, Level: Number(elo.slice(1)) })
    : OPPONENT
      ? new UciProcess(OPPONENT, { UCI_Chess960: 'true', Hash: HASH_MB })
      : new UciProcess(STOCKFISH, {
          UCI_Chess960: 'true',
          UCI_LimitStrength: 'true',
          UCI_Elo: elo,
          Threads: 1,
          Hash: 16,
        });
  await ours.ready();
  await theirs.ready();
  ours.send('ucinewgame');
  theirs.send('ucinewgame');
  const movetime = levelTimes ? levelTimes[level] : MOVETIME;
  const theirTime = levelTimes && isLevel(elo) ? levelTimes[Number(elo.slice(1))] : movetime;
  const game = new api.Game(startFen);
  const moves = [];
  const fens = [];
  const thought = { ours: { ms: 0, moves: 0 }, theirs: { ms: 0, moves: 0 } };
  let outcome;
  try {
    while (!outcome) {
      if (RECORD && moves.length >= RANDOM_PLIES) fens.push(game.fen());
      const st = game.status();
      if (st.result !== '*') {
        outcome = { result: st.result, why: st.reason };
        break;
      }
      if (game.canClaimDraw()) {
        outcome = { result: '1/2-1/2', why: game.canClaimDraw() };
        break;
      }
      if (moves.length >= MAX_PLIES) {
        outcome = { result: '1/2-1/2', why: 'move cap' };
        break;
      }
      const mover = game.turn() === ourColor ? ours : theirs;
      const asked = performance.now();
      const uci =
        moves.length < RANDOM_PLIES
          ? randomMove(game.legalMoves(), `${gameSeed}:${moves.length}`)
          : await mover.bestMove(startFen, moves, mover === ours ? movetime : theirTime);
      if (moves.length >= RANDOM_PLIES) {
        const side = thought[mover === ours ? 'ours' : 'theirs'];
        side.ms += performance.now() - asked;
        side.moves++;
      }
      try {
        game.play(uci);
      } catch {
        // Keep what the engine was given, so that the move can be asked of it again.
        console.error(
          `illegal move ${uci} from ${mover === ours ? ENGINE : 'the opponent'}:\n` +
            `  ${mover.lastPosition}\n  go ${NODES ? `nodes ${NODES}` : 'movetime …'}\n` +
            mover.notes.map((n) => `  ${n}\n`).join('') +
            `  its last lines:\n` +
            mover.tail.map((n) => `    ${n.slice(0, 160)}\n`).join(''),
        );
        const loserWhite = game.turn() === 'w';
        outcome = { result: loserWhite ? '0-1' : '1-0', why: `illegal move ${uci}` };
        break;
      }
      moves.push(uci);
    }
  } finally {
    game.delete();
    ours.quit();
    theirs.quit();
  }
  const weWon = (outcome.result === '1-0' && ourColor === 'w') || (outcome.result === '0-1' && ourColor === 'b');
  if (RECORD) {
    const white = { '1-0': 1, '0-1': 0 }[outcome.result] ?? 0.5;
    fs.appendFileSync(RECORD, fens.map((fen) => `${fen};${white}\n`).join(''));
  }
  const score = outcome.result === '1/2-1/2' ? 0.5 : weWon ? 1 : 0;
  return { score, why: outcome.why, plies: moves.length, thought };
}

// Returns one of `moves` chosen by a hash of `seed` (FNV-1a).
function randomMove(moves, seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return moves[h % moves.length];
}

const SET_SIZE = 400; // starts in each fixed set (200 games a pairing use 100 of them)

// Returns the start positions of the set, in order: tuning draws with the seed "match" (the
// starts every earlier change was tuned on), reporting with the seed "report", leaving out every
// start of the tuning set, so that no start is in both; --seed draws an ad-hoc set.
function startSet() {
  const draw = (seed, count, leaveOut) => {
    const out = [];
    const seen = new Set(leaveOut);
    for (let i = 0; out.length < count && i < count * 20; i++) {
      const start = api.randomPosition({ seed: `${seed}:${i}` });
      if (seen.has(start.number)) continue;
      seen.add(start.number);
      out.push(start);
    }
    return out;
  };
  if (SEED) return draw(SEED, FIRST_START + STARTS, []);
  const tuning = draw('match', SET_SIZE, []);
  if (SET === 'tuning') return tuning;
  return draw(
    'report',
    SET_SIZE,
    tuning.map((s) => s.number),
  );
}

async function runPairing(level, elo) {
  const jobs = [];
  const starts = startSet();
  if (FIRST_START + STARTS > starts.length) {
    console.error(`match: the ${SET} set holds ${starts.length} starts, not ${FIRST_START + STARTS}`);
    process.exit(2);
  }
  for (let i = FIRST_START; i < FIRST_START + STARTS; i++) {
    const start = starts[i];
    jobs.push({ start, color: 'w' }, { start, color: 'b' });
  }
  const scores = {};
  const ends = {};
  const thought = { ours: { ms: 0, moves: 0 }, theirs: { ms: 0, moves: 0 } }; // from go to bestmove
  let next = 0;
  async function worker() {
    while (next < jobs.length && Date.now() < deadline) {
      const job = jobs[next++];
      const r = await playGame(job.start.fen, job.color, level, elo, `${SEED || SET}:${job.start.number}:${job.color}`);
      const startIndex = FIRST_START + (jobs.indexOf(job) >> 1);
      (scores[startIndex] ??= []).push(r.score);
      ends[r.why] = (ends[r.why] || 0) + 1;
      for (const side of ['ours', 'theirs']) {
        thought[side].ms += r.thought[side].ms;
        thought[side].moves += r.thought[side].moves;
      }
      // One line a game; bench/match_table.mjs reads these lines back to pool runs.
      process.stdout.write(
        `  L${level} vs ${opponentName(elo)}: start ${startIndex} #${job.start.number} ${job.color} ` +
          `${r.score} (${r.why}, ${r.plies} plies)\n`,
      );
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const perMove = (t) => (t.moves ? Math.round(t.ms / t.moves) : 0);
  return {
    level,
    opponent: elo,
    ...summary(scores),
    ends,
    msPerMove: [perMove(thought.ours), perMove(thought.theirs)],
  };
}

// Nodes per second: native via UCI (go movetime), WASM via dist/chess960-engine.js.
async function speed() {
  const fens = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  ];
  const nativeNps = [];
  const p = new UciProcess(ENGINE, { Hash: 16 });
  await p.ready();
  for (const fen of fens) {
    await p.bestMove(fen, [], 2000);
    nativeNps.push(Number(/ nps (\d+)/.exec(p.lastInfo)[1]));
  }
  p.quit();
  const wasmNps = [];
  const externalBefore = process.memoryUsage().external;
  const createEngine = require(WASM_ENGINE);
  const engineApi = await createEngine();
  const e = new engineApi.Engine({ hashMb: 16 });
  for (const fen of fens) {
    e.setPosition(fen);
    const t0 = performance.now();
    const r = e.search({ softMs: 2000, hardMs: 2000 });
    wasmNps.push(Math.round((r.nodes * 1000) / (performance.now() - t0)));
  }
  // The module's memory (the WASM heap: 16 MB table, search arrays) is node's external memory.
  const wasmMemory = process.memoryUsage().external - externalBefore;
  e.delete();
  const avg = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return { native: avg(nativeNps), wasm: avg(wasmNps), wasmMemory };
}

if (SPEED) {
  const nps = await speed();
  console.log(
    `nodes/s (3 positions, 2 s each, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}): ` +
      `native ${nps.native.toLocaleString('en')}, WASM (node) ${nps.wasm.toLocaleString('en')} ` +
      `(${(nps.wasm / nps.native).toFixed(2)}x native)`,
  );
  console.log(`engine module's memory after the searches (hash 16 MB): ${(nps.wasmMemory / 2 ** 20).toFixed(1)} MiB`);
  const file = fs.readFileSync(WASM_ENGINE);
  const gzip = (await import('node:zlib')).gzipSync(file, { level: 9 }).length;
  console.log(
    `engine file ${path.relative(root, WASM_ENGINE)}: ${file.length.toLocaleString('en')} bytes, ${gzip.toLocaleString('en')} gzip -9`,
  );
  if (SPEED_ONLY) process.exit(0);
}
console.log(
  `match: ${STARTS} Chess960 starts (${SEED ? `ad-hoc set, seed "${SEED}"` : `the ${SET} set`}, from #${FIRST_START}) × 2 colours per pairing, ` +
    `${NODES ? NODES + ' nodes' : MOVETIME_BY_LEVEL ? "the level's page time" : MOVETIME + ' ms'}/move, cap ${MAX_PLIES} plies, concurrency ${CONCURRENCY}` +
    (OPPONENT ? `, opponent ${path.relative(root, OPPONENT)}` : ''),
);
const table = [];
for (const [level, elo] of PAIRINGS) {
  if (Date.now() >= deadline) break;
  table.push(await runPairing(level, elo));
}
console.log(
  `\n| level | opponent | games | score | Elo difference (95%) | est. rating | ms/move ours / theirs | endings |`,
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of table) {
  const pm = eloText(r);
  const ends = Object.entries(r.ends)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `| ${r.level} | ${opponentName(r.opponent)} | ${r.n} | ` +
      `${(r.score * 100).toFixed(1)}% | ${pm} | ${rating(r)} | ${r.msPerMove[0]} / ${r.msPerMove[1]} | ${ends} |`,
  );
}
