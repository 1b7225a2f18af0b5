// Builds the site's pages from web/ into dist/ (after the library is built into build-wasm/lib/):
//   - every page (web/*.html): the one navigation placed (web/shared/site-nav.js), its style
//     sheets for every medium joined into one <page>.bundle.css (one request that blocks the
//     first frame instead of up to seven; print sheets stay apart);
//   - every script a page names is an entry — a `<script src>` and the scripts listed in a
//     `data-after-frame` attribute (see web/shared/first-frame.js) — and so are the workers the
//     pages start (WORKERS): esbuild bundles the module with everything it imports into one
//     classic script (IIFE, minified) at the same path in dist/, so that file:// and
//     `script-src 'self'` keep working. Pages import the library by its package name; here
//     'chess960' is the site's one shared copy of its classic script (web/shared/library.js),
//     'chess960/draw' that of the draw module (web/shared/draw-library.js), 'chess960/event'
//     that of the event module (web/shared/event-library.js) and
//     'chess960/numbering' the package's module;
//   - the words of the languages loaded on demand: dist/lang/<code>/<area>.js, each a classic
//     script handing its table to the translator (web/shared/i18n.js);
//   - everything else of web/ but its modules (style sheets, pictures, the manifest, licences).
// Usage: node scripts/build-pages.mjs [--dist dist]; as a module: buildPages(dist).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'terser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const lib = path.join(root, 'build-wasm', 'lib');

// The workers the pages start by their address (entries no page names in a script tag).
export const WORKERS = ['play/database/worker.js'];

// The chunks: modules the pages import with import() where they need them (web/shared/chunks.js),
// each written as a classic script of its own at its path in dist/ and left out of the bundles
// that import it. Keyed by that path; the value is the module: a file of the project or an npm
// package's name. A chunk of the project bundles the files of its own folder and the tables of
// words it names; a module of web/ outside them (the translator, the page's PGN code, 'chess960' …) is the page's own copy, which
// the page hands over when it asks for the chunk (chunks.js: chunk(name, importModule, modules)),
// so that the chunk shares the page's state instead of starting a second copy.
export const CHUNKS = {
  'data/evals.js': 'web/data/evals.js',
  'vendor/qrcode.js': 'qrcode-generator',
  'play/database/games.js': 'web/play/database/games.js',
};

// Returns true when an import() names one of the chunks' modules.
function importsChunk(args) {
  const named = args.path.startsWith('.') ? path.relative(root, path.resolve(args.resolveDir, args.path)) : args.path;
  return Object.values(CHUNKS).includes(named.split(path.sep).join('/'));
}

// Folders of web/ that are not served as they are: the widget and the game viewer (built into
// chess960-widget.js and chess960-game.js by
// scripts/build-lib.mjs), the language tables (written as chunks below) and the declarations
// only the type check reads (types: tsconfig.web.json).
const NOT_SERVED = new Set(['widget', 'viewer', 'lang', 'types']);

const SCRIPT = /<script src="([^"]+)"([^>]*)><\/script>/g;
const AFTER_FRAME = /data-after-frame="([^"]+)"/g;
const SHEET = /([ \t]*)<link rel="stylesheet" href="([^"]+\.css)">\n?/g; // no media attribute: every medium
const NAV = /<nav class="(site-nav[^"]*)" data-site-nav="([a-z]+)"><\/nav>/;
const LOCAL = (src) => !/^[a-z]+:|^\/\//i.test(src);

// Modules the build writes from the library ('chess960-site:<name>'), filled by buildPages.
const generated = {};

// Returns the esbuild plugin that maps the package's names for the pages (see the header) and
// serves the generated modules.
function packageNames() {
  return {
    name: 'chess960-site',
    setup(build) {
      build.onResolve({ filter: /^chess960$/ }, () => ({ path: path.join(web, 'shared', 'library.js') }));
      build.onResolve({ filter: /^chess960\/draw$/ }, () => ({ path: path.join(web, 'shared', 'draw-library.js') }));
      build.onResolve({ filter: /^chess960\/event$/ }, () => ({ path: path.join(web, 'shared', 'event-library.js') }));
      build.onResolve({ filter: /^chess960\/numbering$/ }, () => ({ path: path.join(lib, 'numbering.js') }));
      build.onResolve({ filter: /^chess960-site:/ }, (args) => ({ path: args.path, namespace: 'chess960-site' }));
      // A chunk's import() stays out of the bundle: the site loads its classic script instead.
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' && importsChunk(args) ? { path: args.path, external: true } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'chess960-site' }, (args) => {
        const contents = generated[args.path.slice('chess960-site:'.length)];
        return contents === undefined ? { errors: [{ text: `no module ${args.path}` }] } : { contents, loader: 'js' };
      });
    },
  };
}

// Writes the generated modules: White's first moves of every start position (play/first-move.js).
async function generateModules() {
  const { createChess960 } = await import(pathToFileURL(path.join(lib, 'index.js')).href);
  const { firstMoves, firstMovesModule } = await import(
    pathToFileURL(path.join(root, 'scripts', 'write-first-moves.mjs')).href
  );
  generated['first-moves'] = firstMovesModule(firstMoves(await createChess960()));
}

// Returns the minified classic script of one entry module (a path relative to web/); `modules`
// adds generated modules ('chess960-site:<name>': source) for this entry; `readable` leaves it
// unminified, its functions named (bench/play_profile.mjs).
export async function bundleEntry(entry, modules = {}, { readable = false } = {}) {
  Object.assign(generated, modules);
  const built = await esbuild.build({
    entryPoints: [path.join(web, entry)],
    bundle: true,
    write: false,
    define: { CHESS960_SITE_BUILD: 'true' },
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [packageNames()],
  });
  if (readable) return built.outputFiles[0].text;
  const out = await minify(built.outputFiles[0].text, {
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  return `/* ${entry} (scripts/build-pages.mjs) */\n${out.code}\n`;
}

// Returns the esbuild plugin that takes a chunk's modules of web/ outside the folder `own` from
// the page (see CHUNKS): each becomes the hook's take('<path in web/>').
function pageModules(own) {
  return {
    name: 'chess960-page-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' || args.namespace === 'page-module') return undefined;
        const file = args.path === 'chess960' ? path.join(web, 'shared', 'library.js') : null;
        const target = file || (args.path.startsWith('.') ? path.resolve(args.resolveDir, args.path) : null);
        if (!target || !target.startsWith(web + path.sep) || target.startsWith(own + path.sep)) return undefined;
        if (target.startsWith(path.join(web, 'lang') + path.sep)) return undefined; // tables of words: data
        return { path: path.relative(web, target).split(path.sep).join('/'), namespace: 'page-module' };
      });
      build.onLoad({ filter: /.*/, namespace: 'page-module' }, (args) => ({
        contents: `module.exports = globalThis.chess960Chunks.take(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

// Returns the classic script of a chunk (see CHUNKS): its module handed to the hook
// chess960Chunks under its path.
async function bundleChunk(file) {
  const own = CHUNKS[file].startsWith('web/') ? path.join(root, CHUNKS[file]) : null;
  const built = await esbuild.build({
    entryPoints: [own || CHUNKS[file]],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'chunk',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: own ? [pageModules(path.dirname(own))] : [],
  });
  const hand = `(globalThis.chess960Chunks=globalThis.chess960Chunks||[]).push([${JSON.stringify(file)},chunk]);`;
  const out = await minify(`(function(){${built.outputFiles[0].text}\n${hand}})();`, {
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  return `/* ${file} (scripts/build-pages.mjs) */\n${out.code}\n`;
}

// Returns the page's entries: its local scripts and those its data-after-frame attributes list.
function entriesOf(html) {
  const scripts = [...html.matchAll(SCRIPT)].map((m) => m[1]);
  const later = [...html.matchAll(AFTER_FRAME)].flatMap((m) => m[1].split(/\s+/));
  return [...scripts, ...later].filter(LOCAL).filter((src) => !/^chess960[\w-]*\.js$/.test(src));
}

// Joins the page's style sheets for every medium into <page>.bundle.css; returns the new html.
function bundleSheets(dist, page, html) {
  const files = [...html.matchAll(SHEET)].map((m) => m[2]).filter((href) => fs.existsSync(path.join(web, href)));
  if (files.length < 2) return html;
  const name = page.replace(/\.html$/, '.bundle.css');
  const text = files.map((f) => `/* ${f} */\n${fs.readFileSync(path.join(web, f), 'utf8').trim()}\n`).join('');
  fs.writeFileSync(path.join(dist, name), text);
  let first = true;
  return html.replace(SHEET, (tag, indent, href) => {
    if (!files.includes(href)) return tag;
    if (!first) return '';
    first = false;
    return `${indent}<link rel="stylesheet" href="${name}">\n`;
  });
}

// Copies web/ into dist/ but its modules and the folders built otherwise (NOT_SERVED).
function copyAssets(dist, from = web, rel = '') {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const relative = rel + entry.name;
    if (entry.isDirectory()) {
      if (!rel && NOT_SERVED.has(entry.name)) continue;
      copyAssets(dist, source, relative + '/');
    } else if (!/\.(js|html)$/.test(entry.name) && entry.name !== 'package.json') {
      fs.mkdirSync(path.join(dist, rel), { recursive: true });
      fs.copyFileSync(source, path.join(dist, relative));
    }
  }
}

// Writes dist/lang/<code>/<area>.js for every language loaded on demand; returns how many.
async function writeWordChunks(dist) {
  const { LANGUAGES, BUILT_IN } = await import(pathToFileURL(path.join(web, 'shared', 'languages.js')).href);
  let count = 0;
  for (const code of LANGUAGES.filter((c) => !BUILT_IN.includes(c))) {
    const dir = path.join(web, 'lang', code);
    fs.mkdirSync(path.join(dist, 'lang', code), { recursive: true });
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const area = file.replace(/\.js$/, '');
      const table = (await import(pathToFileURL(path.join(dir, file)).href)).default;
      const entry = JSON.stringify([code, area, table]);
      const text = `/* lang/${code}/${file} (scripts/build-pages.mjs) */\n(globalThis.chess960Words=globalThis.chess960Words||[]).push(${entry});\n`;
      fs.writeFileSync(path.join(dist, 'lang', code, file), text);
      count++;
    }
  }
  return count;
}

// Builds every page into dist/; returns [{ page, entries }].
export async function buildPages(dist) {
  const { navHtml } = await import(pathToFileURL(path.join(web, 'shared', 'site-nav.js')).href);
  const germanWords = (await import(pathToFileURL(path.join(web, 'lang', 'de', 'shared.js')).href)).default;
  copyAssets(dist);
  await generateModules();
  const done = [];
  const entries = new Set(WORKERS);
  for (const page of fs.readdirSync(web).filter((f) => f.endsWith('.html'))) {
    let html = fs.readFileSync(path.join(web, page), 'utf8');
    const nav = NAV.exec(html);
    if (nav) html = html.replace(nav[0], navHtml(nav[2], germanWords, nav[1]));
    html = bundleSheets(dist, page, html);
    fs.writeFileSync(path.join(dist, page), html);
    const own = entriesOf(html);
    own.forEach((entry) => entries.add(entry));
    done.push({ page, entries: own });
  }
  for (const entry of entries) {
    if (!fs.existsSync(path.join(web, entry))) throw new Error(`web/${entry} is missing (a page or WORKERS names it)`);
    fs.mkdirSync(path.dirname(path.join(dist, entry)), { recursive: true });
    fs.writeFileSync(path.join(dist, entry), await bundleEntry(entry));
  }
  for (const file of Object.keys(CHUNKS)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), await bundleChunk(file));
  }
  const chunks = await writeWordChunks(dist);
  return { pages: done, entries: entries.size, chunks };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const at = process.argv.indexOf('--dist');
  const dist = path.resolve(root, at >= 0 ? process.argv[at + 1] : 'dist');
  const started = Date.now();
  const { pages, entries, chunks } = await buildPages(dist);
  console.log(
    `build-pages: ${pages.length} pages, ${entries} scripts, ${chunks} word files (${Date.now() - started} ms)`,
  );
}
