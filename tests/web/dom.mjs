// A DOM for the node suites of the pages' modules (tests/web/): a happy-dom window whose names
// (document, localStorage, HTMLElement, …) become globals, as in a page, before a test imports
// the modules. installDom() returns the window; each call replaces the one before.
import { Window } from 'happy-dom';

// The window's names a module may use as globals.
const NAMES = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'customElements',
  'HTMLElement',
  'Node',
  'Element',
  'Event',
  'CustomEvent',
  'KeyboardEvent',
  'MouseEvent',
  'PointerEvent',
  'FocusEvent',
  'InputEvent',
  'DOMParser',
  'XMLSerializer',
  'CSSStyleSheet',
  'ShadowRoot',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'Blob',
  'FileReader',
];

let current = null;

// Installs a new window at `url` with `html` in its body; returns the window.
export function installDom({ url = 'http://127.0.0.1/index.html', html = '', lang } = {}) {
  if (current) current.happyDOM.abort();
  current = new Window({ url, width: 1280, height: 900 });
  if (lang) current.document.documentElement.setAttribute('lang', lang);
  current.document.body.innerHTML = html;
  for (const name of NAMES) {
    const value = current[name];
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(current) : value,
      configurable: true,
      writable: true,
    });
  }
  globalThis.window = current;
  return current;
}

// Closes the window (its timers stop).
export async function closeDom() {
  if (current) await current.happyDOM.close();
  current = null;
}
