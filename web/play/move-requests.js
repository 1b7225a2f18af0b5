// @ts-check
// The move requests of the play page (controller.js hands each one here with what it needs of
// the page): a drop on the board, the text of the move box, the castling buttons, the answers of
// the questions a drop or a text raises, and the computer's moves. Each is read at the position
// shown and played through the page's game; a move the rules refuse is said in the move box.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import * as moves from './moves.js';
import './words.js';

/**
 * @import { GameSession } from './game-session.js'
 * @import { Messages } from './messages.js'
 * @import { Questions } from './dialogs.js'
 * @import { Letters, Square } from '../../package/types/index.js'
 * @typedef {object} MovePage what the requests need of the page (the controller's)
 * @property {GameSession} game
 * @property {Messages} messages
 * @property {Questions} questions
 * @property {() => boolean} interactive the board and the move box take moves now
 * @property {() => boolean} computerMovesShown the computer is to move in the position shown
 * @property {() => Letters} letters the SAN letters of the move list
 * @property {() => Letters} readingLetters the letters the move box reads
 * @property {() => void} drawBoard
 */

const t = i18n.t;

// Plays a move given as UCI (from the board, a button, a dialog or the computer) from the
// position shown; returns its SAN, or null (said in the move box unless quiet) when refused.
/**
 * @param {MovePage} page
 * @param {string} uci
 * @param {number} [t0] performance.now() of the gesture
 * @param {boolean} [quiet]
 * @returns {string | null}
 */
export function play(page, uci, t0, quiet) {
  try {
    return page.game.play(uci, t0);
  } catch (err) {
    if (!quiet) page.messages.moveError(() => i18n.error(err, { move: uci, side: '', candidates: '' }));
    page.drawBoard();
    return null;
  }
}

// Plays the answer to a question, or redraws the board when it was cancelled.
/** @param {MovePage} page @param {{ uci: string | null } | null} move */
function playAnswer(page, move) {
  if (move) play(page, /** @type {string} a move the core named */ (move.uci), performance.now());
  else page.drawBoard();
}

// A piece was dropped on a legal target: play it, or ask what the drop means.
/**
 * @param {MovePage} page
 * @param {string} from
 * @param {string} to
 * @param {number} [t0] performance.now() of the gesture
 */
export function onBoardMove(page, from, to, t0) {
  if (!page.interactive()) return;
  const [a, b] = /** @type {Square[]} the board's square names */ ([from, to]);
  const found = page.game.atShown((core) => core.movesBetween(a, b, { letters: page.letters() }));
  const meaning = moves.intent(found);
  const answer = (/** @type {{ uci: string | null } | null} */ move) => playAnswer(page, move);
  if (meaning.kind === 'play') play(page, meaning.move.uci, t0);
  else if (meaning.kind === 'castling') page.questions.castling(to, meaning.step, meaning.castling).then(answer);
  else if (meaning.kind === 'promotion') page.questions.promotion(meaning.choices, page.game.view.turn).then(answer);
}

// Plays the text of the move box from the position shown: read on a copy of the game there,
// then played like any move.
/** @param {MovePage} page */
export function submitMove(page) {
  const game = page.game;
  const input = /** @type {HTMLInputElement} */ (byId('move-input'));
  const text = input.value.trim();
  if (!text) return page.messages.moveError(() => t('play.err.empty'));
  if (game.review === null && game.isOver())
    return page.messages.moveError(() => i18n.error({ code: 'ERR_GAME_OVER' }));
  if (!page.interactive()) {
    if (page.computerMovesShown()) page.messages.moveError(() => t('play.err.computerToMove'));
    return;
  }
  const t0 = performance.now();
  const shownView = game.atShown((core) => core.view({ letters: page.letters() }));
  const got = game.onCopy(function (copy) {
    const read = moves.typed(copy, text, shownView, page.letters(), page.readingLetters());
    if (read.kind === 'played') read.uci = copy.historyUci().pop();
    return read;
  });
  if (got.kind === 'error') {
    page.messages.moveError(got.say);
    return input.focus();
  }
  if (got.kind === 'promotion') {
    return page.questions.promotion(got.choices, shownView.turn).then(function (move) {
      if (move) input.value = '';
      playAnswer(page, move);
    });
  }
  if (play(page, /** @type {string} set from the copy's last move */ (got.uci), t0) !== null) input.value = '';
}

// Castles to one side with the O-O / O-O-O buttons (0: O-O, 1: O-O-O).
/** @param {MovePage} page @param {number} index */
export function castle(page, index) {
  const option = page.game.view.castling[index];
  if (option.legal && page.interactive())
    play(page, /** @type {string} legal: it has a move */ (option.uci), performance.now());
}
