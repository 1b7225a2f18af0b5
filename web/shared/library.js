// The library for the site's pages: they import 'chess960' like any user of the package, and the
// site's build (scripts/build-pages.mjs) maps that name here, so that every page shares one
// cached copy of its classic script, chess960.js at the site's root, loaded when first needed
// (from the address a page preloads with <link rel="preload">, whose download started with the
// page).
let loading = null;

// Resolves once the classic script has defined createChess960.
function classicScript() {
  if (typeof globalThis.createChess960 === 'function') return Promise.resolve();
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const link = document.querySelector('link[rel="preload"][as="script"][href$="chess960.js"]');
      const script = document.createElement('script');
      script.src = link ? link.getAttribute('href') : 'chess960.js';
      script.onload = () => (typeof globalThis.createChess960 === 'function' ? resolve() : script.onerror());
      script.onerror = () => {
        loading = null;
        reject(new Error('chess960.js did not load'));
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

// Returns a Promise of the API (see the package's createChess960).
export function createChess960(options) {
  return classicScript().then(() => globalThis.createChess960(options));
}
