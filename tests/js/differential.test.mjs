// Differential test: random Chess960 games played on dist/chess960.js (api.Game) and on
// chessops (independent rules library, devDependency only) side by side. After every move the
// two must agree on the legal moves (UCI, sorted), the Shredder-FEN, the X-FEN, check, the SAN
// of the move played, and the game end (checkmate, stalemate, insufficient material).
//
// Environment: DIFF_GAMES (default 2000), DIFF_SEED (default 960), DIFF_PLIES (cap per game,
// default 200), DIFF_ONLY=<game index> replays one game (the failure message prints it).
//
// Conventions compared (documented in tests/js/chessops.mjs): castling as king-takes-own-rook;
// Shredder castling field White first, h-to-a; the en-passant square only when an en-passant
// capture is legal (both sides use this rule, no normalisation). X-FEN: both write K/Q/k/q when
// the castling rook is the outermost rook on its side of the king, else the file letter.
//
// Insufficient material: chessops' isInsufficientMaterial() (neither side can mate) holds
// exactly when there are no pawns, rooks or queens and the minors are a single knight or bishop
// in total, or only bishops all on one square colour. That is the rule in core/rules/position.h, and
// both are right by FIDE (Art. 5.2.2 / 9.6.2: no sequence of legal moves can lead to mate; K+B v
// K+B with same-coloured bishops included). Any disagreement fails the test.
// When a stalemate also has insufficient material (e.g. K+B v K), either reason is accepted.
// Draws by rule (core/game/game.h): chessops knows none; the test keeps its own repetition count
// (board, turn, castling rights, legal en passant: FIDE 9.2.3) and reads the halfmove clock.
// Automatic ends: fivefold (5th occurrence) and seventy-five moves (clock >= 150, unless mate);
// claimable only (status stays '*'; canClaimDraw() names it, 'threefold' first): 3rd
// occurrence or clock >= 100; claimDraw() is exercised now and then.
// Also compared: repetitionCount(), dests(), view() (pieces, castling) and movesBetween() (as
// core/game/ defines them, derived from chessops' moves), history() and historyUci(), and undo() now and then.
// Once the game has ended legalMoves() still lists the position's moves, as chessops does (none
// at mate or stalemate); dests() lists none then (play() refuses every move).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { envInt, loadApi } from './load.mjs';
import { prng } from './prng.mjs';
import * as cp from './chessops.mjs';
import { makeFen } from 'chessops/fen';

const GAMES = envInt('DIFF_GAMES', 2000);
const SEED = envInt('DIFF_SEED', 960);
const MAX_PLIES = envInt('DIFF_PLIES', 200);
const ONLY = process.env.DIFF_ONLY === undefined ? undefined : envInt('DIFF_ONLY', 0);

const gameRandom = (seed, index) => prng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
// Start numbers: game i gets (i * 337 + seed) mod 960 (337 is prime to 960: every number is
// used once per 960 games).
const startNumberOf = (seed, index) => (index * 337 + seed) % 960;

// Returns the FEN board of view().pieces ({ e1: 'K', … }), written independently of the core.
function boardOfPieces(pieces) {
  const ranks = [];
  for (let rank = 8; rank >= 1; rank--) {
    let text = '';
    let empty = 0;
    for (const file of 'abcdefgh') {
      const piece = pieces[file + rank];
      if (!piece) {
        empty++;
        continue;
      }
      if (empty) text += empty;
      empty = 0;
      text += piece;
    }
    ranks.push(text + (empty || ''));
  }
  return ranks.join('/');
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
// One game in 20 is "quiet": after the opening it avoids captures and pawn moves, and half of
// those often play their previous move back, so that repetitions (threefold, fivefold) and
// the fifty- and seventy-five-move rules are reached; quiet games may run twice as long.
const isQuiet = (index) => index % 20 === 7;
const QUIET_FROM_PLY = 30;

function chooseQuietMove(rand, pos, moves, played, index) {
  const previous = played[played.length - 2];
  // Half of the quiet games play moves back (repetitions), the other half wander (75 moves).
  if (previous && index % 40 === 7 && rand() < 0.7) {
    const back = previous.slice(2, 4) + previous.slice(0, 2);
    if (moves.includes(back)) return back;
  }
  const quiet = moves.filter((uci) => {
    const k = cp.classify(pos, uci);
    return !k.capture && !k.castling && !pos.board.pawn.has(squareOf(uci));
  });
  return pick(rand, quiet.length ? quiet : moves);
}

// Chooses the next move: castling, promotions and en passant are preferred so that they are
// well covered; captures somewhat, to reach endings (mates, stalemates, bare material).
function chooseMove(rand, pos, moves) {
  const kinds = moves.map((uci) => ({ uci, ...cp.classify(pos, uci) }));
  const of = (key) => kinds.filter((k) => k[key]).map((k) => k.uci);
  const castles = of('castling');
  if (castles.length && rand() < 0.6) return pick(rand, castles);
  const promotions = of('promotion');
  if (promotions.length && rand() < 0.8) return pick(rand, promotions);
  const eps = of('enPassant');
  if (eps.length && rand() < 0.8) return pick(rand, eps);
  const captures = of('capture');
  if (captures.length && rand() < 0.5) return pick(rand, captures);
  // Pawn pushes now and then, so that pawns reach the last rank.
  const pawnMoves = moves.filter((uci) => pos.board.pawn.has(squareOf(uci)));
  if (pawnMoves.length && rand() < 0.25) return pick(rand, pawnMoves);
  return pick(rand, moves);
}
const squareOf = (uci) => uci.charCodeAt(0) - 97 + 8 * (uci.charCodeAt(1) - 49);

function setDiff(ours, theirs) {
  const a = new Set(ours);
  const b = new Set(theirs);
  return {
    onlyCore: ours.filter((m) => !b.has(m)),
    onlyChessops: theirs.filter((m) => !a.has(m)),
  };
}

// Returns dests() as sorted text "from:to,to from:to" (origins and targets sorted).
function normaliseDests(dests) {
  return Object.keys(dests)
    .filter((from) => dests[from].length)
    .sort()
    .map((from) => `${from}:${[...dests[from]].sort().join(',')}`)
    .join(' ');
}
// The dests core/game/game.h promises, built from chessops' legal moves: every target once (a
// promotion square once); castling as the rook's square and, when the king's castling square
// (c or g file) is two files or more from the king, that square too.
function expectedDests(pos, moves) {
  const map = new Map();
  for (const uci of moves) {
    const from = uci.slice(0, 2);
    if (!map.has(from)) map.set(from, new Set());
    map.get(from).add(uci.slice(2, 4));
    if (cp.classify(pos, uci).castling) {
      const kingFile = uci.charCodeAt(0) - 97;
      const targetFile = uci.charCodeAt(2) > uci.charCodeAt(0) ? 6 : 2;
      if (Math.abs(targetFile - kingFile) >= 2) map.get(from).add('abcdefgh'[targetFile] + uci[1]);
    }
  }
  return [...map.keys()]
    .sort()
    .map((from) => `${from}:${[...map.get(from)].sort().join(',')}`)
    .join(' ');
}

class Disagreement extends Error {}

// Plays one game; throws Disagreement with everything needed to reproduce it.
function playGame(api, index, counts) {
  const rand = gameRandom(SEED, index);
  const number = startNumberOf(SEED, index);
  const quiet = isQuiet(index);
  const start = api.startPosition(number);
  const played = [];
  const sans = [];
  // Every fourth game starts from the Shredder-FEN string, the others from the number.
  const game = new api.Game(index % 4 === 3 ? start.shredderFen : number);
  const pos = cp.fromFen(start.shredderFen);
  const repetitions = new Map();
  const fail = (what, details = {}) => {
    let fenCore;
    try {
      fenCore = game.shredderFen();
    } catch (e) {
      fenCore = `(error: ${e.message})`;
    }
    const lines = [
      `game ${index} (seed ${SEED}, start number ${number}): ${what}`,
      `moves (UCI): ${played.join(' ') || '(none)'}`,
      `moves (SAN): ${sans.join(' ') || '(none)'}`,
      `Shredder-FEN core:     ${fenCore}`,
      `Shredder-FEN chessops: ${cp.shredderFen(pos)}`,
      ...Object.entries(details).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`),
      `replay: DIFF_SEED=${SEED} DIFF_ONLY=${index} node --test tests/js/differential.test.mjs`,
    ];
    return new Disagreement(lines.join('\n'));
  };
  try {
    for (let ply = 0; ; ply++) {
      // --- compare the position ---------------------------------------------------------
      const fenTheirs = cp.shredderFen(pos);
      const fenOurs = game.shredderFen();
      if (fenOurs !== fenTheirs) throw fail('Shredder-FEN differs');
      const xfenTheirs = makeFen({ ...pos.toSetup(), halfmoves: pos.halfmoves });
      const xfenOurs = game.fen();
      if (xfenOurs !== xfenTheirs)
        throw fail('X-FEN differs', { 'X-FEN core': xfenOurs, 'X-FEN chessops': xfenTheirs });
      const turn = game.turn();
      if (turn !== pos.turn[0]) throw fail('turn differs', { core: turn, chessops: pos.turn });

      // The game end first: the core lists no moves once the game has ended.
      const end = cp.ending(pos);
      const status = game.status();
      if (status.check !== end.check) throw fail('check differs', { core: status, chessops: end });
      const key = fenTheirs.split(' ').slice(0, 4).join(' ');
      const seen = (repetitions.get(key) ?? 0) + 1;
      repetitions.set(key, seen);

      let expected = { result: '*', reasons: [null] };
      const draw = (...reasons) => ({ result: '1/2-1/2', reasons });
      if (end.checkmate) expected = { result: pos.turn === 'white' ? '0-1' : '1-0', reasons: ['checkmate'] };
      else if (end.stalemate && end.insufficient) expected = draw('stalemate', 'insufficient-material');
      else if (end.stalemate) expected = draw('stalemate');
      else if (end.insufficient) expected = draw('insufficient-material');
      else if (seen >= 5 && pos.halfmoves >= 150) expected = draw('fivefold', 'seventy-five-move');
      else if (seen >= 5) expected = draw('fivefold');
      else if (pos.halfmoves >= 150) expected = draw('seventy-five-move');
      if (status.result !== expected.result || !expected.reasons.includes(status.reason)) {
        throw fail('game status differs', {
          core: status,
          chessops: end,
          expected,
          halfmoveClock: pos.halfmoves,
          occurrences: seen,
        });
      }

      const movesOurs = [...game.legalMoves()].sort();
      const movesTheirs = cp.legalUcis(pos);
      if (movesOurs.join(' ') !== movesTheirs.join(' ')) {
        throw fail('legal moves differ', setDiff(movesOurs, movesTheirs));
      }
      if (status.result !== '*') {
        // Game over: the position's moves are listed (compared above), but none to play.
        const dests = Object.keys(game.dests());
        if (dests.length) throw fail('dests listed after the end of the game', { core: status, dests });
        counts.positions++;
        counts[status.reason]++;
        break;
      }
      counts.positions++;
      if (ply === 0 || rand() < 0.02) {
        // SAN of every legal move, now and then (it costs a clone per move on the chessops side).
        const sanOurs = [...game.legalMovesSan()].sort();
        const sanTheirs = movesTheirs.map((uci) => cp.playUci(pos.clone(), uci)).sort();
        if (sanOurs.join(' ') !== sanTheirs.join(' '))
          throw fail('legal SAN moves differ', setDiff(sanOurs, sanTheirs));
        counts.sanSets++;
      }
      // Board helpers: dests() and view() against what chessops' moves imply; the view is the
      // same snapshot the single calls give.
      const destsOurs = normaliseDests(game.dests());
      const destsTheirs = expectedDests(pos, movesTheirs);
      if (destsOurs !== destsTheirs) throw fail('dests() differs', { core: destsOurs, expected: destsTheirs });
      const view = game.view();
      if (
        view.fen !== xfenOurs ||
        view.turn !== turn ||
        normaliseDests(view.dests) !== destsOurs ||
        JSON.stringify(view.status) !== JSON.stringify(status) ||
        view.history.uci.length !== game.historyUci().length
      ) {
        throw fail('view() differs from the single calls', { view });
      }
      const boardTheirs = makeFen(pos.toSetup()).split(' ')[0];
      if (boardOfPieces(view.pieces) !== boardTheirs)
        throw fail('view().pieces differs', { core: view.pieces, chessops: boardTheirs });
      const castlesOurs = view.castling
        .filter((c) => c.legal)
        .map((c) => c.uci)
        .sort()
        .join(' ');
      const castlesTheirs = movesTheirs.filter((uci) => cp.classify(pos, uci).castling).join(' ');
      if (castlesOurs !== castlesTheirs)
        throw fail('view().castling differs', { core: view.castling, chessops: castlesTheirs });
      for (const c of view.castling) {
        if (c.legal !== (c.why === null))
          throw fail('a castling is legal with a reason, or illegal without', { castling: c });
      }
      if (castlesTheirs) counts.castlingLegal++;
      // Every legal move is one of the meanings of its board gesture (castling: king onto rook).
      if (rand() < 0.05) {
        for (const uci of movesTheirs) {
          const meanings = game.movesBetween(uci.slice(0, 2), uci.slice(2, 4)).map((m) => m.uci);
          if (!meanings.includes(uci))
            throw fail(`movesBetween(${uci.slice(0, 2)}, ${uci.slice(2, 4)}) misses ${uci}`, { meanings });
        }
        counts.gestures++;
      }

      // Claimable draws (FIDE 9.2, 9.3): a third occurrence or fifty moves (threefold named
      // first when both hold); the game goes on until claimDraw().
      const repetitionOurs = game.repetitionCount();
      if (repetitionOurs !== seen) throw fail(`repetitionCount() is ${repetitionOurs}, expected ${seen}`);
      const claimable = seen >= 3 ? 'threefold' : pos.halfmoves >= 100 ? 'fifty-move' : false;
      const claim = game.canClaimDraw();
      if (claim !== claimable) {
        throw fail(`canClaimDraw() is ${claim}, expected ${claimable}`, {
          halfmoveClock: pos.halfmoves,
          occurrences: seen,
        });
      }
      if (claimable) {
        counts.claimable++;
        if (rand() < (quiet ? 0.03 : 0.2)) {
          const claimed = game.claimDraw();
          if (claimed.result !== '1/2-1/2' || claimed.reason !== claimable)
            throw fail('claimDraw() result', { core: claimed });
          const after = game.status();
          if (after.result !== '1/2-1/2' || after.reason !== claimable || Object.keys(game.dests()).length) {
            throw fail('status after claimDraw()', { core: after });
          }
          counts[`claimed ${claimable}`]++;
          break;
        }
      }
      if (ply >= (quiet ? 2 * MAX_PLIES : MAX_PLIES)) {
        counts.capped++;
        break;
      }

      // --- choose and play a move -------------------------------------------------------
      const uci =
        quiet && ply >= QUIET_FROM_PLY
          ? chooseQuietMove(rand, pos, movesTheirs, played, index)
          : chooseMove(rand, pos, movesTheirs);
      const kind = cp.classify(pos, uci);
      const sanTheirs = cp.playUci(pos, uci);
      // Half the moves go in as SAN, half as UCI.
      const input = rand() < 0.5 ? sanTheirs : uci;
      let sanOurs;
      try {
        sanOurs = game.play(input);
      } catch (e) {
        throw fail(`core rejects ${input} (${uci}): ${e.code ?? ''} ${e.message}`);
      }
      played.push(uci);
      sans.push(sanTheirs);
      if (sanOurs !== sanTheirs) throw fail(`SAN differs for ${uci}`, { core: sanOurs, chessops: sanTheirs });
      if (kind.castling) counts.castling++;
      if (kind.enPassant) counts.enPassant++;
      if (kind.promotion) {
        counts.promotion++;
        if (!uci.endsWith('q')) counts.underpromotion++;
      }
      // Now and then: undo must restore the position exactly, and the move replays.
      if (rand() < 0.03) {
        const after = game.shredderFen();
        game.undo();
        if (game.shredderFen() !== fenTheirs)
          throw fail(`undo of ${uci} does not restore the position`, { afterUndo: game.shredderFen() });
        game.play(uci);
        if (game.shredderFen() !== after) throw fail(`replay of ${uci} after undo differs`);
        counts.undo++;
      }
    }
    const history = [...game.history()];
    if (history.join(' ') !== sans.join(' '))
      throw fail('history() differs from the moves played', { history: history.join(' ') });
    const historyUci = [...game.historyUci()];
    if (historyUci.join(' ') !== played.join(' '))
      throw fail('historyUci() differs from the moves played', { historyUci: historyUci.join(' ') });
    counts.plies += played.length;
  } finally {
    game.delete();
  }
}

const api = await loadApi();
const hasGame = typeof api.Game === 'function';

test('chessops adapter: perft from the public data matches (checks the adapter, not the core)', () => {
  // Known counts: tests/data/chess960-first100.perft id 0 and tricky.perft Kiwipete.
  const cases = [
    [api.startPosition(518).shredderFen, 3, 8902],
    ['bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1', 3, 12189],
    ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 97862],
  ];
  for (const [fen, depth, nodes] of cases) assert.equal(cp.perft(cp.fromFen(fen), depth), nodes, fen);
  // Shredder field: White first, h-to-a; the en-passant square only with a legal capture.
  assert.equal(cp.shredderFen(cp.fromFen(api.startPosition(0).fen)), api.startPosition(0).shredderFen);
  const noEp = cp.fromFen('rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2');
  assert.equal(cp.shredderFen(noEp), 'rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 2');
  const ep = cp.fromFen('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3');
  assert.equal(cp.shredderFen(ep).split(' ')[3], 'f6');
  assert.ok(cp.legalUcis(ep).includes('e5f6'));
  // Castling as king-takes-rook (start 0: BBQNNRKR, king g1, rooks f1 and h1).
  const castle = cp.fromFen('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w HFhf - 0 1');
  assert.ok(cp.legalUcis(castle).includes('g1h1'));
  assert.equal(cp.playUci(castle, 'g1h1'), 'O-O');
  assert.equal(cp.shredderFen(castle), 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRK1 b hf - 1 1');
  // Insufficient material as chessops sees it (the same rule as core/rules/position.h).
  const insufficient = (fen) => cp.fromFen(fen).isInsufficientMaterial();
  assert.equal(insufficient('8/8/4k3/8/8/3BK3/8/8 w - - 0 1'), true); // K+B v K
  assert.equal(insufficient('8/8/4k3/8/8/3NK3/8/8 w - - 0 1'), true); // K+N v K
  assert.equal(insufficient('8/8/4k3/3b4/8/3BK3/8/8 w - - 0 1'), true); // bishops on light squares
  assert.equal(insufficient('8/8/4k3/2b5/8/3BK3/8/8 w - - 0 1'), false); // opposite colours
  assert.equal(insufficient('8/8/4k3/3n4/8/3BK3/8/8 w - - 0 1'), false); // K+B v K+N
  assert.equal(insufficient('8/8/4k3/3n4/8/3NK3/8/8 w - - 0 1'), false); // K+N v K+N
  assert.equal(insufficient('8/8/4k3/8/8/2NNK3/8/8 w - - 0 1'), false); // K+N+N v K
});

test(
  `differential vs chessops: ${ONLY === undefined ? GAMES : 1} random games, seed ${SEED}, ≤ ${MAX_PLIES} plies`,
  {
    skip: hasGame ? false : 'api.Game is not in dist/chess960.js yet',
  },
  (t) => {
    const counts = {
      games: 0,
      plies: 0,
      positions: 0,
      sanSets: 0,
      castling: 0,
      enPassant: 0,
      promotion: 0,
      underpromotion: 0,
      undo: 0,
      checkmate: 0,
      stalemate: 0,
      'insufficient-material': 0,
      fivefold: 0,
      'seventy-five-move': 0,
      claimable: 0,
      'claimed threefold': 0,
      'claimed fifty-move': 0,
      castlingLegal: 0,
      gestures: 0,
      capped: 0,
    };
    const started = process.hrtime.bigint();
    const indices = ONLY === undefined ? [...Array(GAMES).keys()] : [ONLY];
    for (const index of indices) {
      playGame(api, index, counts);
      counts.games++;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const summary = Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    t.diagnostic(`${summary}; ${seconds.toFixed(1)} s`);
    console.log(`differential: ${summary}; ${seconds.toFixed(1)} s`);
    if (ONLY === undefined && GAMES >= 2000) {
      // Coverage the random games must reach (fixed seed: a drop means the move choice broke).
      for (const key of [
        'castling',
        'enPassant',
        'promotion',
        'underpromotion',
        'checkmate',
        'stalemate',
        'insufficient-material',
        'fivefold',
        'seventy-five-move',
        'claimed threefold',
        'claimed fifty-move',
      ]) {
        assert.ok(counts[key] > 0, `no ${key} in ${GAMES} games`);
      }
    }
  },
);
