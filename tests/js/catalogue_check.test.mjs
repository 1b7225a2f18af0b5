// The translators' completeness check (scripts/check-catalogues.mjs) on the fixture catalogues of
// tests/data/catalogues/: a complete set of four languages passes; each folder with one fault
// (a key missing, a placeholder renamed, a Polish plural without `few`, a message that is no ICU
// MessageFormat, an English key no page uses, one without a description, a table of the old kind
// lacking a plural form) is reported with its language, area and key, and exits 1. Then the rules
// of plural categories, as CLDR gives them for the site's languages. (The check of the site's own
// words, web/lang, is the ctest check_catalogues.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fillTemplateAsIcu, messageFacts, pluralFaults } from '../../scripts/catalogue-messages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = path.join(root, 'scripts', 'check-catalogues.mjs');
const fixtures = path.join(root, 'tests', 'data', 'catalogues');

// Runs the check on a fixture's catalogues; returns { status, stdout, stderr }.
function check(name, ...options) {
  const dir = name ? path.join(fixtures, name, 'lang') : null;
  const result = spawnSync(process.execPath, [script, ...(dir ? [dir] : []), ...options], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Returns the faults of a fixture as [lang, area, kind, key] rows, and its exit status.
function faultsOf(name) {
  const { status, stdout } = check(name, '--json');
  const { faults } = JSON.parse(stdout);
  return { status, rows: faults.map((f) => [f.lang, f.area, f.kind, f.key]), faults };
}

test('a complete catalogue of four languages (plural, select, selectordinal, number) passes', () => {
  const { status, stdout } = check('good');
  assert.equal(status, 0, stdout);
  const summary = stdout.trim().split('\n').pop();
  assert.match(summary, /^check-catalogues: .*\(JSON\): 4 languages, 1 areas, 6 keys in en; .*: complete$/);
  assert.match(summary, /0 missing, 0 extra, 0 unused, 0 placeholder, 0 plural, 0 parse, 0 description/);
});

test('a key missing in Polish: language, area and key, exit 1', () => {
  const { status, rows } = faultsOf('missing-key');
  assert.equal(status, 1);
  assert.deepEqual(rows, [['pl', 'game', 'missing', 'game.turn']]);
});

test('a placeholder renamed in a translation: both names said', () => {
  const { status, rows, faults } = faultsOf('placeholder-renamed');
  assert.equal(status, 1);
  assert.deepEqual(rows, [['pl', 'game', 'placeholder', 'game.result.win']]);
  assert.match(faults[0].detail, /lacks \{winner\}.*has \{player\}/);
});

test('a Polish plural without few (2–4 games): the lacking category and what Polish needs', () => {
  const { status, rows, faults } = faultsOf('polish-plural');
  assert.equal(status, 1);
  assert.deepEqual(rows, [['pl', 'game', 'plural', 'game.count']]);
  assert.match(faults[0].detail, /lacks few \(pl needs one, few, many, other\)/);
});

test('a message that is no ICU MessageFormat (an unclosed select): where the parser stopped', () => {
  const { status, rows, faults } = faultsOf('unparsable');
  assert.equal(status, 1);
  assert.deepEqual(rows, [['pl', 'game', 'parse', 'game.turn']]);
  assert.match(faults[0].detail, /line 1 col \d+/);
});

test('an English key no source names is unused; keys built from a quoted prefix are used', () => {
  const { status, rows } = faultsOf('unused-key');
  assert.equal(status, 1);
  // game.result.win and game.result.draw are asked for as 'game.result.' + result
  assert.deepEqual(rows, [['en', 'game', 'unused', 'game.rank']]);
});

test('an English key without a description for the translators', () => {
  const { status, rows } = faultsOf('no-description');
  assert.equal(status, 1);
  assert.deepEqual(rows, [['en', 'game', 'description', 'game.rank']]);
});

test('the .js tables of before: a counted text as keys per plural form, a form for one number', () => {
  const { status, rows, faults } = faultsOf('tables');
  assert.equal(status, 1);
  // few is a form Polish needs, not an extra key; rank.1 is a form for 1 that Polish may leave out
  assert.deepEqual(rows, [['pl', 'game', 'plural', 'game.count']]);
  assert.match(faults[0].detail, /lacks many/);
});

test('a .js table is read as i18n.fill reads it: {name} a placeholder, other braces text', () => {
  const message = fillTemplateAsIcu('Type {shortcode}: `{chess960 n="518"}`, it\'s replaced.');
  const facts = messageFacts(message);
  assert.equal(facts.error, undefined, message);
  assert.deepEqual([...facts.args], ['shortcode']);
  // the same text as an ICU message of a JSON catalogue is a fault: its braces need quotes
  assert.match(messageFacts('Type `{chess960 n="518"}`.').error, /line 1/);
});

test('the readable list: one line per fault with language/area, kind and key, then the summary', () => {
  const { status, stdout } = check('polish-plural');
  assert.equal(status, 1);
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^pl\/game\s+plural\s+game\.count: \{count, plural\} lacks few/);
  assert.match(lines[1], /1 plural, 0 parse, 0 description: 1 fault$/);
});

test('a folder without the source language: a clear error, exit 2', () => {
  const { status, stderr } = check(null, path.join(fixtures, 'good', 'lang', 'pl'));
  assert.equal(status, 2);
  assert.match(stderr, /ERR_NO_SOURCE_LANGUAGE/);
});

test('plural categories as CLDR has them: Polish one/few/many/other, French many, exact cases apart', () => {
  const polish = '{n, plural, one {# partia} few {# partie} many {# partii} other {# partii}}';
  assert.deepEqual(pluralFaults(messageFacts(polish), 'pl'), []);
  // French has "many" for 1 000 000 (« 1 000 000 de parties »)
  assert.deepEqual(pluralFaults(messageFacts('{n, plural, one {# partie} other {# parties}}'), 'fr'), [
    '{n, plural} lacks many (fr needs one, many, other)',
  ]);
  // =1 is an extra case: English still needs one (for 1 and for nothing else, but CLDR's one)
  assert.deepEqual(pluralFaults(messageFacts('{n, plural, =0 {none} =1 {a game} other {# games}}'), 'en'), [
    '{n, plural} lacks one (en needs one, other)',
  ]);
  // German has no few: the build's compiler would refuse it
  assert.deepEqual(pluralFaults(messageFacts('{n, plural, one {# Partie} few {# Partien} other {# Partien}}'), 'de'), [
    '{n, plural} has few, no category of de',
  ]);
  // English ordinals: 1st, 2nd, 3rd, 4th
  assert.deepEqual(pluralFaults(messageFacts('{k, selectordinal, one {#st} other {#th}}'), 'en'), [
    '{k, selectordinal} lacks two, few (en needs one, two, few, other)',
  ]);
  assert.deepEqual(pluralFaults(messageFacts('{side, select, white {White} black {Black}}'), 'en'), [
    '{side, select} lacks other',
  ]);
});

test("a plural's # names its argument; nested arguments count", () => {
  const facts = messageFacts('{count, plural, one {# game by {player}} other {# games}}');
  assert.deepEqual([...facts.args].sort(), ['count', 'player']);
  assert.match(messageFacts('{count, plural, one {#}').error, /line 1/);
});
