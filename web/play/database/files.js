// @ts-check
// Opening PGN on the play page: the pasted text or a chosen file. A short pasted text is read
// at once in the page; a file or a long text goes to the PGN reader (a Web Worker, reader.js)
// with a progress bar and a button that stops it, and the page keeps answering. One game
// replaces the page's game as before (asking first: session.js); several games show the game
// list (panel.js), whose rows open their game the same way. The list, the reader and the rows
// are a chunk of their own (games.js), loaded when a text of several games or a file is first
// opened. Every fact comes from the core; refusals are explained by pgn.js.
//
//   new PgnImport(ctx)   ctx: the tab's pgnContext() { api(), replace(record) -> Promise,
//                        showBoard(), panel: the PgnPanel }; start() binds its controls
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

/**
 * @import * as GamesChunk from './games.js'
 * @import { GameListPanel } from './panel.js'
 * @import { Reader, Source } from './reader.js'
 * @import { GameRow, ReadProgress } from './messages.js'
 * @import { Chess960Api, PgnDatabase } from '../../../package/types/index.js'
 * @import { GameRecord } from '../store-record.js'
 * @import { PgnPanel } from '../pgn.js'
 * @typedef {object} ImportContext what the opening of PGN needs of the page (session.js pgnContext())
 * @property {() => Chess960Api} api
 * @property {(record: GameRecord) => Promise<number | null>} replace replaces the page's game
 *   (asking first); resolves with its half-moves, or null when it was not replaced
 * @property {() => void} showBoard
 * @property {PgnPanel} panel
 * @typedef {{ open: (index: number) => Promise<string>, drop: () => void }} GameSource where the
 *   listed games are opened from: the PGN of game `index` (0-based); drop() frees them
 */

const SHORT = 100000; // characters of pasted text read in the page; longer ones go to the worker
const byId = dom.byId;
const t = i18n.t;
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));
const field = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

// The opening of PGN on one page (see the header); main.js makes it.
export class PgnImport {
  /** @param {ImportContext} context */
  constructor(context) {
    this.ctx = context;
    /** @type {GameListPanel | null} the game list (panel.js), once its chunk is loaded */
    this.list = null;
    /** @type {typeof GamesChunk | null} the chunk games.js, once loaded */
    this.games = null;
    /** @type {Reader | null} */
    this.reader = null;
    /** @type {GameSource | null} where the listed games are opened from */
    this.source = null;
    /** @type {(() => string) | null} says the progress in the current language */
    this.phaseText = null;
  }

  // Returns the loaded chunk and its list: every caller runs once loadGames() has bound them.
  /** @returns {{ games: typeof GamesChunk, list: GameListPanel }} */
  loaded() {
    return { games: /** @type {typeof GamesChunk} */ (this.games), list: /** @type {GameListPanel} */ (this.list) };
  }

  // Returns a count in the page's language (1.234 / 1,234).
  /** @param {number} n */
  count(n) {
    return this.loaded().games.list.count(n, i18n.lang());
  }

  // Resolves with the game list's code (games.js), its list bound on first use; a chunk that
  // cannot be loaded is refused with db.loadError.
  /** @returns {Promise<typeof GamesChunk>} */
  loadGames() {
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
      (/** @type {typeof GamesChunk} */ loaded) => {
        if (!this.games) this.bindList(loaded);
        return this.loaded().games;
      },
      () => {
        throw { code: 'ERR_CHUNK', say: () => t('db.loadError') };
      },
    );
  }

  // Takes the loaded game list's code and binds the list's controls.
  /** @param {typeof GamesChunk} loaded */
  bindList(loaded) {
    this.games = loaded;
    const list = new loaded.GameListPanel({
      // Reads the start-number filter with the site's one reader.
      readNumber: (text) => startNumber.read(text, startNumber.apiCore(this.ctx.api()), { allowText: true }),
    });
    this.list = list;
    list.on('open', (row) => this.openRow(row));
    list.on('close', () => this.useSource(null));
    list.start();
  }

  // Returns the PGN reader, started on first use.
  /** @returns {Reader} */
  getReader() {
    if (!this.reader)
      this.reader = new (this.loaded().games.Reader)('play/database/worker.js', { api: () => this.ctx.api() });
    return this.reader;
  }

  // Shows the refusal of an error (a function: it is said again after a language switch); a
  // file the reader could not read at all is said so.
  /** @param {unknown} err the core's error, the reader's, or the chunk's refusal (with its say()) */
  refuse(err) {
    const e = /** @type {{ code?: string, say?: () => string } | null | undefined} */ (err);
    if (e && e.code === 'ERR_PGN_READ') this.ctx.panel.refuse(() => t('play.pgnFileError'));
    else if (e && e.code === 'ERR_CHUNK') this.ctx.panel.refuse(e.say || null);
    else this.ctx.panel.refuse(() => pgn.errorText(err));
  }

  // Shows the reader's progress: the phase in words and the bar (no value while indexing).
  /** @param {ReadProgress} step */
  progress(step) {
    const bar = /** @type {HTMLProgressElement} */ (byId('pgn-progress-bar'));
    part('pgn-progress').hidden = false;
    if (step.phase === 'index' || !step.total) {
      bar.removeAttribute('value');
    } else {
      bar.value = Math.min(1, step.done / step.total);
    }
    if (step.phase === 'read') {
      const percent = step.total ? Math.floor((100 * step.done) / step.total) : 0;
      this.phaseText = () => t('db.progress.read', { percent: percent });
    } else if (step.phase === 'index') {
      this.phaseText = () => t('db.progress.index');
    } else {
      this.phaseText = () => t('db.progress.check', { done: this.count(step.done), total: this.count(step.total) });
    }
    part('pgn-progress-label').textContent = this.phaseText();
  }

  // Hides the progress bar (the focus leaves the stop button for the PGN box).
  endProgress() {
    const had = document.activeElement === part('pgn-cancel');
    part('pgn-progress').hidden = true;
    this.phaseText = null;
    if (had) field('pgn-in').focus();
  }

  // Makes a source the one the list opens games from (the one before is freed; null: none).
  /** @param {GameSource | null} next */
  useSource(next) {
    if (this.source && this.source !== next) this.source.drop();
    this.source = next;
  }

  // Reads a game's PGN text into the page's game (asking first); resolves with its half-moves or null.
  /** @param {string} text @returns {Promise<number | null>} */
  adopt(text) {
    const got = pgn.read(this.ctx.api(), text);
    if (!got.record) {
      this.refuse(got.error);
      return Promise.resolve(null);
    }
    return this.ctx.replace(got.record);
  }

  // Opens one game of the list (a row the core accepted).
  /** @param {GameRow} row */
  openRow(row) {
    this.ctx.panel.refuse(null);
    // a game's button is shown only with its list, whose source is set
    /** @type {GameSource} */ (this.source)
      .open(row.game - 1)
      .then((text) => this.adopt(text))
      .then((plies) => {
        if (plies === null) return;
        this.loaded().list.opened(row.game);
        this.ctx.panel.note(t('db.opened', { n: row.game, moves: plies }));
        this.ctx.showBoard();
      })
      .catch((err) => this.refuse(err));
  }

  // Opens the only game of a text, or shows why not; clears the box when it was opened.
  /** @param {string} text */
  openSingle(text) {
    this.adopt(text).then((plies) => {
      if (plies === null) return;
      field('pgn-in').value = '';
      this.ctx.panel.note(t('play.pgnImported', { moves: plies }));
    });
  }

  // Shows what a read found: nothing, one game (opened at once) or the list; `single` opens the
  // one game (a text read in the page is listed only with two games or more: no `single`).
  /** @param {GameRow[]} rows @param {string | null} name @param {() => void} [single] */
  found(rows, name, single) {
    if (!rows.length) {
      this.refuse({ code: 'ERR_PGN_EMPTY', message: 'no game found' });
      return;
    }
    if (rows.length === 1) {
      if (rows[0].error) this.refuse(rows[0].error);
      else if (single) single();
      return;
    }
    this.loaded().list.show(rows, name);
    this.ctx.panel.note(t('db.read', { count: rows.length }));
  }

  // Reads a file or a long text in the worker, with progress (the game list's code loaded first).
  /** @param {Source} input @param {string | null} name */
  readInWorker(input, name) {
    this.loadGames().then(
      () => this.readWith(this.getReader(), input, name),
      (err) => this.refuse(err),
    );
  }

  // Reads a file or a long text with the reader r, with progress.
  /** @param {Reader} r @param {Source} input @param {string | null} name */
  readWith(r, input, name) {
    this.progress({ phase: input.file ? 'read' : 'index', done: 0, total: 0 });
    r.read(input, (step) => this.progress(step)).then(
      (rows) => {
        this.endProgress();
        const list = r.lastList;
        this.useSource({ open: (i) => r.open(i), drop: () => r.forget(list) });
        this.found(rows, name, () => {
          r.open(0)
            .then((text) => this.openSingle(text))
            .catch((err) => this.refuse(err));
        });
      },
      (err) => {
        if (err.code === 'CANCELLED') return;
        this.endProgress();
        this.refuse(err);
      },
    );
  }

  // Reads a pasted text: a short one at once in the page, a long one in the worker.
  /** @param {unknown} value */
  readText(value) {
    this.ctx.panel.refuse(null);
    const text = String(value);
    if (!text.trim()) {
      this.ctx.panel.refuse(() => t('play.pgnEmpty'));
      return;
    }
    if (text.length > SHORT) {
      this.readInWorker({ text: text }, null);
      return;
    }
    if (this.reader) this.reader.cancel();
    this.endProgress();
    /** @type {PgnDatabase} */
    let db;
    try {
      db = this.ctx.api().readPgnDatabase(text);
    } catch (err) {
      this.refuse(err);
      return;
    }
    if (db.length <= 1) {
      db.delete();
      this.openSingle(text);
      return;
    }
    this.loadGames().then(
      () => this.listPasted(db, text),
      (err) => {
        db.delete();
        this.refuse(err);
      },
    );
  }

  // Lists the games of a pasted text the page has read (db: the core's PGN database).
  /** @param {PgnDatabase} db @param {string} text */
  listPasted(db, text) {
    const games = this.loaded().games;
    /** @type {GameRow[]} */
    const rows = [];
    for (let i = 0; i < db.length; i++) rows.push(games.rowOf(db, i));
    games.mark(rows, text);
    this.useSource({
      // Resolves with the PGN of one game of the pasted text.
      open: function (/** @type {number} */ i) {
        const game = db.open(i);
        try {
          return Promise.resolve(game.pgn());
        } finally {
          game.delete();
        }
      },
      drop: () => db.delete(),
    });
    this.found(rows, null);
  }

  // Reads a chosen file in the worker.
  /** @param {File | null | undefined} file */
  readFile(file) {
    if (!file) return;
    this.ctx.panel.refuse(null);
    field('pgn-file').value = '';
    this.readInWorker({ file: file }, file.name || null);
  }

  // Stops the running read.
  stop() {
    if (this.reader) this.reader.cancel();
    this.endProgress();
    this.ctx.panel.note(t('db.cancelled'));
  }

  // Binds the import box, the file button, the stop button and the game list.
  start() {
    part('pgn-import').addEventListener('click', () => this.readText(field('pgn-in').value));
    field('pgn-file').addEventListener('change', () => this.readFile(field('pgn-file').files?.[0]));
    part('pgn-cancel').addEventListener('click', () => this.stop());
    i18n.onChange(() => {
      if (this.phaseText) part('pgn-progress-label').textContent = this.phaseText();
    });
  }
}
