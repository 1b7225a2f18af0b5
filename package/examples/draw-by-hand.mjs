// A draw by hand with one die (Bodlaender): what to roll for, each roll placing a piece, the
// start position it ends in; then the exact chances of the two-coin method. Run: node draw-by-hand.mjs
import { createChess960Draw } from 'chess960/draw';

const draws = await createChess960Draw();
const draw = draws.startDraw('die');
for (const roll of [2, 3, 3, 2, 3]) {
  const { step, outcomes, options } = draw.next();
  const square = outcomes[options.indexOf(roll)].square;
  console.log(`${step}: ${roll} -> ${square}`); // dark-bishop: 2 -> c1, …
  draw.give(roll);
}
console.log(draw.result().number, draw.backRank()); // 518 RNBQKBNR
draw.delete();

// Each position's chance as a fraction; the coins give two different ones (not uniform).
const chances = new Set(draws.drawDistribution('coins').map((f) => `${f.num}/${f.den}`));
console.log([...chances].sort().join(' ')); // 1/1152 1/768
