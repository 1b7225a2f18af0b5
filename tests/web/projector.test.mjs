// The projector's countdown (web/projector/countdown.js) with a controlled clock, the hall view's
// cap at the chosen time (projector/view.js), and the link between control page and projector
// (projector/link.js) on two shim windows that share a storage and a BroadcastChannel hub: states
// shown in sequence order only, kept and restored across a reload, the postMessage way through
// the opened window when the channel connects nothing. Node on the DOM shim, no browser.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createWindow, runScripts } from '../../scripts/dom-shim.mjs';
import { loadApi } from '../js/load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const plain = (value) => JSON.parse(JSON.stringify(value));

// A clock the test moves by hand.
function manualClock(t = Date.UTC(2026, 2, 1, 10)) {
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
  };
}

// Returns a shim window with events (addEventListener / dispatch) and the link's scripts loaded.
function pageWindow({ storage, hub, files = ['web/projector/countdown.js', 'web/projector/link.js'] } = {}) {
  const win = createWindow({ storage });
  const listeners = {};
  win.addEventListener = (type, fn) => (listeners[type] ||= []).push(fn);
  win.dispatch = (type, ev) => (listeners[type] || []).forEach((fn) => fn(ev));
  win.location.protocol = 'http:';
  win.location.origin = 'http://127.0.0.1';
  win.setInterval = () => 0;
  win.clearInterval = () => {};
  win.postMessage = (data) => win.dispatch('message', { data, source: win.sender, origin: 'http://127.0.0.1' });
  if (hub) win.BroadcastChannel = hub.Channel;
  runScripts(root, win, files);
  return win;
}

// A BroadcastChannel hub: messages go to every other channel of the same name (held back until
// flush(), in the order given to it, or reordered by the test).
function channelHub() {
  const hub = { open: [], queue: [] };
  hub.Channel = class {
    constructor(name) {
      this.name = name;
      hub.open.push(this);
    }
    postMessage(data) {
      hub.open
        .filter((c) => c !== this && c.name === this.name)
        .forEach((c) => hub.queue.push(() => c.onmessage?.({ data: structuredClone(data) })));
    }
    close() {
      hub.open = hub.open.filter((c) => c !== this);
    }
  };
  hub.flush = () => {
    while (hub.queue.length) hub.queue.shift()();
  };
  return hub;
}

test('countdown: remaining time and its text follow the controlled clock to the end', () => {
  const { countdown } = pageWindow().Chess960Projector;
  const clock = manualClock();
  const endsAt = countdown.start(5, clock);
  assert.equal(endsAt, clock.now() + 300000);
  assert.equal(countdown.format(countdown.remaining(endsAt, clock)), '5:00');
  clock.advance(800); // 4:59.2 left: rounded up
  assert.equal(countdown.format(countdown.remaining(endsAt, clock)), '5:00');
  clock.advance(200);
  assert.equal(countdown.format(countdown.remaining(endsAt, clock)), '4:59');
  clock.advance(149000);
  assert.equal(countdown.remaining(endsAt, clock), 150000);
  assert.equal(countdown.format(150000), '2:30');
  clock.advance(149999);
  assert.equal(countdown.format(countdown.remaining(endsAt, clock)), '0:01', '0:00 only at the end');
  clock.advance(1);
  assert.equal(countdown.remaining(endsAt, clock), 0);
  clock.advance(60000);
  assert.equal(countdown.remaining(endsAt, clock), 0, 'never below zero');
  assert.equal(countdown.start(0, clock), null, 'off: no countdown');
  assert.equal(countdown.remaining(null, clock), 0);
  assert.equal(countdown.format(15 * 60000), '15:00');
});

test('countdown: typed minutes (off, comma, "min"), out of range refused', () => {
  const { countdown } = pageWindow().Chess960Projector;
  const cases = { 5: 5, '2,5': 2.5, '10 min': 10, ' 15 ': 15, off: 0, aus: 0, 0: 0, '': 0, 0.5: 0.5, 180: 180 };
  for (const [text, want] of Object.entries(cases)) assert.equal(countdown.minutes(text), want, text);
  for (const bad of ['0.4', '181', 'five', '-3', '1e2', '5:00']) assert.equal(countdown.minutes(bad), null, bad);
});

test('countdown: the ticker draws at once and every 250 ms until stopped', () => {
  const { countdown } = pageWindow().Chess960Projector;
  let ticks = 0;
  const timers = {
    setInterval: (fn, ms) => {
      assert.equal(ms, 250);
      timers.fn = fn;
      return 7;
    },
    clearInterval: (id) => (timers.cleared = id),
  };
  const t = countdown.ticker(() => ticks++, timers);
  assert.equal(ticks, 1);
  timers.fn();
  timers.fn();
  assert.equal(ticks, 3);
  t.stop();
  assert.equal(timers.cleared, 7);
});

test('hall view: the countdown never shows more than the time chosen (clocks of two windows differ)', async () => {
  const api = await loadApi();
  const win = pageWindow({
    files: [
      'web/shared/i18n.js',
      'web/shared/page.js',
      'web/board/pieces.js',
      'web/board/board.js',
      'web/projector/countdown.js',
      'web/projector/strings.js',
      'web/projector/view.js',
    ],
  });
  const clock = manualClock();
  const frame = win.document.createElement('div');
  const view = win.Chess960Projector.view.create(frame, api, clock);
  const time = () => frame.querySelector('[data-countdown]');
  // The control page's clock ran 40 s ahead: its end time is 5:40 away by this window's clock.
  view.show({ seq: 1, event: 'E', round: 1, number: 742, minutes: 5, endsAt: clock.now() + 340000 });
  assert.equal(time().textContent, '5:00');
  assert.equal(frame.querySelector('.hall-title').textContent, 'Runde 1 · Nr. 742');
  clock.advance(41000);
  view.tick();
  assert.equal(time().textContent, '4:59');
  clock.advance(299000);
  view.tick();
  assert.equal(time().hidden, true, 'over: the countdown goes');
  assert.equal(frame.querySelector('.hall-caption').textContent, 'Die Uhren laufen.');
  assert.equal(frame.querySelectorAll('[data-piece]').length, 32, 'the position stays');
});

test('link: the projector shows states in sequence order only, and answers each', () => {
  const storage = new Map();
  const hub = channelHub();
  const control = pageWindow({ storage, hub }).Chess960Projector.link.control();
  const shown = [];
  const acks = [];
  control.onShown((seq) => acks.push(seq));
  const wall = pageWindow({ storage, hub });
  wall.Chess960Projector.link.projector((s) => shown.push(s.seq));
  hub.flush(); // the projector's hello: nothing sent yet, nothing to answer
  control.send({ event: 'E', round: 1, number: 10 });
  control.send({ event: 'E', round: 2, number: 20 });
  control.send({ event: 'E', round: 3, number: 30 });
  hub.queue.reverse(); // the channel delivers 3, 2, 1
  hub.flush();
  assert.deepEqual(shown, [3], 'an older state arriving late is not shown');
  hub.flush();
  assert.deepEqual(acks, [3]);
  assert.equal(control.current().round, 3);
});

test('link: the state is kept; a reloaded control page continues the sequence, a reloaded projector shows it at once', () => {
  const storage = new Map();
  const hub = channelHub();
  let control = pageWindow({ storage, hub }).Chess960Projector.link.control();
  const sent = control.send({ event: 'E', round: 2, number: 123, endsAt: 1234, minutes: 5, blank: false });
  assert.deepEqual(plain(JSON.parse(storage.get('chess960.projector'))), plain(sent));
  control = pageWindow({ storage, hub }).Chess960Projector.link.control(); // reload
  assert.deepEqual(plain(control.current()), plain(sent));
  assert.equal(control.send({ event: 'E', round: 3, number: 456 }).seq, sent.seq + 1);
  const shown = [];
  pageWindow({ storage, hub }).Chess960Projector.link.projector((s) => shown.push(plain(s)));
  assert.equal(shown.length, 1, 'shown before any message');
  assert.equal(shown[0].round, 3);
  assert.equal(shown[0].seq, 2);
  // Unreadable storage: nothing kept, nothing shown, no crash.
  const broken = new Map([['chess960.projector', '{not json']]);
  const none = [];
  pageWindow({ storage: broken, hub: channelHub() }).Chess960Projector.link.projector((s) => none.push(s));
  assert.deepEqual(none, []);
});

test('link: without a working channel the states go through the opened window and its opener', () => {
  const storage = new Map();
  const dead = {
    Channel: class {
      postMessage() {}
      close() {}
    },
  };
  const controlWin = pageWindow({ storage, hub: dead });
  const wallWin = pageWindow({ storage: new Map(), hub: dead }); // no shared storage either
  wallWin.opener = controlWin;
  wallWin.sender = controlWin; // messages arriving at the projector come from the control window
  controlWin.sender = wallWin;
  const control = controlWin.Chess960Projector.link.control();
  control.attach(wallWin);
  const shown = [];
  wallWin.Chess960Projector.link.projector((s) => shown.push(s.round));
  control.send({ event: 'E', round: 1, number: 5 });
  control.send({ event: 'E', round: 2, number: 6 });
  assert.deepEqual(shown, [1, 2]);
  // A message from a window of another site is ignored.
  wallWin.dispatch('message', {
    data: { type: 'state', seq: 99, state: { seq: 99, round: 9 } },
    source: controlWin,
    origin: 'https://elsewhere.example',
  });
  assert.deepEqual(shown, [1, 2]);
});
