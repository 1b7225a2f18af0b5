#!/usr/bin/env node
// chess960 — the command line of the Chess960 module (dist/chess960.js).
// Exit codes: 0 done, 1 the input was refused (a coded error), 2 usage error, 3 the output
// could not be written (a full disk, a closed pipe).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { pgnCommand, Outcome } = require('./pgn.cjs');
const { eventCommand, notUtf8 } = require('./event.cjs');
const { reviewCommand } = require('./review.cjs');

const HELP = {
  en: `Usage: chess960 <command> [options]

Commands:
  position N              start position N (0..959; with --one-based 1..960, 960 = 0)
  number TEXT             number of a back rank (RNBQKBNR or TSLDKLST) or a start FEN
  random [--seed S]       a random start position (reproducible with a seed)
  draw --rounds R [--seed S] [--exclude 518[,N...]] [--both-colours]
                          a tournament's positions, distinct; with --both-colours each
                          position is played in two rounds, colours swapped in the second
  table                   the king table and the bishop table
  perft FEN DEPTH [--max-nodes N]
                          leaf count DEPTH plies below FEN (300-450 million a second:
                          depth 7 of the start position 9 s, of a busy middlegame a
                          quarter of an hour; Ctrl-C stops it); with --max-nodes it stops
                          (ERR_PERFT_BUDGET) once more than N leaf nodes are counted
  pgn FILE [--stats | --strip]
                          check every game of a PGN file (tags, moves, side lines); lists
                          each bad game as "game N, line L: CODE: message"; exit 1 if any
                          is bad; --stats counts games and results per start number;
                          --strip writes every good game without comments, NAGs and side
                          lines (tags, main line, result) and the list to stderr
  review FILE [--nodes N] [--json]
                          the engine's review of every game of a PGN file, written
                          annotated as lichess exports one ([%eval], ?! ? ?? with the
                          best move and line); --nodes: nodes a position (default
                          150000, about 0.2 s); --json: per ply and per player
                          (accuracy, acpl, inaccuracies, mistakes, blunders); progress
                          and bad games (skipped, exit 1) on stderr
  event new --rounds R [--name N] [--exclude …] [--no-518] [--no-534] [--both-colours]
                          a new event: the secret and the commitment to publish
                          (--no-518 / --no-534 exclude 518 and its mirror 534)
  event rounds --secret S [--public P] --rounds R [exclusions] [--both-colours]
                          the event's rounds
  event verify --commitment C --secret S [--public P] [--rounds R …]
                          checks the secret against the commitment (exit 1 when
                          they differ) and prints the rounds

Options:
  --json                  machine-readable output
  --lang de|en            language of the text output (default en)
  --one-based             read position numbers as 1..960
  --help                  this text

Exit codes: 0 done, 1 input refused (pgn, review: a game is bad), 2 usage error (pgn: the file
cannot be read), 3 the output cannot be written.`,
  de: `Aufruf: chess960 <Befehl> [Optionen]

Befehle:
  position N              Startstellung N (0..959; mit --one-based 1..960, 960 = 0)
  number TEXT             Nummer einer Grundreihe (TSLDKLST oder RNBQKBNR) oder Start-FEN
  random [--seed S]       zufällige Startstellung (mit Seed reproduzierbar)
  draw --rounds R [--seed S] [--exclude 518[,N...]] [--both-colours]
                          Stellungen eines Turniers, alle verschieden; mit --both-colours
                          wird jede Stellung in zwei Runden gespielt, die zweite mit
                          getauschten Farben
  table                   Königstabelle und Läufertabelle
  perft FEN TIEFE [--max-nodes N]
                          Anzahl der Endknoten TIEFE Halbzüge unter FEN (300-450 Millionen
                          je Sekunde: Tiefe 7 der Grundstellung 9 s, eines belebten
                          Mittelspiels eine Viertelstunde; Strg-C bricht ab); mit
                          --max-nodes Abbruch (ERR_PERFT_BUDGET), sobald mehr als N
                          Endknoten gezählt sind
  pgn DATEI [--stats | --strip]
                          prüft jede Partie einer PGN-Datei (Tags, Züge, Nebenvarianten);
                          nennt jede fehlerhafte als "game N, line L: CODE: Meldung";
                          Rückgabewert 1, wenn eine fehlerhaft ist; --stats zählt Partien
                          und Ergebnisse je Startnummer; --strip schreibt jede fehlerfreie
                          Partie ohne Kommentare, NAGs und Nebenvarianten (Tags,
                          Hauptvariante, Ergebnis) und die Liste nach stderr
  review DATEI [--nodes N] [--json]
                          Analyse jeder Partie einer PGN-Datei durch den Computer,
                          kommentiert geschrieben wie lichess sie exportiert ([%eval],
                          ?! ? ?? mit bestem Zug und bester Fortsetzung); --nodes:
                          Knoten je Stellung (Vorgabe 150000, etwa 0,2 s); --json: je
                          Halbzug und je Spieler (Genauigkeit, ACPL, Ungenauigkeiten,
                          Fehler, grobe Fehler); Fortschritt und fehlerhafte Partien
                          (übersprungen, Rückgabewert 1) nach stderr
  event new --rounds R [--name N] [--exclude …] [--no-518] [--no-534] [--both-colours]
                          neues Turnier: Geheimnis und zu veröffentlichende Festlegung
                          (--no-518 / --no-534 schließen 518 und ihr Spiegelbild 534 aus)
  event rounds --secret S [--public P] --rounds R [Ausschlüsse] [--both-colours]
                          die Runden des Turniers
  event verify --commitment C --secret S [--public P] [--rounds R …]
                          prüft das Geheimnis gegen die Festlegung (Rückgabewert 1,
                          wenn sie nicht passen) und nennt die Runden

Optionen:
  --json                  maschinenlesbare Ausgabe
  --lang de|en            Sprache der Textausgabe (Standard en)
  --one-based             Nummern als 1..960 lesen
  --help                  dieser Text

Rückgabewerte: 0 erledigt, 1 Eingabe abgelehnt (pgn, review: eine Partie fehlerhaft),
2 Aufruffehler (pgn: Datei nicht lesbar), 3 Ausgabe nicht schreibbar.`,
};

const TEXT = {
  en: {
    position: 'Start position',
    backRank: 'Back rank',
    other: 'German',
    tables: 'Tables',
    kingTable: 'king table',
    bishopTable: 'bishop table',
    round: 'Round',
    no: 'No.',
    swapped: 'colours swapped',
    kingTableTitle: 'King table (pieces on the six squares the bishops leave free)',
    bishopTableTitle: 'Bishop table (number mod 16)',
    nodes: 'nodes',
  },
  de: {
    position: 'Startstellung',
    backRank: 'Grundreihe',
    other: 'englisch',
    tables: 'Tabellen',
    kingTable: 'Königstabelle',
    bishopTable: 'Läufertabelle',
    round: 'Runde',
    no: 'Nr.',
    swapped: 'Farben getauscht',
    kingTableTitle: 'Königstabelle (Figuren auf den sechs von den Läufern freien Feldern)',
    bishopTableTitle: 'Läufertabelle (Nummer mod 16)',
    nodes: 'Knoten',
  },
};

// Usage errors quote the command line: control characters escaped, cut after 200 characters.
class UsageError extends Error {
  constructor(message) {
    const chars = [
      ...message.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ];
    super(chars.length > 200 ? `${chars.slice(0, 200).join('')}…` : chars.join(''));
  }
}

// The options that take a value (--name X or --name=X).
const VALUE_OPTIONS = [
  '--lang',
  '--seed',
  '--rounds',
  '--exclude',
  '--name',
  '--secret',
  '--public',
  '--commitment',
  '--max-nodes',
  '--nodes',
];

// Splits argv into the command, its words and the options.
function parseArgs(argv) {
  const opts = {
    json: false,
    lang: 'en',
    oneBased: false,
    help: false,
    bothColours: false,
    stats: false,
    strip: false,
    exclude: [],
  };
  const words = [];
  const optionValue = (arg, i, name) => {
    const eq = arg.indexOf('=');
    if (eq >= 0) return { value: arg.slice(eq + 1), next: i };
    if (i + 1 >= argv.length) throw new UsageError(`${name} needs a value`);
    return { value: argv[i + 1], next: i + 1 };
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const name = arg.split('=')[0];
    if (arg === '--') {
      words.push(...argv.slice(i + 1));
      break;
    }
    if (name === '--json') opts.json = true;
    else if (name === '--help' || arg === '-h') opts.help = true;
    else if (name === '--one-based') opts.oneBased = true;
    else if (name === '--stats') opts.stats = true;
    else if (name === '--strip') opts.strip = true;
    else if (name === '--both-colours' || name === '--both-colors') opts.bothColours = true;
    else if (name === '--no-518' || name === '--no-534') opts[name === '--no-518' ? 'no518' : 'no534'] = true;
    else if (VALUE_OPTIONS.includes(name)) {
      const { value, next } = optionValue(arg, i, name);
      i = next;
      if (name === '--lang') {
        if (value !== 'de' && value !== 'en') throw new UsageError(`--lang must be de or en, not "${value}"`);
        opts.lang = value;
      } else if (name === '--exclude') {
        opts.exclude.push(
          ...value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      } else {
        opts[name.slice(2)] = value;
      }
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${name}`);
    else words.push(arg);
  }
  return { command: words[0], args: words.slice(1), opts };
}

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
    const error = new Error(`${file} is missing: build the site first (npm run build)`);
    error.code = 'ERR_MODULE_MISSING';
    throw error;
  }
  return require(file)();
}

function positionText(p, t, lang) {
  const main = lang === 'de' ? p.backRankDe : p.backRank;
  const other = lang === 'de' ? p.backRank : p.backRankDe;
  return [
    `${t.position} ${p.number}`,
    `${t.backRank}: ${main}  (${t.other}: ${other})`,
    `FEN:      ${p.fen}`,
    `Shredder: ${p.shredderFen}`,
    `${t.tables}: ${p.number} = ${p.kingTableBase} (${t.kingTable}) + ${p.bishopIndex} (${t.bishopTable})`,
  ].join('\n');
}

function tableText(api, t, lang) {
  const rows = api.kingTable();
  const lines = [t.kingTableTitle];
  const per = Math.ceil(rows.length / 3);
  for (let i = 0; i < per; i++) {
    const cells = [i, i + per, i + 2 * per]
      .filter((j) => j < rows.length)
      .map((j) => `${String(rows[j].base).padStart(3)} ${lang === 'de' ? rows[j].piecesDe : rows[j].pieces}`);
    lines.push('  ' + cells.join('    '));
  }
  lines.push('', t.bishopTableTitle, '      a b c d e f g h');
  for (const row of api.bishopTable()) {
    const pattern = lang === 'de' ? row.pattern.replace(/B/g, 'L') : row.pattern;
    lines.push(`  ${String(row.index).padStart(2)}  ${pattern.split('').join(' ')}`);
  }
  return lines.join('\n');
}

function roundsText(rows, t, lang) {
  const lines = [`${t.round.padEnd(6)} ${t.no.padStart(4)}  ${t.backRank}`];
  for (const r of rows) {
    const rank = lang === 'de' ? r.backRankDe : r.backRank;
    lines.push(
      `${String(r.round).padStart(5)}  ${String(r.number).padStart(4)}  ${rank}${r.swapColours ? '  (' + t.swapped + ')' : ''}`,
    );
  }
  return lines.join('\n');
}

function needArgs(args, count, usage) {
  if (args.length < count) throw new UsageError(`missing argument: ${usage}`);
}

// Runs one command; resolves to the text or JSON value to print.
async function run(command, args, opts) {
  const t = TEXT[opts.lang];
  const commands = ['position', 'number', 'random', 'draw', 'table', 'perft', 'pgn', 'review', 'event'];
  if (!commands.includes(command)) {
    throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
  if (command === 'position') {
    needArgs(args, 1, 'chess960 position N');
    if (args.length > 1) throw new UsageError('position takes one number');
  }
  if (command === 'number') needArgs(args, 1, 'chess960 number TEXT');
  if (command === 'perft') needArgs(args, 2, 'chess960 perft FEN DEPTH');
  if (command === 'pgn') {
    needArgs(args, 1, 'chess960 pgn FILE');
    if (args.length > 1) throw new UsageError('pgn takes one file');
    return pgnCommand(args[0], opts, () => loadModule('chess960-pgn.js'), UsageError);
  }
  if (command === 'review') {
    needArgs(args, 1, 'chess960 review FILE');
    if (args.length > 1) throw new UsageError('review takes one file');
    return reviewCommand(args[0], opts, { loadModule, UsageError });
  }
  if (command === 'event') {
    const roundsOf = (rows) => roundsText(rows, t, opts.lang);
    return eventCommand(args[0], args.slice(1), opts, { loadModule, UsageError, roundsText: roundsOf });
  }
  if (command === 'draw' && opts.rounds === undefined) throw new UsageError('draw needs --rounds R');
  if ((command === 'random' || command === 'table' || command === 'draw') && args.length > 0) {
    throw new UsageError(`${command} takes no arguments besides its options (got "${args[0]}")`);
  }

  const badSeed = opts.seed === undefined ? null : notUtf8(opts.seed, '--seed', 'ERR_SEED', opts.lang);
  if (badSeed && (command === 'random' || command === 'draw')) throw badSeed;
  const api = await loadModule();
  switch (command) {
    case 'position': {
      const p = api.startPosition(args[0], { oneBased: opts.oneBased });
      return opts.json ? p : positionText(p, t, opts.lang);
    }
    case 'number': {
      const p = api.startPosition(api.positionNumber(args.join(' ')));
      return opts.json ? p : `${p.number}  ${opts.lang === 'de' ? p.backRankDe : p.backRank}`;
    }
    case 'random': {
      const p = api.randomPosition(opts.seed === undefined ? undefined : { seed: opts.seed });
      return opts.json ? p : positionText(p, t, opts.lang);
    }
    case 'draw': {
      const rows = (await loadModule('chess960-event.js')).tournamentDraw({
        rounds: opts.rounds,
        seed: opts.seed,
        exclude: opts.exclude,
        bothColours: opts.bothColours,
      });
      return opts.json ? rows : roundsText(rows, t, opts.lang);
    }
    case 'table': {
      if (opts.json) return { kingTable: api.kingTable(), bishopTable: api.bishopTable() };
      return tableText(api, t, opts.lang);
    }
    case 'perft': {
      if (typeof api.perft !== 'function') {
        const error = new Error('perft is not available in this build of chess960.js');
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
    const reasons = { ENOSPC: 'no space left on the device', EPIPE: 'the reader closed the pipe' };
    const message = `cannot write the output: ${reasons[error.code] || error.message}`;
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
    parsed = parseArgs(argv);
  } catch (e) {
    return fail(e, { json: argv.includes('--json'), lang: 'en' });
  }
  const { command, args, opts } = parsed;
  if (opts.help || command === 'help') {
    process.stdout.write(HELP[opts.lang] + '\n');
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
    if (code === 'ERR_USAGE') process.stderr.write('Try "chess960 --help".\n');
  }
  return usage ? 2 : 1;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
