// The iframe page (embed.html): its query parameters become the attributes of
// <chess960-position> (n, random, lang, theme, orientation, coords, show, controls, size), as
// text only; the widget reads n with the one start-number reader, so ?n=0518, ?n=TLLKSSDT and a
// start FEN work as on every page and are refused with the same words.

export const ATTRIBUTES = ['n', 'random', 'lang', 'theme', 'orientation', 'coords', 'show', 'controls', 'size'];
const THEMES = ['light', 'dark', 'print', 'auto'];

// Returns the page theme for the ?theme= value (light unless it names another theme).
export function themeOf(value) {
  const theme = String(value || 'light').toLowerCase();
  return THEMES.includes(theme) ? theme : 'light';
}

// Sets the widget's attributes from the address (by default the number and the back rank shown,
// in the page's language `lang`).
export function setAttributes(widget, params, lang) {
  for (const name of ATTRIBUTES) if (params.has(name)) widget.setAttribute(name, params.get(name));
  if (!params.has('show')) widget.setAttribute('show', 'number letters');
  if (!params.has('lang')) widget.setAttribute('lang', lang);
}
