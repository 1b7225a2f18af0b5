// The play page's controller: one game, one snapshot, and the only owner of the game's state.
// Every change of the game (a move, undo, redo, a claim, an ending, a tag, a new game, a language
// switch) asks the core for one game.view() and redraws the board and the panel from it; what a
// board gesture means comes from game.movesBetween(). A board move costs three calls into the
// module: movesBetween, play, view. Other modules change the game only through the functions
// below; which game the tab shows is session.js's part, saving it sync.js's (both told through
// the hooks of setUp); the computer opponent (engine/) uses the snapshot and the hooks at the end.
//
//   setUp(container, { adopted(record), save(record), listChanged() })   the board, questions
//   start(api)                              the library has loaded
//   moves: onBoardMove(from, to, how, t0), submitMove(), castle(index), playMove(uci) -> SAN | null
//          (null, saying nothing, for a move the rules refuse: the computer's, see engine/opponent.js)
//   undo(), redo(), claimDraw(), resign(), agreeDraw()   the endings and taking back
//   review(ply | null), step(delta)         an earlier position (null: the live one)
//   goToNode(id, ply?)                      a move of the tree: its line becomes the game's
//   editNode(id, { comment, before, nags }), deleteLine(id), promote(id, toMain)  -> error | null
//   shownNode() -> the tree's node the board shows;  tree() -> game.tree({ letters })
//   setTag(name, value), setNotation(value), setOrientation(value), flip(), clearMoveError()
//   adopt(replayed, { save }), keepAsNewGame(id, now), noteSaved({ rev, lineage, updated })
//   showNotice(key, params), focusBoard(), showEarly(pieces, lastMove)
//   currentRecord(), plies(), isOver(), letters(), notation(), pgnText(), api()   what others read
//   snapshot() -> { startFen, moves, shown, fen, turn, moveNumber, over, live, dialogOpen, letters }
//                  (moves: the line's, up to its live end; shown: how many of them the board shows)
// The game is a tree (game.tree()): the core stands at the end of the line shown; a move played
// while an earlier position of it is shown starts a side line there (or steps on when it is the
// line's next move), and the computer answers only at the end of the line it plays on. Walking
// and editing the tree is game-tree.js's, on this module's state.
//   onChange(fn), setHumanMovesBlocked(fn), setOpponent(fn -> 'w'|'b'|null)
// The time from a drop to the redrawn board is measured with the User Timing API: a measure
// 'chess960.play.drop' when the board is drawn, 'chess960.play.frame' at the next frame.
import { byId } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { storageGet, storageSet } from '../shared/page.js';
import * as boardView from './board-view.js';
import * as dialogs from './dialogs.js';
import * as gameTree from './game-tree.js';
import * as lines from './lines.js';
import * as moves from './moves.js';
import * as pgn from './pgn.js';
import * as record from './record.js';
import * as render from './render.js';
import * as speech from './speech.js';
import * as undoRules from './undo.js';
import './words.js';

const NOTATION_KEY = 'chess960.play.notation';
const ORIENTATION_KEY = 'chess960.play.orientation';
const DECIDED = ['resign-w', 'resign-b', 'agreement', 'pgn']; // endings undo takes back first
const t = i18n.t;
const state = {
  api: null,
  game: null,
  record: null, // never changed in place: every change makes a new record
  view: null, // the one snapshot of the live position: game.view({ letters })
  tree: null, // game.tree({ letters }) taken with the snapshot (grown by a move at a line's end)
  treeGuess: null, // the id given to a move added to the tree without asking the core
  onMain: true, // the live position is on the main line
  frames: [], // frames[ply]: what the board shows after half-move ply (record.frame)
  redo: [], // UCI moves taken back, the last one is redone first
  review: null, // the half-move shown while reviewing, null for the live position
  orientation: 'white',
  notation: 'auto',
  dialogOpen: false,
  notice: null,
  moveError: null, // says the move box's error in the current language
  board: null,
};
const listeners = [];
let hooks = { adopted() {}, save() {}, listChanged() {} };
let blocked = null;
let opponent = null;
// The tree operations on this state (game-tree.js), drawing and saving through the functions below.
const line = gameTree.create(state, {
  letters,
  frameOf: record.frame,
  drawBoard,
  draw,
  save,
  showMoved,
  review,
  redrawMoves: () => render.moves(panelState()),
  moveError,
  cancelInput: () => state.board.cancel(),
});

// Returns the SAN letters of the move list: the chosen notation, else the page's language.
export function letters() {
  if (state.notation !== 'auto') return state.notation;
  return moves.languageLetters(i18n.lang());
}

// Returns the letters the move box reads (then English): the notation's language, else the
// page's (figurines are read in any set).
function readingLetters() {
  const shown = letters();
  return shown === 'figurine' ? moves.languageLetters(i18n.lang()) : shown;
}

// Returns the record as it holds for the line shown: a side line knows no ending the page decided.
function lineRecord() {
  return state.onMain ? state.record : Object.assign({}, state.record, { ending: '', result: '*' });
}

// Returns true once the game has ended (the core's end or one the page decided).
export function isOver() {
  return record.result(lineRecord(), state.view) !== '*';
}

// Returns the value of a hook set by an add-on, or fallback when it fails.
function hook(fn, fallback) {
  try {
    return fn ? fn() : fallback;
  } catch {
    return fallback;
  }
}

// Returns true while the board and the move box take moves: in the live position until the game
// ends; in an earlier one (a side line starts there) unless it is the computer's move there.
function interactive() {
  if (state.dialogOpen || hook(blocked, false)) return false;
  if (state.review === null) return !isOver();
  return lines.turnAt(state.view, state.review) !== hook(opponent, null);
}

// Returns true when an earlier position is shown in which the computer is to move (the only
// reason interactive() refuses a move there that the player cannot see).
function computerMovesShown() {
  if (state.review === null || state.dialogOpen || hook(blocked, false)) return false;
  return lines.turnAt(state.view, state.review) === hook(opponent, null);
}

// Returns how many half-moves undo takes back (undo.js: against the computer, its reply too).
function undoCount() {
  return undoRules.undoCount(state.view, hook(opponent, null));
}

// Returns how many half-moves redo plays (undo.js: against the computer, up to the player's turn).
function redoCount() {
  return undoRules.redoCount(state.view, state.redo, hook(opponent, null), isOver());
}

// Returns what the panel is drawn from.
function panelState() {
  return {
    record: lineRecord(),
    view: state.view,
    tree: state.tree,
    frames: state.frames,
    review: state.review,
    canUndo: DECIDED.indexOf(state.record.ending) >= 0 || undoCount() > 0,
    canRedo: redoCount() > 0,
  };
}

// Draws the board: the live position or the one reviewed.
function drawBoard() {
  const ply = state.review === null ? state.frames.length - 1 : state.review;
  const label =
    state.review === null
      ? t('play.svgLabel', { ply: ply, side: speech.sideName(state.view.turn) })
      : t('play.svgLabelReview', { ply: ply });
  const open = interactive();
  state.board.show({
    frame: state.frames[ply],
    view: open && state.review !== null ? line.atShown(() => state.game.view({ letters: letters() })) : state.view,
    interactive: open,
    live: state.review === null,
    orientation: state.orientation,
    label: label,
  });
}

// Tells the add-ons that the game or its display changed.
function notify() {
  listeners.slice().forEach((fn) => hook(() => fn('game')));
}

// Draws board, panel and PGN export, and tells the add-ons.
function draw() {
  drawBoard();
  render.all(panelState());
  pgn.render();
  notify();
}

// Saves the game of this tab (sync.js) and redraws the recent list (session.js): its main line,
// and the whole tree as PGN when it holds comments, NAGs or side lines.
function save() {
  const text = lines.annotated(state.tree) ? state.game.pgn(record.exportTags(state.record)) : '';
  const tree = { moves: lines.mainMoves(state.tree), text: text, onMain: state.onMain };
  state.record = record.updated(state.record, state.view, Date.now(), tree);
  hooks.save(currentRecord());
  hooks.listChanged();
}

// Replaces the record by a copy with these fields changed.
function changeRecord(fields) {
  state.record = Object.assign({}, state.record, fields);
}

// Shows a notice above the board (null clears it); it follows language switches.
export function showNotice(key, params) {
  state.notice = key ? { key: key, params: params } : null;
  byId('notice').textContent = key ? t(key, params) : '';
}

// Says text in the polite live region (cleared first, so a repeated text is said again).
function announce(text) {
  const node = byId('announce');
  node.textContent = '';
  setTimeout(() => (node.textContent = text), 30);
}

// Shows a move-box error, given as a function that says it in the current language (asked
// again after a language switch), or clears it with null.
function moveError(say) {
  state.moveError = say;
  byId('move-error').textContent = say ? say() : '';
  if (say) byId('move-input').setAttribute('aria-invalid', 'true');
  else byId('move-input').removeAttribute('aria-invalid');
}

// Clears the move box's error (the player types again).
export function clearMoveError() {
  if (state.moveError) moveError(null);
}

// Takes the snapshot after a move was played and keeps its frame and the redo list.
function recordMove(before) {
  state.view = state.game.view({ letters: letters() });
  line.grow();
  state.frames.push(record.frame(state.view, before));
  state.redo = undoRules.afterMove(state.redo, state.view.lastMove.uci);
}

// Measures the time from the drop at t0 (performance.now()) to now and to the next frame.
function measureDrop(t0) {
  if (typeof t0 !== 'number' || typeof performance.measure !== 'function') return;
  performance.measure('chess960.play.drop', { start: t0, end: performance.now() });
  requestAnimationFrame(() => performance.measure('chess960.play.frame', { start: t0, end: performance.now() }));
}

// Redraws after moves; t0 (performance.now() of the drop) is measured.
function settle(t0) {
  const ending = state.record.ending;
  if (state.onMain && (ending === 'agreement' || ending === 'pgn')) changeRecord({ ending: '' });
  state.review = null;
  showMoved(t0);
}

// Draws, says and saves the position a move led to (the one shown).
function showMoved(t0) {
  drawBoard();
  measureDrop(t0);
  moveError(null);
  render.all(panelState());
  pgn.render();
  announce(speech.words(state.frames[state.review === null ? state.frames.length - 1 : state.review].facts));
  save();
  notify();
}

// Plays a move given as UCI (from the board, a button, a dialog or the computer).
function play(uci, t0, quiet) {
  if (state.review !== null) return line.playFromShown(uci, t0);
  const before = state.view;
  try {
    state.game.play(uci);
  } catch (err) {
    if (!quiet) moveError(() => i18n.error(err, { move: uci, side: '', candidates: '' }));
    drawBoard();
    return null;
  }
  recordMove(before);
  settle(t0);
  return state.view.lastMove.san;
}

// Plays the answer to a question, or redraws the board when it was cancelled.
function playAnswer(move) {
  if (move) play(move.uci, performance.now());
  else drawBoard();
}

// A piece was dropped on a legal target: play it, or ask what the drop means.
export function onBoardMove(from, to, _how, t0) {
  if (!interactive()) return;
  const meaning = moves.intent(line.atShown(() => state.game.movesBetween(from, to, { letters: letters() })));
  if (meaning.kind === 'play') play(meaning.move.uci, t0);
  else if (meaning.kind === 'castling') dialogs.castling(to, meaning.step, meaning.castling).then(playAnswer);
  else if (meaning.kind === 'promotion') dialogs.promotion(meaning.choices, state.view.turn).then(playAnswer);
}

// Plays the text of the move box.
export function submitMove() {
  const input = byId('move-input');
  const text = input.value.trim();
  if (!text) return moveError(() => t('play.err.empty'));
  if (state.review === null && isOver()) return moveError(() => i18n.error({ code: 'ERR_GAME_OVER' }));
  if (!interactive()) {
    if (computerMovesShown()) moveError(() => t('play.err.computerToMove'));
    return;
  }
  if (state.review !== null) return submitFromShown(input, text);
  const t0 = performance.now();
  const before = state.view;
  const got = moves.typed(state.game, text, state.view, letters(), readingLetters());
  if (got.kind === 'played') {
    input.value = '';
    recordMove(before);
    settle(t0);
  } else if (got.kind === 'promotion') {
    dialogs.promotion(got.choices, state.view.turn).then(function (move) {
      if (move) input.value = '';
      playAnswer(move);
    });
  } else {
    moveError(got.say);
    input.focus();
  }
}

// Plays the move box's text from the position shown while reviewing (see playFromShown).
function submitFromShown(input, text) {
  const shownView = line.atShown(() => state.game.view({ letters: letters() }));
  const copy = line.atShown(() => state.game.clone());
  let got;
  try {
    got = moves.typed(copy, text, shownView, letters(), readingLetters());
    if (got.kind === 'played') got.uci = copy.historyUci().pop();
  } finally {
    copy.delete();
  }
  if (got.kind === 'error') {
    moveError(got.say);
    return input.focus();
  }
  if (got.kind === 'promotion') {
    return dialogs.promotion(got.choices, shownView.turn).then(function (move) {
      if (move) input.value = '';
      playAnswer(move);
    });
  }
  if (line.playFromShown(got.uci, performance.now())) input.value = '';
}

// Castles to one side with the O-O / O-O-O buttons (0: O-O, 1: O-O-O).
export function castle(index) {
  const option = state.view.castling[index];
  if (option.legal && interactive()) play(option.uci, performance.now());
}

// Redraws after undo, a claim or an ending the page decided.
function afterChange() {
  line.snapshot();
  state.review = null;
  moveError(null);
  draw();
  save();
}

// Takes back a decided ending, else the last move (against the computer also its reply); a
// side line's last move taken back shows the move it branched from.
export function undo() {
  if (state.dialogOpen) return;
  if (state.onMain && DECIDED.indexOf(state.record.ending) >= 0) {
    changeRecord({ ending: '' });
    return afterChange();
  }
  const count = undoCount();
  const uci = state.view.history.uci.slice();
  for (let i = 0; i < count; i++) {
    state.redo.push(uci[uci.length - 1 - i]);
    state.game.undo();
    state.frames.pop();
  }
  if (!count) return;
  if (state.onMain) changeRecord({ ending: '' });
  line.follow(uci);
  moveError(null);
  draw();
  save();
}

// Plays again what undo took back (against the computer, up to the player's turn), from the
// position shown.
export function redo() {
  const count = redoCount();
  if (!count) return;
  const old = state.view.history.uci.slice();
  if (state.review !== null) state.game.goTo(line.nodeAt(state.review));
  for (let i = 0; i < count; i++) {
    try {
      state.game.play(state.redo.pop());
    } catch {
      state.redo = [];
      break;
    }
  }
  line.follow(old);
  if (state.review === null) settle();
  else showMoved();
}

// Ends the game with an ending the page decides ('resign-w', 'agreement', 'claim', …) and says so.
function end(ending) {
  changeRecord({ ending: ending });
  afterChange();
  announce(byId('status').textContent);
}

// Ends the game as the question (dialogs.resign or dialogs.agreeDraw) decides, if it does.
function decide(question) {
  if (state.dialogOpen || isOver()) return;
  question().then((ending) => ending && end(ending));
}

// Asks who resigns and ends the game so.
export function resign() {
  decide(dialogs.resign);
}

// Asks whether both sides agree a draw and ends the game so.
export function agreeDraw() {
  decide(dialogs.agreeDraw);
}

// Ends the game as a claimed draw (threefold repetition, fifty moves) when one can be claimed.
export function claimDraw() {
  try {
    state.game.claimDraw();
  } catch {
    return;
  }
  end('claim');
}

// Shows the position after half-move ply (null or the last ply: the live position).
export function review(ply) {
  const plies = state.frames.length - 1;
  state.review = ply === null || ply >= plies ? null : Math.max(0, ply);
  state.board.cancel();
  drawBoard();
  render.shown(panelState());
  notify();
}

// Steps the review by delta half-moves from the position shown (no step beyond the live one).
export function step(delta) {
  if (state.review === null && delta > 0) return;
  review((state.review === null ? state.frames.length - 1 : state.review) + delta);
}

// Returns the game's tree (game.tree() in the letters of the move list).
export function tree() {
  return line.tree();
}

// Returns the tree's node the board shows.
export function shownNode() {
  return line.shownNode();
}

// Shows a move of the tree: its line becomes the game's line, the board shows the move (`ply`:
// its half-move where it is on the line shown, which names a move added since the tree was taken).
export function goToNode(id, ply) {
  line.goToNode(id, ply);
}

// Sets the comment (after the move, or `before` a side line's first move) and the NAGs of a
// node; returns the core's error or null.
export function editNode(id, notes) {
  return line.editNode(id, notes);
}

// Deletes a node and every move after it; returns the core's error or null.
export function deleteLine(id) {
  return line.deleteLine(id);
}

// Moves the side line of a node one place up, or makes it the main line; returns the error or null.
export function promote(id, toMain) {
  return line.promote(id, toMain);
}

// Changes a tag of the game and saves it.
export function setTag(name, value) {
  changeRecord({ tags: Object.assign({}, state.record.tags, { [name]: value }) });
  save();
  pgn.render();
}

// Redraws everything after a language or notation change.
function relabel() {
  if (!state.game) return;
  line.snapshot();
  render.reset();
  draw();
  state.board.relabel();
  dialogs.relabel();
  hooks.listChanged();
  if (state.notice) byId('notice').textContent = t(state.notice.key, state.notice.params);
  if (state.moveError) moveError(state.moveError);
}

// Shows the moves in another notation (remembered).
export function setNotation(value) {
  state.notation = value;
  storageSet(NOTATION_KEY, value);
  relabel();
}

// Returns the notation of the move list ('auto' or a letter set).
export function notation() {
  return state.notation;
}

// Turns the board so that `value` ('white' or 'black') is at the bottom (remembered).
export function setOrientation(value) {
  state.orientation = value === 'black' ? 'black' : 'white';
  storageSet(ORIENTATION_KEY, state.orientation);
  if (state.game) drawBoard();
}

// Turns the board round.
export function flip() {
  setOrientation(state.orientation === 'white' ? 'black' : 'white');
}

// Makes a replayed record (record.replay) the game of this tab.
export function adopt(r, options) {
  dialogs.cancel();
  if (state.game && state.game !== r.game) state.game.delete();
  Object.assign(state, { game: r.game, view: r.view, frames: r.frames, record: r.record, redo: [], review: null });
  line.snapshot();
  hooks.adopted(r.record);
  render.reset();
  pgn.fillTags(state.record);
  if (options && options.save) save();
  moveError(null);
  draw();
  hooks.listChanged();
}

// Keeps the game on the page as a game of its own under a new id (both tabs on one game went
// on with other moves); returns its record.
export function keepAsNewGame(id, now) {
  changeRecord({ id: id, created: now, updated: now, rev: '', lineage: [] });
  return currentRecord();
}

// Takes what the store wrote or read for the game on the page: its revision and lineage.
export function noteSaved(stored) {
  changeRecord({ rev: stored.rev, lineage: stored.lineage, updated: stored.updated });
}

// Returns a copy of the record of the game on the page (null before the first game).
export function currentRecord() {
  if (!state.record) return null;
  return Object.assign({}, state.record, {
    moves: state.record.moves.slice(),
    tags: Object.assign({}, state.record.tags),
  });
}

// Returns how many half-moves the game has.
export function plies() {
  return state.view ? state.view.history.uci.length : 0;
}

// Returns the PGN of the game on the page (the core writes it with the record's tags).
export function pgnText() {
  return state.game.pgn(record.exportTags(state.record));
}

// Returns the library's API (null until it has loaded).
export function api() {
  return state.api;
}

// Focuses the board.
export function focusBoard() {
  state.board.focus();
}

// Shows a position before the game has started (the first diagram, with a move it took).
export function showEarly(pieces, lastMove) {
  const frame = { pieces, lastMove, check: null };
  state.board.show({ frame, view: null, interactive: false, live: true, orientation: state.orientation, label: '' });
}

// Returns what the computer opponent needs to know about the game.
export function snapshot() {
  if (!state.game) return null;
  return {
    startFen: state.record.startFen,
    moves: state.view.history.uci.slice(),
    shown: state.review === null ? state.view.history.uci.length : state.review,
    fen: state.view.fen,
    turn: state.view.turn,
    moveNumber: state.view.moveNumber,
    over: isOver(),
    live: state.review === null,
    dialogOpen: state.dialogOpen,
    letters: letters(),
  };
}

// Plays a UCI move exactly as a human move (the computer's); returns its SAN or null.
export function playMove(uci) {
  if (!state.game || state.review !== null || isOver()) return null;
  return play(uci, undefined, true);
}

// Calls fn('game') after every change of the game or its display.
export function onChange(fn) {
  listeners.push(fn);
}

// Sets a function that returns true while human moves are refused.
export function setHumanMovesBlocked(fn) {
  blocked = fn;
  if (state.game) drawBoard();
}

// Sets a function that returns the computer's colour ('w', 'b') or null.
export function setOpponent(fn) {
  opponent = fn;
  if (state.game) render.buttons(panelState());
}

// A question opened (true) or closed: the board takes no moves while one is open.
function questionOpen(open) {
  state.dialogOpen = open;
  if (open) state.board.cancel();
  if (state.game) drawBoard();
  notify();
}

// Draws the board into container and binds the questions; `h` tells the session and the
// saving of changes: adopted(record) a game became the tab's, save(record), listChanged().
export function setUp(container, h) {
  hooks = Object.assign(hooks, h);
  const stored = storageGet(NOTATION_KEY);
  if (stored === 'auto' || moves.LETTER_SETS.indexOf(stored) >= 0) state.notation = stored;
  if (storageGet(ORIENTATION_KEY) === 'black') state.orientation = 'black';
  state.board = boardView.create(container, {
    onMove: onBoardMove,
    announce: (text) => (byId('board-announce').textContent = text),
  });
  dialogs.setUp({ onOpen: () => questionOpen(true), onClose: () => questionOpen(false) });
  i18n.onChange(relabel);
}

// Takes the library's API once it has loaded (the session then opens the first game).
export function start(loaded) {
  state.api = loaded;
}
