// Writes the classic script of the 960 back ranks (White's, a1..h1, English letters, 8 letters
// each) that shared/first-diagram.js draws from before a module is ready, asked of the built
// chess960.js: shared/back-ranks.js of the site (scripts/build-site.mjs) and the copy inside the
// widget (cmake/widget.cmake), so both draw exactly what the core says.
// Usage: node scripts/write-back-ranks.mjs <chess960.js|index.cjs> <out.js>
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// Returns the 960 back ranks joined, from the API of the module file given (the classic script
// or the package's index.cjs).
export async function backRanks(modulePath) {
  const api = await require(path.resolve(modulePath)).createChess960();
  let ranks = '';
  for (let n = 0; n < 960; n++) ranks += api.startPosition(n).backRank;
  return ranks;
}

// Returns the classic script that puts the back ranks on Chess960Web.backRanks.
export function backRanksScript(ranks) {
  return (
    '/* Written by scripts/write-back-ranks.mjs from chess960.js: the back ranks of start positions\n' +
    " * 0..959 (White's, a1..h1, English letters), 8 letters each, for shared/first-diagram.js. */\n" +
    `(function (g) { (g.Chess960Web = g.Chess960Web || {}).backRanks = '${ranks}'; })(` +
    "typeof window !== 'undefined' ? window : globalThis);\n"
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [modulePath, out] = process.argv.slice(2);
  if (!modulePath || !out) {
    console.error('usage: node scripts/write-back-ranks.mjs <chess960.js> <out.js>');
    process.exit(2);
  }
  fs.writeFileSync(out, backRanksScript(await backRanks(modulePath)));
}
