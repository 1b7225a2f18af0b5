// The game list of a PGN file on the play page (web/play/database/list.js and panel.js) in
// node: which games the player and start-number filters keep, the order of every column in
// both directions, and the table drawn from it under happy-dom (aria-sort, the open buttons, a refused game
// with its line in German and English). The rows are written here as the reader sends them;
// the expected orders follow from the names and numbers by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { installDom } from './dom.mjs';
import './package-names.mjs';

const win = installDom({ url: 'http://127.0.0.1/play.html' });
const i18n = await import('../../web/shared/i18n.js');
const list = await import('../../web/play/database/list.js');
const panel = await import('../../web/play/database/panel.js');
// The list of the page (made by the first test, whose controls the second one uses too).
let gameList = null;

// Returns a row as the PGN reader sends it.
function row(game, white, black, extra = {}) {
  return {
    game,
    line: game * 20 - 19,
    plies: 40,
    result: '*',
    white,
    black,
    event: 'Open',
    round: String(game),
    site: '',
    date: '',
    startNumber: 518,
    fen: true,
    error: null,
    ...extra,
  };
}

const ROWS = [
  row(1, 'Nakamura, Hikaru', 'Aronian, Levon', { startNumber: 133, result: '0-1', plies: 84, round: '1.1' }),
  row(2, 'Émile, Zoé', 'Straße, Jörg', { startNumber: 518, result: '1-0', plies: 9, round: '1.10' }),
  row(3, 'Aronian, Levon', 'Nakamura, Hikaru', { startNumber: null, result: '1/2-1/2', plies: 100, round: '1.2' }),
  row(4, 'Bologan, Viktor', 'Emile, Anna', { startNumber: 133, result: '*', plies: 10, event: 'Blitz', round: '2' }),
  row(5, 'Aronian, Levon', 'Bologan, Viktor', {
    startNumber: 0,
    result: '1-0',
    plies: 10,
    event: 'Blitz',
    round: '10',
  }),
];
const games = (rows) => rows.map((r) => r.game);

test('the player filter: any case, accents and ß ignored, White or Black, every word must match', () => {
  assert.deepEqual(games(list.filter(ROWS, { player: 'nakamura' })), [1, 3]);
  assert.deepEqual(games(list.filter(ROWS, { player: 'EMILE' })), [2, 4], 'Émile and Emile');
  assert.deepEqual(games(list.filter(ROWS, { player: 'strasse' })), [2], 'Straße');
  assert.deepEqual(games(list.filter(ROWS, { player: 'joerg' })), [], 'no transliteration of ö');
  assert.deepEqual(games(list.filter(ROWS, { player: 'jörg' })), [2]);
  assert.deepEqual(games(list.filter(ROWS, { player: 'aronian bologan' })), [5], 'the games of both players');
  assert.deepEqual(games(list.filter(ROWS, { player: 'Aronian, Levon' })), [1, 3, 5]);
  assert.deepEqual(games(list.filter(ROWS, { player: '   ' })), [1, 2, 3, 4, 5]);
  assert.deepEqual(games(list.filter(ROWS, { player: 'carlsen' })), []);
});

test('the start-number filter, alone and with a player; no number keeps every game', () => {
  assert.deepEqual(games(list.filter(ROWS, { number: 133 })), [1, 4]);
  assert.deepEqual(games(list.filter(ROWS, { number: 0 })), [5], 'no. 0 is a number, not "none"');
  assert.deepEqual(games(list.filter(ROWS, { number: 959 })), []);
  assert.deepEqual(games(list.filter(ROWS, { number: null })), [1, 2, 3, 4, 5]);
  assert.deepEqual(games(list.filter(ROWS, { number: 133, player: 'bologan' })), [4]);
});

test('every column sorts both ways; equal rows keep the file order; the rows given are not changed', () => {
  const before = games(ROWS);
  const by = (column, direction = 'ascending') => games(list.sort(ROWS, column, direction));
  assert.deepEqual(by('game'), [1, 2, 3, 4, 5]);
  assert.deepEqual(by('game', 'descending'), [5, 4, 3, 2, 1]);
  // White first (Aronian twice: then by Black, Bologan before Nakamura), Émile with the Es.
  assert.deepEqual(by('players'), [5, 3, 4, 2, 1]);
  assert.deepEqual(by('players', 'descending'), [1, 2, 4, 3, 5]);
  // Blitz before Open; rounds as numbers: 2 before 10, 1.1 before 1.2 before 1.10.
  assert.deepEqual(by('event'), [4, 5, 1, 3, 2]);
  assert.deepEqual(by('event', 'descending'), [2, 3, 1, 5, 4]);
  // A game without a start number (from another position) stays last either way.
  assert.deepEqual(by('startNumber'), [5, 1, 4, 2, 3]);
  assert.deepEqual(by('startNumber', 'descending'), [2, 1, 4, 5, 3]);
  // White wins, draws, Black wins, unfinished.
  assert.deepEqual(by('result'), [2, 5, 3, 1, 4]);
  assert.deepEqual(by('result', 'descending'), [4, 1, 3, 2, 5]);
  // Numbers, not text: 9 < 10 < 84 < 100; games 4 and 5 (10 each) in file order both ways.
  assert.deepEqual(by('plies'), [2, 4, 5, 1, 3]);
  assert.deepEqual(by('plies', 'descending'), [3, 1, 4, 5, 2]);
  assert.deepEqual(by('no-such-column'), [1, 2, 3, 4, 5]);
  assert.deepEqual(games(ROWS), before);
});

test('view filters, then sorts', () => {
  const shown = list.view(ROWS, { player: 'aronian', column: 'plies', direction: 'descending' });
  assert.deepEqual(games(shown), [3, 1, 5]);
});

// Builds the elements of the game list as play.html has them (only what panel.js uses).
function buildPanel(doc) {
  const add = (parent, tag, attrs = {}) => {
    const node = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    parent.appendChild(node);
    return node;
  };
  const section = add(doc.body, 'section', { id: 'games-panel' });
  section.hidden = true;
  for (const id of ['games-title', 'games-summary', 'games-count', 'games-number-error', 'games-none', 'pgn-in'])
    add(section, 'p', { id });
  const form = add(section, 'form', { id: 'games-filter' });
  add(form, 'input', { id: 'games-player' });
  add(form, 'input', { id: 'games-number' });
  add(section, 'button', { id: 'games-more' });
  add(section, 'button', { id: 'games-close' });
  const table = add(section, 'table', { id: 'games-table' });
  add(table, 'caption', { id: 'games-caption' });
  const head = add(add(table, 'thead'), 'tr');
  for (const column of list.COLUMNS) {
    const th = add(head, 'th', { 'data-column': column });
    add(add(th, 'button', { class: 'sort-btn', 'data-sort': column }), 'span', { class: 'sort-mark' });
  }
  add(table, 'tbody', { id: 'games-rows' });
}

test('the table: sort buttons set aria-sort, filters count, a refused game shows why and cannot be opened', () => {
  const doc = win.document;
  buildPanel(doc);
  i18n.setLang('de', false);
  const openedRows = [];
  let closed = 0;
  gameList = new panel.GameListPanel({
    readNumber: (text) =>
      /^\s*\d+\s*$/.test(text) && Number(text) < 960
        ? { number: Number(text) }
        : { error: 'ERR_NUMBER_RANGE', value: text },
  });
  gameList.on('open', (r) => openedRows.push(r.game));
  gameList.on('close', () => closed++);
  gameList.start();
  const bad = row(6, 'Svidler, Peter', 'Anand, Viswanathan', {
    error: { code: 'ERR_PGN_MOVE', message: 'move 2. Kc9 (line 103): no such move', line: 103 },
  });
  gameList.show([...ROWS, bad], 'mainz.pgn');
  const $ = (id) => doc.getElementById(id);
  const shownGames = () => [...$('games-rows').children].map((tr) => Number(tr.getAttribute('data-game')));
  assert.equal($('games-panel').hidden, false);
  assert.deepEqual(shownGames(), [1, 2, 3, 4, 5, 6]);
  assert.equal($('games-count').textContent, '6 Partien');
  assert.equal($('games-summary').textContent, 'mainz.pgn: 6 Partien, davon 1 nicht lesbar');
  assert.equal(doc.activeElement, $('games-title'), 'the focus moves to the list');
  // The refused game: its reason and line in German, no button.
  const badRow = $('games-rows').children[5];
  assert.equal(badRow.querySelector('button'), null);
  assert.equal(
    badRow.querySelector('.game-error').textContent,
    'Zeile 103, Zug 2. Kc9: Ein Zug der PGN kann nicht gespielt werden.',
  );
  // Sorting by half-moves, then the other way.
  const plyButton = doc.querySelector('#games-table button[data-sort="plies"]');
  plyButton.click();
  const th = doc.querySelector('#games-table th[data-column="plies"]');
  assert.equal(th.getAttribute('aria-sort'), 'ascending');
  assert.equal(doc.querySelector('#games-table th[data-column="game"]').getAttribute('aria-sort'), null);
  assert.deepEqual(shownGames(), [2, 4, 5, 6, 1, 3]);
  plyButton.click();
  assert.equal(th.getAttribute('aria-sort'), 'descending');
  assert.deepEqual(shownGames(), [3, 1, 6, 4, 5, 2]);
  // Filters: a player, then a start number as well; a number out of range is explained.
  $('games-player').value = 'aronian';
  $('games-player').dispatchEvent(new Event('input'));
  assert.deepEqual(shownGames(), [3, 1, 5]);
  assert.equal($('games-count').textContent, '3 von 6 Partien');
  $('games-number').value = '133';
  $('games-number').dispatchEvent(new Event('input'));
  assert.deepEqual(shownGames(), [1]);
  $('games-number').value = '1000';
  $('games-number').dispatchEvent(new Event('input'));
  assert.equal($('games-number').getAttribute('aria-invalid'), 'true');
  assert.match($('games-number-error').textContent, /nicht angewandt/);
  assert.deepEqual(shownGames(), [3, 1, 5], 'a refused number filters nothing');
  $('games-player').value = 'carlsen';
  $('games-player').dispatchEvent(new Event('input'));
  assert.equal($('games-none').hidden, false);
  // Opening: the players are the button.
  $('games-player').value = '';
  $('games-number').value = '';
  $('games-number').dispatchEvent(new Event('input'));
  doc.querySelector('#games-rows button[data-open="3"]').click();
  assert.deepEqual(openedRows, [3]);
  gameList.opened(3);
  assert.equal(doc.querySelector('#games-rows button[data-open="3"]').getAttribute('aria-current'), 'true');
  // English: the rows are drawn again.
  i18n.setLang('en', false);
  assert.equal($('games-count').textContent, '6 games');
  assert.equal(
    doc.querySelector('#games-rows tr[data-game="6"] .game-error').textContent,
    'Line 103, move 2. Kc9: A move of the PGN cannot be played.',
  );
  assert.match(doc.querySelector('#games-rows button[data-open="1"]').textContent, /^Open game 1: Nakamura/);
  assert.equal(closed, 0);
  $('games-close').click();
  assert.equal($('games-panel').hidden, true);
  assert.equal(closed, 1, 'closing the list frees its games');
});

test('a long list is drawn 200 rows at a time; "more" says how many are left', () => {
  const doc = win.document;
  const $ = (id) => doc.getElementById(id);
  i18n.setLang('de', false);
  const many = Array.from({ length: 1450 }, (_, i) => row(i + 1, `Spieler ${i}`, 'Gegner'));
  gameList.show(many, 'gross.pgn');
  assert.equal($('games-rows').children.length, 200);
  assert.equal($('games-count').textContent, '1.450 Partien');
  assert.equal($('games-more').hidden, false);
  assert.equal($('games-more').textContent, 'Weitere 200 zeigen (noch 1.250)');
  for (let i = 0; i < 6; i++) $('games-more').click();
  assert.equal($('games-rows').children.length, 1400);
  assert.equal($('games-more').textContent, 'Weitere 50 zeigen (noch 50)');
  $('games-more').click();
  assert.equal($('games-rows').children.length, 1450);
  assert.equal($('games-more').hidden, true);
  // A filter starts again from the first 200 of what it keeps. "spieler 1": the names with a
  // digit 1 anywhere: 1000..1449 (450) and 271 of 0..999 (1000 less the 9^3 without a 1).
  $('games-player').value = 'spieler 1';
  $('games-player').dispatchEvent(new Event('input'));
  assert.equal($('games-rows').children.length, 200);
  assert.equal($('games-count').textContent, '721 von 1.450 Partien');
});
