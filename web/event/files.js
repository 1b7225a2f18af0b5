// The event page's files: the events exported as JSON, a damaged text kept aside offered for
// download, and an export file read back (checked a slice at a time, see event/store.js).
import { parseFileInSteps } from './store.js';

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
