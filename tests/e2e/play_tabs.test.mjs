// Browser tests of the play page in several tabs of one browser: a new tab starts its own game
// and takes up only a game that no open tab shows (one a closed tab left); two tabs on one game
// (opened from the recent list) stay one game when each answers the other's move as soon as it
// sees it; and when both play at nearly the same moment (0 to 55 ms apart, 20 rounds) no move is
// lost: every line a tab showed is in a saved game, and each tab shows what is saved for it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage } from './browser.mjs';

const PREFIX = 'chess960.play.game.';

describe('play page in several tabs', () => {
  const site = useSite();

  // Opens play.html (with a query) as a new tab of `context` (a fresh one when null).
  const open = (query, context) =>
    openPage(site.browser, `${site.server.url}play.html${query}`, { context, timeout: 15000 });

  const moveTexts = (page) => page.$$eval('#move-list [data-ply]', (ns) => ns.map((n) => n.textContent));

  // Waits until the move list has n half-moves.
  function waitPlies(page, n, timeout = 10000) {
    return page.waitForFunction((k) => document.querySelectorAll('#move-list [data-ply]').length === k, n, {
      timeout,
    });
  }

  // Plays a move typed into the move box.
  async function textMove(page, text) {
    const n = (await moveTexts(page)).length;
    await page.fill('#move-input', text);
    await page.press('#move-input', 'Enter');
    await waitPlies(page, n + 1);
  }

  // Opens the tab's PGN panel (its export is the game the tab shows, written after every change)
  // and loads a library of the test's own in the page to read that export.
  const watchPgn = (page) =>
    page.evaluate(async () => {
      document.getElementById('pgn-section').open = true;
      window.testLibrary = window.testLibrary || (await window.createChess960());
    });

  // Plays, as a human move typed into the move box, a legal move of the position the tab shows
  // (its PGN export) that does not end the game and promotes nothing (chosen by `seed`), at the
  // time `at` (Date.now() in the page; now when left out); resolves to the tab's moves after it,
  // or null when none was played.
  const playOwnMove = (page, seed, at = 0) =>
    page.evaluate(
      ({ s, at }) => {
        // Returns the game of the tab's PGN export (the caller deletes it).
        const shownGame = () => window.testLibrary.readPgn(document.getElementById('pgn-out').value);
        // Returns the moves the tab shows.
        const shownLine = () => {
          const game = shownGame();
          try {
            return game.view().history.uci.slice();
          } finally {
            game.delete();
          }
        };
        // Returns the chosen move of the position on the tab's board.
        const choose = () => {
          const probe = shownGame();
          try {
            const moves = probe.legalMoves().filter((m) => m.length === 4);
            for (let k = 0; k < moves.length; k++) {
              const uci = moves[(s + k) % moves.length];
              probe.play(uci);
              const going = probe.status().result === '*';
              probe.undo();
              if (going) return uci;
            }
            return null;
          } finally {
            probe.delete();
          }
        };
        const move = () => {
          const before = shownLine().length;
          const uci = choose();
          if (!uci) return null;
          document.getElementById('move-input').value = uci;
          document.getElementById('move-form').requestSubmit();
          const after = shownLine();
          return after.length > before ? after : null;
        };
        return new Promise((resolve) => setTimeout(() => resolve(move()), Math.max(0, at - Date.now())));
      },
      { s: seed, at },
    );

  // Returns every saved game's moves (as one tab reads localStorage).
  const savedLines = (page) =>
    page.evaluate(
      (prefix) =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(prefix) && !k.endsWith('.backup'))
          .map((k) => JSON.parse(localStorage.getItem(k)).moves),
      PREFIX,
    );

  // Returns the tab's game: its id (the tab's key in sessionStorage), the moves it shows (its PGN
  // export) and the moves saved under that id.
  const tabState = (page) =>
    page.evaluate((prefix) => {
      const id = sessionStorage.getItem('chess960.play.tab');
      const game = window.testLibrary.readPgn(document.getElementById('pgn-out').value);
      const moves = game.view().history.uci.slice();
      game.delete();
      const saved = JSON.parse(localStorage.getItem(prefix + id));
      return { id, moves, saved: saved && saved.moves };
    }, PREFIX);

  const startsWith = (line, prefix) => prefix.every((m, i) => line[i] === m);

  test('a new tab starts its own game; a game a closed tab left is taken up by the next new tab', async () => {
    const first = await open('?n=518', null);
    const { context } = first;
    const a = first.page;
    await textMove(a, 'e4');
    const second = await open('', context);
    const b = second.page;
    assert.deepEqual(await moveTexts(b), [], 'the second tab does not continue the first tab’s game');
    const ids = await Promise.all([a, b].map((p) => p.evaluate(() => sessionStorage.getItem('chess960.play.tab'))));
    assert.notEqual(ids[0], ids[1]);
    await textMove(b, 'd4');
    // Tab A closes: the next new tab takes its game up (after a browser restart, too).
    await a.close();
    const third = await open('', context);
    const c = third.page;
    assert.deepEqual(await moveTexts(c), ['e4']);
    assert.match(await c.textContent('#notice'), /wiederhergestellt/);
    // Another new tab: both saved games are shown by tabs B and C, so it starts its own.
    const fourth = await open('', context);
    assert.deepEqual(await moveTexts(fourth.page), []);
    assert.deepEqual([...first.problems, ...second.problems, ...third.problems, ...fourth.problems], []);
    await context.close();
  });

  // Makes tab `b` show tab `a`'s game again (from the recent list, replacing its own).
  async function join(b, a) {
    await watchPgn(a);
    await watchPgn(b);
    const target = await tabState(a);
    const mine = await tabState(b);
    if (mine.id === target.id) return false;
    if (!(await b.evaluate(() => document.getElementById('recent-section').open))) {
      await b.click('#recent-section summary');
    }
    await b.click(`#recent-list button[data-game-id="${target.id}"]`);
    if (mine.moves.length) await b.click('#confirm-choices button:text("Ja, ersetzen")');
    await b.waitForFunction((id) => sessionStorage.getItem('chess960.play.tab') === id, target.id);
    return true;
  }

  test('two tabs on one game, each answering as soon as it sees the other’s move: one game of 40 half-moves', async (t) => {
    const first = await open('?n=518', null);
    const { context } = first;
    const a = first.page;
    await textMove(a, 'e4');
    const second = await open('', context);
    const b = second.page;
    await join(b, a);
    await waitPlies(b, 1);
    const gaps = [];
    let line = ['e2e4'];
    for (let ply = 1; ply < 40; ply++) {
      const [mover, other] = ply % 2 ? [b, a] : [a, b];
      const t0 = Date.now();
      line = await playOwnMove(mover, ply * 7 + 3);
      assert.ok(line, `half-move ${ply + 1}: a move was played`);
      await waitPlies(other, line.length);
      gaps.push(Date.now() - t0);
    }
    // Both tabs show the same game, saved once; nothing was forked.
    assert.equal(line.length, 40);
    const [stateA, stateB] = [await tabState(a), await tabState(b)];
    assert.equal(stateA.id, stateB.id, 'one game');
    assert.deepEqual(stateA.moves, line);
    assert.deepEqual(stateB.moves, line);
    assert.deepEqual(stateA.saved, line);
    const withMoves = (await savedLines(a)).filter((l) => l.length);
    assert.equal(withMoves.length, 1, 'no second game was made');
    for (const p of [a, b]) assert.doesNotMatch(await p.textContent('#notice'), /eigene Partie/);
    gaps.sort((x, y) => x - y);
    t.diagnostic(`a move, then the other tab shows it: median ${gaps[19]} ms, longest ${gaps[38]} ms`);
    assert.deepEqual([...first.problems, ...second.problems], []);
    await context.close();
  });

  test('two tabs on one game playing 0–55 ms apart, 20 rounds: no move is lost', async (t) => {
    const first = await open('?n=518', null);
    const { context } = first;
    const a = first.page;
    await textMove(a, 'e4');
    const second = await open('', context);
    const b = second.page;
    await join(b, a);
    await waitPlies(b, 1);
    const shown = []; // every line a tab showed right after its own move
    const gaps = [0, 5, 15, 30, 55];
    let forks = 0;
    for (let round = 0; round < 20; round++) {
      if (await join(b, a)) forks++;
      // Both tabs move on their own clock: A at `at`, B `gap` ms later, each from what it shows.
      const at = (await a.evaluate(() => Date.now())) + 100;
      const gap = gaps[round % gaps.length];
      const moved = await Promise.all([playOwnMove(a, round * 11 + 1, at), playOwnMove(b, round * 13 + 5, at + gap)]);
      for (const got of moved) if (got) shown.push(got);
      await a.waitForTimeout(150);
    }
    await a.waitForTimeout(500);
    assert.ok(shown.length >= 30, `the tabs played (${shown.length} moves)`);
    const saved = await savedLines(a);
    const lost = shown.filter((l) => !saved.some((s) => startsWith(s, l)));
    assert.deepEqual(lost, [], `every line a tab showed is in a saved game (${lost.length} of ${shown.length} lost)`);
    // Each tab shows what is saved under its game's id.
    for (const p of [a, b]) {
      const s = await tabState(p);
      assert.deepEqual(s.moves, s.saved);
    }
    t.diagnostic(
      `${shown.length} moves; ${forks} times both tabs went on from one position and one line became a game of its own`,
    );
    assert.deepEqual([...first.problems, ...second.problems], []);
    await context.close();
  });
});
