#!/usr/bin/env node
// chess960 — the command line of the Chess960 module (dist/chess960.js).
// Exit codes: 0 done, 1 the input was refused (a coded error), 2 usage error, 3 the output
// could not be written (a full disk, a closed pipe). Its commands and options are the tables of
// command-line.cjs; its words the catalogues web/lang/<code>/cli.json (compiled into words.cjs).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { pgnCommand, Outcome } = require('./pgn.cjs');
const { eventCommand, notUtf8 } = require('./event.cjs');
const { reviewCommand } = require('./review.cjs');
const { COMMANDS, UsageError, readCommandLine, usageText, wordsOf } = require('./command-line.cjs');

// The language of the messages, once the command line is read (errors before that are English).
let language = 'en';

// The modules the CLI uses, by their names in the site's dist/ and in the package (chess960 on
// npm, where this file is bin/chess960.cjs beside index.cjs, pgn.cjs, event.cjs and engine.cjs).
const PACKAGE_FILES = {
  'chess960.js': 'index.cjs',
  'chess960-pgn.js': 'pgn.cjs',
  'chess960-event.js': 'event.cjs',
  'chess960-engine.js': 'engine.cjs',
};

// Returns a promise of the API of module `name` (chess960.js, the PGN checker chess960-pgn.js, the
// tournament and event draws chess960-event.js or the engine chess960-engine.js):
// the package's copy next to this file, else dist/ of the site (or CHESS960_DIST).
function loadModule(name = 'chess960.js') {
  const packaged = path.join(__dirname, '..', PACKAGE_FILES[name]);
  if (!process.env.CHESS960_DIST && fs.existsSync(packaged)) return require(packaged).default();
  const dir = process.env.CHESS960_DIST ? path.resolve(process.env.CHESS960_DIST) : path.join(__dirname, '..', 'dist');
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    const error = new Error(wordsOf(language)('error.moduleMissing', { file }));
    error.code = 'ERR_MODULE_MISSING';
    throw error;
  }
  return require(file)();
}

function positionText(p, say, lang) {
  const main = lang === 'de' ? p.backRankDe : p.backRank;
  const other = lang === 'de' ? p.backRank : p.backRankDe;
  return [
    say('position.title', { number: p.number }),
    say('position.backRank', { backRank: main, other }),
    `FEN:      ${p.fen}`,
    `Shredder: ${p.shredderFen}`,
    say('position.tables', { number: p.number, kingBase: p.kingTableBase, bishopIndex: p.bishopIndex }),
  ].join('\n');
}

function tableText(api, say, lang) {
  const rows = api.kingTable();
  const lines = [say('table.kingTitle')];
  const per = Math.ceil(rows.length / 3);
  for (let i = 0; i < per; i++) {
    const cells = [i, i + per, i + 2 * per]
      .filter((j) => j < rows.length)
      .map((j) => `${String(rows[j].base).padStart(3)} ${lang === 'de' ? rows[j].piecesDe : rows[j].pieces}`);
    lines.push('  ' + cells.join('    '));
  }
  lines.push('', say('table.bishopTitle'), '      a b c d e f g h');
  for (const row of api.bishopTable()) {
    const pattern = lang === 'de' ? row.pattern.replace(/B/g, 'L') : row.pattern;
    lines.push(`  ${String(row.index).padStart(2)}  ${pattern.split('').join(' ')}`);
  }
  return lines.join('\n');
}

function roundsText(rows, say, lang) {
  const lines = [`${say('rounds.round').padEnd(6)} ${say('rounds.number').padStart(4)}  ${say('rounds.backRank')}`];
  for (const r of rows) {
    const rank = lang === 'de' ? r.backRankDe : r.backRank;
    lines.push(
      `${String(r.round).padStart(5)}  ${String(r.number).padStart(4)}  ${rank}${r.swapColours ? '  (' + say('rounds.swapped') + ')' : ''}`,
    );
  }
  return lines.join('\n');
}

// Throws a usage error naming the command's line when fewer than `count` arguments are given.
function needArgs(command, args, count, say) {
  if (args.length < count)
    throw new UsageError(say('error.missingArgument', { usage: `chess960 ${command} ${say(COMMANDS[command].args)}` }));
}

// Runs one command; resolves to the text or JSON value to print.
async function run(command, args, opts) {
  const say = wordsOf(opts.lang);
  const commands = new Set(Object.keys(COMMANDS).map((name) => name.split(' ')[0])); // "event new": event
  if (!commands.has(command)) {
    throw new UsageError(command ? say('error.unknownCommand', { command }) : say('error.noCommand'));
  }
  const counts = { position: 1, number: 1, perft: 2, pgn: 1, review: 1 };
  if (counts[command]) needArgs(command, args, counts[command], say);
  const what = command === 'position' ? 'number' : 'file';
  if (['position', 'pgn', 'review'].includes(command) && args.length > 1)
    throw new UsageError(say('error.tooMany', { command, what }));
  if (command === 'pgn') return pgnCommand(args[0], opts, () => loadModule('chess960-pgn.js'), UsageError);
  if (command === 'review') return reviewCommand(args[0], opts, { loadModule, UsageError });
  if (command === 'event') {
    const roundsOf = (rows) => roundsText(rows, say, opts.lang);
    return eventCommand(args[0], args.slice(1), opts, { loadModule, UsageError, roundsText: roundsOf });
  }
  if (command === 'draw' && opts.rounds === undefined)
    throw new UsageError(say('error.needsOption', { command, option: '--rounds R' }));
  if ((command === 'random' || command === 'table' || command === 'draw') && args.length > 0) {
    throw new UsageError(say('error.noArguments', { command, word: args[0] }));
  }

  const badSeed = opts.seed === undefined ? null : notUtf8(opts.seed, '--seed', 'ERR_SEED', opts.lang);
  if (badSeed && (command === 'random' || command === 'draw')) throw badSeed;
  const api = await loadModule();
  switch (command) {
    case 'position': {
      const p = api.startPosition(args[0], { oneBased: opts.oneBased });
      return opts.json ? p : positionText(p, say, opts.lang);
    }
    case 'number': {
      const p = api.startPosition(api.positionNumber(args.join(' ')));
      return opts.json ? p : `${p.number}  ${opts.lang === 'de' ? p.backRankDe : p.backRank}`;
    }
    case 'random': {
      const p = api.randomPosition(opts.seed === undefined ? undefined : { seed: opts.seed });
      return opts.json ? p : positionText(p, say, opts.lang);
    }
    case 'draw': {
      const rows = (await loadModule('chess960-event.js')).tournamentDraw({
        rounds: opts.rounds,
        seed: opts.seed,
        exclude: opts.exclude,
        bothColours: opts.bothColours,
      });
      return opts.json ? rows : roundsText(rows, say, opts.lang);
    }
    case 'table': {
      if (opts.json) return { kingTable: api.kingTable(), bishopTable: api.bishopTable() };
      return tableText(api, say, opts.lang);
    }
    case 'perft': {
      if (typeof api.perft !== 'function') {
        const error = new Error(say('error.noPerft'));
        error.code = 'ERR_PERFT_UNAVAILABLE';
        throw error;
      }
      const fen = args.slice(0, -1).join(' ');
      const depth = args[args.length - 1];
      const number = (text) => (/^\d+$/.test(text) ? Number(text) : text);
      const budget = opts['max-nodes'] === undefined ? undefined : { maxNodes: number(opts['max-nodes']) };
      const nodes = api.perft(fen, number(depth), budget);
      return opts.json ? { fen, depth: Number(depth), nodes: Number(nodes) } : `${nodes}`;
    }
  }
  return null;
}

// The exit code when the output cannot be written.
const EXIT_OUTPUT = 3;

// Ends the process with one line on stderr (exit 3) when stdout cannot be written: a full disk
// (ENOSPC), a reader that closed the pipe (EPIPE). Errors writing to stderr itself are dropped.
function watchOutput(json) {
  process.stderr.on('error', () => {});
  process.stdout.on('error', (error) => {
    const message = wordsOf(language)('error.output', { reason: error.code, message: error.message });
    const code = error.code || 'ERR_OUTPUT';
    process.stderr.write(
      json ? JSON.stringify({ error: { code, message } }) + '\n' : `chess960: ${message} (${code})\n`,
    );
    process.exit(EXIT_OUTPUT);
  });
}

async function main(argv) {
  watchOutput(argv.includes('--json'));
  let parsed;
  try {
    parsed = readCommandLine(argv, process.env);
  } catch (e) {
    return fail(e, { json: argv.includes('--json'), lang: e.lang || 'en' });
  }
  const { command, args, opts } = parsed;
  language = opts.lang;
  if (opts.help || command === 'help') {
    process.stdout.write(usageText(opts.lang) + '\n');
    return 0;
  }
  try {
    const result = await run(command, args, opts);
    const out = result instanceof Outcome ? result.out : result;
    if (!(result instanceof Outcome) || out !== null)
      process.stdout.write((typeof out === 'string' ? out : JSON.stringify(out, null, 2)) + '\n');
    if (result instanceof Outcome && result.err) process.stderr.write(result.err + '\n');
    return result instanceof Outcome ? result.exitCode : 0;
  } catch (e) {
    return fail(e, opts);
  }
}

// Reports an error on stderr; returns the exit code.
function fail(error, opts) {
  const usage = error instanceof UsageError;
  const code = usage ? error.code || 'ERR_USAGE' : error.code || 'ERR_INTERNAL';
  if (opts.json) {
    process.stderr.write(JSON.stringify({ error: { code, message: error.message } }) + '\n');
  } else {
    process.stderr.write(`chess960: ${error.message}${code === 'ERR_USAGE' ? '' : ` (${code})`}\n`);
    if (code === 'ERR_USAGE') process.stderr.write(wordsOf(opts.lang)('usage.hint') + '\n');
  }
  return usage ? 2 : 1;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
