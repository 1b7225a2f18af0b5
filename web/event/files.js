// The event page's files: the events exported as JSON, a damaged text kept aside offered for
// download, and an export file read back (checked a slice at a time, see event/store.js) with
// its progress and what it added said on the page.
import { byId } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { parseFileInSteps } from './store.js';
import './words.js';

// Offers a text as a file download.
export function download(text, name, type) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

// Resolves to the checked events of an export file (progress(done, total) while it is
// checked); rejects with a coded error (ERR_EVENT_FILE where the file cannot be read).
export function readEvents(file, api, progress) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => parseFileInSteps(String(reader.result), api, progress).then(resolve, reject);
    reader.onerror = () => reject(Object.assign(new Error('the file cannot be read'), { code: 'ERR_EVENT_FILE' }));
    reader.readAsText(file);
  });
}

// Reads an export file into the page (state: its { api, importing }), its progress and then
// what was added said in #file-message: `then.done(events)` adds the checked events and returns
// { merged (store.merge's answer), saved }; `then.failed(err)` shows a refusal.
export function importEvents(file, state, then) {
  const message = byId('file-message');
  message.textContent = '';
  state.importing = true;
  byId('import').disabled = true;
  readEvents(file, state.api, (done, total) => {
    message.textContent = t('event.importing', { done, total });
  })
    .then(
      (incoming) => {
        const { merged, saved } = then.done(incoming);
        let text = t('event.imported', merged);
        if (merged.renamed) text += ' ' + t('event.importRenamed', merged);
        if (saved === false) text += ' ' + t('event.storageFull');
        message.textContent = text;
      },
      (err) => {
        message.textContent = '';
        then.failed(err);
      },
    )
    .then(() => {
      state.importing = false;
      byId('import').disabled = false;
    });
}
