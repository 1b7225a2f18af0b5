// A game of Chess960 no. 0 (BBQNNRKR): legal moves, SAN and UCI, castling by the king onto its
// rook (here O-O leaves the king on g1 and brings the rook from h1 to f1), and the refusal of an
// illegal move. Run: node game.mjs
import { Chess960Error, createChess960 } from 'chess960';

const api = await createChess960();
console.log(api.startPosition(518).fen); // rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

const game = new api.Game(0); // free it with game.delete() (in TypeScript: `using game = …`)
console.log(game.legalMoves().length); // the legal moves of the start position
for (const move of ['g3', 'g6', 'Ng2', 'Ng7', 'f4', 'f5', 'Rf2', 'Rf7']) game.play(move);
console.log(game.view().castling[0].legal); // O-O is legal now: true
game.play('g1h1'); // castling: the king takes its own rook
console.log(game.history().at(-1), game.fen()); // O-O and the position after it
try {
  game.play('Qxh7');
} catch (error) {
  if (!(error instanceof Chess960Error)) throw error;
  console.log(error.code); // ERR_MOVE_ILLEGAL
}
game.delete();
