// The cost of starting a module from its embedded bytes (printed, never failing): the time of
// the first create…() call after its classic script has run (unpacking the LZMA-packed .wasm,
// then compiling and starting it), in headless Chromium at full speed and with the CPU slowed
// 4x, and in node (a fresh process each run). Each run is cold: a fresh browser context, a fresh
// node process. With --before <dir> (another build's dist/, e.g. one made from main) the same
// figures for its scripts, interleaved with this build's in each run, so both see the same load.
// Usage: node bench/unpack_bench.mjs [--runs 9] [--before <dist dir>]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { distDir, launchBrowser } from '../tests/e2e/browser.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs')) || 9;
const SPEEDS = [1, 4];
const builds = { now: distDir };
if (option('--before')) builds.before = path.resolve(option('--before'));
// The library's classic scripts and the global each defines.
const SCRIPTS = [
  ['chess960.js', 'createChess960'],
  ['chess960-draw.js', 'createChess960Draw'],
  ['chess960-event.js', 'createChess960Event'],
  ['chess960-engine.js', 'createChess960Engine'],
  ['chess960-pgn.js', 'createChess960Pgn'],
];

for (const dir of Object.values(builds)) {
  if (!fs.existsSync(path.join(dir, 'chess960.js'))) {
    console.log(`unpack bench: ${dir} holds no chess960.js (run npm run build)`);
    process.exit(0);
  }
}

// The page that times the first create…() call of the script its address names; logs
// "bench:start <ms>".
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script src="time-start.js"></script></head><body></body></html>`;
const TIME_START = `const q = new URLSearchParams(location.search);
const s = document.createElement('script');
s.src = q.get('build') + '/' + q.get('script');
s.onload = async () => {
  const t0 = performance.now();
  await globalThis[q.get('global')]();
  console.debug('bench:start ' + (performance.now() - t0));
};
document.head.appendChild(s);
`;

// Serves the bench page and each build's folder (/now/, /before/) on 127.0.0.1.
async function startBenchServer() {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'unpack-bench-'));
  fs.writeFileSync(path.join(made, 'start.html'), PAGE);
  fs.writeFileSync(path.join(made, 'time-start.js'), TIME_START);
  const served = { '': sirv(made, { dev: true }) };
  for (const [name, dir] of Object.entries(builds)) served[`/${name}`] = sirv(dir, { dev: true });
  const server = http.createServer((req, res) => {
    const build = Object.keys(builds).find((name) => req.url.startsWith(`/${name}/`));
    if (build) req.url = req.url.slice(build.length + 1);
    served[build ? `/${build}` : ''](req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(made, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

// Returns the ms of one cold first create…() in Chromium at a CPU slowdown.
async function browserStart(browser, url, build, [script, global], slowdown) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const reading = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script}: no reading within 30 s`)), 30000);
      page.on('console', (msg) => {
        const m = /^bench:start ([\d.]+)$/.exec(msg.text());
        if (!m) return;
        clearTimeout(timer);
        resolve(Number(m[1]));
      });
    });
    await page.goto(`${url}start.html?build=${build}&script=${script}&global=${global}`);
    return await reading;
  } finally {
    await context.close();
  }
}

// Returns the ms of one cold first create…() in a fresh node process (the classic script under
// require()).
function nodeStart(dir, [script]) {
  const code = `const create = require(${JSON.stringify(path.join(dir, script))});
const t0 = performance.now();
create().then(() => console.log(performance.now() - t0));`;
  return Number(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' }).trim());
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
// "median (min-max)" of a list of ms.
const summary = (xs) => `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;

async function main() {
  const load1 = os.loadavg()[0];
  const times = {};
  const add = (key, ms) => (times[key] = times[key] || []).push(ms);
  const server = await startBenchServer();
  const browser = await launchBrowser();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const s of SCRIPTS) {
        for (const build of Object.keys(builds)) {
          for (const slowdown of SPEEDS)
            add(`${build} ${s[0]} ${slowdown}x`, await browserStart(browser, server.url, build, s, slowdown));
          add(`${build} ${s[0]} node`, nodeStart(builds[build], s));
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`first create…() after the script ran, ms: median of ${RUNS} cold runs (min-max)`);
  const head = ['script', 'build', 'Chromium 1x', 'Chromium CPU 4x', 'node'];
  const rows = [];
  for (const [script] of SCRIPTS)
    for (const build of Object.keys(builds))
      rows.push([script, build, ...['1x', '4x', 'node'].map((k) => summary(times[`${build} ${script} ${k}`]))]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((r) => console.log(line(r)));
  const load = Math.max(load1, os.loadavg()[0]);
  if (load > os.cpus().length * 0.75)
    console.log(`note: load average ${load.toFixed(1)} on ${os.cpus().length} cores: figures are noisy`);
}

main().catch((e) => {
  console.error(`unpack_bench: ${e.message}`);
  process.exit(1);
});
