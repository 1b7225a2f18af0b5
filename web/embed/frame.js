// The iframe page (embed.html): its query parameters become the attributes of
// <chess960-position> (n, random, lang, theme, orientation, coords, show, controls, size), as
// text only; the widget reads n with the one start-number reader, so ?n=0518, ?n=TLLKSSDT and a
// start FEN work as on every page and are refused with the same words. With ?pgn= or ?src= the
// page shows a game instead, in <chess960-game> (src, lang, orientation, game).

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

// The attributes of <chess960-game> the address may set (?pgn= and ?src= choose the game form).
export const GAME_ATTRIBUTES = ['src', 'lang', 'orientation', 'game'];

// Returns true when the address asks for a game (?pgn= or ?src=, even empty) instead of a position.
export function wantsGame(params) {
  return params.has('pgn') || params.has('src');
}

// Sets the viewer's attributes and PGN from the address: ?pgn= is the text of the games, written
// as the element's text (a <pre class="chess960-pgn">, which also shows the PGN where the script
// cannot run); else ?src= names a file of the same site as this page (the viewer refuses another
// origin). An empty or unreadable text is left to the viewer to refuse in its own words. `play`
// links the position shown to this site's play page.
export function setGameAttributes(viewer, params, lang) {
  for (const name of GAME_ATTRIBUTES) if (params.has(name)) viewer.setAttribute(name, params.get(name));
  if (!params.has('lang')) viewer.setAttribute('lang', lang);
  viewer.setAttribute('play', 'play.html');
  if (params.has('pgn')) {
    viewer.removeAttribute('src');
    const pre = viewer.ownerDocument.createElement('pre');
    pre.className = 'chess960-pgn';
    pre.textContent = params.get('pgn');
    viewer.replaceChildren(pre);
  }
}
