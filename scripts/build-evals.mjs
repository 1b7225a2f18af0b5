#!/usr/bin/env node
// Builds web/data/evals.js, the engine evaluations of the 960 start positions for the pages (a
// module, `export default { runs }`, that web/shared/evals.js imports and the build bundles into
// the pages that show them; it is NOT part of chess960.js), from the two MIT-licensed sources in ../shared/data/evals (see its README):
//   eval960_stockfish-17.1_depth-32.jsonl   clfs/eval960, commit a78d209
//   chess960evalanalyzer_stockfish-18_depth-25.csv   bariskisir/Chess960EvalAnalyzer, commit 92a9710
// and copies their licence texts next to it (web/data/LICENSE.*). The built files are committed
// (a fresh checkout has no ../shared); tests/js/evals_data.test.mjs checks that they equal a new
// build whenever the sources are present.
//
// Usage: node scripts/build-evals.mjs [source folder] [output folder]
//        (defaults: ../shared/data/evals and web/data, relative to the repository)
// Exports build(sourceDir) -> { 'evals.js': text, 'LICENSE.…': text } for the test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SOURCE = path.resolve(root, '..', 'shared', 'data', 'evals');
const JSONL = 'eval960_stockfish-17.1_depth-32.jsonl';
const CSV = 'chess960evalanalyzer_stockfish-18_depth-25.csv';
const LICENCES = ['LICENSE.eval960', 'LICENSE.Chess960EvalAnalyzer'];

// Returns the rank of each value among all (1 = highest; equal values share the better rank).
function ranks(values) {
  const sorted = values.slice().sort((a, b) => b - a);
  return values.map((v) => sorted.indexOf(v) + 1);
}

// Returns the copyright line of a licence text ("Copyright (c) 2026 …").
function copyright(text) {
  const line = text.split('\n').find((l) => /^Copyright/.test(l));
  if (!line) throw new Error('a licence without a copyright line');
  return line.trim();
}

// Reads the Stockfish 17.1 lines: [{ cp, win, draw, loss }] by number 0..959.
function readSf17(text) {
  const out = [];
  for (const line of text.split('\n').filter((l) => l.trim())) {
    const row = JSON.parse(line);
    const info = row.info[0];
    if (row.engine !== 'Stockfish 17.1' || info.depth !== 32 || info.score.mate !== null)
      throw new Error(`${JSONL}: unexpected line for id ${row.id}`);
    out[row.id] = { cp: info.score.cp, win: info.wdl.win, draw: info.wdl.draw, loss: info.wdl.loss };
  }
  return out;
}

// Reads the Stockfish 18 lines (no header, a byte-order mark): centipawns by number 0..959.
function readSf18(text) {
  const out = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim())) {
    const [id, pawns] = line.split(',');
    out[Number(id)] = Math.round(Number(pawns) * 100);
  }
  return out;
}

// Returns the files to write, by name (see the header).
export function build(sourceDir = DEFAULT_SOURCE) {
  const read = (name) => fs.readFileSync(path.join(sourceDir, name), 'utf8');
  const sf17 = readSf17(read(JSONL));
  const sf18 = readSf18(read(CSV));
  for (let n = 0; n < 960; n++) {
    if (!sf17[n] || typeof sf18[n] !== 'number' || Number.isNaN(sf18[n])) throw new Error(`no evaluation of ${n}`);
  }
  if (sf17.length !== 960 || sf18.length !== 960) throw new Error('more than 960 positions');
  const licences = Object.fromEntries(LICENCES.map((name) => [name, read(name)]));
  const cp17 = sf17.map((e) => e.cp);
  const data = {
    runs: [
      {
        id: 'sf17',
        engine: 'Stockfish 17.1',
        depth: 32,
        source: 'clfs/eval960',
        commit: 'a78d209',
        file: 'stockfish_17_1_depth_32.jsonl',
        licence: 'MIT',
        copyright: copyright(licences['LICENSE.eval960']),
        licenceFile: 'data/LICENSE.eval960',
        cp: cp17,
        rank: ranks(cp17),
        win: sf17.map((e) => e.win),
        draw: sf17.map((e) => e.draw),
        loss: sf17.map((e) => e.loss),
      },
      {
        id: 'sf18',
        engine: 'Stockfish 18',
        depth: 25,
        source: 'bariskisir/Chess960EvalAnalyzer',
        commit: '92a9710',
        file: 'src/Chess960EvalAnalyzer/results.csv',
        licence: 'MIT',
        copyright: copyright(licences['LICENSE.Chess960EvalAnalyzer']),
        licenceFile: 'data/LICENSE.Chess960EvalAnalyzer',
        cp: sf18,
        rank: ranks(sf18),
      },
    ],
  };
  const script =
    "// Engine evaluations of the 960 start positions (centipawns, White's view; Scharnagl numbers\n" +
    '// 0..959 index every list). Built by scripts/build-evals.mjs from two MIT-licensed sources;\n' +
    '// do not edit. Their notices: credits.html and data/LICENSE.*.\n' +
    '// { runs: [{ id, engine, depth, source, commit, copyright, cp, rank, … }] }\n' +
    'export default ' +
    JSON.stringify(data) +
    ';\n';
  return { 'evals.js': script, ...licences };
}

// Writes the built files into `outDir`.
function main() {
  const sourceDir = path.resolve(process.argv[2] || DEFAULT_SOURCE);
  const outDir = path.resolve(process.argv[3] || path.join(root, 'web', 'data'));
  if (!fs.existsSync(sourceDir)) {
    console.error(`build-evals: no source folder ${path.relative(root, sourceDir)} (the committed files stay)`);
    process.exit(1);
  }
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(build(sourceDir))) fs.writeFileSync(path.join(outDir, name), text);
  console.log(`build-evals: ${path.relative(root, outDir)}/evals.js written`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
