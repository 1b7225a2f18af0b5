// @ts-check
// The game list of a PGN file, loaded by files.js when a text of several games or a file is
// first opened (a chunk of its own: scripts/build-pages.mjs CHUNKS): the list (panel.js,
// list.js), the reader in its Web Worker (reader.js) and the rows of a text read in the page
// (host.js, annotations.js).
export { GameListPanel } from './panel.js';
export * as list from './list.js';
export { Reader } from './reader.js';
export { rowOf } from './host.js';
export { mark } from './annotations.js';
