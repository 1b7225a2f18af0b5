// The event page's small buttons (the list of events, the rounds' handouts, the texts kept aside).
import { el } from '../shared/dom.js';

// Returns a small button with a text that runs act when clicked.
export function smallButton(text, act) {
  const button = el('button', { type: 'button', class: 'btn btn-small' }, text);
  button.addEventListener('click', act);
  return button;
}
