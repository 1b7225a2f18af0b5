// The API object over a started module: each part installs its functions (see chess960.d.ts).
import { dropAnswersOnChange } from './answers.js';
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
  const unchanging = games.unchanging.concat(installTree(api, m), installPgn(api, m, games));
  installTournament(api, m);
  installEvents(api, m);
  installDiagnostics(api, m);
  // Last, once every part has added its Game methods: each one not named as changing nothing
  // drops the game's kept answers when it has run.
  dropAnswersOnChange(api.Game.prototype, unchanging);
  return api;
}
