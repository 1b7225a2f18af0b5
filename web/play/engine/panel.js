// @ts-check
// The computer panel of the play page: its settings (against the computer, the player's
// colour, the level; remembered on this device, settings.js), the one engine shared by the
// computer's moves (opponent.js) and the advice (advice.js), and the panel's status line. One
// panel per page, made by main.js; it tells its followers (onChange) after a change of a setting
// ('on', 'color', 'level') or a failure ('failure').
import { byId } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { Chess960Engine } from './client.js';
import { DEFAULT_LEVEL, readSettings, writeSettings } from './settings.js';
import './words.js';

/**
 * @import { EngineSettings } from './settings.js'
 * @typedef {'on' | 'color' | 'level' | 'failure'} PanelChange what changed: a setting or the engine
 */

// What the list of levels says of each: the rating measured against Stockfish on start positions
// no change was chosen by, rounded down to 50 (docs/engine.md, "Levels on the reporting set").
// Level 1 lies below Stockfish's weakest setting and is only called a beginner; level 10 was
// measured at 0.2 s a move and plays 1 s here, hence "at least". The move time of level 10 is
// core/search/levels.cpp's. The one place for these figures; the words are the play-engine
// area's (lang/<code>/play-engine.js).
const LEVEL_RATINGS = [null, '1150', '1400', '1600', '1700', '1750', '2050', '2100', '2150', '2200+'];
const FULL_STRENGTH_SECONDS = 1;
const WORKER_URL = 'play/engine/worker.js';

// Returns an element of the panel (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

// Writes each level's name into the list, in the page's language.
function labelLevels() {
  const t = i18n.t;
  document.querySelectorAll('#engine-level option').forEach(function (option) {
    const n = Number(option.getAttribute('value'));
    const rating = LEVEL_RATINGS[n - 1];
    if (n === 1) option.textContent = t('engine.levelBeginner', { n: n });
    else if (n === 10)
      option.textContent = t('engine.levelFull', { n: n, seconds: FULL_STRENGTH_SECONDS, rating: rating });
    else option.textContent = rating ? t('engine.levelRated', { n: n, rating: rating }) : String(n);
  });
}

/** The computer panel of one page; see the header. */
export class EnginePanel {
  constructor() {
    /** @type {EngineSettings} */
    this.settings = readSettings();
    /** @type {Chess960Engine | null} the engine, once started */
    this.running = null;
    /** @type {string | null} why the engine is unusable, once it failed */
    this.failure = null;
    /** @type {[string, object | undefined] | null} the status line's words and parameters */
    this.line = null;
    /** @type {((what: PanelChange) => void)[]} */
    this.listeners = [];
    this.fail = this.fail.bind(this);
  }

  /**
   * Writes the status line (null clears it); it follows language switches.
   * @param {string | null} said the key of its words
   * @param {object} [params]
   */
  status(said, params) {
    this.line = said ? [said, params] : null;
    part('engine-status').textContent = said ? i18n.t(said, params) : '';
  }

  /**
   * Marks the engine as unusable and says why.
   * @param {unknown} error
   */
  fail(error) {
    this.failure = (error instanceof Error && error.message) || String(error);
    this.running = null;
    this.status('engine.noEngine', { why: this.failure });
    this.tell('failure');
  }

  /** @returns {Chess960Engine | null} the engine, started on first use (null once it failed) */
  engine() {
    if (this.running || this.failure) return this.running;
    try {
      this.running = new Chess960Engine(WORKER_URL);
      this.running.ready().catch(this.fail);
    } catch (error) {
      this.fail(error);
    }
    return this.running;
  }

  /** @param {PanelChange} what tells the followers what changed */
  tell(what) {
    this.listeners.slice().forEach((fn) => fn(what));
  }

  /** @param {PanelChange} what stores the settings and tells the followers which one changed */
  changed(what) {
    writeSettings(this.settings);
    this.tell(what);
  }

  // Levels 8-10 differ only in their move time: on a slower device each plays like the one below.
  showPhoneNote() {
    part('engine-level-note').hidden = this.settings.level < 8;
  }

  // Binds the panel's controls to the settings.
  setUp() {
    const settings = this.settings;
    labelLevels();
    part('engine-on').checked = settings.on;
    part('engine-color').value = settings.color;
    part('engine-level').value = String(settings.level);
    this.showPhoneNote();
    part('engine-on').addEventListener('change', () => {
      settings.on = part('engine-on').checked;
      this.changed('on');
    });
    part('engine-color').addEventListener('change', () => {
      settings.color = part('engine-color').value === 'b' ? 'b' : 'w';
      this.changed('color');
    });
    part('engine-level').addEventListener('change', () => {
      settings.level = Number(part('engine-level').value) || DEFAULT_LEVEL;
      this.showPhoneNote();
      this.changed('level');
    });
    i18n.onChange(() => {
      labelLevels();
      if (this.line) this.status(this.line[0], this.line[1]);
    });
  }

  /** @returns {'w' | 'b' | null} the computer's colour while the player is against it, else null */
  computerColor() {
    if (!this.settings.on || this.failure) return null;
    return this.settings.color === 'w' ? 'b' : 'w';
  }

  /** @param {(what: PanelChange) => void} fn called after a change of the settings or a failure */
  onChange(fn) {
    this.listeners.push(fn);
  }
}

/**
 * Returns the key of a position: the start FEN and the moves (repetitions count).
 * @param {{ startFen: string, moves: string[] }} snap
 */
export function positionKey(snap) {
  return snap.startFen + '|' + snap.moves.join(' ');
}
