// The projector's countdown (components/projector/countdown.js) with a controlled clock, the hall
// view's cap at the chosen time (components/projector/view.js, on a happy-dom window), and the
// link between control page and projector (components/projector/link.js) on two stand-in windows
// that share a storage and a BroadcastChannel hub: states shown in sequence order only, kept and
// restored across a reload, the postMessage way through the opened window when the channel
// connects nothing. Node, no browser.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeDom, installDom } from './dom.mjs';
import './package-names.mjs';

const win = installDom({ url: 'http://127.0.0.1/wall.html?projector=1&lang=de', lang: 'de' });
const countdown = await import('../../web/components/projector/countdown.js');
const link = await import('../../web/components/projector/link.js');
const view = await import('../../web/components/projector/view.js');
const { createChess960 } = await import('chess960');
after(closeDom);

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

// Returns a window as the link sees one (the window it is given): a storage, events
// (addEventListener / dispatch), its address, timers that never fire, postMessage from `sender`
// and the hub's BroadcastChannel.
function pageWindow({ storage = new Map(), hub } = {}) {
  const listeners = {};
  const win = {
    localStorage: {
      getItem: (k) => (storage.has(k) ? storage.get(k) : null),
      setItem: (k, v) => storage.set(k, String(v)),
      removeItem: (k) => storage.delete(k),
    },
    location: { protocol: 'http:', origin: 'http://127.0.0.1', href: 'http://127.0.0.1/wall.html' },
    opener: null,
    addEventListener: (type, fn) => (listeners[type] ||= []).push(fn),
    dispatch: (type, ev) => (listeners[type] || []).forEach((fn) => fn(ev)),
    setInterval: () => 0,
    clearInterval: () => {},
    postMessage: (data) => win.dispatch('message', { data, source: win.sender, origin: 'http://127.0.0.1' }),
  };
  if (hub) win.BroadcastChannel = hub.Channel;
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
  const cases = { 5: 5, '2,5': 2.5, '10 min': 10, ' 15 ': 15, off: 0, aus: 0, 0: 0, '': 0, 0.5: 0.5, 180: 180 };
  for (const [text, want] of Object.entries(cases)) assert.equal(countdown.minutes(text), want, text);
  for (const bad of ['0.4', '181', 'five', '-3', '1e2', '5:00']) assert.equal(countdown.minutes(bad), null, bad);
});

test('countdown: the ticker draws at once and every 250 ms until stopped', () => {
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
  const api = await createChess960();
  const clock = manualClock();
  const frame = win.document.createElement('div');
  const hall = view.create(frame, api, clock);
  const time = () => frame.querySelector('[data-countdown]');
  // The control page's clock ran 40 s ahead: its end time is 5:40 away by this window's clock.
  hall.show({ seq: 1, event: 'E', round: 1, number: 742, minutes: 5, endsAt: clock.now() + 340000 });
  assert.equal(time().textContent, '5:00');
  assert.equal(frame.querySelector('.hall-title').textContent, 'Runde 1 · Nr. 742');
  clock.advance(41000);
  hall.tick();
  assert.equal(time().textContent, '4:59');
  clock.advance(299000);
  hall.tick();
  assert.equal(time().hidden, true, 'over: the countdown goes');
  assert.equal(frame.querySelector('.hall-caption').textContent, 'Die Uhren laufen.');
  assert.equal(frame.querySelectorAll('[data-piece]').length, 32, 'the position stays');
});

test('link: the projector shows states in sequence order only, and answers each', () => {
  const storage = new Map();
  const hub = channelHub();
  const control = link.control(pageWindow({ storage, hub }));
  const shown = [];
  const acks = [];
  control.onShown((seq) => acks.push(seq));
  const wall = pageWindow({ storage, hub });
  link.projector((s) => shown.push(s.seq), wall);
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
  let control = link.control(pageWindow({ storage, hub }));
  const sent = control.send({ event: 'E', round: 2, number: 123, endsAt: 1234, minutes: 5, blank: false });
  assert.deepEqual(plain(JSON.parse(storage.get('chess960.projector'))), plain(sent));
  control = link.control(pageWindow({ storage, hub })); // reload
  assert.deepEqual(plain(control.current()), plain(sent));
  assert.equal(control.send({ event: 'E', round: 3, number: 456 }).seq, sent.seq + 1);
  const shown = [];
  link.projector((s) => shown.push(plain(s)), pageWindow({ storage, hub }));
  assert.equal(shown.length, 1, 'shown before any message');
  assert.equal(shown[0].round, 3);
  assert.equal(shown[0].seq, 2);
  // Unreadable storage: nothing kept, nothing shown, no crash.
  const broken = new Map([['chess960.projector', '{not json']]);
  const none = [];
  link.projector((s) => none.push(s), pageWindow({ storage: broken, hub: channelHub() }));
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
  const control = link.control(controlWin);
  control.attach(wallWin);
  const shown = [];
  link.projector((s) => shown.push(s.round), wallWin);
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
