// <chess960-game>: a Chess960 game viewer for any web page. The PGN comes from the `pgn`
// property, else a same-origin file (`src`), else the element's text (a <pre class="chess960-pgn">
// inside it, or plain text); the library reads every game of it (readPgnDatabase) and replays the
// one chosen with its whole tree. Attributes: src, lang, orientation="white|black", play (the
// address of a play page: a link continues the position shown there), game (the game shown
// first, 1-based). Script API: ready, fen, ply, plyCount, gameIndex, gameCount, goTo(ply), pgn;
// event chess960-move (bubbles, composed) on every change of the move shown.
import { loadApi } from '../../wasm/viewer/core.js';
import { render as renderBoard } from '../board/board.js';
import { clockText, draw as drawMoves, reportPicks } from '../components/move-list/move-list.js';
import { evalFigure } from '../play/comment-commands.js';
import { normalize, t } from '../shared/i18n.js';
import { createChooser } from './chooser.js';
import { copy, download, fileName, playUrl, positionPgn } from './export.js';
import { buildParts, labelParts, showAutoplay, showBar, SPEEDS } from './parts.js';
import { clocksAt, firstPlyOf, listWords, mainLine, spoken, whiteShare } from './readout.js';
import { rowOf, writeHead } from './head.js';
import { applyStyles } from './style.js';
import { bindKeys, bindSwipes } from './gestures.js';
import { reason, sourceText } from './source.js';
import './words.js';

export const TAG = 'chess960-game';
const Base = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

export class Chess960Game extends Base {
  static get observedAttributes() {
    return ['src', 'lang', 'orientation', 'play'];
  }

  constructor() {
    super();
    this._pgn = null; // text given by the pgn property
    this._api = null;
    this._db = null; // the PgnDatabase of the text
    this._rows = []; // what the index says of each game, read when first asked (_row)
    this._count = 0;
    this._index = 0;
    this._game = null; // the Game shown (null: refused or none)
    this._tree = null;
    this._main = []; // the main line's node ids
    this._node = 0; // the node shown
    this._timer = null;
    this._token = 0;
    this._flipped = false;
    this._settle = null;
    this.ready = new Promise((resolve, reject) => (this._settle = { resolve, reject }));
    this.ready.catch(() => {});
  }

  connectedCallback() {
    if (!this._p) this._build();
    if (!this._loaded) this._load();
  }

  disconnectedCallback() {
    this._stop();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue || !this._p) return;
    if (name === 'src') this._load();
    else if (name === 'orientation') this._orient();
    else this._redraw();
  }

  // The FEN shown (null until a game is shown, and for a refused game).
  get fen() {
    return this._game ? this._game.fen() : null;
  }
  // The half-move of the move shown (0: the start).
  get ply() {
    return this._game ? this._tree.nodes[this._node].ply : 0;
  }
  // The half-moves of the main line.
  get plyCount() {
    return Math.max(0, this._main.length - 1);
  }
  get gameCount() {
    return this._count;
  }
  get gameIndex() {
    return this._index;
  }
  // Shows game i (0-based) of the file, at its start.
  set gameIndex(i) {
    const n = Number(i);
    if (!Number.isInteger(n) || n < 0 || n >= this._count) throw new RangeError(`no game ${i}`);
    this._showGame(n);
  }
  get pgn() {
    return this._pgn;
  }
  // Shows the games of a PGN text (instead of src or the element's text).
  set pgn(text) {
    this._pgn = text === null || text === undefined ? null : String(text);
    if (this._p) this._load();
  }

  // Shows the main line's position after half-move `ply` (clamped to 0..plyCount).
  goTo(ply) {
    const n = Math.trunc(Number(ply));
    if (!this._game || Number.isNaN(n)) return;
    this._go(this._main[Math.max(0, Math.min(this.plyCount, n))]);
  }

  _lang() {
    const own = normalize(this.getAttribute('lang'));
    if (own) return own;
    const page = normalize(document.documentElement && document.documentElement.lang);
    return page || normalize(navigator.language) || 'en';
  }

  _build() {
    const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
    applyStyles(root);
    this._chooser = createChooser({
      onPick: (i) => this._showGame(i),
      piecesOf: (row) => this._startPieces(row),
    });
    this._p = buildParts(root, this._chooser);
    reportPicks(this._p.list);
    this._p.list.addEventListener('move-pick', (event) => this._go(event.detail.node));
    root.addEventListener('click', (event) => {
      const action = event.target.closest && event.target.closest('[data-do]');
      if (action) this._do(action.getAttribute('data-do'));
    });
    this._p.speed.addEventListener('change', () => this._timer && this._startTimer());
    bindKeys(this, (action) => this._do(action));
    bindSwipes(this._p.board, (action) => this._do(action));
    this._labels();
  }

  _labels() {
    labelParts(this._p, this._lang());
    showAutoplay(this._p, this._timer !== null, this._lang());
  }

  // Reads the text and the library (both at once), then shows the file's first game.
  _load() {
    this._loaded = true;
    const token = ++this._token;
    this._stop();
    this._p.message.textContent = t('viewer.loading', null, this._lang());
    // Each step below runs in a task of its own, so that a large file makes no long task.
    const library = new Promise((resolve) => setTimeout(resolve, 0)).then(loadApi);
    Promise.all([library, sourceText(this)]).then(
      ([api, text]) => token === this._token && this._open(api, text, token),
      (error) => token === this._token && this._failed(error),
    );
  }

  _open(api, text, token) {
    this._api = api;
    if (this._db) this._db.delete();
    this._db = null;
    try {
      this._db = api.readPgnDatabase(text);
      if (!this._db.length) throw new api.Chess960Error('ERR_PGN_EMPTY', 'no game');
    } catch (error) {
      this._failed(error);
      return;
    }
    this._rows = [];
    this._count = this._db.length;
    this._fresh = true;
    const first = Number(this.getAttribute('game')) - 1;
    const index = Number.isInteger(first) && first >= 0 && first < this._count ? first : 0;
    setTimeout(() => token === this._token && this._fresh && this._showGame(index), 0);
  }

  // Returns the row of game i (what the index says of it), read once.
  _row(i) {
    if (!this._rows[i]) this._rows[i] = rowOf(this._db, i);
    return this._rows[i];
  }

  // Returns the pieces of a game's start (the library's start position, or its FEN's board).
  _startPieces(row) {
    if (row.startNumber !== null) return this._api.startPosition(row.startNumber).pieces;
    try {
      return new this._api.Board(row.tags.FEN).pieces();
    } catch {
      return {};
    }
  }

  _failed(error) {
    const lang = this._lang();
    this._forget();
    let text;
    if (error && error.code === 'ERR_MODULE_CSP') text = t('viewer.errCsp', null, lang);
    else if (error && error.code === 'ERR_MODULE_DAMAGED') text = t('viewer.errLoad', { why: error.message }, lang);
    else text = error && error.code ? `${error.code}: ${reason(error, lang)}` : String(error && error.message);
    this._p.message.textContent = text;
    this._p.game.hidden = true;
    this._settle.reject(error);
  }

  // Forgets the file and the game shown (nothing is shown until the next text is read).
  _forget() {
    if (this._game) this._game.delete();
    if (this._db) this._db.delete();
    this._game = this._db = this._tree = null;
    this._rows = [];
    this._count = 0;
    this._main = [];
    this._node = 0;
    this._chooser.show(0, () => null, 0, this._lang());
  }

  // Shows game i at its start, or its reason where the library refuses it.
  _showGame(i) {
    this._stop();
    if (this._game) this._game.delete();
    this._game = null;
    this._index = i;
    const lang = this._lang();
    const p = this._p;
    if (this._fresh) this._chooser.show(this._count, (k) => this._row(k), i, lang);
    else this._chooser.setCurrent(i);
    this._fresh = false;
    p.game.hidden = false;
    p.message.textContent = '';
    try {
      this._game = this._db.open(i);
    } catch (error) {
      this._refuse(i, error, lang);
      return;
    }
    this._game.goTo(0);
    this._startView = this._game.view();
    this._firstPly = firstPlyOf(this._startView);
    this._tree = this._game.tree({ letters: lang });
    this._main = mainLine(this._tree);
    this._flipped = this.getAttribute('orientation') === 'black';
    this._board = renderBoard(p.board, { coords: 'outside', orientation: this._flipped ? 'black' : 'white' });
    writeHead(p, this._row(i), this._startView, lang);
    p.message.classList.remove('refused');
    this._node = -1;
    this._go(0);
    this._settle.resolve(this);
  }

  _refuse(i, error, lang) {
    const line = error.line ? ' ' + t('viewer.line', { line: error.line }, lang) : '';
    const why = reason(error, lang) + line;
    this._p.message.textContent = t('viewer.refused', { game: i + 1, code: error.code, why }, lang);
    this._p.message.classList.add('refused');
    this._p.game.hidden = true;
    this._tree = null;
    this._main = [];
    this._node = 0;
    this._settle.resolve(this);
  }

  // Shows node `id` of the tree: board, move list, clocks, evaluation, the words for a screen
  // reader; fires chess960-move when the move shown changed.
  _go(id) {
    if (!this._game || id === undefined || id === null || !this._tree.nodes[id]) return;
    const changed = id !== this._node;
    this._node = id;
    const lang = this._lang();
    const p = this._p;
    this._game.goTo(id);
    const view = this._game.view({ letters: lang });
    const node = id ? this._tree.nodes[id] : null;
    this._board.setPieces(view.pieces);
    this._board.setHighlights(this._marks(view.lastMove));
    const words = spoken(node, view.lastMove, this._firstPly, lang);
    this._board.setLabel(t('viewer.board', { position: words }, lang));
    const current = drawMoves(
      p.list,
      { tree: { ...this._tree, current: id }, shown: id, firstPly: this._firstPly },
      listWords(this._firstPly, lang),
    );
    p.noMoves.hidden = this._main.length > 1;
    this._scrollTo(current);
    const clocks = clocksAt(this._tree, id, this._firstPly);
    for (const cell of p.players.querySelectorAll('.clock')) {
      const s = clocks[cell.getAttribute('data-side')];
      cell.textContent = s === null ? '' : clockText(s);
    }
    showBar(
      p,
      node && node.eval ? whiteShare(node.eval) : null,
      node && node.eval ? evalFigure(node.eval, lang) : '',
      lang,
    );
    this._playLink(view.fen);
    const atEnd = !this._tree.nodes[id].children.length;
    p.steps[0].disabled = p.steps[1].disabled = id === 0;
    p.steps[2].disabled = p.steps[3].disabled = atEnd;
    if (atEnd) this._stop();
    if (!changed) return;
    p.live.textContent = words + (view.status.check && view.lastMove ? ', ' + t('viewer.sayCheck', null, lang) : '');
    const detail = { ply: this.ply, fen: view.fen, san: node ? node.san : null, node: id, gameIndex: this._index };
    this.dispatchEvent(new CustomEvent('chess960-move', { bubbles: true, composed: true, detail }));
  }

  // Returns the squares to frame for the last move: from and to, and a castling's rook.
  _marks(move) {
    if (!move) return {};
    const marks = { [move.from]: 'last', [move.to]: 'last' };
    if (move.castling) marks[move.castling.rookFrom] = marks[move.castling.rookTo] = 'last';
    return marks;
  }

  // Scrolls the move list (not the page) so that the move shown is in view.
  _scrollTo(button) {
    const box = this._p.moves;
    if (!button) {
      box.scrollTop = 0;
      return;
    }
    const top = button.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + button.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, top - box.clientHeight / 2);
  }

  _playLink(fen) {
    const href = playUrl(this.getAttribute('play'), fen);
    this._p.play.hidden = !href;
    if (href) this._p.play.href = href;
  }

  // Runs a control: a step, flip, autoplay, a copy or the download.
  _do(action) {
    if (!this._game) return;
    const node = this._tree.nodes[this._node];
    const lang = this._lang();
    if (action === 'next') this._go(node.children[0]);
    else if (action === 'prev') this._go(node.parent);
    else if (action === 'first') this._go(0);
    else if (action === 'last') {
      let end = node;
      while (end.children.length) end = this._tree.nodes[end.children[0]];
      this._go(end.id);
    } else if (action === 'flip') {
      this._flipped = !this._flipped;
      this._board.setOrientation(this._flipped ? 'black' : 'white');
    } else if (action === 'play') {
      if (this._timer) this._stop();
      else this._startTimer();
    } else if (action === 'copy-fen') this._copy(this._game.fen(), lang);
    else if (action === 'copy-pgn') this._copy(positionPgn(this._api, this._game, this._row(this._index).tags), lang);
    else if (action === 'download') download(this._wholePgn(), fileName(this._row(this._index).tags, this._index));
  }

  // Returns the game's PGN with every line, Variant Chess960 added where the file left it out.
  _wholePgn() {
    const tags = this._row(this._index).tags;
    return this._game.pgn(Object.hasOwn(tags, 'Variant') ? {} : { Variant: 'Chess960' });
  }

  _copy(text, lang) {
    const p = this._p;
    copy(text).then((done) => {
      p.note.textContent = t(done ? 'viewer.copied' : 'viewer.copyFailed', null, lang);
      p.manual.hidden = done;
      if (!done) {
        p.manual.value = text;
        p.manual.select();
      }
    });
  }

  _startTimer() {
    this._stop();
    const seconds = Number(this._p.speed.value) || SPEEDS[1];
    if (!this._tree.nodes[this._node].children.length) this._go(0);
    this._timer = setInterval(() => this._do('next'), seconds * 1000);
    showAutoplay(this._p, true, this._lang());
  }

  _stop() {
    if (this._timer === null) return;
    clearInterval(this._timer);
    this._timer = null;
    if (this._p) showAutoplay(this._p, false, this._lang());
  }

  _orient() {
    if (!this._board) return;
    this._flipped = this.getAttribute('orientation') === 'black';
    this._board.setOrientation(this._flipped ? 'black' : 'white');
  }

  // Redraws the words after a change of language or play page (the game and move stay).
  _redraw() {
    this._labels();
    if (!this._db) return;
    const node = this._node;
    this._fresh = true;
    this._showGame(this._index);
    this._go(node);
  }
}
