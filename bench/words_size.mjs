// The size (gzip -9) of every page's words: for each page of web/ the areas of words its scripts
// import, then
//   built-in: German and English of those areas, bundled and minified as the page's script
//             carries them (esbuild + terser, as scripts/build-pages.mjs);
//   lazy:     the word files of the other languages the build wrote (dist/lang/<code>/<area>.js),
//             each gzipped, summed over the five languages (one language is about a fifth);
// and for the widget and the game viewer (one script each, every language inside) the words
// module their build writes (scripts/widget-words.mjs), bundled and minified.
// Usage: node bench/words_size.mjs [--dist dist]  (after a build of the pages)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'terser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');
const at = process.argv.indexOf('--dist');
const dist = path.resolve(root, at >= 0 ? process.argv[at + 1] : 'dist');
const LAZY = ['fr', 'es', 'it', 'nl', 'pl'];
const catalogues = path.join(root, 'scripts', 'catalogues.mjs');
const plugins = fs.existsSync(catalogues) ? [(await import(pathToFileURL(catalogues).href)).cataloguePlugin()] : [];

const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

// Returns the areas of words reachable from a module of web/ through its relative imports.
function areasOf(file, seen = new Set(), areas = new Set()) {
  if (seen.has(file) || !fs.existsSync(file)) return areas;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:import|from)\s+'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), m[1]);
    const word = /[/\\]lang[/\\]de[/\\]([\w-]+)\.(js|json)$/.exec(target);
    if (word) areas.add(word[1]);
    else if (target.endsWith('.js')) areasOf(target, seen, areas);
  }
  return areas;
}

// Returns the gzip size of a module's source bundled and minified (its imports resolved from root).
async function bundled(contents) {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: web, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'words',
    target: 'es2020',
    logLevel: 'silent',
    plugins,
  });
  const out = await minify(built.outputFiles[0].text, { compress: { passes: 2 }, mangle: true });
  return gzip(out.code);
}

// Returns the gzip size of de and en of the areas, as a page's script carries them.
function builtIn(areas) {
  const ext = fs.existsSync(path.join(web, 'lang', 'de', 'shared.json')) ? 'json' : 'js';
  const names = [...areas].flatMap((area, i) => [
    `import d${i} from './lang/de/${area}.${ext}';`,
    `import e${i} from './lang/en/${area}.${ext}';`,
  ]);
  const list = [...areas].map((_, i) => `d${i}, e${i}`).join(', ');
  return bundled(`${names.join('\n')}\nexport default [${list}];\n`);
}

// Returns the summed gzip size of the lazy languages' word files of the areas.
function lazy(areas) {
  let sum = 0;
  for (const code of LAZY) {
    for (const area of areas) {
      const file = path.join(dist, 'lang', code, `${area}.js`);
      if (fs.existsSync(file)) sum += gzip(fs.readFileSync(file, 'utf8'));
    }
  }
  return sum;
}

const rows = [];
for (const page of fs
  .readdirSync(web)
  .filter((f) => f.endsWith('.html'))
  .sort()) {
  const html = fs.readFileSync(path.join(web, page), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-after-frame="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)),
  ].filter((src) => !/^(chess960[\w-]*\.js|[a-z]+:|\/\/)/.test(src));
  const areas = new Set();
  for (const entry of entries) areasOf(path.join(web, entry), new Set(), areas);
  if (!areas.size) continue;
  rows.push([page, [...areas].sort().join(' '), await builtIn(areas), lazy(areas)]);
}
const { widgetWordsModule, viewerWordsModule } = await import(
  pathToFileURL(path.join(root, 'scripts', 'widget-words.mjs')).href
);
rows.push(['chess960-widget.js', 'every language', await bundled(await widgetWordsModule()), 0]);
rows.push(['chess960-game.js', 'every language', await bundled(await viewerWordsModule()), 0]);

console.log('page                  built-in de+en (gzip B)  lazy fr+es+it+nl+pl (gzip B)  areas');
for (const [page, areas, own, later] of rows) {
  console.log(`${page.padEnd(22)}${String(own).padStart(10)}${String(later).padStart(26)}         ${areas}`);
}
