// The API object over a started module: each part installs its functions (see package/types/index.d.ts).
import { Chess960Error } from './errors.js';
import { installDiagnostics } from './debug.js';
import { installEvents } from './event.js';
import { installGames } from './game.js';
import { guardedModule } from './heap.js';
import { installPgn } from './pgn.js';
import { installStartPositions } from './startpos.js';
import { installTournament } from './tournament.js';
import { installTree } from './tree.js';

// Returns the API of the started Emscripten module `m`.
export function createApi(module) {
  const m = guardedModule(module);
  const api = { Chess960Error: Chess960Error };
  installStartPositions(api, m);
  const games = installGames(api, m);
  installTree(api, m);
  installPgn(api, m, games);
  installTournament(api, m);
  installEvents(api, m);
  installDiagnostics(api, m);
  return api;
}
