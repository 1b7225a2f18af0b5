// The warning about saved events that could not be read (#storage-notice): what was skipped,
// the revealed rounds that do not fit their secret, each damaged text kept aside with a
// download (and a delete) button, and whether nothing is saved until the text that could not be
// kept aside is downloaded.
import { isolate } from '../shared/bidi.js';
import { byId, clear, el } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { smallButton } from './button.js';
import { download } from './files.js';
import { when } from './handout.js';
import { dropAside, keptAside } from './store.js';
import './words.js';

// Returns the file name of a damaged text kept aside (its date in the name).
function asideName(at) {
  const d = new Date(at);
  const day = isNaN(d.getTime()) ? 'unknown' : d.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return 'chess960-events-unreadable-' + day + '.txt';
}

// Returns the sentence naming the skipped saved events ("no. 2: the secret").
function skippedText(skipped) {
  const list = skipped
    .map((s) => t('event.skippedItem', { n: s.index + 1, part: t('event.part.' + s.part) }))
    .join(', ');
  return t('event.skippedEntries', { count: skipped.length, list });
}

// Returns the sentence naming the saved revealed rounds that are not what their secret gives.
function wrongText(wrong) {
  const list = wrong.map((w) => t('event.wrongItem', { ...w, name: isolate(w.name || t('event.unnamed')) })).join(', ');
  return t('event.wrongReveals', { list });
}

// Returns the list item of a damaged text: when it was kept aside (or that it is not) and its
// size, a download button, and a delete button for a text kept aside. `after.downloaded()`
// runs once a text not kept aside is downloaded, `after.dropped()` once one is deleted.
function asideItem(item, after) {
  const size = item.text.length; // the catalogue's plural writes it in the language's way
  const d = new Date(item.at);
  const label =
    item.key === null
      ? t('event.notKept', { size })
      : t('event.keptAside', { when: isNaN(d.getTime()) ? '?' : when(d.toISOString()), size });
  const li = el(
    'li',
    {},
    el('span', {}, label + ' '),
    smallButton(t('event.downloadAside'), () => {
      download(item.text, asideName(item.at), 'text/plain');
      if (item.key === null) after.downloaded();
    }),
  );
  if (item.key === null) return li;
  li.append(
    smallButton(t('event.dropAside'), () => {
      if (!confirm(t('event.confirmDropAside'))) return;
      dropAside(item.key);
      after.dropped();
    }),
  );
  return li;
}

// Writes the notice for what the store loaded (store.load's answer) and `blocked`, the damaged
// text that could not be kept aside (null when none); `downloaded()` runs once that is saved.
export function renderNotice(loaded, blocked, downloaded) {
  const kept = keptAside();
  const lines = [];
  if (loaded && loaded.damaged === 'unreadable') lines.push(t('event.damagedList'));
  if (loaded && loaded.damaged === 'entries') lines.push(skippedText(loaded.skipped));
  if (loaded && loaded.wrong && loaded.wrong.length) lines.push(wrongText(loaded.wrong));
  if (blocked !== null) lines.push(t('event.asideFailed'));
  else if (kept.length) lines.push(t('event.asideHint'));
  byId('storage-notice').hidden = !lines.length && !kept.length;
  byId('storage-text').textContent = lines.join(' ');
  const list = byId('aside-list');
  clear(list);
  const after = { downloaded, dropped: () => renderNotice(loaded, blocked, downloaded) };
  if (blocked !== null) list.append(asideItem({ key: null, text: blocked, at: Date.now() }, after));
  list.append(...kept.map((item) => asideItem(item, after)));
}
