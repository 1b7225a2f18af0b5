// chess960 event new|rounds|verify: the arbiter's draw that anyone can check (docs/event.md).
//   new     a fresh secret (crypto) and its commitment, to publish before round 1
//   rounds  the rounds of a secret (and the public value, if the event used one)
//   verify  checks the secret against the published commitment (exit 1 when they differ) and
//           prints the rounds when --rounds is given
// The numbers come from the same API calls the event page makes (api.eventRounds), so page
// and command line always agree.
'use strict';

const { wordsOf } = require('./command-line.cjs');

// Invisible or direction-changing characters, as the pages mark them (web/shared/bidi.js): C0 and
// C1 controls and DEL (a terminal runs ESC sequences), soft hyphen, zero-width and direction
// marks, embeddings, overrides and isolates, the byte order mark.
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

// Returns the text with each invisible or direction-changing character written as "⟨U+001B⟩", so
// that what the user gave is printed visibly and no escape sequence reaches the terminal.
function visible(text) {
  return String(text).replace(HIDDEN, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`);
}

// Returns the text quoted for a POSIX shell: in single quotes, or, when it holds an invisible
// character, in bash's $'…' with each such character escaped (\x1b, \u202e), so that the line is
// printed visibly and still gives the same bytes when run.
function shellQuote(text) {
  const s = String(text);
  HIDDEN.lastIndex = 0;
  if (!HIDDEN.test(s)) return `'${s.replace(/'/g, `'\\''`)}'`;
  const escaped = s
    .replace(/[\\']/g, (c) => `\\${c}`)
    .replace(HIDDEN, (c) => {
      const code = c.charCodeAt(0);
      return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
  return `$'${escaped}'`;
}

// The options whose text decides the rounds, with the code that refuses them.
const DECIDING = [
  ['public', '--public', 'ERR_EVENT_PUBLIC'],
  ['secret', '--secret', 'ERR_EVENT_SECRET'],
  ['commitment', '--commitment', 'ERR_EVENT_COMMITMENT'],
];

// Returns an error for an argument that holds U+FFFD (null: none). Node decodes the command line
// as UTF-8 and puts U+FFFD for each byte that is not UTF-8, so that different bytes would read as
// one text: a value that decides a result is refused with it (a U+FFFD typed on purpose too,
// which cannot be told apart), never drawn from.
function notUtf8(value, flag, code, lang) {
  const at = String(value).indexOf('\ufffd');
  if (at < 0) return null;
  const message = wordsOf(lang)('error.notUtf8', { option: flag, at: at + 1 });
  const error = new Error(message);
  error.code = code;
  return error;
}

// Returns the exclusions of the options: --exclude, plus 518 for --no-518 and 534 for --no-534.
function exclusions(opts) {
  const list = opts.exclude.slice();
  if (opts.no518) list.push('518');
  if (opts.no534) list.push('534');
  return list;
}

// Returns the command line that checks this event later (single quotes keep the shell away).
function checkLine(c, secret, opts, exclude) {
  const parts = ['chess960 event verify', `--commitment ${c}`, `--secret ${secret}`, `--rounds ${opts.rounds}`];
  if (exclude.length) parts.push(`--exclude ${exclude.join(',')}`);
  if (opts.bothColours) parts.push('--both-colours');
  parts.push(opts.public === undefined ? "[--public '…']" : `--public ${shellQuote(opts.public)}`);
  return parts.join(' ');
}

// Runs `chess960 event SUB`; resolves to the text or JSON value to print (errors are thrown).
async function eventCommand(sub, args, opts, tools) {
  const { loadModule, UsageError, roundsText } = tools;
  const say = wordsOf(opts.lang);
  const subs = ['new', 'rounds', 'verify'];
  if (!subs.includes(sub)) throw new UsageError(sub ? say('error.unknownEvent', { sub }) : say('error.eventWhich'));
  if (args.length) throw new UsageError(say('error.eventOnlyOptions', { sub, word: args[0] }));
  const need = (name, option) => {
    if (opts[name] === undefined) throw new UsageError(say('error.needsOption', { command: `event ${sub}`, option }));
  };
  if (sub !== 'verify' || opts.rounds !== undefined) need('rounds', '--rounds N');
  if (sub !== 'new') need('secret', '--secret S');
  if (sub === 'verify') need('commitment', '--commitment C');
  for (const [name, flag, code] of DECIDING) {
    const refused = opts[name] === undefined ? null : notUtf8(opts[name], flag, code, opts.lang);
    if (refused) throw refused;
  }
  const api = await loadModule('chess960-event.js');
  const exclude = exclusions(opts);
  const draw = (secret) =>
    api.eventRounds({ secret, public: opts.public, rounds: opts.rounds, exclude, bothColours: opts.bothColours });

  if (sub === 'new') {
    const secret = api.eventNewSecret();
    const rows = draw(secret); // refuses impossible options now, not on the day
    const c = api.eventCommitment(secret);
    const event = {
      format: 'chess960-event',
      version: 1,
      name: opts.name || '',
      rounds: rows.length,
      exclude: [...new Set(exclude.map(Number))].sort((a, b) => a - b),
      bothColours: opts.bothColours,
      secret,
      commitment: c.commitment,
      fingerprint: c.fingerprint,
      created: new Date().toISOString(),
    };
    if (opts.json) return event;
    return [
      say('event.name', { name: event.name ? visible(event.name) : '—' }),
      say('event.rounds', { rounds: event.rounds, both: event.bothColours ? 'yes' : 'no' }),
      say('event.excluded', { list: event.exclude.join(', ') || say('event.none') }),
      say('event.secret'),
      `  ${secret}`,
      say('event.commitment'),
      `  ${c.commitment}`,
      say('event.fingerprint', { fingerprint: c.fingerprint }),
      say('event.check'),
      `  ${checkLine(c.commitment, secret, opts, event.exclude)}`,
    ].join('\n');
  }

  if (sub === 'verify') api.eventVerify({ commitment: opts.commitment, secret: opts.secret });
  const rows = opts.rounds === undefined ? null : draw(opts.secret);
  const c = api.eventCommitment(opts.secret);
  if (opts.json) {
    const out = sub === 'verify' ? { match: true, commitment: c.commitment, fingerprint: c.fingerprint } : {};
    return sub === 'rounds' ? rows : Object.assign(out, rows ? { rounds: rows } : {});
  }
  const lines = [];
  if (sub === 'verify') lines.push(say('event.match', { fingerprint: c.fingerprint }));
  if (opts.public !== undefined)
    lines.push(say('event.publicValue', { value: visible(api.eventTexts({ public: opts.public }).public) }));
  else if (rows) lines.push(say('event.noPublic'));
  if (rows) lines.push(roundsText(rows));
  return lines.join('\n');
}

module.exports = { eventCommand, notUtf8, visible };
