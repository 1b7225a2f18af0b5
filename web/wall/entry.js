// The wall's number entry (wall.html): digits typed are shown ("Nr. 74") and forgotten
// ENTRY_MS after the last key; Enter hands them over, Backspace takes one back, Escape drops
// them. The page reads the number (the one reader) and shows its position.
//
//   create({ refused() -> bool, commit(text) }) -> { key(ev) -> bool: true when it was one }
//       refused(): true (and said) while a locked round list refuses a new position
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';

const ENTRY_MS = 8000; // a typed number waits this long for Enter
const MAX_TYPED = 6;

// Returns the entry over the page's box #entry.
export function create({ refused, commit }) {
  let typed = '';
  let timer = 0;

  // Shows the digits typed so far, forgotten ENTRY_MS after the last key.
  function showEntry() {
    const box = byId('entry');
    box.hidden = !typed;
    if (!typed) return;
    box.textContent = i18n.t('wall.entry', { digits: typed });
    clearTimeout(timer);
    timer = setTimeout(() => {
      typed = '';
      showEntry();
    }, ENTRY_MS);
  }

  // Enter after digits: hands them to the page.
  function commitEntry() {
    const text = typed;
    typed = '';
    showEntry();
    if (text) commit(text);
  }

  // A key of the number entry (digits, Enter, Backspace, Escape); returns true when it was one.
  function key(ev) {
    const k = ev.key;
    if (/^[0-9]$/.test(k)) {
      ev.preventDefault();
      if (refused()) return true;
      if (typed.length < MAX_TYPED) typed += k;
      showEntry();
    } else if (k === 'Enter' && typed) {
      ev.preventDefault();
      commitEntry();
    } else if (k === 'Backspace' && typed) {
      ev.preventDefault();
      typed = typed.slice(0, -1);
      showEntry();
    } else if (k === 'Escape' && typed) {
      typed = '';
      showEntry();
    } else {
      return false;
    }
    return true;
  }

  return { key };
}
