// The API object over a started module: each part installs its functions (see package/types/index.d.ts; the
// tournament and event draws are the event module's, wasm/event/).
import { dropAnswersOnChange } from './answers.js';
import { Chess960Error } from './errors.js';
import { installBoard } from './board.js';
import { installDiagnostics } from './debug.js';
import { installGames } from './game.js';
import { guardedModule } from './heap.js';
import { installPgn } from './pgn.js';
import { installStartPositions } from './startpos.js';
import { installTree } from './tree.js';

// Returns the API of the started Emscripten module `m`.
export function createApi(module) {
  const m = guardedModule(module);
  const api = { Chess960Error: Chess960Error };
  installStartPositions(api, m);
  const games = installGames(api, m);
  const unchanging = games.unchanging.concat(installBoard(api, m), installTree(api, m), installPgn(api, m, games));
  installDiagnostics(api, m);
  // Last, once every part has added its Game methods: each one not named as changing nothing
  // drops the game's kept answers when it has run.
  dropAnswersOnChange(api.Game.prototype, unchanging);
  return api;
}
