// `chess960/engine/worker`: a module worker that runs the engine host (host.js) with the engine
// of this package. new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module' })
// with `import 'chess960/engine/worker'` in that file, then postMessage({ type: 'go', … }).
import { createChess960Engine } from './index.js';
import { createEngineHost } from './host.js';

export { createEngineHost };

const handle = createEngineHost(createChess960Engine, function (message) {
  self.postMessage(message);
});
self.onmessage = function (event) {
  handle(event.data);
};
