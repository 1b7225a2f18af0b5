// Browser test of the projector link from file:// (projector/link.js): the control page
// (event.html) opens the projector window (wall.html?projector=1) and both stay in step, with
// the real BroadcastChannel, and with a channel that connects nothing and no storage events (a
// browser that keeps two file:// pages apart), where the messages go by postMessage through the
// window the control page opened and its window.opener. Reloading either window keeps the round.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openPage, fileUrl } from './browser.mjs';

// Runs in every page of the context before its scripts: a BroadcastChannel that delivers nothing
// and storage events that never reach the page.
function cutChannel() {
  window.BroadcastChannel = class {
    postMessage() {}
    close() {}
  };
  window.addEventListener('storage', (ev) => ev.stopImmediatePropagation(), true);
}

describe('projector from file://', () => {
  const site = useSite();

  for (const mode of ['channel', 'postMessage only']) {
    test(`control page and projector stay in step (${mode})`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      if (mode !== 'channel') await context.addInitScript(cutChannel);
      const { page: control, problems } = await openPage(site.browser, fileUrl('event.html'), { context });
      assert.equal(new URL(control.url()).protocol, 'file:');
      await control.fill('#name', 'Datei');
      await control.fill('#rounds', '4');
      await control.click('#new-form button[type=submit]');
      await control.waitForSelector('#current:not([hidden])');
      const [wall] = await Promise.all([context.waitForEvent('page'), control.click('#open-projector')]);
      await wall.waitForSelector('html[data-ready="true"]');
      const title = () => wall.textContent('.hall-title');
      const roundOnWall = (r, n) =>
        wall.waitForFunction(
          ([r2, n2]) => document.querySelector('.hall-title').textContent === `Runde ${r2} · Nr. ${n2}`,
          [r, n],
          { timeout: 8000 },
        );
      const numberOf = (r) => control.textContent(`#rounds-body tr:nth-child(${r}) td.number`);
      // Round 1 with a 5-minute countdown.
      await control.click('#reveal');
      await control.selectOption('#study', '5');
      await control.click('#project');
      await roundOnWall(1, await numberOf(1));
      assert.match(await wall.textContent('.hall-time'), /^(5:00|4:5\d)$/);
      assert.equal(await control.textContent('#preview .hall-title'), await title());
      // Round 2, no countdown.
      await control.click('#reveal');
      await control.selectOption('#study', '0');
      await control.click('#project');
      await roundOnWall(2, await numberOf(2));
      // The projector reloads: same round; the control page reaches it again.
      await wall.reload();
      await wall.waitForSelector('html[data-ready="true"]');
      assert.equal(await title(), `Runde 2 · Nr. ${await numberOf(2)}`);
      await control.click('#blank');
      await wall.waitForSelector('.hall-blank', { timeout: 8000 });
      await control.click('#blank');
      await wall.waitForSelector('.hall:not(.hall-blank)', { timeout: 8000 });
      // The control page reloads: it finds the projector again (its answer, or the channel).
      await control.reload();
      await control.waitForSelector('html[data-ready="true"]');
      await control.click('#reveal');
      await control.click('#project');
      await roundOnWall(3, await numberOf(3));
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
