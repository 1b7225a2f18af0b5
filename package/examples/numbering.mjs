// The numbering without WebAssembly: back ranks by number in both counts, numbers by back rank,
// the mirror. Run: node numbering.mjs
import { backRank, fromOneBased, mirror, positionNumber, toOneBased } from 'chess960/numbering';

console.log(backRank(518)); // RNBQKBNR
console.log(backRank(518, { letters: 'de' })); // TSLDKLST
console.log(positionNumber('TSLDKLST', { letters: 'de' })); // 518
console.log(mirror(518)); // 534
console.log(toOneBased(0), fromOneBased(960)); // 960 0
