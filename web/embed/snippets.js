// The embed guide's copy-paste snippets (widget, iframe, image, the host page's style sheet rules
// and Content-Security-Policy) for a site address, a start position and a language: nothing in
// them needs a style attribute or an inline script.
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

// Returns the text of every snippet for the site address `base`, position n and language lang.
export function snippets(base, n, lang) {
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
  };
}
