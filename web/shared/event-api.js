// The API of the pages that draw an event's or a tournament's rounds (event, verify, draw): the
// rules module's (start positions, their letters and facts) and the event module's (the draws)
// as one object, both modules loaded at once (each page preloads both scripts).
import { createChess960Event } from 'chess960/event';
import { loadApi } from './page.js';

// Returns a Promise of the two modules' API together (rejects with ERR_LOAD as loadApi does).
export function loadEventApi() {
  return Promise.all([loadApi(), loadApi(createChess960Event)]).then(([rules, events]) => ({ ...rules, ...events }));
}
