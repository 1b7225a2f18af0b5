// The library for the site's pages: they import 'chess960' (the draw page 'chess960/draw', the
// event, verify and draw pages 'chess960/event') like any user of the package, and the site's
// build (scripts/build-pages.mjs) maps those names here and to shared/draw-library.js and
// shared/event-library.js, so that every page shares one cached copy of each module's classic
// script at the site's root (chess960.js, chess960-draw.js, chess960-event.js), loaded when
// first needed (from the address a page preloads with <link rel="preload">, whose download
// started with the page).
const loading = {};

// Returns the address of a classic script: the one the page preloads, else its name.
function scriptAddress(file) {
  const links = document.querySelectorAll('link[rel="preload"][as="script"]');
  const link = [...links].find((l) => {
    const href = l.getAttribute('href');
    return href === file || href.endsWith('/' + file);
  });
  return link ? link.getAttribute('href') : file;
}

// Resolves once the classic script `file` has defined the function `global`.
export function classicScript(file, global) {
  if (typeof globalThis[global] === 'function') return Promise.resolve();
  if (!loading[file]) {
    loading[file] = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptAddress(file);
      script.onload = () => (typeof globalThis[global] === 'function' ? resolve() : script.onerror());
      script.onerror = () => {
        loading[file] = null;
        reject(new Error(`${file} did not load`));
      };
      document.head.appendChild(script);
    });
  }
  return loading[file];
}

// Returns a Promise of the API (see the package's createChess960).
export function createChess960(options) {
  return classicScript('chess960.js', 'createChess960').then(() => globalThis.createChess960(options));
}
