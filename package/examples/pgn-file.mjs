// A PGN file: every game indexed at once, each replayed when asked; a bad game is reported with
// its code and line, never stopping the others. Run: node pgn-file.mjs
import { createChess960 } from 'chess960';

const text = `[Event "Club"]
[White "Anna"]
[Black "Ben"]
[Variant "Chess960"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]

1. g3 g6 2. Ng2 Ng7 3. f4 f5 4. Rf2 Rf7 5. O-O O-O 1/2-1/2

[Event "Club"]
[White "Carl"]
[Black "Dora"]

1. e4 e5 2. Ke3 *
`;

const api = await createChess960();
const db = api.readPgnDatabase(text);
for (let i = 0; i < db.length; i++) {
  const problem = db.error(i);
  if (problem) {
    console.log(`game ${problem.game}, line ${problem.line}: ${problem.code}`); // game 2, line 13: ERR_PGN_MOVE
    continue;
  }
  const game = db.open(i);
  const tags = db.tags(i);
  console.log(`${tags.White}–${tags.Black}, no. ${tags.startNumber}: ${game.history().join(' ')}`);
  game.delete();
}
db.delete();
