// The event module's entry: `import { createChess960Event } from 'chess960/event'` (and the
// classic script dist/chess960-event.js for the event, verify and draw pages). The tournament
// draw and the commit-and-reveal event draws (docs/event.md), in a module of their own so that
// the rules module, which every page loads, does not carry them; 'chess960-build:…' are written
// by scripts/build-lib.mjs.
import Chess960EventModule from 'chess960-build:loader';
import packedWasm from 'chess960-build:wasm';
import { installDiagnostics } from '../js/debug.js';
import { Chess960Error } from '../js/errors.js';
import { startModule } from '../loader/start.js';
import { installEvents } from './event.js';
import { installTournament } from './tournament.js';

export { Chess960Error } from '../js/errors.js';

// Returns the event API over the started module `m`.
function eventApi(m) {
  const api = { Chess960Error: Chess960Error };
  installTournament(api, m);
  installEvents(api, m);
  installDiagnostics(api, m);
  return api;
}

// Returns a Promise of { tournamentDraw, eventNewSecret, eventCommitment, eventVerify,
// eventRounds, eventTexts }; options as createChess960's ({ wasmModule } of chess960-event.wasm,
// or { wasmBinary }).
export function createChess960Event(options) {
  return startModule(Chess960EventModule, packedWasm, 'chess960-event.js', options, 'eventKeys').then(eventApi);
}

export default createChess960Event;
