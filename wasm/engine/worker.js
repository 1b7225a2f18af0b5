// `chess960/engine/worker`: a module worker that runs the engine host (host.js) with the engine
// of this package. new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module' })
// with `import 'chess960/engine/worker'` in that file, then postMessage({ type: 'go', … }).
/* global WorkerGlobalScope */
import { createChess960Engine } from './index.js';
import { createEngineHost } from './host.js';

// Imported outside a worker it does nothing (a page runs the host with createEngineHost of
// chess960/engine instead).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const handle = createEngineHost(createChess960Engine, function (message) {
    self.postMessage(message);
  });
  self.onmessage = function (event) {
    handle(event.data);
  };
}
