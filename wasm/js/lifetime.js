// Objects that own memory in the module (games, PGN databases, draws): freed by delete(), by
// `using` (Symbol.dispose), or, when dropped without either, by a FinalizationRegistry where the
// platform has one.

// Symbol.dispose, or the name TypeScript's downlevel `using` looks up where it is missing.
export const disposeSymbol = typeof Symbol.dispose === 'symbol' ? Symbol.dispose : Symbol.for('Symbol.dispose');

// Returns a registry that calls free(handle) for collected owners, or null without the platform's.
export function ownerRegistry(free) {
  return typeof FinalizationRegistry === 'function' ? new FinalizationRegistry(free) : null;
}

// Gives a prototype with delete() the [Symbol.dispose]() that `using` calls.
export function makeDisposable(prototype) {
  prototype[disposeSymbol] = function () {
    this.delete();
  };
}
