// The service worker (sw.js at the site's root, next to the pages), so that the site works
// offline after one visit. Only over http(s): pages opened from disk (file://) work without it.

// Registers the service worker once the page has loaded (nothing where it cannot be).
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return;
  const url = new URL('sw.js', document.baseURI).href;
  const register = () =>
    navigator.serviceWorker.register(url).catch(() => {
      /* no offline mode (private window, blocked by the browser): the site works online as before */
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
