// @ts-check
// The play page's entry (added after the first frame by play/first-move.js, after chess960.js):
// starts the library at once, makes the page's game (game-session.js: the one owner of the game,
// which the board, the panel, the notes, the engine and the store follow), then sets up the
// language, the board and the questions (controller.js: one PlayController, handed to the parts
// that act on the board), the controls and the computer panel while its WebAssembly compiles,
// then opens the game of this tab (session.js), with White's first move when the first diagram
// took one (first-move.js). Sets html[data-ready] once the game is shown; the service worker is
// registered after that.
/**
 * @import { Chess960Api } from './game-types.js'
 * @import { Pieces } from '../../package/types/index.js'
 * @import { Parts } from './session.js'
 * @import { Store } from './sync.js'
 */
import { byId } from '../shared/dom.js';
import * as firstDiagram from '../shared/first-diagram.js';
import * as i18n from '../shared/i18n.js';
import { loadApi, onReady, queryParams, setUpLanguage } from '../shared/page.js';
import { registerServiceWorker } from '../shared/sw-register.js';
import { PlayController } from './controller.js';
import * as controls from './controls.js';
import * as exportAll from './database/export.js';
import { PgnImport } from './database/files.js';
import { Advice } from './engine/advice.js';
import { AnalysisLines } from './engine/lines.js';
import { Opponent } from './engine/opponent.js';
import { EnginePanel } from './engine/panel.js';
import { Questions } from './dialogs.js';
import { layerOf } from './first-move-layer.js';
import { Messages } from './messages.js';
import { GameSession } from './game-session.js';
import { NewGameDialog } from './new-game.js';
import { NotesEditor } from './notes.js';
import { PgnPanel } from './pgn.js';
import { BoardOverlay } from './review/overlay.js';
import { ReviewPanel } from './review/panel.js';
import { TabGames } from './session.js';
import * as store from './store.js';
import { browserTabs } from './tabs.js';
import './words.js';

// The page's elements are in play.html.
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));

// Tells the style sheet where the board starts (--board-top, px from the page's top), so that
// beside the panel the whole board fits above the window's bottom edge even where the header's
// links take two rows; measured again whenever the header or the start line changes size. The
// first measure is the observer's first notice, after the layout of the next frame: measured
// here, while the page is still set up, it would force a layout of its own (70 ms with the CPU
// slowed 4x, a trace: bench/play_profile.mjs).
function fitBoard() {
  const measure = function () {
    const top = part('board').getBoundingClientRect().top + scrollY;
    document.documentElement.style.setProperty('--board-top', Math.ceil(top) + 'px');
  };
  if (typeof ResizeObserver !== 'function') return measure();
  const watch = new ResizeObserver(measure);
  watch.observe(/** @type {Element} the page's header */ (document.querySelector('.site-header')));
  watch.observe(part('start-info'));
}

// Returns the move the first diagram took before the page's module ran, or null.
function heldMove() {
  const layer = layerOf(byId('board'));
  return layer ? layer.held() : null;
}

// Plays the move the first diagram took (first-move.js) in the game just started, through the
// controller like any drop; nothing when none was taken.
/** @param {PlayController} controller */
function playHeldMove(controller) {
  const held = heldMove();
  if (held) controller.onBoardMove(held.from, held.to, 'click', held.t0);
}

// Shows the start position ?n= names before chess960.js has loaded, when this tab has no game
// of its own (session.js then starts that position; a game of the tab is restored instead),
// with the first move when the first diagram has already taken one.
/** @param {Store} tabStore @param {PlayController} controller */
function showFirstDiagram(tabStore, controller) {
  const n = firstDiagram.number(queryParams());
  if (n === null || tabStore.tabGame()) return;
  const layer = layerOf(byId('board'));
  const held = heldMove();
  // n names a start position (firstDiagram.number), so it has pieces
  const pieces = /** @type {Pieces} */ (layer ? layer.pieces() : firstDiagram.pieces(n));
  controller.showEarly(pieces, held ? [held.from, held.to] : []);
}

// Loads the library and opens the game of this tab; the buttons wait for it. Returns a Promise
// settled once the page is ready or has said why not.
/**
 * @param {TabGames} games
 * @param {Parts} parts
 * @param {Promise<Chess960Api>} apiLoading
 * @returns {Promise<void>}
 */
function openGame(games, parts, apiLoading) {
  const game = games.game;
  part('status').textContent = i18n.t('play.loading');
  /** @type {NodeListOf<HTMLButtonElement>} */
  const buttons = document.querySelectorAll('.play-panel button, .pgn-body button');
  buttons.forEach((b) => (b.disabled = true));
  return apiLoading
    .then(function (api) {
      game.start(api);
      buttons.forEach((b) => (b.disabled = false));
      parts.newGameDialog.start(api);
      const context = games.pgnContext();
      parts.pgnPanel.start(context);
      new PgnImport(context).start();
      exportAll.setUp(context);
      return games.open(api);
    })
    .then(function () {
      playHeldMove(parts.controller);
      document.documentElement.setAttribute('data-ready', 'true');
    })
    .catch(function (/** @type {Error} */ err) {
      part('status').textContent = i18n.error(err);
    });
}

// Starts the page (see the header).
function start() {
  // chess960.js ran before this script (play.html's data-after-frame): its WebAssembly compiles
  // off the main thread while the page below is set up.
  const apiLoading = loadApi(undefined, { afterFrame: false });
  const tabStore = store.create();
  setUpLanguage();
  fitBoard();
  const game = new GameSession();
  const messages = new Messages();
  const questions = new Questions();
  const pgnPanel = new PgnPanel();
  const enginePanel = new EnginePanel();
  const opponent = new Opponent(enginePanel, messages);
  const controller = new PlayController(part('board'), game, messages, questions, pgnPanel, opponent);
  const parts = { messages, questions, pgnPanel, controller, newGameDialog: new NewGameDialog(questions) };
  const games = new TabGames(tabStore, game, browserTabs(), parts);
  controls.notationChoices();
  /** @type {HTMLSelectElement} */ (byId('notation')).value = controller.notation();
  controls.bind(controller, games, messages, questions);
  new NotesEditor(game, questions).setUp();
  enginePanel.setUp();
  // The board's one overlay: the analysis's arrows and the review's arrow and glyph.
  const overlay = new BoardOverlay(() => document.querySelector('#board svg.c960-board'));
  new Advice(game, enginePanel, new AnalysisLines(overlay)).setUp();
  new ReviewPanel(game, overlay, controller).setUp();
  showFirstDiagram(tabStore, controller);
  opponent.setUp(controller);
  registerServiceWorker(openGame(games, parts, apiLoading));
}

onReady(start);
