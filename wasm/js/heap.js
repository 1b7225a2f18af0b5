// The module's memory guard: before each call of a bound function, heapReady() takes back the
// heap's reserve (wasm/bind_heap.cpp) and makes sure the call's text arguments fit; otherwise the
// call is refused with ERR_OUT_OF_MEMORY before anything is allocated or changed. A new game, its
// legal moves and its questions (c960_game_new, c960_game_moves, c960_game_answer in
// wasm/bind_game.cpp) are plain C exports that check it themselves.
import { Chess960Error, WRAPPER_ERRORS } from './errors.js';

// Returns the error of a call the module's memory cannot take.
export function outOfMemory() {
  return new Chess960Error(
    WRAPPER_ERRORS.outOfMemory,
    'there is not enough memory in the module for this call: delete() games and PGN databases no longer needed',
  );
}

// Returns the module `m` with each bound function guarded (those that free memory, the guard's
// own, and Emscripten's: classes, run, _malloc…, as they are).
export function guardedModule(m) {
  const guarded = Object.create(m);
  Object.keys(m).forEach(function (name) {
    const call = m[name];
    if (typeof call !== 'function' || !/^[a-z]/.test(name) || /Free$|^heap|^run$/.test(name)) return;
    guarded[name] = function () {
      let bytes = 0; // the arguments' UTF-8 at most, twice: Embind's copy and the core's
      for (let i = 0; i < arguments.length; i++) {
        const arg = arguments[i];
        if (typeof arg === 'string') bytes += 2 * (3 * arg.length + 16);
        else if (arg !== null && typeof arg === 'object' && typeof arg.byteLength === 'number')
          bytes += 2 * (arg.byteLength + 16);
      }
      if (!m.heapReady(bytes)) throw outOfMemory();
      return call.apply(m, arguments);
    };
  });
  return guarded;
}
