// The draw page's words (web/lang/<code>/draw-words.json, phrased by web/draw/phrasing.js): every
// step id and event id the core produces (every reachable state of every method walked through
// the library) is the list in the package's types and reads in all seven languages with every
// placeholder filled and no key missing; the piece letters are the core's (PIECE_LETTERS); a few
// sentences checked word for word against the rules. The modules as the page has them, in node.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import './package-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { createChess960Draw } = await import('chess960/draw');
const { addWords, languages } = await import('../../web/shared/i18n.js');
const Words = await import('../../web/draw/phrasing.js');
const draws = await createChess960Draw();
const LANGS = [...languages];

// The languages a page loads when chosen, given to the translator as the build's files would.
for (const code of LANGS.filter((c) => c !== 'de' && c !== 'en')) {
  const table = async (area) => (await import(`../../web/lang/${code}/${area}.json`)).default;
  addWords('draw-words', { [code]: await table('draw-words') });
  addWords('shared', { [code]: await table('shared') });
}

// Returns the string literals of `export type <name> = ...;` in the package's types.
function typeMembers(name) {
  const dts = fs
    .readFileSync(path.join(root, 'package', 'types', 'draw.d.ts'), 'utf8')
    .replace(/\/\*\*[\s\S]*?\*\//g, '');
  const body = dts.match(new RegExp(`export type ${name} =([^;]*);`))[1];
  return new Set([...body.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]));
}

// Checks one rendered text: not empty, every placeholder filled, no key or undefined shown.
function checkText(text, where) {
  assert.equal(typeof text, 'string', where);
  assert.ok(text.trim().length > 0, `${where}: empty`);
  assert.doesNotMatch(text, /\{\w*\}|undefined|NaN|null|\[object/, `${where}: ${text}`);
  assert.doesNotMatch(
    text,
    /\b(step|ask|what|where|again|label|event|done|method|piece|count|num)\.[a-z]/,
    `${where}: ${text}`,
  );
}

// Walks every state of a method once (same rank, step and moving bishop merged), rendering the
// instruction, every option and the events of every option in each language.
function walk(method) {
  const d = draws.startDraw(method);
  const seen = new Set();
  const found = { steps: new Set(), events: new Set(), texts: 0 };
  const render = (text, where) => {
    checkText(text, `${method} ${where}`);
    found.texts++;
  };
  function visit() {
    const req = d.next();
    const key = `${d.backRank()}|${req.step}|${req.from || ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.steps.add(req.step);
    assert.equal(req.outcomes.length, req.options.length);
    for (const lang of LANGS) render(Words.request(lang, method, req), `${lang} ${key}`);
    req.options.forEach((value, i) => {
      for (const lang of LANGS) render(Words.option(lang, req, i), `${lang} ${key} option ${value}`);
      const state = d.give(value);
      for (const e of state.events) found.events.add(e.event);
      if (state.events.length) {
        for (const lang of LANGS) render(Words.events(lang, state.events), `${lang} ${key} give ${value}`);
      }
      visit();
      d.undo();
    });
  }
  try {
    visit();
  } finally {
    d.delete();
  }
  return found;
}

test('every step and event of every method reads in all seven languages, as listed in the types', () => {
  const steps = new Set();
  const events = new Set();
  for (const { id } of draws.drawMethods()) {
    const found = walk(id);
    assert.ok(found.steps.has('done'), `${id} ends`);
    found.steps.forEach((s) => steps.add(s));
    found.events.forEach((e) => events.add(e));
  }
  assert.deepEqual([...steps].sort(), [...typeMembers('DrawStepId')].sort());
  assert.deepEqual([...events].sort(), [...typeMembers('DrawEventId')].sort());
  assert.deepEqual([...Words.missing], [], 'keys missing in a language');
});

test('every method has a name in all seven languages', () => {
  for (const { id } of draws.drawMethods()) {
    for (const lang of LANGS) checkText(Words.method(lang, id), `${lang} ${id}`);
    assert.notEqual(Words.method('de', id), Words.method('en', id));
  }
  assert.deepEqual([...Words.missing], []);
});

// Gives the values to a new draw of the method; returns { req, events } after the last one.
function after(method, values) {
  const d = draws.startDraw(method);
  try {
    let events = [];
    for (const v of values) events = d.give(v).events;
    return { req: d.next(), events };
  } finally {
    d.delete();
  }
}

test('the die: the first roll, word for word (docs/draw-methods.md)', () => {
  const { req } = after('die', []);
  assert.equal(
    Words.request('en', 'die', req),
    'Roll for the dark-squared bishop: 1–4 = a1, c1, e1, g1 (5, 6: roll again).',
  );
  assert.equal(
    Words.request('de', 'die', req),
    'Würfeln für den schwarzfeldrigen Läufer: 1–4 = a1, c1, e1, g1 (5, 6: noch einmal).',
  );
  assert.equal(Words.option('de', req, 1), '2 · c1');
  // Bishops c1, f1: the queen on the k-th of six free squares; 2 3 3 2 3 ends R K R.
  assert.equal(
    Words.request('en', 'die', after('die', [2, 3]).req),
    'Roll for the queen: the k-th of the six free squares from the left.',
  );
  const last = after('die', [2, 3, 3, 2, 3]);
  assert.equal(Words.events('en', last.events), '3: knight on g1. Rook, king, rook on the last three squares.');
  assert.equal(Words.events('de', last.events), '3: Springer auf g1. Turm, König, Turm auf die letzten drei Felder.');
  assert.equal(Words.request('de', 'die', last.req), 'Fertig: Turm, König, Turm stehen auf den letzten drei Feldern.');
});

test('coins: throws, the large coin, the die for 1..3 and a square without a throw', () => {
  // Light bishop 3 = f1, dark 2 = c1, king 3 = e1 (3rd of the middle four of a b d e g h).
  const { req } = after('coins', [3, 2, 3]);
  assert.equal(
    Words.request('en', 'coins', req),
    'Throw the large coin for the right rook (the free squares right of the king): back = 1, front = 2.',
  );
  assert.equal(Words.option('de', req, 1), '2 · Vorderseite → h1');
  const queen = after('coins-die', [3, 2, 3, 2, 1]).req;
  assert.equal(
    Words.request('en', 'coins-die', queen),
    'Roll the die for the queen (the k-th of the three free squares from the left): 1–3, and 4, 5, 6 count as 1, 2, 3.',
  );
  assert.equal(Words.option('en', queen, 4), '5 · d1'); // 5 counts as 2: b1 d1 g1
  // King d1 (1st of the middle four): the right rook e1, then the left rook has only c1.
  const forced = after('coins', [1, 1, 1, 1]);
  assert.equal(Words.events('en', forced.events), '1: rook on e1. Only one square: rook on c1.');
  assert.equal(Words.events('de', forced.events), '1: Turm auf e1. Nur ein Feld: Turm auf c1.');
});

test('the bag, Wheeler and the cards: swaps and moves, word for word', () => {
  const bag = after('bag', ['B', 'N', 'B', 'Q', 'K', 'R', 'N', 'R']);
  assert.equal(
    Words.events('en', bag.events),
    'Rook on h1. Both bishops on one colour: the pair a1-b1 is swapped. ' +
      'The king was not between the rooks: king and nearest rook swapped (e1 and f1).',
  );
  const choice = after('bag-wheeler', ['B', 'N', 'B', 'Q', 'K', 'R', 'N', 'R']).req;
  assert.match(
    Words.request('de', 'bag-wheeler', choice),
    /^Beide Läufer stehen auf schwarzen Feldern\. .* links \(a1\) oder rechts \(c1\)\.$/,
  );
  assert.equal(Words.option('de', choice, 0), 'linker Läufer (a1)');
  const black = after('bag-wheeler', ['B', 'N', 'B', 'Q', 'K', 'R', 'N', 'R', 'left']).req;
  assert.equal(Words.option('de', black, 4), 'S · Springer → d1'); // knight = 2nd light square
  const moved = after('bag-wheeler', ['B', 'N', 'B', 'Q', 'K', 'R', 'N', 'R', 'left', 'N']);
  assert.equal(
    Words.events('de', moved.events),
    'Läufer a1 zieht nach d1, dem 2. weißen Feld; die Dame von dort kommt nach a1. ' +
      'Der König stand nicht zwischen den Türmen: König und nächster Turm getauscht (e1 und f1).',
  );
  assert.match(
    Words.events('en', moved.events),
    /^Bishop a1 moves to d1, the 2nd light square; the queen from there goes to a1\. /,
  );
  const card = after('cards', [3, 2, 6, 4, 5, 1, 7, 8]).req;
  assert.equal(Words.option('en', card, 5), '6 · c1 → d1');
  assert.equal(Words.option('en', after('cards', [1]).req, 0), '2 · knight');
});

test('Platonic dice and Northam\u2019s placement, word for word', () => {
  const ico = after('platonic', [1, 1, 1]).req;
  assert.equal(Words.option('en', ico, 18), '19 · 46 → 44: g1, h1');
  const knights = after('platonic', [1, 1, 1, 19]);
  assert.equal(
    Words.events('en', knights.events),
    '19 → 46 → 44: knights on g1 and h1. Rook, king, rook on the last three squares.',
  );
  assert.equal(
    Words.request('de', 'platonic', after('platonic', [6]).req),
    'Tetraeder (1–4): der andere Läufer auf dieses schwarze Feld.',
  );
  const first = after('northam-placement', []).req;
  assert.equal(
    Words.request('en', 'northam-placement', first),
    'Black puts a piece on a free square (e.g. "Bc1"); left to place: 1 queen, 2 bishops, 2 knights.',
  );
  const second = after('northam-placement', ['Bc1']);
  assert.equal(
    Words.request('de', 'northam-placement', second.req),
    'Weiß stellt eine Figur auf ein freies Feld (z. B. „Lc1“); noch zu setzen: 1 Dame, 1 Läufer, 2 Springer.',
  );
  assert.equal(Words.events('de', second.events), 'Schwarz: Läufer auf c1.');
  assert.equal(Words.option('de', second.req, 0), 'Da1');
  assert.equal(Words.rank('de', 'RNBQKBNR'), 'TSLDKLST');
});

test('the piece letters are the core table’s in every language; the draw words have none of their own', async () => {
  const { PIECE_LETTERS } = await import('chess960/numbering');
  const bag = after('bag', []).req;
  assert.equal(bag.step, 'bag-piece');
  for (const lang of LANGS) {
    const own = (await import(`../../web/lang/${lang}/draw-words.json`)).default;
    assert.deepEqual(
      Object.keys(own).filter((key) => key === 'letters' || key.startsWith('piece.')),
      [],
      `${lang}: letters and piece names come from the core and the shared words`,
    );
    const letters = PIECE_LETTERS[lang];
    assert.equal(Words.rank(lang, 'RNBQKBNR'), [...'RNBQKBNR'].map((p) => letters[p]).join(''), lang);
    bag.outcomes.forEach((o, i) => assert.ok(Words.option(lang, bag, i).startsWith(letters[o.piece] + ' · '), lang));
  }
  assert.equal(Words.rank('pl', 'RNBQKBNR'), 'WSGHKGSW');
  assert.equal(Words.rank('fr', '--B--B--'), '--F--F--');
});
