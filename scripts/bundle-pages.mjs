// Joins each page's deferred scripts into one file in dist/ (run by scripts/build-site.mjs before
// the service worker's asset list is written). web/ keeps one small file per concern; a browser
// loading them one by one pays a request and a separate compile for each of the 20 to 50 scripts
// of a page before DOMContentLoaded, which is what holds back the first diagram. Each
// dist/<page>.html gets <page>.bundle.js in place of its first bundled script tag, the others go.
// Not bundled: chess960.js, chess960-widget.js and chess960-engine.js (one cached copy for every
// page), shared/sw-register.js (finds sw.js from its own address), and any script a page loads in
// another way (workers, data added later).
// A run of scripts a page loads without `defer` (the board and the first diagram, placed right
// after the board's container so that they draw while the page is read) becomes one file named
// after the run's last script, <name>.bundle.js, shared by every page with the same run.
// A page's style sheets for every medium (<link rel="stylesheet"> without `media`) become one
// <page>.bundle.css in their order: one request that blocks the first frame instead of three
// to five (print sheets stay apart).
// A run that carries shared/first-frame.js (the first diagram's) takes the page's deferred
// scripts (its bundle, shared/sw-register.js) into its data-after-frame attribute instead, and
// the page's script preloads (chess960.js) into data-preload-after-frame: that file adds them
// just after the first frame, so they hold back neither the frame nor the download of the run.
// The files joined stay in dist/ for workers, tests and pages that add them later.
// Usage (from build-site.mjs): await bundlePages(dist) -> [{ page, scripts, bytes }]
import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';

// Kept as they are: the shipped modules (one cached copy each) and the service-worker registration.
const kept = (src) => /^chess960[\w-]*\.js$/.test(src) || src === 'shared/sw-register.js';
const TAG = /([ \t]*)<script src="([^"]+)" defer><\/script>\n?/g;
const RUN = /(?:[ \t]*<script src="[^"]+"><\/script>\n?){2,}/g; // scripts without defer, one after another
const SRC = /<script src="([^"]+)"><\/script>/g;
const AFTER_FRAME = 'shared/first-frame.js'; // a run with this file adds the deferred scripts itself
const PRELOAD = /[ \t]*<link rel="preload" href="([^"]+)" as="script">\n?/g;
const SHEET = /([ \t]*)<link rel="stylesheet" href="([^"]+\.css)">\n?/g; // no media attribute: every medium

// Joins the page's style sheets for every medium into <page>.bundle.css; returns the new html.
function bundleSheets(dist, page, html) {
  const files = [...html.matchAll(SHEET)].map((m) => m[2]).filter((href) => fs.existsSync(path.join(dist, href)));
  if (files.length < 2) return html;
  const name = page.replace(/\.html$/, '.bundle.css');
  const text = files.map((f) => `/* ${f} */\n${fs.readFileSync(path.join(dist, f), 'utf8').trim()}\n`).join('');
  fs.writeFileSync(path.join(dist, name), text);
  let first = true;
  return html.replace(SHEET, (tag, indent, href) => {
    if (!files.includes(href)) return tag;
    if (!first) return '';
    first = false;
    return `${indent}<link rel="stylesheet" href="${name}">\n`;
  });
}

// Returns the bundle of one page's script files, each ended so the next starts a statement,
// minified (names inside functions only: the files meet on their global namespaces).
async function joined(dist, files) {
  const text = files.map((file) => `${fs.readFileSync(path.join(dist, file), 'utf8').trimEnd()}\n;\n`).join('');
  const out = await minify(text, { compress: { passes: 2 }, mangle: true, format: { comments: false } });
  return `/* ${files.join(' ')} (scripts/bundle-pages.mjs) */\n${out.code}\n`;
}

// Replaces each run of local scripts without defer in html by one bundle (written once per
// name, its files noted in runFiles); returns the new html.
async function bundleRuns(dist, html, written, runFiles) {
  let out = html;
  for (const run of html.match(RUN) || []) {
    const files = [...run.matchAll(SRC)].map((m) => m[1]);
    if (files.some((src) => kept(src) || !fs.existsSync(path.join(dist, src)))) continue;
    const name = files[files.length - 1].replace(/^.*\//, '').replace(/\.js$/, '.bundle.js');
    const text = await joined(dist, files);
    if (written[name] !== undefined && written[name] !== text) throw new Error(`${name}: two pages join other files`);
    written[name] = text;
    runFiles[name] = files;
    fs.writeFileSync(path.join(dist, name), text);
    out = out.replace(run, `${/^[ \t]*/.exec(run)[0]}<script src="${name}"></script>\n`);
  }
  return out;
}

// Moves the page's local deferred scripts, in order, into the data-after-frame attribute of its
// run bundle that carries shared/first-frame.js, and its script preloads into
// data-preload-after-frame; returns the new html (the same without such a run).
function afterFrame(html, runFiles) {
  const run = Object.keys(runFiles).find(
    (name) => runFiles[name].includes(AFTER_FRAME) && html.includes(`<script src="${name}"></script>`),
  );
  if (!run) return html;
  const local = (src) => !/^[a-z]+:|^\/\//i.test(src);
  const later = [...html.matchAll(TAG)].map((m) => m[2]).filter(local);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]).filter(local);
  const attrs =
    (preloads.length ? ` data-preload-after-frame="${preloads.join(' ')}"` : '') +
    (later.length ? ` data-after-frame="${later.join(' ')}"` : '');
  return html
    .replace(TAG, (tag, indent, src) => (later.includes(src) ? '' : tag))
    .replace(PRELOAD, (tag, href) => (preloads.includes(href) ? '' : tag))
    .replace(`<script src="${run}"></script>`, `<script src="${run}"${attrs}></script>`);
}

// Rewrites every dist/*.html with local deferred scripts to load one bundle; returns what it did.
export async function bundlePages(dist) {
  const done = [];
  const written = {};
  const runFiles = {};
  for (const page of fs.readdirSync(dist).filter((f) => f.endsWith('.html'))) {
    const htmlPath = path.join(dist, page);
    const html = bundleSheets(dist, page, await bundleRuns(dist, fs.readFileSync(htmlPath, 'utf8'), written, runFiles));
    const files = [...html.matchAll(TAG)]
      .map((m) => m[2])
      .filter((src) => !kept(src) && !/^[a-z]+:|^\/\//i.test(src) && fs.existsSync(path.join(dist, src)));
    if (files.length < 2) {
      fs.writeFileSync(htmlPath, afterFrame(html, runFiles));
      continue;
    }
    const name = page.replace(/\.html$/, '.bundle.js');
    const text = await joined(dist, files);
    fs.writeFileSync(path.join(dist, name), text);
    let first = true;
    const rewritten = html.replace(TAG, (tag, indent, src) => {
      if (!files.includes(src)) return tag;
      if (!first) return '';
      first = false;
      return `${indent}<script src="${name}" defer></script>\n`;
    });
    fs.writeFileSync(htmlPath, afterFrame(rewritten, runFiles));
    done.push({ page, scripts: files.length, bytes: text.length });
  }
  return done;
}
