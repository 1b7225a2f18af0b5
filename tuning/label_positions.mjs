// Labels positions for the evaluation tuner (tuning/texel_tune.cpp) with Debian Stockfish's
// search score instead of the game's result: a game result says little about one position of a
// 2,000-node game, a depth-8 score much more. Reads "FEN;result" lines (selfplay's output, or
// texel_tune's TUNE_PRINT_QUIET=1 filter of it) and writes "FEN;label", the label the expected
// score of White, 1 / (1 + e^(-k * cp)) of Stockfish's centipawns from White's side (k per
// centipawn, the scale texel_tune fits to our own evaluation; mate scores count as ±3000).
// --mix m: the label is m * result + (1 - m) * that (0: Stockfish only).
//
//   node tuning/label_positions.mjs --in quiet.txt --out labelled.txt [--depth 8] [--every 2]
//                                  [--processes 2] [--k 0.00627] [--mix 0]
//
// Only Stockfish's scores are used (its output, not its code). Local processes only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

function option(name, fallback) {
  const i = process.argv.indexOf('--' + name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const IN = option('in', '');
const OUT = option('out', '');
const DEPTH = Number(option('depth', '8'));
const EVERY = Number(option('every', '1'));
const PROCESSES = Number(option('processes', '2'));
const K = Number(option('k', '0.00627'));
const MIX = Number(option('mix', '0'));
const STOCKFISH = option('stockfish', '/usr/games/stockfish');
if (!IN || !OUT) {
  console.error('usage: node tuning/label_positions.mjs --in FILE --out FILE [--depth 8] ...');
  process.exit(2);
}

// One Stockfish process answering "go depth N" for one position at a time.
class Scorer {
  constructor() {
    this.proc = spawn(STOCKFISH, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.last = '';
    this.pending = null;
    readline.createInterface({ input: this.proc.stdout }).on('line', (line) => {
      if (line.startsWith('info depth')) this.last = line;
      else if ((line.startsWith('bestmove') || line === 'readyok') && this.pending) {
        const done = this.pending;
        this.pending = null;
        done(this.last);
      }
    });
    this.send('uci\nsetoption name UCI_Chess960 value true\nsetoption name Hash value 16');
  }
  send(text) {
    this.proc.stdin.write(text + '\n');
  }
  ask(text) {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.last = '';
      this.send(text);
    });
  }
  // Returns Stockfish's score of a position in centipawns from White's side, or null.
  async whiteScore(fen) {
    const line = await this.ask(`position fen ${fen}\ngo depth ${DEPTH}`);
    const m = line.match(/ score (cp|mate) (-?\d+)/);
    if (!m) return null;
    const cp = m[1] === 'cp' ? Math.max(-3000, Math.min(3000, Number(m[2]))) : Math.sign(Number(m[2])) * 3000;
    return fen.split(' ')[1] === 'w' ? cp : -cp;
  }
}

const lines = fs
  .readFileSync(IN, 'utf8')
  .split('\n')
  .filter((l, i) => l && i % EVERY === 0);
const labels = new Array(lines.length).fill(null);
let next = 0;
let done = 0;
const started = Date.now();
async function work(scorer) {
  await scorer.ask('isready');
  while (next < lines.length) {
    const i = next++;
    const semi = lines[i].lastIndexOf(';');
    const fen = lines[i].slice(0, semi);
    const cp = await scorer.whiteScore(fen);
    if (cp !== null) {
      const expected = 1 / (1 + Math.exp(-K * cp));
      const label = MIX * Number(lines[i].slice(semi + 1)) + (1 - MIX) * expected;
      labels[i] = `${fen};${label.toFixed(4)}`;
    }
    if (++done % 10000 === 0) {
      const ms = (Date.now() - started) / done;
      console.error(`${done} of ${lines.length} (${ms.toFixed(2)} ms each)`);
    }
  }
  scorer.send('quit');
}
await Promise.all(Array.from({ length: PROCESSES }, () => work(new Scorer())));
fs.writeFileSync(OUT, labels.filter(Boolean).join('\n') + '\n');
console.error(`${labels.filter(Boolean).length} positions labelled in ${Math.round((Date.now() - started) / 1000)} s`);
