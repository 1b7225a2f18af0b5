// Builds the site into dist/ (run by scripts/build.sh once the library's modules are in dist/):
//   1. the pages (scripts/build-pages.mjs: each page's entry module bundled into one classic
//      script, the navigation placed, the words of the languages loaded on demand) and
//      dist/chess960-widget.js and dist/chess960-game.js (from build-wasm/)
//   2. dist/svg/0.svg … 959.svg: standalone diagrams drawn by web/board/ in node (on happy-dom's
//      DOM), the pieces of each position from chess960.js
//   3. dist/icons/: the app icon (SVG, drawn from the knight of web/board/pieces.js) and PNGs 192/512 and
//      a maskable 512, rendered by headless Chromium (cached in build-wasm/site-cache/)
//   4. dist/sw.js: web/sw.js bundled with the list of every asset and a content-hash cache name
// Usage: node scripts/build-site.mjs [--dist dist]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { buildPages, bundleEntry } from './build-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(root, distArg >= 0 ? args[distArg + 1] : 'dist');
const require = createRequire(import.meta.url);
const started = Date.now();

// ---- the board in node: web/board/ on happy-dom -----------------------------------------------
const window = new Window();
const document = window.document;

// Returns web/board's modules { board, pieces }, imported once the DOM is there to draw on.
async function loadBoard() {
  globalThis.document = document;
  const board = await import('../web/board/board.js');
  const pieces = await import('../web/board/pieces.js');
  return { board, pieces };
}

const svgNode = (name) => document.createElementNS('http://www.w3.org/2000/svg', name);
const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (s) => String(s).replace(/[&<>"]/g, (c) => XML_ESCAPES[c]);

// Serialises an SVG tree as XML. Each piece drawing (<g data-piece>) is written once into
// <defs> and referenced with <use>, which keeps the files small; empty groups without
// attributes (the board's mark layers) are left out.
function serialize(rootNode) {
  const defs = new Map();
  // Class names only matter for CSS in pages; a standalone file keeps the one on the root.
  const attrs = (n) =>
    [...n.attributes]
      .filter((a) => a.name !== 'class' || n === rootNode)
      .map((a) => ` ${a.name}="${escapeXml(a.value)}"`)
      .join('');
  const write = (n) => {
    if (n.nodeType === 3) return escapeXml(n.data);
    if (n.nodeType !== 1) return '';
    const name = n.nodeName.toLowerCase() === 'clippath' ? 'clipPath' : n.nodeName.toLowerCase();
    const children = [...n.childNodes];
    if (name === 'g' && !children.length && !attrs(n)) return '';
    const piece = name === 'g' && n.getAttribute('data-piece');
    if (piece && children.length) {
      if (!defs.has(piece)) defs.set(piece, `<g id="p${piece}">${children.map(write).join('')}</g>`);
      return `<g${attrs(n)}><use href="#p${piece}" xlink:href="#p${piece}"/></g>`;
    }
    if (!children.length) return `<${name}${attrs(n)}/>`;
    return `<${name}${attrs(n)}>${children.map(write).join('')}</${name}>`;
  };
  const body = [...rootNode.childNodes].map(write).join('');
  return `<svg${attrs(rootNode)}><defs>${[...defs.values()].join('')}</defs>${body}</svg>`;
}

// ---- 1. the pages and the widget ------------------------------------------------------------
// Copies the widget and the game viewer from build-wasm/.
function copyWidget() {
  for (const [file, target] of [
    ['chess960-widget.js', 'chess960_widget'],
    ['chess960-game.js', 'chess960_viewer'],
  ]) {
    const built = path.join(root, 'build-wasm', 'lib', file);
    if (!fs.existsSync(built)) throw new Error(`build-wasm/lib/${file} is missing: build the ${target} target first`);
    fs.copyFileSync(built, path.join(dist, file));
  }
}

// ---- 2. static SVG diagrams -------------------------------------------------------------------
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif';
const MONO = 'ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace';

// Returns the SVG file of start position pos drawn with its pieces ({ e1: 'K', … }).
function positionSvg(board, pos, pieces) {
  const title = `Chess960 Nr. ${pos.number}: ${pos.backRankDe} (${pos.backRank})`;
  const svg = board.create({ pieces, coords: 'outside', label: title }).svg;
  const [, , w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
  const band = 128;
  svg.setAttribute('viewBox', `0 0 ${w} ${h + band}`);
  svg.setAttribute('width', String(w / 2));
  svg.setAttribute('height', String((h + band) / 2));
  svg.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  const titleNode = svgNode('title');
  titleNode.textContent = title;
  const desc = svgNode('desc');
  desc.textContent =
    `Chess960 (Fischer Random Chess) start position no. ${pos.number}. ` +
    `Back rank: ${pos.backRank} (German letters ${pos.backRankDe}). FEN: ${pos.fen}`;
  const background = svgNode('rect');
  for (const [k, v] of Object.entries({ width: w, height: h + band, fill: '#ffffff' })) background.setAttribute(k, v);
  svg.insertBefore(background, svg.firstChild);
  svg.insertBefore(desc, svg.firstChild);
  svg.insertBefore(titleNode, svg.firstChild);
  const centre = 4 + 42 + 400;
  const caption = svgNode('g');
  caption.setAttribute('class', 'c960-caption');
  caption.setAttribute('fill', '#1f1d1a');
  caption.setAttribute('text-anchor', 'middle');
  caption.setAttribute('font-family', FONT);
  const number = svgNode('text');
  for (const [k, v] of Object.entries({
    x: centre,
    y: h + 50,
    'font-size': 46,
    'font-weight': 700,
    'data-number': pos.number,
  }))
    number.setAttribute(k, v);
  number.textContent = `Chess960 Nr. ${pos.number}`;
  const rank = svgNode('text');
  for (const [k, v] of Object.entries({
    x: centre,
    y: h + 106,
    'font-size': 40,
    'font-weight': 700,
    'letter-spacing': 6,
    'font-family': MONO,
    'data-back-rank': pos.backRank,
  }))
    rank.setAttribute(k, v);
  rank.textContent = `${pos.backRankDe} · ${pos.backRank}`;
  caption.appendChild(number);
  caption.appendChild(rank);
  svg.appendChild(caption);
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + serialize(svg) + '\n';
}

// Writes dist/svg/0.svg … 959.svg; returns their total size.
async function writeSvgs(board) {
  const createChess960 = require(path.join(dist, 'chess960.js'));
  const api = await createChess960();
  const dir = path.join(dist, 'svg');
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (let n = 0; n < 960; n++) {
    const pos = api.startPosition(n);
    const text = positionSvg(board, pos, pos.pieces);
    fs.writeFileSync(path.join(dir, `${n}.svg`), text);
    bytes += text.length;
  }
  return bytes;
}

// ---- 3. icons -------------------------------------------------------------------------------
// The app icon: a 4 x 4 board corner in the board's colours with the white knight of board/pieces.js.
function iconSvg(pieces, { maskable }) {
  const knight = pieces.get('N');
  const squares = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      squares.push(
        `<rect x="${c * 128}" y="${r * 128}" width="128" height="128" fill="${(r + c) % 2 ? '#b08b69' : '#eee3cf'}"/>`,
      );
    }
  }
  // Maskable icons must keep the motif inside the central 80 % circle.
  const scale = maskable ? 3.1 : 4.4;
  const offset = 256 - 50 * scale;
  const body = knight.body
    .map((d) => `<path d="${d}" fill="#fbfaf7" stroke="#1d1a17" stroke-width="3.4" stroke-linejoin="round"/>`)
    .join('');
  const details = knight.details
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#1d1a17" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  const dots = (knight.dots || []).map((d) => `<path d="${d}" fill="#1d1a17"/>`).join('');
  const clip = maskable ? '' : '<clipPath id="r"><rect width="512" height="512" rx="96"/></clipPath>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<title>Schach-960</title><defs>${clip}</defs><g${maskable ? '' : ' clip-path="url(#r)"'}>${squares.join('')}` +
    `<rect width="512" height="512" fill="#2f5d50" opacity="0.78"/>` +
    `<g transform="translate(${offset} ${offset - 6}) scale(${scale})">${body}${details}${dots}</g></g></svg>\n`
  );
}

// Writes the icons (SVG, and PNGs rendered by Chromium once and cached).
async function writeIcons(pieces) {
  const dir = path.join(dist, 'icons');
  fs.mkdirSync(dir, { recursive: true });
  const plain = iconSvg(pieces, { maskable: false });
  const maskable = iconSvg(pieces, { maskable: true });
  fs.writeFileSync(path.join(dir, 'icon.svg'), plain);
  fs.writeFileSync(path.join(dir, 'icon-maskable.svg'), maskable);
  const wanted = [
    ['icon-192.png', plain, 192],
    ['icon-512.png', plain, 512],
    ['icon-maskable-512.png', maskable, 512],
    ['apple-touch-icon.png', maskable, 180],
  ];
  const cacheDir = path.join(root, 'build-wasm', 'site-cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const key = (svg, size) => crypto.createHash('sha256').update(`${size}:${svg}`).digest('hex').slice(0, 16);
  const missing = wanted.filter(([, svg, size]) => !fs.existsSync(path.join(cacheDir, `${key(svg, size)}.png`)));
  if (missing.length) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      for (const [, svg, size] of missing) {
        await page.setViewportSize({ width: size, height: size });
        const html =
          `<!doctype html><html><body style="margin:0;background:transparent">` +
          svg.replace('width="512" height="512"', `width="${size}" height="${size}"`) +
          '</body></html>';
        await page.setContent(html);
        const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
        fs.writeFileSync(path.join(cacheDir, `${key(svg, size)}.png`), png);
      }
    } finally {
      await browser.close();
    }
  }
  for (const [name, svg, size] of wanted)
    fs.copyFileSync(path.join(cacheDir, `${key(svg, size)}.png`), path.join(dir, name));
}

// ---- 4. service worker ----------------------------------------------------------------------
// Returns every file below dir, as paths relative to it, sorted.
function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const rel = prefix + e.name;
      return e.isDirectory() ? listFiles(path.join(dir, e.name), rel + '/') : [rel];
    })
    .sort();
}

// Writes dist/sw.js (web/sw.js bundled with the generated module 'chess960-site:assets': the
// asset list and a cache name from their content); returns both.
async function writeServiceWorker() {
  // Everything except the service worker itself and the 960 diagrams for other sites' <img>
  // (those are cached when first used). Type declarations are not needed offline either.
  const assets = listFiles(dist).filter((f) => f !== 'sw.js' && !f.startsWith('svg/') && !f.endsWith('.d.ts'));
  const hash = crypto.createHash('sha256');
  for (const f of assets)
    hash
      .update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(dist, f)));
  const version = hash.digest('hex').slice(0, 12);
  const source = `export const VERSION = ${JSON.stringify(version)};\nexport const ASSETS = ${JSON.stringify(['./', ...assets])};\n`;
  fs.writeFileSync(path.join(dist, 'sw.js'), await bundleEntry('sw.js', { assets: source }));
  return { version, count: assets.length + 1 };
}

// Runs the build steps and prints what they wrote.
async function main() {
  if (!fs.existsSync(path.join(dist, 'chess960.js')))
    throw new Error(`${dist}/chess960.js is missing: run scripts/build.sh`);
  copyWidget();
  const built = await buildPages(dist);
  const { board, pieces } = await loadBoard();
  const svgBytes = await writeSvgs(board);
  await writeIcons(pieces);
  const sw = await writeServiceWorker();
  const widget = fs.readFileSync(path.join(dist, 'chess960-widget.js'));
  const viewer = fs.readFileSync(path.join(dist, 'chess960-game.js'));
  const zlib = await import('node:zlib');
  console.log(
    `build-site: ${built.pages.length} pages, ${built.entries} scripts, ${built.chunks} word files; ` +
      `chess960-widget.js ${widget.length} bytes (${zlib.gzipSync(widget, { level: 9 }).length} gzip); ` +
      `chess960-game.js ${viewer.length} bytes (${zlib.gzipSync(viewer, { level: 9 }).length} gzip); ` +
      `960 SVGs (${Math.round(svgBytes / 1024)} KB); icons; sw.js caches ${sw.count} files as ${sw.version} ` +
      `(${Date.now() - started} ms)`,
  );
  await window.happyDOM.close();
}

main().catch((e) => {
  console.error(`build-site: ${e.stack || e.message}`);
  process.exit(1);
});
