// Advice from the engine: a hint and the analysis (evaluation, depth, best line in SAN with the
// page's letters). Both show one result per position: whichever search of the position went
// deepest (a hint's or the analysis's), so the hint is always the first move of the line shown.
// The computer's own search takes the engine while it is to move.
//
//   setUp()    binds the buttons and follows the game; update(), hint()
import { byId } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import * as controller from '../controller.js';
import { moveNumber } from '../record.js';
import { Chess960Engine } from './client.js';
import * as panel from './panel.js';

const t = i18n.t;
let result = empty(null); // the deepest result of the position searched last
let running = null; // { key, kind: 'hint' | 'analysis' }: the advice search running now
let hintKey = null; // the position the hint is shown for
let analysing = false;

// Returns an empty result for a position key.
function empty(key) {
  return { key: key, depth: 0, score: null, pv: [], best: null };
}

// Returns the SAN of UCI moves played from the snapshot's position, in its letters ([] on failure).
function sans(snap, ucis) {
  let game = null;
  try {
    game = new (controller.api().Game)(snap.fen);
    ucis.forEach((uci) => game.play(uci));
    return game.view({ letters: snap.letters }).history.san;
  } catch {
    return [];
  } finally {
    if (game) game.delete();
  }
}

// Returns a line of moves as text with move numbers: "12. Sf3 Sc6 13. Lb5" or "12… Sc6".
function lineText(snap, list) {
  const first = (snap.moveNumber - 1) * 2 + (snap.turn === 'b' ? 1 : 0);
  return list
    .map(function (san, i) {
      const n = moveNumber(first + i);
      if (n.color === 'w') return n.number + '. ' + san;
      return i === 0 ? n.number + '… ' + san : san;
    })
    .join(' ');
}

// Returns the evaluation as text: pawns from White's side, or "mate in n for …".
function scoreText(score, turn) {
  if (score && typeof score.mate === 'number') {
    const white = (turn === 'w') === score.mate > 0;
    return t('engine.mateIn', { n: Math.abs(score.mate), side: t(white ? 'engine.white' : 'engine.black') });
  }
  return Chess960Engine.formatScore(score, turn === 'w').replace('.', t('engine.decimalPoint'));
}

// Takes a search report for a position: a deeper one replaces the result shown.
function take(key, info) {
  if (result.key !== key) result = empty(key);
  if (info.depth < result.depth || !info.pv || !info.pv.length) return;
  result = { key: key, depth: info.depth, score: info.score, pv: info.pv.slice(0, 12), best: info.pv[0] };
  show();
}

// Draws the hint, the analysis and the buttons from the result.
function show() {
  const snap = controller.snapshot();
  const key = snap && panel.key(snap);
  const known = !!snap && result.key === key && result.best;
  if (hintKey !== null && hintKey === key) {
    byId('engine-hint-text').textContent = known
      ? t('engine.hintIs', { move: sans(snap, [result.best])[0] || result.best })
      : t('engine.hintWait');
  } else {
    byId('engine-hint-text').textContent = '';
  }
  byId('engine-analysis').hidden = !analysing;
  byId('engine-eval').textContent = analysing && known ? scoreText(result.score, snap.turn) : '…';
  byId('engine-depth').textContent = analysing && known ? t('engine.depth', { d: result.depth }) : '';
  byId('engine-line').textContent = analysing && known ? lineText(snap, sans(snap, result.pv)) : '';
  const button = byId('engine-analyse');
  button.setAttribute('data-i18n', analysing ? 'engine.stop' : 'engine.analyse');
  button.textContent = t(analysing ? 'engine.stop' : 'engine.analyse');
  button.setAttribute('aria-pressed', analysing ? 'true' : 'false');
  byId('engine-hint').disabled = !snap || snap.over || panel.computerColor() === snap.turn;
}

// Starts a hint or analysis search of the snapshot's position.
function search(snap, kind) {
  const engine = panel.engine();
  if (!engine) return;
  const key = panel.key(snap);
  const job = { key: key, kind: kind };
  running = job;
  const onInfo = function (info) {
    if (running === job) take(key, info);
  };
  const options = { moves: snap.moves, onInfo: onInfo };
  const pending =
    kind === 'hint' ? engine.hint(snap.startFen, options) : engine.analyse(snap.startFen, onInfo, options);
  pending.then(function (found) {
    if (running !== job) return;
    running = null;
    if (found.uci && result.key === key && !result.best) result.best = found.uci;
    show();
  }, panel.fail);
}

// Shows the position's known answer, or searches for one.
export function hint() {
  const snap = controller.snapshot();
  if (!snap || snap.over) return;
  const key = panel.key(snap);
  hintKey = key;
  show();
  if ((result.key === key && result.best) || (running && running.key === key)) return;
  search(snap, 'hint');
}

// Follows the game: drops advice of old positions, runs or stops the analysis.
export function update() {
  const snap = controller.snapshot();
  if (!snap) return;
  const key = panel.key(snap);
  if (hintKey !== key) hintKey = null;
  if (running && running.key !== key) running = null;
  if (panel.computerColor() === snap.turn && !snap.over) {
    running = null; // the computer's own search takes the engine
  } else if (analysing && !snap.over && snap.live) {
    if (!running || running.kind !== 'analysis') search(snap, 'analysis');
  } else if (running && running.kind === 'analysis') {
    running = null;
    if (panel.engine()) panel.engine().stop();
  }
  show();
}

// Binds the hint and analysis buttons and follows the game, the settings and the language.
export function setUp() {
  controller.onChange(update);
  panel.onChange(update);
  i18n.onChange(show);
  byId('engine-hint').addEventListener('click', hint);
  byId('engine-analyse').addEventListener('click', function () {
    analysing = !analysing;
    update();
  });
}
