// Collects our engine's searches of every position of the bench's tuning games (review_bench.mjs's
// games, even places in the list) at one node budget, the last position first with one engine a
// game (as reviewGame searches), into bench/.cache/ours-NODES-mpvM.json: for each game its
// positions' { score (White's side, as review.js), best, depth, nodes, second (multiPv 2: the
// second line's score) }. review_tune.mjs judges the rules on them without searching again.
//   node bench/review_collect.mjs --nodes N [--multipv 1|2] [--games N] [--plies N] [--half tuning|reporting]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const NODES = Number(option('--nodes', 150000));
const MULTI_PV = Number(option('--multipv', 1));
const GAMES = Number(option('--games', 48));
const MAX_PLIES = Number(option('--plies', 60));
const HALF = option('--half', 'tuning');
const OUT = path.join(root, 'bench', '.cache', `ours-${HALF}-${NODES}-mpv${MULTI_PV}.json`);

const chess960 = await require(path.join(root, 'dist', 'chess960.js'))();
const engineApi = await require(path.join(root, 'dist', 'chess960-engine.js'))();

// The bench's games (review_bench.mjs's games()): { fen, moves } cut at MAX_PLIES.
function games() {
  const files = ['fatics_fics-wild-fr_chess960.pgn', 'pychess_mainz2009-chess960-rapid-wch.pgn'];
  const out = [];
  for (const name of files) {
    const db = chess960.readPgnDatabase(fs.readFileSync(path.join(root, 'tests/data/real/pgn', name), 'utf8'));
    for (let i = 0; i < db.length && out.length < (name.startsWith('fatics') ? Math.ceil(GAMES / 2) : GAMES); i++) {
      if (db.error(i)) continue;
      const full = db.open(i);
      const moves = full.historyUci().slice(0, MAX_PLIES);
      if (moves.length >= 20) out.push({ fen: full.startFen(), moves });
      full.delete();
    }
    db.delete();
  }
  return out;
}

fs.mkdirSync(path.dirname(OUT), { recursive: true });
const done = fs.existsSync(OUT) ? JSON.parse(fs.readFileSync(OUT, 'utf8')) : {};
const list = games().filter((_, i) => i % 2 === (HALF === 'tuning' ? 0 : 1));
const c0 = process.cpuUsage();
for (const { fen, moves } of list) {
  const key = `${fen} moves ${moves.join(' ')}`;
  if (key in done) continue;
  const engine = new engineApi.Engine({ hashMb: 16 });
  const game = new chess960.Game(fen);
  for (const m of moves) game.play(m);
  const first = fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const positions = new Array(moves.length + 1);
  for (let i = moves.length; i >= 0; i--) {
    engine.setPosition(fen, moves.slice(0, i));
    const r = engine.search({ nodes: NODES, multiPv: MULTI_PV });
    const color = (i % 2 === 0) === (first === 'w') ? 'w' : 'b';
    const sign = color === 'w' ? 1 : -1;
    const white = (s) => (s.mate !== undefined ? { mate: sign * s.mate } : { cp: sign * s.cp });
    let score;
    if (!r.bestmove) {
      // no legal move: only the game's last position, where `game` stands
      score = game.status().check ? { mate: 0, mated: color } : { cp: 0 };
    } else score = white(r.score);
    const second = r.lines && r.lines[1] ? white(r.lines[1].score) : null;
    positions[i] = {
      score,
      best: r.bestmove || null,
      second,
      secondMove: r.lines && r.lines[1] ? r.lines[1].pv[0] : null,
      depth: r.depth,
      nodes: r.nodes,
    };
  }
  engine.delete();
  game.delete();
  done[key] = positions;
  fs.writeFileSync(OUT, JSON.stringify(done));
  process.stdout.write('.');
}
const c = process.cpuUsage(c0);
console.log(
  `\n${list.length} games, ${NODES} nodes, multiPv ${MULTI_PV}: ${((c.user + c.system) / 1e6).toFixed(0)} s CPU -> ${path.relative(root, OUT)}`,
);
