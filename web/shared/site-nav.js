// The site's navigation, written once: the build (scripts/build-pages.mjs) puts it into every
// page's header where the page has `<nav class="site-nav" data-site-nav="<its key>"></nav>`,
// marking the page itself; setNumber() points the links that carry a start position (?n=) at the
// one a page shows, so that "play" opens that position and the wall and the tables show it.

// The pages in the order of the navigation; `carries`: the link takes the position shown.
export const SITE_PAGES = [
  { key: 'start', href: 'index.html', carries: true },
  { key: 'play', href: 'play.html', carries: true },
  { key: 'draw', href: 'draw.html' },
  { key: 'event', href: 'event.html' },
  { key: 'verify', href: 'verify.html' },
  { key: 'wall', href: 'wall.html', carries: true },
  { key: 'tables', href: 'tables.html', carries: true },
  { key: 'embed', href: 'embed-docs.html' },
];

// Returns the text with &, <, > and " written as entities.
function escaped(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

// Returns the navigation's HTML for the page `current` (one of SITE_PAGES' keys, or 'none' for a
// page of its own such as the credits), its texts from `words` (the German table of the shared
// words, which the page shows until its language is set); `classes` those of the <nav>.
export function navHtml(current, words, classes = 'site-nav') {
  if (current !== 'none' && !SITE_PAGES.some((page) => page.key === current))
    throw new Error(`site-nav: no page "${current}"`);
  const links = SITE_PAGES.map(
    (page) =>
      `      <a id="nav-${page.key}" class="nav-link" href="${page.href}" data-nav="${page.key}"` +
      `${page.key === current ? ' aria-current="page"' : ''} data-i18n="nav.${page.key}">${escaped(words[`nav.${page.key}`])}</a>`,
  );
  return (
    `<nav class="${classes}" aria-label="${escaped(words['nav.label'])}" data-i18n-label="nav.label">\n` +
    `${links.join('\n')}\n    </nav>`
  );
}

// Points the links that carry a position at start position n (null: their plain pages).
export function setNumber(n) {
  for (const page of SITE_PAGES.filter((p) => p.carries)) {
    const link = document.getElementById(`nav-${page.key}`);
    if (link) link.setAttribute('href', n === null || n === undefined ? page.href : `${page.href}?n=${n}`);
  }
}
