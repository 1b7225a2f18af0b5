// The command line's grammar: the options, the commands and the options each takes, read with
// node:util parseArgs; the usage text (--help) is written from the same tables, and its words,
// like every word the CLI prints, come from the catalogues web/lang/<code>/cli.json (compiled
// into words.cjs by scripts/cli-words.mjs).
'use strict';

const { parseArgs } = require('node:util');
const WORDS = require('./words.cjs');

// The languages of the catalogues, English (the source and the default) first.
const LANGUAGES = Object.keys(WORDS);

// Returns the words of a language: say(key, values) is the catalogue's message with its values.
function wordsOf(lang) {
  const table = WORDS[lang] || WORDS.en;
  return (key, values = {}) => table[key](values);
}

// Returns the language the environment asks for: the first non-empty of LC_ALL, LC_MESSAGES and
// LANG decides, as POSIX has it ("de_DE.UTF-8" is de); C, POSIX, a language the CLI does not
// speak or none at all is English.
function environmentLanguage(env) {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value);
  const code = locale ? locale.split(/[_.@-]/)[0].toLowerCase() : 'en';
  return LANGUAGES.includes(code) ? code : 'en';
}

// Usage errors (exit 2) quote the command line: control characters escaped, cut after 200
// characters.
class UsageError extends Error {
  constructor(message) {
    const chars = [
      ...message.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ];
    super(chars.length > 200 ? `${chars.slice(0, 200).join('')}…` : chars.join(''));
  }
}

// Every option: its type, the name of its value in the usage text, the key it has in the parsed
// options, and the other spelling it is accepted under.
const OPTIONS = {
  json: { type: 'boolean' },
  lang: { type: 'string', value: 'de|en' },
  help: { type: 'boolean' },
  'one-based': { type: 'boolean', key: 'oneBased' },
  seed: { type: 'string', value: 'S' },
  rounds: { type: 'string', value: 'R' },
  exclude: { type: 'string', value: '518[,N...]', multiple: true },
  'both-colours': { type: 'boolean', key: 'bothColours', alias: 'both-colors' },
  'max-nodes': { type: 'string', value: 'N' },
  stats: { type: 'boolean' },
  strip: { type: 'boolean' },
  nodes: { type: 'string', value: 'N' },
  name: { type: 'string', value: 'N' },
  'no-518': { type: 'boolean', key: 'no518' },
  'no-534': { type: 'boolean', key: 'no534' },
  secret: { type: 'string', value: 'S' },
  public: { type: 'string', value: 'P' },
  commitment: { type: 'string', value: 'C' },
};

// The options every command takes.
const GLOBAL = ['json', 'lang', 'help'];

// The commands: the catalogue key of their arguments' names, and the options each takes besides
// GLOBAL, a "!" marking those it needs. An option listed again (review's --json) is described
// under that command by its own message, option.<command>.<name>.
const EXCLUSIONS = ['exclude', 'no-518', 'no-534', 'both-colours'];
const COMMANDS = {
  position: { args: 'command.position.args', options: ['one-based'] },
  number: { args: 'command.number.args', options: [] },
  random: { options: ['seed'] },
  draw: { options: ['rounds!', 'seed', 'exclude', 'both-colours'] },
  table: { options: [] },
  perft: { args: 'command.perft.args', options: ['max-nodes'] },
  pgn: { args: 'command.pgn.args', options: ['stats', 'strip'] },
  review: { args: 'command.pgn.args', options: ['nodes', 'json'] },
  'event new': { options: ['rounds!', 'name', ...EXCLUSIONS, 'public'] },
  'event rounds': { options: ['secret!', 'public', 'rounds!', ...EXCLUSIONS] },
  'event verify': { options: ['commitment!', 'secret!', 'public', 'rounds', ...EXCLUSIONS] },
};

const optionName = (entry) => entry.replace(/!$/, '');

// Returns the options a command takes besides GLOBAL (an unknown command: none are checked).
function commandOptions(command) {
  return COMMANDS[command] ? COMMANDS[command].options.map(optionName) : null;
}

// Returns "--name VALUE" of an option.
function optionLabel(name) {
  return OPTIONS[name].value ? `--${name} ${OPTIONS[name].value}` : `--${name}`;
}

// Returns the text cut into lines of at most `width` characters: the first after `indent`
// spaces, the others after `hanging` spaces.
function wrap(text, indent, hanging = indent, width = 96) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (lines.length ? hanging : indent) + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.map((l, i) => ' '.repeat(i ? hanging : indent) + l).join('\n');
}

const COLUMN = 26; // where descriptions begin

// Returns the usage text (chess960 --help) in a language.
function usageText(lang) {
  const say = wordsOf(lang);
  const lines = [say('usage.title'), '', say('usage.commands')];
  for (const [command, spec] of Object.entries(COMMANDS)) {
    const parts = [command, ...(spec.args ? [say(spec.args)] : [])];
    for (const entry of spec.options)
      parts.push(entry.endsWith('!') ? optionLabel(optionName(entry)) : `[${optionLabel(entry)}]`);
    const head = wrap(parts.join(' '), 2, 4);
    const description = wrap(say(`command.${command}`), COLUMN);
    if (head.length < COLUMN - 1) lines.push(head.padEnd(COLUMN) + description.trimStart());
    else lines.push(head, description);
    for (const name of spec.options.map(optionName)) {
      const own = `option.${command}.${name}`;
      const text = WORDS.en[own] ? say(own) : say(`option.${name}`);
      lines.push(wrap(`${optionLabel(name)} ${text}`, COLUMN));
    }
  }
  lines.push('', say('usage.options'));
  for (const name of GLOBAL)
    lines.push(wrap(`${optionLabel(name).padEnd(COLUMN - 3)} ${say(`option.${name}`)}`, 2, COLUMN));
  lines.push('', wrap(say('usage.exitCodes'), 0));
  return lines.join('\n');
}

// The configuration parseArgs reads: every option and its other spelling, -h for --help.
const PARSE_OPTIONS = {};
for (const [name, spec] of Object.entries(OPTIONS)) {
  PARSE_OPTIONS[name] = { type: spec.type, ...(spec.multiple ? { multiple: true } : {}) };
  if (spec.alias) PARSE_OPTIONS[spec.alias] = { type: spec.type };
}
const ALIASES = Object.fromEntries(
  Object.entries(OPTIONS)
    .filter(([, spec]) => spec.alias)
    .map(([name, spec]) => [spec.alias, name]),
);

// Reads the command line: { command, args, opts } with opts.lang set (from --lang, else the
// environment). Throws a UsageError (with .lang, the language to report it in) for an unknown
// option, an option its command does not take, or a value missing.
function readCommandLine(argv, env = process.env) {
  // Not strict: a word such as "-5" is an argument (position -5 is refused by the API, not
  // here), an option value may begin with "-", and the errors are the CLI's own.
  const { tokens } = parseArgs({
    args: argv,
    options: PARSE_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const opts = {
    json: false,
    oneBased: false,
    help: false,
    bothColours: false,
    stats: false,
    strip: false,
    exclude: [],
  };
  const words = [];
  const given = [];
  let problem = null;
  let lastShort = -1;
  for (const token of tokens) {
    if (token.kind === 'positional') words.push(token.value);
    if (token.kind !== 'option') continue;
    if (!token.rawName.startsWith('--')) {
      if (token.index === lastShort) continue; // one word of short letters is one argument
      lastShort = token.index;
      if (argv[token.index] === '-h') opts.help = true;
      else words.push(argv[token.index]);
      continue;
    }
    const name = ALIASES[token.name] || token.name;
    const spec = OPTIONS[name];
    if (!spec) {
      problem = problem || ['error.unknownOption', { option: token.rawName }];
      continue;
    }
    given.push(name);
    if (spec.type === 'boolean') opts[spec.key || name] = true;
    else if (token.value === undefined) problem = problem || ['error.needsValue', { option: token.rawName }];
    else if (name === 'exclude')
      opts.exclude.push(
        ...token.value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    else opts[spec.key || name] = token.value;
  }
  const envLang = environmentLanguage(env);
  if (opts.lang !== undefined && !LANGUAGES.includes(opts.lang)) {
    problem = problem || ['error.lang', { value: opts.lang }];
    opts.lang = envLang;
  }
  opts.lang = opts.lang || envLang;
  const [command, ...args] = words;
  const key = command === 'event' ? `event ${args[0]}` : command;
  const allowed = commandOptions(key);
  if (!problem && allowed && !opts.help) {
    const stray = given.find((name) => !GLOBAL.includes(name) && !allowed.includes(name));
    if (stray) problem = ['error.optionNotFor', { command: key, option: `--${stray}` }];
  }
  if (problem) {
    const error = new UsageError(wordsOf(opts.lang)(...problem));
    error.lang = opts.lang;
    throw error;
  }
  return { command, args, opts };
}

module.exports = {
  COMMANDS,
  GLOBAL,
  LANGUAGES,
  OPTIONS,
  UsageError,
  environmentLanguage,
  readCommandLine,
  usageText,
  wordsOf,
};
