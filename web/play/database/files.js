// @ts-nocheck
// Opening PGN on the play page: the pasted text or a chosen file. A short pasted text is read
// at once in the page; a file or a long text goes to the PGN reader (a Web Worker, reader.js)
// with a progress bar and a button that stops it, and the page keeps answering. One game
// replaces the page's game as before (asking first: session.js); several games show the game
// list (panel.js), whose rows open their game the same way. The list, the reader and the rows
// are a chunk of their own (games.js), loaded when a text of several games or a file is first
// opened. Every fact comes from the core; refusals are explained by pgn.js.
//
//   setUp(ctx)    ctx: the tab's pgnContext() { api(), replace(record) -> Promise, showBoard(), panel: the PgnPanel }
//   readText(text), readFile(file)
import * as library from 'chess960';
import { chunk } from '../../shared/chunks.js';
import * as bidi from '../../shared/bidi.js';
import * as dom from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import * as startNumber from '../../shared/start-number.js';
import * as names from '../names.js';
import * as pgn from '../pgn.js';
import './words.js';
import '../words.js';

const SHORT = 100000; // characters of pasted text read in the page; longer ones go to the worker
const byId = dom.byId;
let ctx = null;
let games = null; // the chunk games.js: { panel, list, Reader, rowOf, mark }, once loaded
let reader = null;
let source = null; // where the listed games are opened from: { open(index) -> Promise(pgn), drop() }
let phaseText = null; // says the progress in the current language

const t = i18n.t;

// Returns a count in the page's language (1.234 / 1,234).
function count(n) {
  return games.list.count(n, i18n.lang());
}

// Resolves with the game list's code (games.js), its list bound on first use; a chunk that
// cannot be loaded is refused with db.loadError.
function loadGames() {
  const pageModules = {
    'shared/bidi.js': bidi,
    'shared/dom.js': dom,
    'shared/i18n.js': i18n,
    'shared/start-number.js': startNumber,
    'shared/library.js': library,
    'play/names.js': names,
    'play/pgn.js': pgn,
  };
  return chunk('play/database/games.js', () => import('./games.js'), pageModules).then(
    function (loaded) {
      if (!games) bindList(loaded);
      return games;
    },
    function () {
      throw { code: 'ERR_CHUNK', say: () => t('db.loadError') };
    },
  );
}

// Takes the loaded game list's code and binds the list's controls.
function bindList(loaded) {
  games = loaded;
  games.panel.setUp({
    onOpen: openRow,
    onClose: () => useSource(null),
    // Reads the start-number filter with the site's one reader.
    readNumber: (text) => startNumber.read(text, startNumber.apiCore(ctx.api()), { allowText: true }),
  });
}

// Returns the PGN reader, started on first use.
function getReader() {
  if (!reader) reader = new games.Reader('play/database/worker.js', { api: () => ctx.api() });
  return reader;
}

// Shows the refusal of an error (a function: it is said again after a language switch); a
// file the reader could not read at all is said so.
function refuse(err) {
  if (err && err.code === 'ERR_PGN_READ') ctx.panel.refuse(() => t('play.pgnFileError'));
  else if (err && err.code === 'ERR_CHUNK') ctx.panel.refuse(err.say);
  else ctx.panel.refuse(() => pgn.errorText(err));
}

// Shows the reader's progress: the phase in words and the bar (no value while indexing).
function progress(step) {
  const bar = byId('pgn-progress-bar');
  byId('pgn-progress').hidden = false;
  if (step.phase === 'index' || !step.total) {
    bar.removeAttribute('value');
  } else {
    bar.value = Math.min(1, step.done / step.total);
  }
  if (step.phase === 'read') {
    const percent = step.total ? Math.floor((100 * step.done) / step.total) : 0;
    phaseText = () => t('db.progress.read', { percent: percent });
  } else if (step.phase === 'index') {
    phaseText = () => t('db.progress.index');
  } else {
    phaseText = () => t('db.progress.check', { done: count(step.done), total: count(step.total) });
  }
  byId('pgn-progress-label').textContent = phaseText();
}

// Hides the progress bar (the focus leaves the stop button for the PGN box).
function endProgress() {
  const had = document.activeElement === byId('pgn-cancel');
  byId('pgn-progress').hidden = true;
  phaseText = null;
  if (had) byId('pgn-in').focus();
}

// Makes a source the one the list opens games from (the one before is freed; null: none).
function useSource(next) {
  if (source && source !== next) source.drop();
  source = next;
}

// Reads a game's PGN text into the page's game (asking first); resolves with its half-moves or null.
function adopt(text) {
  const got = pgn.read(ctx.api(), text);
  if (got.error) {
    refuse(got.error);
    return Promise.resolve(null);
  }
  return ctx.replace(got.record);
}

// Opens one game of the list (a row the core accepted).
function openRow(row) {
  ctx.panel.refuse(null);
  source
    .open(row.game - 1)
    .then(adopt)
    .then(function (plies) {
      if (plies === null) return;
      games.panel.opened(row.game);
      ctx.panel.note(t('db.opened', { n: row.game, moves: plies }));
      ctx.showBoard();
    })
    .catch(refuse);
}

// Opens the only game of a text, or shows why not; clears the box when it was opened.
function openSingle(text) {
  adopt(text).then(function (plies) {
    if (plies === null) return;
    byId('pgn-in').value = '';
    ctx.panel.note(t('play.pgnImported', { moves: plies }));
  });
}

// Shows what a read found: nothing, one game (opened at once) or the list.
function found(rows, name, single) {
  if (!rows.length) {
    refuse({ code: 'ERR_PGN_EMPTY', message: 'no game found' });
    return;
  }
  if (rows.length === 1) {
    if (rows[0].error) refuse(rows[0].error);
    else single();
    return;
  }
  games.panel.show(rows, name);
  ctx.panel.note(t('db.read', { count: rows.length }));
}

// Reads a file or a long text in the worker, with progress (the game list's code loaded first).
function readInWorker(input, name) {
  loadGames().then(() => readWith(getReader(), input, name), refuse);
}

// Reads a file or a long text with the reader r, with progress.
function readWith(r, input, name) {
  progress({ phase: input.file ? 'read' : 'index', done: 0, total: 0 });
  r.read(input, progress).then(
    function (rows) {
      endProgress();
      const list = r.lastList;
      useSource({ open: (i) => r.open(i), drop: () => r.forget(list) });
      found(rows, name, function () {
        r.open(0).then(openSingle).catch(refuse);
      });
    },
    function (err) {
      if (err.code === 'CANCELLED') return;
      endProgress();
      refuse(err);
    },
  );
}

// Reads a pasted text: a short one at once in the page, a long one in the worker.
export function readText(value) {
  ctx.panel.refuse(null);
  const text = String(value);
  if (!text.trim()) {
    ctx.panel.refuse(() => t('play.pgnEmpty'));
    return;
  }
  if (text.length > SHORT) {
    readInWorker({ text: text }, null);
    return;
  }
  if (reader) reader.cancel();
  endProgress();
  let db;
  try {
    db = ctx.api().readPgnDatabase(text);
  } catch (err) {
    refuse(err);
    return;
  }
  if (db.length <= 1) {
    db.delete();
    openSingle(text);
    return;
  }
  loadGames().then(
    () => listPasted(db, text),
    function (err) {
      db.delete();
      refuse(err);
    },
  );
}

// Lists the games of a pasted text the page has read (db: the core's PGN database).
function listPasted(db, text) {
  const rows = [];
  for (let i = 0; i < db.length; i++) rows.push(games.rowOf(db, i));
  games.mark(rows, text);
  useSource({
    // Resolves with the PGN of one game of the pasted text.
    open: function (i) {
      const game = db.open(i);
      try {
        return Promise.resolve(game.pgn());
      } finally {
        game.delete();
      }
    },
    drop: () => db.delete(),
  });
  found(rows, null);
}

// Reads a chosen file in the worker.
export function readFile(file) {
  if (!file) return;
  ctx.panel.refuse(null);
  byId('pgn-file').value = '';
  readInWorker({ file: file }, file.name || null);
}

// Stops the running read.
function stop() {
  if (reader) reader.cancel();
  endProgress();
  ctx.panel.note(t('db.cancelled'));
}

// Binds the import box, the file button, the stop button and the game list.
export function setUp(context) {
  ctx = context;
  byId('pgn-import').addEventListener('click', () => readText(byId('pgn-in').value));
  byId('pgn-file').addEventListener('change', () => readFile(byId('pgn-file').files[0]));
  byId('pgn-cancel').addEventListener('click', stop);
  i18n.onChange(function () {
    if (phaseText) byId('pgn-progress-label').textContent = phaseText();
  });
}
