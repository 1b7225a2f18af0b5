// @ts-check
// The subscribers of a page's game (web/play/game-session.js) and how they are told: each event
// type has its list, and one subscriber that fails does not keep the others from hearing it.
/**
 * @import { GameEvents as EventMap } from './game-types.js'
 */

/** Who hears what of a game. */
export class GameEvents {
  constructor() {
    /** @type {{ [K in keyof EventMap]: ((value: EventMap[K]) => void)[] }} */
    this.listeners = { change: [], record: [], replaced: [] };
  }

  /**
   * Calls fn after every event of this type.
   * @template {keyof EventMap} K
   * @param {K} type
   * @param {(value: EventMap[K]) => void} fn
   */
  on(type, fn) {
    this.listeners[type].push(fn);
  }

  /**
   * Tells the subscribers; one that fails does not keep the others from hearing it.
   * @template {keyof EventMap} K
   * @param {K} type
   * @param {EventMap[K]} value
   */
  emit(type, value) {
    this.listeners[type].slice().forEach(function (fn) {
      try {
        fn(value);
      } catch (err) {
        setTimeout(() => {
          throw err;
        });
      }
    });
  }
}
