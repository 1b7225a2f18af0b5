// The embed guide's copy-paste snippets (widget, iframe, image, the game viewer and its iframe
// form, the WordPress shortcodes, the host page's style sheet rules and Content-Security-Policy)
// for a site address, a start position, a language and an example game's PGN: nothing in them
// needs a style attribute or an inline script.
import * as i18n from '../shared/i18n.js';
import './words.js';

// Returns text safe inside a double-quoted HTML attribute of a snippet.
export function attr(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// Returns the folder address of this page when it is served over http(s), else null.
export function siteBase(location) {
  if (!/^https?:$/.test(location.protocol)) return null;
  return new URL('.', location.href).href;
}

// Returns the widget's snippet: its script and one element.
function widgetSnippet(src, n, lang) {
  return (
    `<script src="${src}chess960-widget.js" defer></script>\n` +
    `<chess960-position n="${n}" lang="${lang}" size="medium" show="number letters" controls></chess960-position>`
  );
}

// Returns text safe as the content of an HTML element (a PGN inside <pre>).
export function text(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

// The example file of several games beside these pages (web/embed/games.pgn).
export const GAMES_FILE = 'embed/games.pgn';
const WP_UPLOAD = 'https://your-site.org/wp-content/uploads/games.pgn';

// Returns the game viewer's snippets for the site address src (escaped), language and PGN.
function gameSnippets(src, lang, pgn) {
  const frame = (query) =>
    `<iframe class="chess960-frame" src="${src}embed.html?${query}&amp;lang=${lang}"\n` +
    `        title="${attr(i18n.t('embed.frame.game'))}" width="420" height="760" loading="lazy"></iframe>`;
  return {
    game:
      `<script src="${src}chess960-game.js" defer></script>\n` +
      `<chess960-game lang="${lang}"><pre class="chess960-pgn">\n${text(pgn)}\n</pre></chess960-game>`,
    'game-src': `<chess960-game src="games.pgn" lang="${lang}"></chess960-game>`,
    'game-api':
      "const viewer = document.querySelector('chess960-game');\n" +
      "viewer.addEventListener('chess960-move', (event) => console.log(event.detail.ply, event.detail.fen));\n" +
      'viewer.ready.then(() => viewer.goTo(viewer.plyCount));',
    'game-css': 'chess960-game { max-width: 720px; }',
    'game-frame': frame(`pgn=${encodeURIComponent(pgn)}`),
    'game-frame-src': frame(`src=${GAMES_FILE}`),
    'wp-game': `[chess960_game]\n${pgn}\n[/chess960_game]`,
    'wp-game-src': `[chess960_game src="${WP_UPLOAD}" /]`,
  };
}

// Returns the text of every snippet for the site address `base`, position n, language lang and
// the example game's PGN.
export function snippets(base, n, lang, pgn = '') {
  const name = attr(i18n.t('embed.positionName', { n }));
  const src = attr(base);
  return {
    widget: widgetSnippet(src, n, lang),
    'widget-css': 'chess960-position { max-width: 360px; }',
    iframe:
      `<iframe class="chess960-frame" src="${src}embed.html?n=${n}&amp;lang=${lang}"\n` +
      `        title="${name}" width="340" height="440" loading="lazy"></iframe>`,
    'iframe-css': '.chess960-frame { max-width: 100%; border: 0; }',
    img: `<img class="chess960-img" src="${src}svg/${n}.svg" width="340" height="391"\n     alt="${name}">`,
    'img-css': '.chess960-img { max-width: 100%; height: auto; }',
    'csp-widget': `Content-Security-Policy: default-src 'self'; script-src 'self' ${base} 'wasm-unsafe-eval'`,
    'csp-iframe': `Content-Security-Policy: default-src 'self'; frame-src ${base}`,
    'csp-img': `Content-Security-Policy: default-src 'self'; img-src 'self' ${base}`,
    'wp-position': `[chess960 n="${n}" show="number letters"]`,
    ...gameSnippets(src, lang, pgn),
  };
}
