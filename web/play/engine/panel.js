// @ts-nocheck
// The computer panel of the play page: its settings (against the computer, the player's
// colour, the level; remembered on this device), the one engine shared by the computer's moves
// (opponent.js) and the advice (advice.js), and the panel's status line.
//
//   settings                 { on, color: the player's colour 'w' | 'b', level: 1..10, table: 2 }
//   engine() -> Chess960Engine | null   started on first use; null once it failed
//   computerColor() -> 'w' | 'b' | null  null while the player is not against the computer
//   key(snapshot) -> the position's key (start FEN and moves: repetitions count)
//   status(key | null, params)  the status line
//   onChange(fn(what))       told after a change: 'on', 'color', 'level' or 'failure'
//   fail(error)              the engine is unusable (said in the status line)
//   setUp()                  binds the panel's controls
import { byId } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { storageGet, storageSet } from '../../shared/page.js';
import { Chess960Engine } from './client.js';
import './words.js';

const SETTINGS_KEY = 'chess960.play.engine';
// What the list of levels says of each: the rating measured against Stockfish on start positions
// no change was chosen by, rounded down to 50 (docs/engine.md, "Levels on the reporting set").
// Level 1 lies below Stockfish's weakest setting and is only called a beginner; level 10 was
// measured at 0.2 s a move and plays 1 s here, hence "at least". The move time of level 10 is
// core/search/levels.cpp's. The one place for these figures; the words are the play-engine
// area's (lang/<code>/play-engine.js).
const LEVEL_RATINGS = [null, '1150', '1400', '1600', '1700', '1750', '2050', '2100', '2150', '2200+'];
const FULL_STRENGTH_SECONDS = 1;
// The level table the settings speak of (core/search/levels.cpp), and what each level of the
// table before it (levels 1..10) is now: docs/engine.md, "Levels".
const LEVEL_TABLE = 2;
const LEVEL_BEFORE_TABLE_2 = [1, 2, 3, 4, 4, 5, 6, 7, 9, 10];
// A new player's level: about 1600, where the default stood before table 2.
const DEFAULT_LEVEL = 4;
const WORKER_URL = 'play/engine/worker.js';
const listeners = [];
export const settings = load();
let running = null; // the engine, once started
let failure = null;
let line = null;

// Returns the remembered settings, or the defaults. A level remembered before the level table
// of 26 November 2026 (settings without `table`) becomes the level of about the same strength
// now, so that a player keeps the opponent they chose.
function load() {
  const out = { on: false, color: 'w', level: DEFAULT_LEVEL, table: LEVEL_TABLE };
  try {
    const saved = JSON.parse(storageGet(SETTINGS_KEY) || '{}');
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
export function status(said, params) {
  line = said ? [said, params] : null;
  byId('engine-status').textContent = said ? i18n.t(said, params) : '';
}

// Marks the engine as unusable and says why.
export function fail(error) {
  failure = (error && error.message) || String(error);
  running = null;
  status('engine.noEngine', { why: failure });
  listeners.slice().forEach((fn) => fn('failure'));
}

// Returns the engine, started on first use (null once it failed).
export function engine() {
  if (running || failure) return running;
  try {
    running = new Chess960Engine(WORKER_URL);
    running.ready().catch(fail);
  } catch (error) {
    fail(error);
  }
  return running;
}

// Stores the settings and tells the listeners which one changed.
function changed(what) {
  storageSet(SETTINGS_KEY, JSON.stringify(settings));
  listeners.slice().forEach((fn) => fn(what));
}

// Writes each level's name into the list, in the page's language.
function labelLevels() {
  const t = i18n.t;
  document.querySelectorAll('#engine-level option').forEach(function (option) {
    const n = Number(option.value);
    const rating = LEVEL_RATINGS[n - 1];
    if (n === 1) option.textContent = t('engine.levelBeginner', { n: n });
    else if (n === 10)
      option.textContent = t('engine.levelFull', { n: n, seconds: FULL_STRENGTH_SECONDS, rating: rating });
    else option.textContent = rating ? t('engine.levelRated', { n: n, rating: rating }) : String(n);
  });
}

// Levels 8-10 differ only in their move time: on a slower device each plays like the one below.
function showPhoneNote() {
  byId('engine-level-note').hidden = settings.level < 8;
}

// Binds the panel's controls to the settings.
export function setUp() {
  labelLevels();
  byId('engine-on').checked = settings.on;
  byId('engine-color').value = settings.color;
  byId('engine-level').value = String(settings.level);
  showPhoneNote();
  byId('engine-on').addEventListener('change', function () {
    settings.on = byId('engine-on').checked;
    changed('on');
  });
  byId('engine-color').addEventListener('change', function () {
    settings.color = byId('engine-color').value === 'b' ? 'b' : 'w';
    changed('color');
  });
  byId('engine-level').addEventListener('change', function () {
    settings.level = Number(byId('engine-level').value) || DEFAULT_LEVEL;
    showPhoneNote();
    changed('level');
  });
  i18n.onChange(function () {
    labelLevels();
    if (line) status(line[0], line[1]);
  });
}

// Returns the computer's colour while the player is against the computer, else null.
export function computerColor() {
  if (!settings.on || failure) return null;
  return settings.color === 'w' ? 'b' : 'w';
}

// Returns the key of the position of a controller snapshot.
export function key(snap) {
  return snap.startFen + '|' + snap.moves.join(' ');
}

// Calls fn(what) after a change of the settings or a failure.
export function onChange(fn) {
  listeners.push(fn);
}
