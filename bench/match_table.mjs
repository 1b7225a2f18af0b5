// Prints the table of one or more bench/match.mjs logs, pooling the games of each pairing over
// the logs (for instance a run of starts 0-19 and one of starts 20-49 at the same settings):
//
//   node bench/match_table.mjs run1.log run2.log
//
// A game is keyed by its seed, start index and colour; a game seen twice (the same log given
// twice, or overlapping runs) counts once and is reported. Logs written before the start index
// was printed (lines "L10 vs Stockfish 2200: #940 w 0.5 …") are refused.
import fs from 'node:fs';
import { eloText, summary } from './match_stats.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/match_table.mjs LOG [LOG …]');
  process.exit(2);
}
const GAME = /^\s*L(\d+) vs (.+?): start (\d+) #(\d+) ([wb]) (1|0\.5|0) \((.+), (\d+) plies\)$/;
// The header names one of the fixed sets ("the reporting set") or an ad-hoc seed.
const HEADER = /^match: .*\((?:[^()]*seed "([^"]*)"|the (\w+) set), from #\d+\)/;
const pairings = new Map(); // "L10 vs Stockfish 2200" -> { byStart, seen, ends }
let duplicates = 0;
for (const file of files) {
  let seed = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const header = HEADER.exec(line);
    if (header) seed = header[1] ?? `${header[2]} set`;
    const m = GAME.exec(line);
    if (!m) {
      if (/^\s*L\d+ vs .*: #\d+ [wb] /.test(line)) {
        console.error(`${file}: a log without start indices (an older match.mjs); run it again`);
        process.exit(2);
      }
      continue;
    }
    if (seed === null) {
      console.error(`${file}: a game before the "match:" line that names the seed`);
      process.exit(2);
    }
    const [, level, opponent, start, , color, score, why] = m;
    const name = `L${level} vs ${opponent}`;
    const p = pairings.get(name) ?? { level, opponent, byStart: {}, seen: new Set(), ends: {} };
    pairings.set(name, p);
    const key = `${seed}:${start}:${color}`;
    if (p.seen.has(key)) {
      duplicates++;
      continue;
    }
    p.seen.add(key);
    (p.byStart[`${seed}:${start}`] ??= []).push(Number(score));
    p.ends[why] = (p.ends[why] || 0) + 1;
  }
}
console.log('| level | opponent | games | score | Elo difference (95%) | endings |');
console.log('|---|---|---|---|---|---|');
for (const p of pairings.values()) {
  const r = summary(p.byStart);
  const ends = Object.entries(p.ends)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`| ${p.level} | ${p.opponent} | ${r.n} | ${(r.score * 100).toFixed(1)}% | ${eloText(r)} | ${ends} |`);
}
if (duplicates) console.log(`(${duplicates} games seen twice counted once)`);
