// Where <chess960-game> takes its PGN from, and the words of a refusal. The text comes from the
// `pgn` property, else the file of the `src` attribute (this site's only: another origin is
// refused before any request), else the element's own text (the <pre class="chess960-pgn"> the
// WordPress plugin writes, or plain text), read once the parser has reached the element's end.
import { has, t } from '../shared/i18n.js';

// An error of the viewer itself, with a code like the library's.
function viewerError(code, message) {
  const error = new Error(message);
  error.code = code;
  return error;
}

// Resolves once the document is parsed (the element's text is all there).
function parsed() {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

// Returns a Promise of the PGN text of the element.
export function sourceText(element) {
  if (element.pgn !== null) return Promise.resolve(element.pgn);
  const src = element.getAttribute('src');
  if (src !== null && src.trim() !== '') return fetchSame(src.trim(), element);
  return parsed().then(() => {
    const pre = element.querySelector('pre.chess960-pgn');
    return (pre || element).textContent;
  });
}

// Fetches a file of this site; refuses one of another origin.
function fetchSame(src, element) {
  const lang = () => element._lang();
  let url;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    return Promise.reject(viewerError('ERR_VIEWER_SRC', t('viewer.errSrc', { src, why: 'URL' }, lang())));
  }
  // A page opened from the disk may read no file (Chromium says the origin is file://, yet
  // refuses the request): refused before any request, as another origin's file is.
  if (location.protocol === 'file:' || url.protocol === 'file:')
    return Promise.reject(viewerError('ERR_VIEWER_ORIGIN', t('viewer.errFile', { src }, lang())));
  if (url.origin !== location.origin || url.origin === 'null')
    return Promise.reject(viewerError('ERR_VIEWER_ORIGIN', t('viewer.errOrigin', { src }, lang())));
  return fetch(url.href, { credentials: 'same-origin' }).then(
    (response) => {
      if (!response.ok)
        throw viewerError('ERR_VIEWER_SRC', t('viewer.errSrc', { src, why: `HTTP ${response.status}` }, lang()));
      return response.text();
    },
    (error) => {
      throw viewerError('ERR_VIEWER_SRC', t('viewer.errSrc', { src, why: error.message }, lang()));
    },
  );
}

// Returns the words of a refusal in `lang`: the viewer's own message, the text of the library's
// code (a bad FEN tag with the FEN reader's reason), else its English message.
export function reason(error, lang) {
  const code = error && error.code;
  if (/^ERR_VIEWER_/.test(code)) return error.message;
  if (code === 'ERR_PGN_TAG' && error.tag && error.fenCode && has(error.fenCode, lang))
    return t('err.tag', { tag: error.tag, reason: t(error.fenCode, null, lang) }, lang);
  if (code && has(code, lang)) return t(code, null, lang);
  return (error && error.message) || String(error);
}
