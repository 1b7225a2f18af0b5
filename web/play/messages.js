// @ts-nocheck
// What the play page says beside the board: the notice above it, the move box's error and the
// polite live region. The notice and the error are kept as what says them, so that a language
// switch says them again in the new language.
import { byId } from '../shared/dom.js';
import { t } from '../shared/i18n.js';

const said = { notice: null, moveError: null };

// Shows a notice above the board (null clears it); it follows language switches.
export function showNotice(key, params) {
  said.notice = key ? { key: key, params: params } : null;
  byId('notice').textContent = key ? t(key, params) : '';
}

// Says text in the polite live region (cleared first, so a repeated text is said again).
export function announce(text) {
  const node = byId('announce');
  node.textContent = '';
  setTimeout(() => (node.textContent = text), 30);
}

// Shows a move-box error, given as a function that says it in the current language (asked
// again after a language switch), or clears it with null.
export function moveError(say) {
  said.moveError = say;
  byId('move-error').textContent = say ? say() : '';
  if (say) byId('move-input').setAttribute('aria-invalid', 'true');
  else byId('move-input').removeAttribute('aria-invalid');
}

// Clears the move box's error (the player types again).
export function clearMoveError() {
  if (said.moveError) moveError(null);
}

// Says the notice and the move box's error again (the language changed).
export function relabelMessages() {
  if (said.notice) byId('notice').textContent = t(said.notice.key, said.notice.params);
  if (said.moveError) moveError(said.moveError);
}
