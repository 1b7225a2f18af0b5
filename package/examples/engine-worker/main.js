// The page: the engine in a module worker answers 1. e4 in start position 518. Bundle this file
// with any bundler (esbuild, rollup, Vite, webpack), which also bundles the worker file.
import { createChess960 } from 'chess960';

const api = await createChess960();
const worker = new Worker(new URL('./engine.worker.js', import.meta.url), { type: 'module' });
worker.onmessage = ({ data }) => {
  if (data.type === 'info') document.querySelector('#info').textContent = `depth ${data.depth}: ${data.pv.join(' ')}`;
  if (data.type === 'bestmove') document.querySelector('#move').textContent = data.uci;
};
worker.postMessage({ type: 'go', id: 1, fen: api.startPosition(518).fen, moves: ['e2e4'], level: 10, movetime: 500 });
