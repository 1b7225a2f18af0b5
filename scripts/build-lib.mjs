// Builds the library's JavaScript from an Emscripten loader, its .wasm and the wrapper's ES
// modules: one module per run, each in three forms from the same source (esbuild bundles them,
// terser minifies them) —
//   <entry>.js   an ES module (the package's `import`),
//   <entry>.cjs  CommonJS (the package's `require`),
//   <classic>.js one classic script for pages and workers (file://, a strict CSP): defines one
//                global (createChess960, …) or, under require(), exports it;
// plus <classic>.wasm, the module itself, for runtimes that take a precompiled WebAssembly.Module.
// An element (the widget) is built from its entry into the classic script alone, which defines
// the element and no global; its ES module runs that script.
// The .wasm is embedded in each form, LZMA-compressed in base64 (xz from Debian's xz-utils),
// which the LZMA decoder's own WebAssembly module (wasm/loader/unlzma.c, about 4 KB, embedded
// beside it as a string of its bytes, scripts/unlzma-wasm.mjs) unpacks, run by
// wasm/loader/unlzma.js; the loader gets the bytes as `wasmBinary`: nothing is fetched,
// so no bundler sees a .wasm URL, `fs`, `path` or `__dirname` (the loaders are built with
// -sENVIRONMENT=web,worker and run in node as they are, given the bytes).
// Why LZMA in base64: gzip over base64 of the raw .wasm costs about 1.3x the .wasm's own gzip
// size; LZMA is 16 % smaller than gzip on this code and gzip over its base64 costs only 1 % more.
//
//   node scripts/build-lib.mjs <module> <build-dir> <out-dir>
//     module: rules (chess960.js), engine (chess960-engine.js), pgn (chess960-pgn.js),
//             draw (chess960-draw.js), event (chess960-event.js),
//             widget (chess960-widget.js and widget.js: the <chess960-position> element;
//             needs the rules module built first),
//             viewer (chess960-game.js and viewer.js: the <chess960-game> element, over the
//             rules module's loader and .wasm),
//             errors (errors.js, errors.cjs: the error class the other entries share; first),
//             numbering (numbering.js: no WebAssembly; needs the rules module built first)
// Each form is checked to start in node; the embedded text to unpack to exactly the .wasm with
// the embedded decoder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { LETTERS } from '../wasm/js/lists.js';
import { byteString, unlzmaWasm } from './unlzma-wasm.mjs';
import { viewerWordsModule, widgetWordsModule } from './widget-words.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// What each module is built from and named: its loader and .wasm in the build folder, its
// entry module, the output names, the global its classic script defines, the check that it
// starts, and whether its .wasm was linked for speed (left as the link made it).
const MODULES = {
  rules: {
    loader: 'chess960-loader',
    entry: 'wasm/js/index.js',
    out: 'index',
    classic: 'chess960',
    global: 'createChess960',
    check: async (create) => (await create()).startPosition(518).backRank === 'RNBQKBNR',
  },
  engine: {
    loader: 'chess960-engine-loader',
    entry: 'wasm/engine/index.js',
    out: 'engine',
    classic: 'chess960-engine',
    global: 'createChess960Engine',
    // The package's module worker (the engine inside) and the play page's classic worker (it
    // loads chess960-engine.js beside it).
    more: [
      ['engine-worker.js', 'wasm/engine/worker.js', 'esm', { './index.js': './engine.js' }],
      ['chess960-engine-worker.js', 'wasm/engine/classic-worker.js', 'iife'],
    ],
    check: async (create) => (await create()).level(1).level === 1,
  },
  pgn: {
    loader: 'chess960-pgn-loader',
    entry: 'wasm/pgn/index.js',
    out: 'pgn',
    classic: 'chess960-pgn',
    global: 'createChess960Pgn',
    speed: true,
    check: async (create) => {
      const [game] = (await create()).checkPgn('1. e4 *', { fens: true }).games;
      return Boolean(game && game.fen.startsWith('rnbqkbnr/pppppppp/8/8/4P3/'));
    },
  },
  // The draw machines of an arbiter (the draw page, `chess960/draw`), linked for size.
  draw: {
    loader: 'chess960-draw-loader',
    entry: 'wasm/draw/index.js',
    out: 'draw',
    classic: 'chess960-draw',
    global: 'createChess960Draw',
    check: async (create) => (await create()).drawByDie([2, 3, 3, 2, 3]).backRank === 'RNBQKBNR',
  },
  // The tournament and event draws (the event, verify and draw pages, `chess960/event`), linked
  // for size.
  event: {
    loader: 'chess960-event-loader',
    entry: 'wasm/event/index.js',
    out: 'event',
    classic: 'chess960-event',
    global: 'createChess960Event',
    check: async (create) => {
      const [round] = (await create()).tournamentDraw({ rounds: 1, seed: 'check' });
      return Boolean(round && round.round === 1 && round.fen.endsWith(' w KQkq - 0 1'));
    },
  },
  // The <chess960-position> element (web/widget/main.js) over the numbering module: a classic
  // script that defines the element and no global, and the package's module that runs it.
  widget: {
    loader: 'chess960-widget-loader',
    entry: 'web/widget/main.js',
    out: 'widget',
    classic: 'chess960-widget',
    element: 'chess960-position',
    words: 'widget-words',
    what: 'a Chess960 start-position diagram for any web page',
    usage: '<chess960-position n="518" show="number letters fen" controls></chess960-position>',
    tables: true,
  },
  // The <chess960-game> element (web/viewer/main.js) over the rules module (the loader and .wasm
  // of chess960.js): a classic script that defines the element and no global, and the package's
  // module that runs it.
  viewer: {
    loader: 'chess960-loader',
    entry: 'web/viewer/main.js',
    out: 'viewer',
    classic: 'chess960-game',
    element: 'chess960-game',
    words: 'viewer-words',
    what: 'a Chess960 game viewer for any web page (one game or a file of many)',
    usage:
      '<chess960-game><pre class="chess960-pgn">[Variant "Chess960"] …</pre></chess960-game> or <chess960-game src="games.pgn"></chess960-game>',
  },
  // The error class and its helpers, one file that every entry's ES module and CommonJS form
  // imports, so that `instanceof Chess960Error` holds across the entries (the classic scripts
  // carry their own copy).
  errors: {
    entry: 'wasm/js/errors.js',
    out: 'errors',
    check: async (errors) => new errors.Chess960Error('ERR_SEED', 'a test').code === 'ERR_SEED',
  },
  numbering: {
    entry: 'wasm/numbering/index.js',
    out: 'numbering',
    tables: true,
    check: async (numbering) => numbering.backRank(518) === 'RNBQKBNR',
  },
};

// The text that stands for the embedded module until the minified code is written: terser never
// sees the base64. The generated module 'chess960-build:wasm' exports a function returning it,
// and the text itself goes last in the file, in PACKED_NAME, read only when a module starts:
// gzip compresses the code and the base64 each in blocks of their own (1 KB less than with the
// text between two parts of the code).
const WASM_PLACEHOLDER = '@@CHESS960_PACKED_WASM@@';
const PACKED_NAME = 'chess960PackedWasm';
// The same for the LZMA decoder's module ('chess960-build:unlzma'), a string of its bytes.
const UNLZMA_PLACEHOLDER = '@@CHESS960_UNLZMA@@';
const UNLZMA_NAME = 'chess960Unlzma';

// Stops the build with a message.
function fail(message) {
  console.error(`build-lib: ${message}`);
  process.exit(1);
}

// Runs `command` and returns its standard output, or stops the build with `hint`.
function run(command, args, hint, input) {
  const result = spawnSync(command, args, { maxBuffer: 64 << 20, input });
  if (result.error || result.status !== 0) {
    fail(`${command} failed (${result.error ? result.error.message : result.stderr}); ${hint}`);
  }
  return result.stdout;
}

// Returns the .wasm optimised once more for size by binaryen (Emscripten's link step stops short
// of a converged -Oz; 0.4 KB less after LZMA), in the features Emscripten targeted (MVP).
function optimise(wasmPath, speed) {
  if (speed) return fs.readFileSync(wasmPath);
  const optimised = `${wasmPath}.opt.wasm`;
  run('wasm-opt', [wasmPath, '--mvp-features', '-Oz', '--converge', '-o', optimised], 'it comes with emscripten');
  const bytes = fs.readFileSync(optimised);
  fs.rmSync(optimised);
  return bytes;
}

// Returns the bytes in the .lzma format (lc=3 lp=0 pb=0 suit WebAssembly's unaligned bytes),
// with the uncompressed size written into the header (xz leaves it "unknown"), as unlzma needs.
function compress(bytes) {
  const packed = run(
    'xz',
    ['--format=lzma', '--lzma1=preset=9e,lc=3,lp=0,pb=0,dict=1MiB', '--stdout'],
    "install Debian's xz-utils",
    bytes,
  );
  packed.writeBigUInt64LE(BigInt(bytes.length), 5);
  return packed;
}

// The loader's code that looks for the .wasm as a file or a URL, which never runs here: the
// bytes or a compiled module are always handed over (wasm/loader/start.js). Each is replaced
// once (or the build stops), so terser drops the dead branches and no `process`, `fetch` of the
// .wasm or XMLHttpRequest is left for a bundler or a Content-Security-Policy to see.
const NEVER_A_FILE = [
  [/var ENVIRONMENT_IS_WEB\s*=\s*typeof window\s*==\s*"object";/, 'var ENVIRONMENT_IS_WEB=false;'],
  [/var ENVIRONMENT_IS_WORKER\s*=\s*typeof importScripts\s*==\s*"function";/, 'var ENVIRONMENT_IS_WORKER=false;'],
  [/var ENVIRONMENT_IS_NODE\s*=\s*typeof process[^;]*;/, 'var ENVIRONMENT_IS_NODE=false;'],
  [/function instantiateAsync\(\)\s*\{\s*if\s*\(!wasmBinary\s*&&/, 'function instantiateAsync(){if(false&&'],
];

// Returns the Emscripten loader (a MODULARIZE script: `var Name = (function () { … })();` and a
// CommonJS/AMD export after it) as an ES module whose default export is the factory, without
// the code of NEVER_A_FILE. Its `_scriptDir` is only used to find a .wasm file.
function loaderModule(text, file) {
  const name = (text.match(/^var (\w+)\s*=\s*\(/m) || [])[1];
  if (!name) fail(`${file} is not a MODULARIZE loader`);
  const end = text.indexOf('\nif (typeof exports');
  let body = (end >= 0 ? text.slice(0, end) : text).replace(
    /var _scriptDir = [^;]*;(\s*if \(typeof __filename[^;]*;)?/,
    'var _scriptDir = undefined;',
  );
  for (const [pattern, replacement] of NEVER_A_FILE) {
    const found = body.match(new RegExp(pattern.source, 'g')) || [];
    if (found.length !== 1) fail(`${file}: ${pattern} found ${found.length} times, not once`);
    body = body.replace(pattern, replacement);
  }
  if (/\brequire\(|__dirname|__filename|process\[?["'.]on/.test(body)) {
    fail(`${file} still holds node-only code: link it with -sENVIRONMENT=web,worker`);
  }
  return `${body}\nexport default ${name};\n`;
}

// Returns the esbuild plugin that leaves imports to other files of the package ({ import: file }),
// and every import of the errors module to `shared` (its file in the package) unless that is null.
function packageFiles(external, shared) {
  return {
    name: 'chess960-package-files',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        if (Object.hasOwn(external, args.path)) return { path: external[args.path], external: true };
        if (shared && path.join(args.resolveDir, args.path) === ERRORS_MODULE) return { path: shared, external: true };
        return undefined;
      });
    },
  };
}

// Returns the esbuild plugin that serves the build's generated modules ('chess960-build:…').
function generatedModules(sources) {
  return {
    name: 'chess960-build',
    setup(build) {
      build.onResolve({ filter: /^chess960-build:/ }, (args) => ({ path: args.path, namespace: 'chess960-build' }));
      // The package's numbering entry, which the widget's modules import by its name.
      build.onResolve({ filter: /^chess960\/numbering$/ }, () => ({ path: NUMBERING_MODULE }));
      build.onLoad({ filter: /.*/, namespace: 'chess960-build' }, (args) => {
        const contents = sources[args.path.slice('chess960-build:'.length)];
        if (contents === undefined) return { errors: [{ text: `no generated module ${args.path}` }] };
        return { contents, loader: 'js', resolveDir: root };
      });
    },
  };
}

// The shared errors module (see MODULES.errors): imported, not bundled, by the package's forms.
const ERRORS_MODULE = path.join(root, 'wasm', 'js', 'errors.js');
const NUMBERING_MODULE = path.join(root, 'wasm', 'numbering', 'index.js');

// Returns the minified code of one form of an entry module (format 'esm', 'cjs' or 'iife');
// `external` maps imports to files of the package they are left to ({ './index.js': './engine.js' }).
async function bundle(entry, format, sources, external = {}) {
  const shared =
    format === 'iife' || path.join(root, entry) === ERRORS_MODULE
      ? null
      : format === 'esm'
        ? './errors.js'
        : './errors.cjs';
  const built = await esbuild.build({
    entryPoints: [entry.startsWith('chess960-build:') ? entry : path.join(root, entry)],
    bundle: true,
    write: false,
    format,
    platform: 'neutral',
    target: 'es2020',
    legalComments: 'none',
    // A component's style sheet (the move list's) is bundled as its text.
    loader: { '.css': 'text' },
    plugins: [generatedModules(sources), packageFiles(external, shared)],
  });
  const minified = await minify(built.outputFiles[0].text, {
    module: format === 'esm',
    // CommonJS: `module.exports = …` stays a statement of its own, where tools that read the
    // exports without running the code (node's cjs-module-lexer, arethetypeswrong) find it.
    compress: { passes: 2, sequences: format !== 'cjs' },
    mangle: true,
    format: { comments: false },
  });
  return minified.code.replaceAll(CLASSIC_MODULE, 'module');
}

// Returns the entry of a classic script: it defines one global (createChess960, …) or, under
// require(), exports it (also as its own property of that name, as the earlier builds did).
// CLASSIC_MODULE stands for CommonJS's `module` until the code is minified: esbuild would wrap
// every module of an entry that names `module` in a lazy initialiser (1 KB more gzip).
function classicEntry(entry, global) {
  return (
    `import { ${global} } from ${JSON.stringify(entry)};\n` +
    `${global}.${global} = ${global};\n` +
    `if (typeof ${CLASSIC_MODULE} === 'object' && ${CLASSIC_MODULE} && ${CLASSIC_MODULE}.exports) ${CLASSIC_MODULE}.exports = ${global};\n` +
    `else globalThis.${global} = ${global};\n`
  );
}
const CLASSIC_MODULE = 'CHESS960_CLASSIC_MODULE';

// Returns the bytes the shipped decoder (wasm/loader/unlzma.js running `decoder`, the decoder's
// module) gives for the packed text.
async function unpackAsShipped(packedText, decoder) {
  const { unpackWasm } = await import(pathToFileURL(path.join(root, 'wasm/loader/unlzma.js')).href);
  return unpackWasm(packedText, new WebAssembly.Module(decoder));
}

// Returns the 960 back ranks and each letter set's K Q R B N, asked of the built rules module.
async function numberingTables(outDir) {
  const api = await require(path.join(outDir, 'index.cjs')).createChess960();
  let ranks = '';
  for (let n = 0; n < 960; n++) ranks += api.startPosition(n).backRank;
  const letters = {};
  for (const set of LETTERS) {
    const rank = [...api.startPosition(518, { letters: set }).backRank]; // R N B Q K B N R
    letters[set] = { K: rank[4], Q: rank[3], R: rank[0], B: rank[2], N: rank[1] };
  }
  return { ranks, letters };
}

// Returns the texts a module embeds: { packed: its .wasm packed (see the header), decoder: the
// LZMA decoder's module as a string literal }; sets the generated modules
// 'chess960-build:loader', 'chess960-build:wasm' and 'chess960-build:unlzma' in `sources`;
// writes <classic>.wasm for the library's modules (an element takes no precompiled module).
async function packLoader(spec, buildDir, outDir, sources) {
  const loaderPath = path.join(buildDir, `${spec.loader}.js`);
  sources.loader = loaderModule(fs.readFileSync(loaderPath, 'utf8'), loaderPath);
  const wasm = optimise(path.join(buildDir, `${spec.loader}.wasm`), spec.speed);
  const packedText = compress(wasm).toString('base64');
  let decoder;
  try {
    decoder = unlzmaWasm();
  } catch (error) {
    fail(`the LZMA decoder does not build: ${error.message}`);
  }
  const unpacked = await unpackAsShipped(packedText, decoder);
  if (!Buffer.from(unpacked).equals(wasm)) fail('the embedded module does not unpack to the .wasm');
  if (!WebAssembly.validate(unpacked)) fail('the unpacked module is not valid WebAssembly');
  sources.wasm = `export default function packedWasm() { return ${JSON.stringify(WASM_PLACEHOLDER)}; }\n`;
  sources.unlzma = `export default function unlzmaBytes() { return ${JSON.stringify(UNLZMA_PLACEHOLDER)}; }\n`;
  if (!spec.element) fs.writeFileSync(path.join(outDir, `${spec.classic}.wasm`), wasm);
  return { packed: `"${packedText}"`, decoder: byteString(decoder) };
}

// Builds one module (see the header) into outDir.
async function build(name, buildDir, outDir) {
  const spec = MODULES[name];
  if (!spec) fail(`unknown module ${name}: one of ${Object.keys(MODULES).join(', ')}`);
  fs.mkdirSync(outDir, { recursive: true });
  // The folder's .js files are ES modules (as in the package, which is "type": "module").
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  const sources = {};
  const embedded = spec.loader ? await packLoader(spec, buildDir, outDir, sources) : null;
  if (spec.tables) {
    const { ranks, letters } = await numberingTables(outDir);
    sources['back-ranks'] = `export default ${JSON.stringify(ranks)};\n`;
    sources.letters = `export default ${JSON.stringify(letters)};\n`;
  }
  // Reads PACKED_NAME and UNLZMA_NAME where their placeholders stand (once, or the build is wrong).
  const placed = (code) => {
    if (!embedded) return code;
    for (const [placeholder, variable] of [
      [WASM_PLACEHOLDER, PACKED_NAME],
      [UNLZMA_PLACEHOLDER, UNLZMA_NAME],
    ]) {
      const parts = code.split(JSON.stringify(placeholder));
      if (parts.length !== 2) fail(`the place of ${variable} was found ${parts.length - 1} times in ${name}`);
      code = parts.join(`(${variable})`);
    }
    return code;
  };
  if (spec.element) {
    sources[spec.words] = await (spec.words === 'viewer-words' ? viewerWordsModule() : widgetWordsModule());
    const files = await elementFiles(spec, sources, placed, embedded);
    for (const [file, code] of Object.entries(files)) fs.writeFileSync(path.join(outDir, file), code);
    checkElement(spec, files);
    return;
  }
  // A module's code with the embedded texts declared after it (hoisted, set before any call).
  const module = (code) =>
    embedded
      ? `${placed(code)}\nvar ${UNLZMA_NAME}=${embedded.decoder};\nvar ${PACKED_NAME}=${embedded.packed};\n`
      : code;
  const files = {
    [`${spec.out}.js`]: module(await bundle(spec.entry, 'esm', sources)),
    [`${spec.out}.cjs`]: module(await bundle(spec.entry, 'cjs', sources)),
  };
  if (spec.global) {
    // The classic script: its code in a function of UNLZMA_NAME and PACKED_NAME, the texts the
    // arguments.
    const title = `/* ${spec.classic}.js — Chess960 (Fischer Random Chess), a C++ core compiled to WebAssembly. Classic script: defines ${spec.global}; the npm package chess960 has the ES module. */\n`;
    sources.classic = classicEntry(path.join(root, spec.entry), spec.global);
    const code = placed(await bundle('chess960-build:classic', 'iife', sources));
    files[`${spec.classic}.js`] = `${title}${classicCall(code, embedded)}`;
  }
  // More entries over the same module (the engine's workers): [file, entry, format, imports
  // left to the package's own files ({ import: file })].
  for (const [file, entry, format, external] of spec.more || []) {
    const code = await bundle(entry, format, sources, external);
    files[file] = code.includes(JSON.stringify(WASM_PLACEHOLDER)) ? module(code) : code;
  }
  for (const [file, code] of Object.entries(files)) fs.writeFileSync(path.join(outDir, file), code);
  await checkForms(spec, outDir, files);
}

// Returns a classic script's code in a function of UNLZMA_NAME and PACKED_NAME called with the
// embedded texts (`embedded`, see packLoader).
function classicCall(code, embedded) {
  return `(function(${UNLZMA_NAME},${PACKED_NAME}){${code}})(${embedded.decoder},${embedded.packed});\n`;
}

// Returns the files of an element (the widget): its classic script, which defines the element
// and no global (its code in a function of the embedded texts, see classicCall), and the
// package's module, which runs that script (a module runs once per page: one copy of the code).
async function elementFiles(spec, sources, placed, embedded) {
  const tag = spec.element;
  const title =
    `/* ${spec.classic}.js — the <${tag}> element: ${spec.what}. ` +
    'One classic script with the WebAssembly embedded; defines nothing but the element (loading it twice is harmless). ' +
    `Usage: <script src="${spec.classic}.js" defer></script> ${spec.usage} */\n`;
  const code = placed(await bundle(spec.entry, 'iife', sources));
  return {
    [`${spec.classic}.js`]: `${title}${classicCall(code, embedded)}`,
    [`${spec.out}.js`]: `import './${spec.classic}.js';\n`,
  };
}

// Checks that an element's classic script runs where there is no DOM (a server, a worker) and
// defines nothing there.
function checkElement(spec, files) {
  const context = vm.createContext({});
  const before = Object.getOwnPropertyNames(context);
  try {
    vm.runInContext(files[`${spec.classic}.js`], context);
  } catch (error) {
    fail(`${spec.classic}.js fails without a DOM: ${error.message}`);
  }
  const added = Object.getOwnPropertyNames(context).filter((name) => !before.includes(name));
  if (added.length) fail(`${spec.classic}.js defines globals: ${added.join(', ')}`);
}

// Checks that every form starts in node as a user loads it: import, require, a classic script.
async function checkForms(spec, outDir, files) {
  const esm = await import(`${pathToFileURL(path.join(outDir, `${spec.out}.js`)).href}?t=${Date.now()}`);
  const cjs = require(path.join(outDir, `${spec.out}.cjs`));
  const forms = spec.global
    ? { esm: esm[spec.global], cjs: cjs[spec.global], classic: classicGlobal(files[`${spec.classic}.js`], spec.global) }
    : { esm, cjs };
  for (const [form, exported] of Object.entries(forms)) {
    let ok = false;
    try {
      ok = exported !== undefined && (await spec.check(exported));
    } catch (error) {
      fail(`${spec.out} (${form}) does not start: ${error.message}`);
    }
    if (!ok) fail(`${spec.out} (${form}) gives a wrong answer`);
  }
}

// Returns the global a classic script defines when run as a page would run it.
function classicGlobal(code, global) {
  const context = vm.createContext({
    WebAssembly,
    TextDecoder,
    TextEncoder,
    atob,
    crypto: globalThis.crypto,
    console,
    setTimeout,
  });
  context.globalThis = context;
  vm.runInContext(code, context);
  return context[global];
}

const [name, buildDir, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error(
    'usage: node scripts/build-lib.mjs <errors|rules|numbering|engine|pgn|draw|event|widget|viewer> <build-dir> <out-dir>',
  );
  process.exit(2);
}
await build(name, path.resolve(buildDir), path.resolve(outDir));
