// @ts-check
// The computer panel's settings as this device remembers them (localStorage, SETTINGS_KEY): the
// one reader of their stored form, for the panel (panel.js) and the first diagram's early script
// (first-move.js), which must know before the library loads whether the computer plays White.
// Imports nothing, so that the early script stays small.

/**
 * @typedef {object} EngineSettings
 * @property {boolean} on the player plays against the computer
 * @property {'w' | 'b'} color the player's colour
 * @property {number} level 1..10
 * @property {number} table the level table the level belongs to (LEVEL_TABLE)
 */

export const SETTINGS_KEY = 'chess960.play.engine';
// The level table the settings speak of (core/search/levels.cpp), and what each level of the
// table before it (levels 1..10) is now: docs/engine.md, "Levels".
export const LEVEL_TABLE = 2;
const LEVEL_BEFORE_TABLE_2 = [1, 2, 3, 4, 4, 5, 6, 7, 9, 10];
// A new player's level: about 1600, where the default stood before table 2.
export const DEFAULT_LEVEL = 4;

/**
 * Returns the remembered settings, or the defaults where there are none, storage is refused or
 * what it holds is not settings. A level remembered before the level table of 26 November 2026
 * (settings without `table`) becomes the level of about the same strength now, so that a player
 * keeps the opponent they chose.
 * @returns {EngineSettings}
 */
export function readSettings() {
  /** @type {EngineSettings} */
  const out = { on: false, color: 'w', level: DEFAULT_LEVEL, table: LEVEL_TABLE };
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) || '{}');
    if (typeof saved.on === 'boolean') out.on = saved.on;
    if (saved.color === 'w' || saved.color === 'b') out.color = saved.color;
    if (Number.isInteger(saved.level) && saved.level >= 1 && saved.level <= 10)
      out.level = saved.table === LEVEL_TABLE ? saved.level : LEVEL_BEFORE_TABLE_2[saved.level - 1];
  } catch {
    /* the defaults */
  }
  return out;
}

/**
 * Remembers the settings; returns false where storage is refused or full.
 * @param {EngineSettings} settings
 * @returns {boolean}
 */
export function writeSettings(settings) {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
