// game.line() against game.tree() on a game with about 6 MB of notes in side lines (the play
// page asks line() after each move): the median time of each over 20 calls, printed.
// node bench/line_bench.mjs [path of chess960.js, default dist/chess960.js]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const api = await require(path.resolve(process.argv[2] || path.join(root, 'dist', 'chess960.js')))();

// Returns a game of 40 main-line moves with a side line of a 99,000-character note at each of
// the first 60 side-line places (about 6 MB of notes).
function annotatedGame() {
  const game = new api.Game(518);
  const main = [
    'e4',
    'e5',
    'Nf3',
    'Nc6',
    'Bb5',
    'a6',
    'Ba4',
    'Nf6',
    'O-O',
    'Be7',
    'Re1',
    'b5',
    'Bb3',
    'd6',
    'c3',
    'O-O',
  ];
  for (const move of main) game.play(move);
  const note = 'n'.repeat(99_000);
  const tree = game.tree();
  let notes = 0;
  for (const node of tree.nodes.slice(1)) {
    game.goTo(node.parent);
    for (const move of game.legalMoves()) {
      if (notes >= 60) break;
      if (tree.nodes[node.parent].children.some((c) => tree.nodes[c].uci === move)) continue;
      game.play(move);
      game.setComment(game.tree().current, note);
      game.goTo(node.parent);
      notes++;
      if (notes % 4 === 0) break;
    }
  }
  game.goTo(game.tree().nodes.length - 1);
  return { game, notes };
}

// Returns the median milliseconds of `count` calls of `fn`.
function median(count, fn) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(count / 2)];
}

const { game, notes } = annotatedGame();
const treeMs = median(20, () => game.tree());
const lineMs = median(20, () => game.line());
const historyMs = median(20, () => game.history());
console.log(
  `line_bench: ${notes} notes of 99,000 characters; tree() ${treeMs.toFixed(2)} ms, line() ${lineMs.toFixed(2)} ms ` +
    `(${game.line().length} moves), history() ${historyMs.toFixed(3)} ms (medians of 20)`,
);
game.delete();
