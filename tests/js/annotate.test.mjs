// annotateGame of chess960/engine: the review written into the PGN as lichess exports it, read
// back by chessops (an independent PGN reader) and by our own reader: the same evaluations,
// NAGs ($6 ?!, $2 ?, $4 ??), clocks kept, the judgement comment, the best line as a side line of
// at most 12 plies, the [Annotator] tag.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseComment, parsePgn } from 'chessops/pgn';
import { loadApi, root } from './load.mjs';

const require = createRequire(import.meta.url);
const engineApi = await require(path.join(root, 'dist', 'chess960-engine.js'))();
const chess960 = await loadApi();

// 2...Qg5?? hangs the queen to the knight; 4. g4?? in the second game lets Black mate at once.
const GAMES = [
  `[Event "Annotate test"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } 2. Nf3 { [%clk 0:04:58] } Qg5 { [%clk 0:04:55] }
3. Nxg5 { [%clk 0:04:50] } d6 4. Nf3 Nc6 5. d4 1-0`,
  '[Event "Fool"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1',
];
const NAG_OF = { inaccuracy: 6, mistake: 2, blunder: 4 };

// Returns the score of a review ply as [%eval] readers give it: pawns or mate, from White's side.
function expectedEval(score) {
  return score.mate !== undefined ? { mate: score.mate } : { pawns: score.cp / 100 };
}

test('the annotated PGN read by chessops has the review’s evals, NAGs, clocks, comments and best lines', async () => {
  for (const text of GAMES) {
    const game = chess960.readPgn(text);
    const clocks = game.line(0).map((n) => n.clock);
    const review = await engineApi.reviewGame(game, { nodes: 20000 });
    const pgn = engineApi.annotateGame(game, review);
    const [parsed] = parsePgn(pgn);
    assert.equal(parsed.headers.get('Annotator'), 'chess960');
    const nodes = [...parsed.moves.mainlineNodes()];
    assert.deepEqual(
      nodes.map((n) => n.data.san.replace(/[+#]$/, '')),
      review.plies.map((p) => p.san.replace(/[+#]$/, '')),
    );
    let judged = 0;
    let parent = parsed.moves;
    for (const [i, node] of nodes.entries()) {
      const ply = review.plies[i];
      const comment = parseComment((node.data.comments || []).join(' '));
      if (ply.score.mate === 0) assert.equal(comment.evaluation, undefined, 'no eval after the mate');
      else {
        const { pawns, mate } = comment.evaluation;
        assert.deepEqual(JSON.parse(JSON.stringify({ pawns, mate })), expectedEval(ply.score), `ply ${i + 1}`);
      }
      assert.equal(comment.clock ?? null, clocks[i], `ply ${i + 1} clock kept`);
      if (ply.judgement) {
        judged++;
        assert.deepEqual(node.data.nags, [NAG_OF[ply.judgement]]);
        const name =
          ply.mate === 'created'
            ? 'Checkmate is now unavoidable'
            : ply.judgement[0].toUpperCase() + ply.judgement.slice(1);
        assert.ok(comment.text.replace(/\s+/g, ' ').includes(`${name}. ${ply.bestSan} was best.`), comment.text);
        // The best line: a side line beside the move played, from the same position.
        assert.equal(parent.children.length, 2);
        const side = [...parent.children[1].mainlineNodes()].map((n) => n.data.san);
        side.unshift(parent.children[1].data.san);
        assert.equal(side[0], ply.bestSan);
        assert.ok(side.length <= 12);
        assert.deepEqual(side, ply.pvSan.slice(0, side.length));
      } else {
        assert.equal(node.data.nags, undefined, `ply ${i + 1} has no NAG`);
        assert.equal(parent.children.length, 1);
      }
      parent = node;
    }
    assert.ok(judged >= 1);

    // Our reader gives the same evaluations and NAGs, and writes the same PGN again.
    const again = chess960.readPgn(pgn);
    const line = again.line(0);
    for (const [i, node] of line.entries()) {
      const ply = review.plies[i];
      if (ply.score.mate === 0) assert.equal(node.eval, null);
      else assert.deepEqual(node.eval, { cp: ply.score.cp ?? 0, mate: ply.score.mate ?? 0, depth: 0 }, `ply ${i + 1}`);
      assert.deepEqual(node.nags, ply.judgement ? [NAG_OF[ply.judgement]] : []);
      assert.equal(node.clock, clocks[i]);
    }
    assert.equal(again.pgn(), pgn);
    again.delete();
    game.delete();
  }
});

test('annotating twice replaces the evals and NAGs; a review of another game is ERR_ENGINE_OPTION', async () => {
  const game = chess960.readPgn(GAMES[0]);
  const review = await engineApi.reviewGame(game, { nodes: 5000 });
  const once = engineApi.annotateGame(game, review, { annotator: 'test' });
  assert.match(once, /\[Annotator "test"\]/);
  const other = chess960.readPgn(GAMES[1]);
  assert.throws(() => engineApi.annotateGame(other, review), { code: 'ERR_ENGINE_OPTION' });
  assert.throws(() => engineApi.annotateGame(game, {}), { code: 'ERR_ENGINE_OPTION' });
  const copy = chess960.readPgn(once);
  const twice = engineApi.annotateGame(copy, await engineApi.reviewGame(copy, { nodes: 5000 }), { annotator: 'test' });
  assert.equal((twice.match(/\[%eval /g) || []).length, (once.match(/\[%eval /g) || []).length);
  assert.equal(
    (twice.match(/was\s+best\./g) || []).length,
    (twice.match(/\$[246]\b/g) || []).length,
    'one comment a NAG',
  );
  game.delete();
  other.delete();
  copy.delete();
});
