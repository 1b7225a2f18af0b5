// Answers kept on the JS side: a game's answers to its questions (fen, turn, moves, dests,
// status, view…) stay with the Game until the game changes, so that asking again costs no call
// into the module. The rule, kept in one place: every method of api.Game drops the game's kept
// answers once it has run, except those named as not changing the game (keepAnswers() below) —
// a method added later is treated as changing until it is named.

// Returns a copy of a JSON value (arrays and plain objects copied all the way down): what a
// caller does to an answer never reaches the kept one.
export function copyAnswer(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const list = new Array(value.length);
    for (let i = 0; i < value.length; i++) list[i] = copyAnswer(value[i]);
    return list;
  }
  const object = {};
  for (const key of Object.keys(value)) object[key] = copyAnswer(value[key]);
  return object;
}

// Returns a copy of the answer `game` keeps under `key`, asking ask(game, argument) first when
// it keeps none.
export function keptAnswer(game, key, ask, argument) {
  let kept = game._answers;
  if (!kept) kept = game._answers = new Map();
  let value = kept.get(key);
  if (value === undefined) {
    value = ask(game, argument);
    kept.set(key, value);
  }
  return typeof value === 'object' ? copyAnswer(value) : value;
}

// Makes every method of `prototype` (not its internal `_…` ones) drop the kept answers of the
// game it ran on, whether it returned or threw, except the methods named in `unchanging`.
export function dropAnswersOnChange(prototype, unchanging) {
  Object.getOwnPropertyNames(prototype).forEach(function (name) {
    const method = prototype[name];
    if (typeof method !== 'function' || name === 'constructor' || name[0] === '_' || unchanging.indexOf(name) >= 0)
      return;
    prototype[name] = function () {
      try {
        return method.apply(this, arguments);
      } finally {
        this._answers = null;
      }
    };
  });
}
