// White's legal first moves in the 960 start positions, asked of the built library (Game.dests of
// each start position), as a module for play/first-move.js: the play
// page takes White's first move on its first diagram before the module has loaded, and the
// page knows no rules, so the moves come from the core through this table.
// Format (the module's default export): { common, sets, index }. `common` holds the moves every start
// position has, `sets` the other moves of a position (distinct lists), `index` one letter per
// position 0..959 naming its entry in `sets` (A = 0 …). Moves are separated by spaces: "e2e4",
// or for a castling (legal on move one with the king on f1 and a rook on g1, or on d1 and c1)
// the king's drop onto the rook and the rook's move, "f1g1/g1f1".
// Called by scripts/build-pages.mjs, which the module 'chess960-site:first-moves' names.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Returns White's legal first moves of start position n, sorted, as the table writes them.
function movesOf(api, n) {
  const game = new api.Game(api.startPosition(n).fen);
  try {
    const dests = game.dests();
    const castlings = game.view().castling.filter((c) => c.legal);
    const out = [];
    for (const from of Object.keys(dests))
      for (const to of dests[from]) {
        const castling = castlings.find((c) => c.kingFrom === from && (c.rookFrom === to || c.kingTo === to));
        // The page shows the king where it is dropped: true of every castling on move one.
        if (castling && castling.kingTo !== to)
          throw new Error(`first moves: no. ${n}: king lands on ${castling.kingTo}`);
        out.push(castling ? `${from}${to}/${castling.rookFrom}${castling.rookTo}` : from + to);
      }
    return out.sort();
  } finally {
    game.delete();
  }
}

// Returns { common, sets, index } for the 960 start positions of the module's API.
export function firstMoves(api) {
  const all = [];
  for (let n = 0; n < 960; n++) all.push(movesOf(api, n));
  const common = all[0].filter((m) => all.every((list) => list.includes(m)));
  const sets = [];
  let index = '';
  for (const list of all) {
    const rest = list.filter((m) => !common.includes(m)).join(' ');
    let i = sets.indexOf(rest);
    if (i < 0) i = sets.push(rest) - 1;
    if (i >= LETTERS.length) throw new Error('first moves: more distinct sets than index letters');
    index += LETTERS[i];
  }
  return { common: common.join(' '), sets, index };
}

// Returns the module whose default export is the table.
export function firstMovesModule(table) {
  return (
    "// Written by scripts/write-first-moves.mjs from the library: White's legal first moves in the\n" +
    '// start positions 0..959 for play/first-move.js ({ common, sets, index }, see that script).\n' +
    `export default ${JSON.stringify(table)};\n`
  );
}
