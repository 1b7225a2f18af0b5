// Counts in sentences go through each language's plural rules and are written in its way: the
// catalogues as the build compiles them (tests/web/package-names.mjs compiles the JSON as
// scripts/catalogues.mjs does), asked through the pages' translator. The expected texts are
// written from the languages' grammar: Polish one / few (2–4, 22–24) / many (5–21, 25 …), French
// one for 0 and 1, German and English one for 1 only; 1234 is 1.234 in German, 1,234 in English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import './package-names.mjs';

const { addWords, t } = await import('../../web/shared/i18n.js');
const catalogue = async (code, area) => (await import(`../../web/lang/${code}/${area}.json`)).default;
for (const code of ['de', 'en', 'fr', 'pl']) {
  addWords('play-database', { [code]: await catalogue(code, 'play-database') });
  addWords('play', { [code]: await catalogue(code, 'play') });
}

test('Polish: one, few and many games read (1, 2, 5, 22, 25)', () => {
  const read = (count) => t('db.read', { count }, 'pl');
  assert.equal(read(1), 'Wczytano 1 partię.');
  assert.equal(read(2), 'Wczytano 2 partie.');
  assert.equal(read(5), 'Wczytano 5 partii.');
  assert.equal(read(22), 'Wczytano 22 partie.');
  assert.equal(read(25), 'Wczytano 25 partii.');
});

test('Polish: half-moves in the nominative (1 półruch, 2 półruchy, 5 półruchów, 22, 25)', () => {
  const moves = (n) => t('play.halfMoves', { n }, 'pl');
  assert.deepEqual([1, 2, 5, 22, 25].map(moves), [
    '1 półruch',
    '2 półruchy',
    '5 półruchów',
    '22 półruchy',
    '25 półruchów',
  ]);
});

test('French: 0 and 1 take the singular, 2 the plural', () => {
  const read = (count) => t('db.read', { count }, 'fr');
  assert.equal(read(0), '0 partie lue.');
  assert.equal(read(1), '1 partie lue.');
  assert.equal(read(2), '2 parties lues.');
});

test('German and English: 1 singular, 2 plural; 0 plural', () => {
  assert.equal(t('db.read', { count: 1 }, 'de'), '1 Partie gelesen.');
  assert.equal(t('db.read', { count: 2 }, 'de'), '2 Partien gelesen.');
  assert.equal(t('db.read', { count: 1 }, 'en'), '1 game read.');
  assert.equal(t('db.read', { count: 2 }, 'en'), '2 games read.');
  assert.equal(t('db.read', { count: 0 }, 'en'), '0 games read.');
  assert.equal(t('play.svgLabelReview', { ply: 1 }, 'de'), 'Ansicht: Stellung nach 1 Halbzug');
  assert.equal(t('play.svgLabelReview', { ply: 2 }, 'de'), 'Ansicht: Stellung nach 2 Halbzügen');
});

test('a count is written in the language’s way: 1.234 in German, 1,234 in English', () => {
  assert.equal(t('db.read', { count: 1234 }, 'de'), '1.234 Partien gelesen.');
  assert.equal(t('db.read', { count: 1234 }, 'en'), '1,234 games read.');
  assert.equal(t('db.count', { shown: 1234, total: 5678 }, 'de'), '1.234 von 5.678 Partien');
  assert.equal(t('db.count', { shown: 1234, total: 5678 }, 'en'), '1,234 of 5,678 games');
});
