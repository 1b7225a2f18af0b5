// embed.html, the page's entry: one start position for an <iframe> on another site, the
// <chess960-position> of chess960-widget.js with the attributes the address names (embed/
// frame.js). The link below the diagram opens the full page. The language: ?lang=, else the one
// chosen on this site, else German. With ?pgn= or ?src= the frame shows a game instead: the
// position is taken out, a <chess960-game> put in, and chess960-game.js loaded only then.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { onReady, queryParams } from '../shared/page.js';
import { setAttributes, setGameAttributes, themeOf, wantsGame } from './frame.js';
import './words.js';

// Returns the start page's address for position number (null: none shown yet), in the page's language.
function startPageUrl(number) {
  if (number === null) return 'index.html';
  return `index.html?n=${number}${i18n.lang() !== 'de' ? `&lang=${i18n.lang()}` : ''}`;
}

const VIEWER_SCRIPT = 'chess960-game.js';

// Puts a game viewer in place of the position, with the address's PGN or file; names the page.
function startGame(params) {
  const viewer = document.createElement('chess960-game');
  viewer.id = 'game';
  setGameAttributes(viewer, params, i18n.lang());
  byId('position').replaceWith(viewer);
  byId('open-link').parentNode.hidden = true; // the viewer links to the play page itself
  const title = byId('embed-title');
  const name = () => {
    title.textContent = i18n.t('embed.frame.game');
    document.title = title.textContent;
  };
  i18n.onChange(name);
  i18n.setLang(i18n.lang(), false);
  const script = document.createElement('script');
  script.src = VIEWER_SCRIPT;
  document.head.appendChild(script);
}

// Starts the page: the widget's attributes from the address, the language, the link.
function start() {
  const params = queryParams();
  document.documentElement.setAttribute('data-theme', themeOf(params.get('theme')));
  if (wantsGame(params)) {
    startGame(params);
    return;
  }
  const widget = byId('position');
  const title = byId('embed-title');
  let number = null;
  setAttributes(widget, params, i18n.lang());

  // Points the link at the position shown and names the page after it.
  const follow = () => {
    byId('open-link').href = startPageUrl(number);
    title.textContent = i18n.t('embed.frame.heading', { n: number === null ? '' : number }).trim();
    document.title = title.textContent;
  };
  i18n.onChange(follow);
  i18n.setLang(i18n.lang(), false);
  widget.addEventListener('chess960-change', (event) => {
    number = event.detail.number;
    follow();
  });
}

onReady(start);
