// A game as a tree through the library: comments, NAGs, clocks, evaluations and side lines read
// by api.readPgn and PgnDatabase.open, edited (goTo, play, promote, deleteLine, setComment,
// setNags), and written back whole by game.pgn(). chessops' own PGN parser (a test oracle, not
// ours) reads the same texts and the texts we write: the structure it sees must be ours.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePgn } from 'chessops/pgn';
import { envInt, loadApi } from './load.mjs';
import { readReal, readmeFacts } from './real_pgn.mjs';
import { seededRandom } from '../e2e/pgn_games.mjs';

const api = await loadApi();

// Returns the tree below node `id` as nested plain data (ids left out: two readings of the same
// text may number nodes differently, the structure must be the same).
function shape(tree, id = 0) {
  const node = tree.nodes[id];
  return {
    uci: node.uci,
    commentBefore: node.commentBefore,
    comment: node.comment,
    nags: node.nags,
    clock: node.clock,
    emt: node.emt,
    eval: node.eval,
    children: node.children.map((child) => shape(tree, child)),
  };
}

// Returns a comment as our reader keeps it: white space runs one space, trimmed.
const normal = (text) => text.replace(/\s+/g, ' ').trim();

// Returns what chessops' parser sees below one of its nodes, in our terms: comments joined, NAGs,
// the number of moves (children) at each step. `first` marks the game's root.
function oracleShape(node, gameComments) {
  const data = node.data || {};
  return {
    commentBefore: normal((data.startingComments || []).join(' ')),
    comment: normal(((node.data ? data.comments : gameComments) || []).join(' ')),
    nags: data.nags || [],
    children: node.children.map((child) => oracleShape(child)),
  };
}

// Returns our tree in the oracle's terms (see oracleShape).
function ourOracleShape(tree, id = 0) {
  const node = tree.nodes[id];
  return {
    commentBefore: node.commentBefore,
    comment: node.comment,
    nags: node.nags,
    children: node.children.map((child) => ourOracleShape(tree, child)),
  };
}

// Returns the tree of the first game of a PGN text, read by the library.
function treeOf(text) {
  const game = api.readPgn(text);
  try {
    return game.tree();
  } finally {
    game.delete();
  }
}

const ANNOTATED = `[Event "Training"]
[White "Anna"]
[Black "Ben"]
[Result "*"]

{Opening ideas} 1. e4 { [%clk 0:03:00] [%eval 0.17,20] best by test } e5 $1
(1... c5 {the Sicilian} 2. Nf3 (2. Nc3 Nc6 {closed}) 2... d6) (1... e6!?) 2. Nf3!
{[%clk 0:02:58.5] [%emt 0:00:01.5] [%eval #-3]} Nc6 *`;

test('readPgn keeps comments, NAGs, clocks, evaluations and nested side lines; history is the main line', () => {
  const game = api.readPgn(ANNOTATED);
  assert.deepEqual(game.history(), ['e4', 'e5', 'Nf3', 'Nc6']);
  const tree = game.tree();
  assert.equal(tree.nodes[tree.current].san, 'Nc6', 'the game stands at the end of its main line');
  const root = tree.nodes[0];
  assert.equal(root.comment, 'Opening ideas');
  const e4 = tree.nodes[root.children[0]];
  assert.equal(e4.san, 'e4');
  assert.equal(e4.clock, 180);
  assert.deepEqual(e4.eval, { cp: 17, mate: 0, depth: 20 });
  assert.equal(e4.comment, '[%clk 0:03:00] [%eval 0.17,20] best by test', 'commands stay in the comment text');
  const replies = e4.children.map((id) => tree.nodes[id]);
  assert.deepEqual(
    replies.map((n) => n.san),
    ['e5', 'c5', 'e6'],
  );
  assert.deepEqual(replies[0].nags, [1]);
  assert.deepEqual(replies[2].nags, [5], '!? is NAG 5');
  assert.equal(replies[1].comment, 'the Sicilian');
  const nf3 = tree.nodes[replies[1].children[0]];
  assert.deepEqual(
    nf3.children.map((id) => tree.nodes[id].san),
    ['d6'],
  );
  const sicilianSecond = tree.nodes[replies[1].children[0]];
  assert.equal(sicilianSecond.san, 'Nf3');
  const nc3 = tree.nodes[replies[1].children[1]];
  assert.equal(nc3.san, 'Nc3', 'a side line of a side line');
  assert.equal(nc3.ply, 3);
  const mainNf3 = tree.nodes[replies[0].children[0]];
  assert.deepEqual(mainNf3.nags, [1]);
  assert.equal(mainNf3.clock, 178.5);
  assert.equal(mainNf3.emt, 1.5);
  assert.deepEqual(mainNf3.eval, { cp: 0, mate: -3, depth: 0 });
  game.delete();
});

test('game.pgn() writes the whole tree in export format; read again it is the same tree', () => {
  const game = api.readPgn(ANNOTATED);
  const text = game.pgn();
  assert.match(text, /\{Opening ideas\} 1\. e4 \{\[%clk 0:03:00\] \[%eval 0\.17,20\] best by test\} 1\.\.\. e5 \$1/);
  assert.match(
    text,
    /\(1\.\.\. c5 \{the Sicilian\} 2\. Nf3 \(2\. Nc3 Nc6 \{closed\}\) 2\.\.\. d6\) \(1\.\.\. e6 \$5\)/,
  );
  assert.ok(
    text.split('\n').every((line) => line.length <= 79),
    'lines of at most 79 characters',
  );
  assert.deepEqual(shape(treeOf(text)), shape(game.tree()));
  const german = game.pgn({}, { letters: 'de' });
  assert.match(german, /\(2\. Sc3 Sc6 \{closed\}\)/, 'side lines in the chosen letters like the main line');
  assert.deepEqual(shape(treeOf(german)), shape(game.tree()), 'German letters read back too');
  game.delete();
});

test('a "}" is refused by setComment (ERR_PGN_COMMENT), so that what it keeps is written back exactly', () => {
  const game = new api.Game(518);
  game.play('e4');
  game.play('e5');
  game.goTo(1);
  game.play('c5');
  const c5 = game.tree().current;
  game.setComment(1, 'kept { and ) and ( are text');
  for (const [id, options] of [
    [1, undefined],
    [0, undefined],
    [c5, { before: true }],
  ]) {
    assert.throws(
      () => game.setComment(id, 'a } b', options),
      (e) => e.code === 'ERR_PGN_COMMENT' && /'\}'/.test(e.message),
      `node ${id}`,
    );
  }
  game.setComment(c5, 'the Sicilian', { before: true });
  const text = game.pgn();
  assert.match(text, /1\. e4 \{kept \{ and \) and \( are text\} 1\.\.\. e5 \(\{the Sicilian\} 1\.\.\. c5\) \*/);
  const again = api.readPgn(text);
  assert.deepEqual(shape(again.tree()), shape(game.tree()), 'the tree comes back');
  assert.equal(again.pgn(), text);
  again.delete();
  game.delete();
});

test('a tag value holding NUL is refused where it is read (ERR_PGN_TAG, both readers), and refused by pgn()', async () => {
  const text = '[Event "x"]\n[White "Anna\u0000Bert"]\n\n1. e4 *\n\n[Event "y"]\n\n1. d4 *\n';
  assert.throws(
    () => api.readPgn(text),
    (e) => e.code === 'ERR_PGN_TAG' && e.line === 2 && /White/.test(e.message) && /NUL/.test(e.message),
  );
  const db = api.readPgnDatabase(text);
  assert.equal(db.length, 2);
  assert.deepEqual((({ code, game: n, line }) => ({ code, game: n, line }))(db.error(0)), {
    code: 'ERR_PGN_TAG',
    game: 1,
    line: 2,
  });
  assert.equal(db.error(1), null, 'the next game reads');
  db.delete();
  const { createRequire } = await import('node:module');
  const { root } = await import('./load.mjs');
  const checker = await createRequire(import.meta.url)(`${root}/dist/chess960-pgn.js`)();
  const verdicts = checker.checkPgn(text).games.map((g) => g.error && { code: g.error.code, line: g.error.line });
  assert.deepEqual(verdicts, [{ code: 'ERR_PGN_TAG', line: 2 }, undefined]);
  // A NUL in a comment is text, and comes back.
  const game = api.readPgn('[Event "x"]\n\n1. e4 {a\u0000b} *\n');
  assert.equal(api.readPgn(game.pgn()).tree().nodes[1].comment, 'a\u0000b');
  assert.throws(() => game.pgn({ White: 'a\u0000b' }), { code: 'ERR_PGN_TAG' });
  game.delete();
});

test("an illegal move inside a side line is refused with its line and the side line's path", () => {
  const text = '[Event "x"]\n\n1. e4 e5\n(1... c5 2. Nf3 (2. Nc3 Nc6 3. Ke3))\n2. Nf3 *';
  assert.throws(
    () => api.readPgn(text),
    (error) =>
      error.code === 'ERR_PGN_MOVE' &&
      error.line === 4 &&
      /Ke3/.test(error.message) &&
      /side line 1 at 1\.\.\., then side line 1 at 2\./.test(error.message),
  );
  const db = api.readPgnDatabase(text + '\n\n1. d4 *');
  assert.equal(db.length, 2);
  const verdict = db.error(0);
  assert.equal(verdict.code, 'ERR_PGN_MOVE', 'the verdict of error(i) is that of open(i)');
  assert.match(verdict.message, /side line 1 at 1\.\.\., then side line 1 at 2\./);
  assert.equal(verdict.line, 4);
  assert.throws(
    () => db.open(0),
    (error) => error.code === 'ERR_PGN_MOVE' && error.game === 1,
  );
  assert.deepEqual(db.open(1).history(), ['d4'], 'the other games still open');
  db.delete();
});

test('playing at a node with a continuation starts a side line; history, view and undo follow the current line', () => {
  const game = new api.Game(518);
  for (const move of ['e4', 'e5', 'Nf3', 'Nc6']) game.play(move);
  const e5 = game.line()[1].id;
  game.goTo(e5);
  assert.deepEqual(game.history(), ['e4', 'e5']);
  assert.deepEqual(game.view().history.san, ['e4', 'e5']);
  assert.equal(game.fen(), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  game.play('Bc4');
  let tree = game.tree();
  assert.deepEqual(
    tree.nodes[e5].children.map((id) => tree.nodes[id].san),
    ['Nf3', 'Bc4'],
  );
  assert.deepEqual(game.history(), ['e4', 'e5', 'Bc4']);
  assert.match(game.pgn(), /2\. Nf3 \(2\. Bc4\) 2\.\.\. Nc6/);
  game.goTo(e5);
  game.play('g1f3');
  assert.equal(
    game.tree().nodes.filter(Boolean).length,
    tree.nodes.filter(Boolean).length,
    'an existing move is followed',
  );
  assert.deepEqual(
    game.line().map((n) => n.san),
    ['e4', 'e5', 'Nf3', 'Nc6'],
    'the line goes on after the current move',
  );
  assert.equal(game.undo(), 'Nf3', 'undo takes back the current move');
  tree = game.tree();
  assert.ok(
    tree.nodes.some((n) => n && n.san === 'Nc6'),
    'a move that moves follow stays in the tree',
  );
  game.goTo(game.line().at(-1).id);
  assert.equal(game.undo(), 'Nc6');
  assert.ok(!game.tree().nodes.some((n) => n && n.san === 'Nc6'), 'a last move taken back leaves the tree');
  game.delete();
});

test('play then undo leaves the tree as it was: 100,000 cycles add no node; side lines and a move taken back to stay', () => {
  const game = new api.Game(518);
  for (const move of ['e4', 'e5', 'Nf3']) game.play(move);
  const e5 = game.line()[1].id;
  game.goTo(e5);
  game.play('Bc4');
  game.goTo(game.line(e5)[2].id);
  const before = game.tree();
  for (let i = 0; i < 100000; i++) {
    game.play('Nc6');
    game.undo();
  }
  assert.deepEqual(game.tree(), before, 'the same tree, entry for entry');
  game.goTo(e5);
  assert.equal(game.undo(), 'e5', 'a move that moves follow stays in the tree');
  assert.equal(game.play('e5'), 'e5');
  assert.equal(game.tree().current, e5, 'playing it again follows the kept move');
  assert.deepEqual(game.tree(), { ...before, current: e5 });
  game.delete();
});

test('promote, promote to main and deleteLine reorder and cut lines; the current line stays coherent', () => {
  const game = new api.Game(518);
  for (const move of ['d4', 'd5', 'c4']) game.play(move);
  const d5 = game.line()[1].id;
  game.goTo(d5);
  game.play('Nf3');
  game.goTo(d5);
  game.play('Bf4');
  const bf4 = game.tree().current;
  let tree = game.tree();
  assert.deepEqual(
    tree.nodes[d5].children.map((id) => tree.nodes[id].san),
    ['c4', 'Nf3', 'Bf4'],
  );
  assert.equal(game.promote(bf4), true);
  tree = game.tree();
  assert.deepEqual(
    tree.nodes[d5].children.map((id) => tree.nodes[id].san),
    ['c4', 'Bf4', 'Nf3'],
  );
  assert.equal(game.promote(bf4, { toMain: true }), true);
  assert.equal(game.promote(bf4, { toMain: true }), false, 'already the main line');
  tree = game.tree();
  assert.deepEqual(
    tree.nodes[d5].children.map((id) => tree.nodes[id].san),
    ['Bf4', 'c4', 'Nf3'],
  );
  assert.deepEqual(game.history(), ['d4', 'd5', 'Bf4']);
  game.deleteLine(bf4);
  assert.deepEqual(game.history(), ['d4', 'd5'], 'the game goes back to the move before the deleted line');
  assert.throws(() => game.goTo(bf4), { code: 'ERR_GAME_NODE' });
  assert.throws(() => game.deleteLine(0), { code: 'ERR_GAME_NODE' });
  assert.match(game.pgn(), /^1\. d4 d5 2\. c4 \(2\. Nf3\) \*$/m);
  game.delete();
});

test('setNags copies the list once: a Proxy cannot change a NAG between its check and its use', () => {
  const game = new api.Game(518);
  game.play('e4');
  let reads = 0;
  const nags = new Proxy([1], {
    get(target, key, receiver) {
      if (key === '0') return reads++ === 0 ? 1 : 300; // 300 would be stored as 300 % 256 = 44
      return Reflect.get(target, key, receiver);
    },
  });
  game.setNags(1, nags);
  assert.deepEqual(game.tree().nodes[1].nags, [1]);
  assert.equal(reads, 1, 'each NAG is read once');
  const huge = new Proxy([], { get: (t, k, r) => (k === 'length' ? 2 ** 32 - 1 : Reflect.get(t, k, r)) });
  assert.throws(() => game.setNags(1, huge), { code: 'ERR_PGN_NAG' });
  assert.deepEqual(game.tree().nodes[1].nags, [1]);
  game.delete();
});

test('setComment and setNags edit a node; bad ids, NAGs and comment places get clear coded errors', () => {
  const game = new api.Game(518);
  game.play('e4');
  game.play('c5');
  const e4 = game.line()[0].id;
  game.setComment(0, 'A game  comment');
  game.setComment(e4, 'best by test [%clk 0:05:00]');
  game.setNags(e4, [1, 14]);
  const tree = game.tree();
  assert.equal(tree.nodes[0].comment, 'A game comment');
  assert.equal(tree.nodes[e4].clock, 300, 'commands are read again from an edited comment');
  assert.deepEqual(tree.nodes[e4].nags, [1, 14]);
  assert.match(game.pgn(), /\{A game comment\} 1\. e4 \$1 \$14 \{best by test \[%clk 0:05:00\]\} 1\.\.\. c5/);
  assert.throws(() => game.setComment(e4, 'x', { before: true }), { code: 'ERR_PGN_COMMENT' });
  assert.throws(() => game.setComment(e4, 42), { code: 'ERR_PGN_COMMENT' });
  for (const bad of [256, -1, 1.5, '1', null]) {
    assert.throws(() => game.setNags(e4, [bad]), { code: 'ERR_PGN_NAG' }, String(bad));
  }
  assert.throws(() => game.setNags(e4, 1), { code: 'ERR_PGN_NAG' });
  for (const bad of [99, -1, 0.5, '1', undefined]) {
    assert.throws(() => game.setComment(bad, 'x'), { code: 'ERR_GAME_NODE' }, String(bad));
  }
  game.setComment(e4, '');
  game.setNags(e4, []);
  assert.match(game.pgn(), /\{A game comment\} 1\. e4 c5 \*/);
  const copy = game.clone();
  assert.deepEqual(shape(copy.tree()), shape(game.tree()), 'a clone copies the tree');
  copy.delete();
  game.delete();
});

test('every game of the real files round-trips whole and reads as chessops reads it', () => {
  let games = 0;
  let annotated = 0;
  for (const { file } of readmeFacts()) {
    const text = readReal(file);
    const db = api.readPgnDatabase(text);
    const oracle = parsePgn(text);
    for (let i = 0; i < db.length; i++) {
      if (db.error(i)) continue;
      const game = db.open(i);
      const tree = game.tree();
      const again = treeOf(game.pgn());
      assert.deepEqual(shape(again), shape(tree), `${file} game ${i + 1}`);
      if (oracle.length === db.length) {
        const theirs = oracleShape(oracle[i].moves, oracle[i].comments);
        assert.deepEqual(ourOracleShape(tree), theirs, `${file} game ${i + 1} as chessops parses it`);
      }
      annotated += tree.nodes.some((n) => n && (n.comment || n.nags.length));
      games++;
      game.delete();
    }
    db.delete();
  }
  assert.ok(games > 4000, `${games} games`);
  assert.ok(annotated > 300, `${annotated} annotated games`);
});

const WORDS = ['good', 'bad', 'Idee', 'zeitnot', '[%clk 0:01:07]', '[%eval -1.25]', '(sic)', 'ä€', '$5', ';', '%'];

// Annotates a game through the API: random moves, side lines from random earlier nodes, comments
// (before a side line's first move too), NAGs.
function generate(seed) {
  const next = seededRandom(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const game = new api.Game(Math.floor(next() * 960));
  for (let step = 0; step < 60; step++) {
    const moves = game.legalMoves();
    if (moves.length === 0 || next() < 0.15) {
      const nodes = game.tree().nodes.filter(Boolean);
      game.goTo(pick(nodes).id);
      continue;
    }
    game.play(pick(moves));
    const { current, nodes } = game.tree();
    if (next() < 0.3)
      game.setComment(current, Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(WORDS)).join(' '));
    if (next() < 0.2) game.setNags(current, [1 + Math.floor(next() * 20)]);
    const parent = nodes[nodes[current].parent];
    if (parent.children[0] !== current && next() < 0.5) game.setComment(current, pick(WORDS), { before: true });
  }
  if (game.moveNumber() % 3 === 0) game.setComment(0, 'generated');
  return game;
}

test('generated annotated games are written back whole, and chessops reads the same structure', () => {
  const count = envInt('CHESS960_TREE_GAMES', 200);
  let sideLines = 0;
  for (let seed = 1; seed <= count; seed++) {
    const game = generate(seed);
    const text = game.pgn();
    const tree = game.tree();
    assert.deepEqual(shape(treeOf(text)), shape(tree), `seed ${seed}\n${text}`);
    const [theirs] = parsePgn(text);
    assert.deepEqual(
      ourOracleShape(tree),
      oracleShape(theirs.moves, theirs.comments),
      `seed ${seed} (chessops)\n${text}`,
    );
    sideLines += tree.nodes.filter((n) => n && n.parent !== null && tree.nodes[n.parent].children[0] !== n.id).length;
    game.delete();
  }
  assert.ok(sideLines > count, `${sideLines} side lines in ${count} games`);
});

// Returns the line through node `at` as game.tree() gives it: the moves from the start to it,
// then the first choices after it.
function lineOfTree(tree, at) {
  const line = [];
  for (let node = tree.nodes[at]; node.parent !== null; node = tree.nodes[node.parent]) line.unshift(node);
  for (let node = tree.nodes[at]; node.children.length > 0;) {
    node = tree.nodes[node.children[0]];
    line.push(node);
  }
  return line;
}

test('line(id) is the line of tree() through every node, in the letters asked; ERR_GAME_NODE for no such node', () => {
  const game = api.readPgn(
    '[Event "lines"]\n\n{start} 1. e4 {a} e5 (1... c5 {b} 2. Nf3 (2. c3 d5) d6) (1... e6 2. d4) 2. Nf3 $1 Nc6 ' +
      '(2... d6 {c} 3. d4) 3. Bb5 *\n',
  );
  const tree = game.tree({ letters: 'de' });
  for (const node of tree.nodes.filter(Boolean))
    assert.deepEqual(game.line(node.id, { letters: 'de' }), lineOfTree(tree, node.id), `line through ${node.id}`);
  assert.deepEqual(game.line(), lineOfTree(game.tree(), game.tree().current), 'the current line by default');
  assert.deepEqual(
    game.line(0).map((n) => n.san),
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
    'the main line from the start',
  );
  assert.throws(() => game.line(999), { code: 'ERR_GAME_NODE', message: /no move with id 999/ });
  assert.throws(() => game.line(-1), { code: 'ERR_GAME_NODE' });
  const d6 = tree.nodes.find((n) => n && n.san === 'd6' && n.comment === 'c').id;
  game.deleteLine(d6);
  assert.throws(() => game.line(d6), { code: 'ERR_GAME_NODE' });
  game.delete();
});

test('line() writes the line only, not the whole tree: 20 calls take less than one tree() with 6 MB of notes aside', () => {
  const game = new api.Game(518);
  for (const move of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6']) game.play(move);
  const main = game.line().map((n) => n.id);
  const note = 'n'.repeat(99_000);
  let notes = 0;
  for (const at of [0, ...main.slice(0, -1)]) {
    game.goTo(at);
    const taken = new Set(game.tree().nodes[at].children.map((c) => game.tree().nodes[c].uci));
    for (const move of game
      .legalMoves()
      .filter((m) => !taken.has(m))
      .slice(0, 8)) {
      game.play(move);
      game.setComment(game.tree().current, note);
      game.goTo(at);
      notes++;
    }
  }
  game.goTo(main.at(-1));
  assert.ok(notes * note.length > 6e6, `${notes} notes`);
  const started = performance.now();
  const tree = game.tree();
  const treeMs = performance.now() - started;
  const lineStarted = performance.now();
  for (let i = 0; i < 20; i++) assert.equal(game.line().length, main.length);
  const lineMs = performance.now() - lineStarted;
  console.log(`pgn_tree: tree() ${treeMs.toFixed(1)} ms, 20 × line() ${lineMs.toFixed(1)} ms`);
  assert.deepEqual(game.line(), lineOfTree(tree, tree.current));
  assert.ok(lineMs < treeMs, `20 line() calls took ${lineMs.toFixed(1)} ms, one tree() ${treeMs.toFixed(1)} ms`);
  game.delete();
});

test('currentNode() names the node a move was played into: a new one, a reused id, or the existing child', () => {
  const game = new api.Game(518);
  assert.equal(game.currentNode(), 0, 'the start');
  // The node tree() holds at the end of the current line, with its move and its parent.
  const last = () => {
    const tree = game.tree();
    return { tree, node: tree.nodes[tree.current] };
  };
  const played = [];
  for (const move of ['e2e4', 'e7e5', 'g1f3']) {
    const parent = game.currentNode();
    game.play(move);
    const { node } = last();
    assert.equal(game.currentNode(), node.id, move);
    assert.equal(node.uci, move);
    assert.equal(node.parent, parent, 'a child of the node played from');
    played.push(node.id);
  }
  game.undo();
  game.play('b1c3');
  assert.equal(game.currentNode(), last().node.id, 'a move after a move taken back (its id may be reused)');
  assert.equal(last().node.uci, 'b1c3');
  game.goTo(played[1]);
  assert.equal(game.currentNode(), played[1], 'goTo');
  game.play('b1c3');
  assert.equal(last().node.parent, played[1]);
  assert.equal(game.currentNode(), last().tree.nodes[played[1]].children[0], 'the existing child is followed');
  game.goTo(played[1]);
  game.play('f1c4');
  const { tree, node } = last();
  assert.deepEqual(tree.nodes[played[1]].children.slice(-1), [game.currentNode()], 'a new side line');
  assert.equal(node.uci, 'f1c4');
  game.delete();
  assert.throws(() => game.currentNode(), { code: 'ERR_GAME_DELETED' });
});
