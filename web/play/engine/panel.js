// The computer panel of the play page: its settings (against the computer, the player's
// colour, the level; remembered on this device), the one engine shared by the computer's moves
// (opponent.js) and the advice (advice.js), and the panel's status line. Needs client.js.
// Classic script: Chess960Play.enginePanel.
//
//   settings                 { on, color: the player's colour 'w' | 'b', level: 1..10, table: 2 }
//   engine() -> Chess960Engine | null   started on first use; null once it failed
//   computerColor() -> 'w' | 'b' | null  null while the player is not against the computer
//   key(snapshot) -> the position's key (start FEN and moves: repetitions count)
//   status(key | null, params)  the status line
//   onChange(fn(what))       told after a change: 'on', 'color', 'level' or 'failure'

const SETTINGS_KEY = 'chess960.play.engine';
// What the list of levels says of each: the rating measured against Stockfish at the level's
// move time (docs/engine.md, `node bench/match.mjs --movetime level`; null where no figure
// says more than the level's number) and the move time of level 10 (core/search/levels.cpp).
// The one place for these figures; the words are strings.js's.
const LEVEL_RATINGS = [null, '1150', null, '1600', null, '1800', null, '2100', null, '2250'];
const FULL_STRENGTH_SECONDS = 1;
// The level table the settings speak of (core/search/levels.cpp), and what each level of the
// table before it (levels 1..10) is now: docs/engine.md, "Levels".
const LEVEL_TABLE = 2;
const LEVEL_BEFORE_TABLE_2 = [1, 2, 3, 4, 4, 5, 6, 7, 9, 10];
// A new player's level: about 1600, where the default stood before table 2.
const DEFAULT_LEVEL = 4;
const WORKER_URL = 'play/engine/worker.js';
const doc = global.document;
const web = global.Chess960Web;
const listeners = [];
const settings = load();
let engine = null;
let failure = null;
let line = null;

// Returns the element with this id.
function $(id) {
  return doc.getElementById(id);
}

// Returns the remembered settings, or the defaults. A level remembered before the level table
// of 26 November 2026 (settings without `table`) becomes the level of about the same strength
// now, so that a player keeps the opponent they chose.
function load() {
  const out = { on: false, color: 'w', level: DEFAULT_LEVEL, table: LEVEL_TABLE };
  try {
    const saved = JSON.parse(web.page.storageGet(SETTINGS_KEY) || '{}');
    if (typeof saved.on === 'boolean') out.on = saved.on;
    if (saved.color === 'w' || saved.color === 'b') out.color = saved.color;
    if (Number.isInteger(saved.level) && saved.level >= 1 && saved.level <= 10)
      out.level = saved.table === LEVEL_TABLE ? saved.level : LEVEL_BEFORE_TABLE_2[saved.level - 1];
  } catch {
    /* the defaults */
  }
  return out;
}

// Writes the status line (null clears it); it follows language switches.
function status(key, params) {
  line = key ? [key, params] : null;
  $('engine-status').textContent = key ? web.i18n.t(key, params) : '';
}

// Marks the engine as unusable and says why.
function fail(error) {
  failure = (error && error.message) || String(error);
  engine = null;
  status('engine.noEngine', { why: failure });
  listeners.slice().forEach((fn) => fn('failure'));
}

// Returns the engine, started on first use (null once it failed).
function getEngine() {
  if (engine || failure) return engine;
  try {
    engine = new global.Chess960Engine(WORKER_URL);
    engine.ready().catch(fail);
  } catch (error) {
    fail(error);
  }
  return engine;
}

// Stores the settings and tells the listeners which one changed.
function changed(what) {
  web.page.storageSet(SETTINGS_KEY, JSON.stringify(settings));
  listeners.slice().forEach((fn) => fn(what));
}

// Writes each level's name into the list, in the page's language.
function labelLevels() {
  const t = web.i18n.t;
  doc.querySelectorAll('#engine-level option').forEach(function (option) {
    const n = Number(option.value);
    const rating = LEVEL_RATINGS[n - 1];
    if (n === 1) option.textContent = t('engine.levelBeginner', { n: n });
    else if (n === 10)
      option.textContent = t('engine.levelFull', { n: n, seconds: FULL_STRENGTH_SECONDS, rating: rating });
    else option.textContent = rating ? t('engine.levelRated', { n: n, rating: rating }) : String(n);
  });
}

// Binds the panel's controls to the settings.
function bind() {
  labelLevels();
  $('engine-on').checked = settings.on;
  $('engine-color').value = settings.color;
  $('engine-level').value = String(settings.level);
  $('engine-on').addEventListener('change', function () {
    settings.on = $('engine-on').checked;
    changed('on');
  });
  $('engine-color').addEventListener('change', function () {
    settings.color = $('engine-color').value === 'b' ? 'b' : 'w';
    changed('color');
  });
  $('engine-level').addEventListener('change', function () {
    settings.level = Number($('engine-level').value) || DEFAULT_LEVEL;
    changed('level');
  });
  web.i18n.onChange(function () {
    labelLevels();
    if (line) status(line[0], line[1]);
  });
}
