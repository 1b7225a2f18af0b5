// The wall's round list (wall.html?rounds=518,12,700[&round=2]): its numbers, read by the one
// reader; the round label over the number ("Runde 3", "Runde 3 von 7" as its title), marked as
// not the list's when the number shown is another (unlocked, then digits, drawing); and the key
// line, which says whether digits and drawing are locked as they are.
import * as i18n from '../shared/i18n.js';

const MAX_ROUNDS = 960;

// Returns the numbers of a round list ("518,12,700"), or null when any is not 0..959;
// read(text) answers { number } or { error } (the one reader).
export function parse(text, read) {
  const parts = String(text)
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (!parts.length || parts.length > MAX_ROUNDS) return null;
  const numbers = parts.map((part) => {
    const result = read(part);
    return result.error ? null : result.number;
  });
  return numbers.includes(null) ? null : numbers;
}

// Writes the round label into box: the list's round (its title "of total"), the round of the
// address (?round= without a list), or, over a number that is not the list's round, that it is
// not from the list and which number the round has; hidden without a round.
export function renderLabel(box, { rounds, index, round, number }) {
  const r = rounds ? index + 1 : round;
  box.hidden = !r;
  const offList = !!rounds && number !== null && number !== rounds[index];
  box.toggleAttribute('data-off-list', offList);
  if (!r) return;
  box.textContent = offList ? i18n.t('wall.roundOffList', { r, n: rounds[index] }) : i18n.t('wall.round', { r });
  if (rounds) box.title = i18n.t('wall.roundOf', { r, total: rounds.length });
}

// Returns the key line's words: the plain wall's, or the round list's as locked or unlocked.
export function keysKey(rounds, locked) {
  if (!rounds) return 'wall.keys';
  return locked ? 'wall.keysRounds' : 'wall.keysRoundsUnlocked';
}
