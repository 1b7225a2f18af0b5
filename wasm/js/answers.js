// Answers kept on the JS side: a game's answers to its questions (fen, turn, moves, dests,
// status, view…) stay with the Game until the game changes, so that asking again costs no call
// into the module. The rule, kept in one place: every method of api.Game drops the game's kept
// answers once it has run, except those named as changing nothing (dropAnswersOnChange() below):
// a method added later is treated as changing until it is named.
import { answer } from './errors.js';

// Returns the answers `game` keeps (made when it keeps none): `turn`, asked most, as a property
// of the same shape for every game (as quick to read as a property), the others in `byKey`.
export function keptAnswers(game) {
  return game._answers || (game._answers = { turn: undefined, byKey: new Map() });
}

// Returns the answer `game` keeps under `key`, asking ask(game, argument) for the JSON text of
// it first when it keeps none. A list or an object is kept as its JSON text and read again for
// each caller, so that what one caller does to it never reaches the next; an error is not kept.
export function keptAnswer(game, key, ask, argument) {
  const kept = keptAnswers(game).byKey;
  const held = kept.get(key);
  if (held !== undefined) return typeof held === 'string' ? answer(held) : held.value;
  const json = ask(game, argument);
  const value = answer(json);
  kept.set(key, value !== null && typeof value === 'object' ? json : { value: value });
  return value;
}

// Makes every method of `prototype` (not its internal `_…` ones) drop the kept answers of the
// game it ran on, whether it returned or threw, except the methods named in `unchanging`.
export function dropAnswersOnChange(prototype, unchanging) {
  Object.getOwnPropertyNames(prototype).forEach(function (name) {
    const method = prototype[name];
    if (name === 'constructor' || name[0] === '_' || unchanging.indexOf(name) >= 0) return;
    prototype[name] = function () {
      try {
        return method.apply(this, arguments);
      } finally {
        this._answers = null;
      }
    };
  });
}
