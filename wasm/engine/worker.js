// `chess960/engine/worker`: a module worker that runs the engine host (host.js) with the engine
// of this package. new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module' })
// with `import 'chess960/engine/worker'` in that file, then postMessage({ type: 'go', … }).
/* global WorkerGlobalScope, Bun */
import { createChess960Engine } from './index.js';
import { createEngineHost } from './host.js';

// Returns true in a worker: a WorkerGlobalScope, or where there is none (Bun) a `self` that
// posts messages without a document, and not Bun's main thread.
function inWorker() {
  if (typeof WorkerGlobalScope !== 'undefined') return self instanceof WorkerGlobalScope;
  return (
    typeof self === 'object' &&
    self !== null &&
    typeof self.postMessage === 'function' &&
    typeof document === 'undefined' &&
    !(typeof Bun === 'object' && Bun !== null && Bun.isMainThread)
  );
}

// Imported outside a worker it does nothing (a page runs the host with createEngineHost of
// chess960/engine instead).
if (inWorker()) {
  const handle = createEngineHost(createChess960Engine, function (message) {
    self.postMessage(message);
  });
  self.onmessage = function (event) {
    handle(event.data);
  };
}
