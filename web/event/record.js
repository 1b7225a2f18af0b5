// An event of the page's list (the entries store.js keeps) is never changed in place, as the
// play page's game record is not (play/record.js): each change returns a new event and the list
// a new list with it in the old one's place, so that what another part of the page still holds
// (the list being saved, merged with another tab's, drawn) is the event as it was.
//
//   withPublic(e, value) -> e with its public value fixed (value as the draw reads it)
//   withRound(e, number, at) -> e with its next round revealed: number, at (ISO time)
//   withSecretRevealed(e, at) -> e with its secret revealed at (ISO time)
//   replaced(events, e) -> the list with e where the event of its id was

// Returns the event with its public value fixed.
export function withPublic(e, value) {
  return { ...e, public: value, publicFixed: true };
}

// Returns the event with its next round revealed.
export function withRound(e, number, at) {
  return { ...e, revealed: [...e.revealed, { round: e.revealed.length + 1, number, at }] };
}

// Returns the event with its secret revealed.
export function withSecretRevealed(e, at) {
  return { ...e, secretRevealedAt: at };
}

// Returns the list with `next` in the place of the event of its id.
export function replaced(events, next) {
  return events.map((e) => (e.id === next.id ? next : e));
}
