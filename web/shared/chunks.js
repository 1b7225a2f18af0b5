// Code a page needs only at times, loaded when first asked for: the engines' evaluations of the
// 960 start positions (data/evals.js), the QR-code writer and the play page's game list of a
// PGN file (play/database/games.js). In the built site each is a
// classic script of its own beside the pages (scripts/build-pages.mjs CHUNKS), added as a
// <script> element (which works from file:// and under the CSP) and handing its module to the
// one hook `chess960Chunks`; the language files are loaded the same way (loadScript). In node
// and in other bundlers the module is imported.

// Resolves once the classic script at src (relative to the page) has run; rejects when it
// cannot be loaded.
export function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(src, document.baseURI).href;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.appendChild(script);
  });
}

// Returns the hook the chunk scripts hand their modules to and take the page's modules from:
// { modules, given, push([name, module]), take(path) } (an array until the first page module
// asks, kept as it was by the others on the page).
function hook() {
  const found = globalThis.chess960Chunks;
  if (found && !Array.isArray(found)) return found;
  const modules = {};
  const given = {};
  const installed = {
    modules,
    given,
    push: (entry) => {
      modules[entry[0]] = entry[1];
    },
    take: (path) => {
      if (!given[path]) throw new Error(`the page gave no ${path} to its chunks`);
      return given[path];
    },
  };
  (found || []).forEach(installed.push);
  globalThis.chess960Chunks = installed;
  return installed;
}

const pending = {};

// Returns a Promise of the module of chunk `name` (its file in dist/, e.g. 'data/evals.js'):
// in the built site its classic script (see the header), elsewhere importModule(). `pageModules`
// ({ 'shared/i18n.js': module, … }, paths in web/) are the page's modules the chunk uses, given
// to it so that it shares their state (scripts/build-pages.mjs CHUNKS).
export function chunk(name, importModule, pageModules) {
  // CHESS960_SITE_BUILD is true in the site's bundles (scripts/build-pages.mjs, define).
  if (typeof CHESS960_SITE_BUILD === 'undefined') return importModule();
  if (!pending[name]) {
    Object.assign(hook().given, pageModules);
    const modules = hook().modules;
    pending[name] = modules[name]
      ? Promise.resolve(modules[name])
      : loadScript(name).then(() => modules[name] || Promise.reject(new Error(`${name} gave no module`)));
    pending[name].catch(() => delete pending[name]);
  }
  return pending[name];
}
