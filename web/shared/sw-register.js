// The service worker (sw.js at the site's root, next to the pages), so that the site works
// offline after one visit. Only over http(s): pages opened from disk (file://) work without it.
// Registering starts the worker's download of the whole site: it waits until the page is set up
// (`settled`, by default the load event) and the main thread is idle, so that on a first visit
// it does not compete with the page's own scripts.

// Registers the service worker once `settled` (a Promise; by default the page's load event) has
// come and the main thread is idle (nothing where it cannot be).
export function registerServiceWorker(settled) {
  if (!('serviceWorker' in navigator)) return;
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return;
  const url = new URL('sw.js', document.baseURI).href;
  const register = () =>
    navigator.serviceWorker.register(url).catch(() => {
      /* no offline mode (private window, blocked by the browser): the site works online as before */
    });
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 2000 })
      : setTimeout(register, 0);
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  Promise.all([loaded, settled]).then(whenIdle, whenIdle);
}
