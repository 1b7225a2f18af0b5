// @ts-check
// PGN on the play page: the tags form and the export (shown, copied, downloaded); the import
// (pasted or from a file, one game or a list) is database/files.js. A refused PGN leaves the
// game untouched and is explained in the page's language by its error code, with the line (and
// the move) the core names.
//
//   new PgnPanel() the PGN panel of one page (main.js makes it; start(ctx) binds it):
//                   render(), fillTags(record), refuse(say | null), note(text, id), download()
//                   ctx: { pgn() -> the game's PGN, record(), setTag(name, value), exported(ids) }
//   read(api, text) -> { record } | { error }     the first game of a PGN text as a new record
//                   (with its tree: comments, NAGs and side lines, when it has any)
//   errorText(err) -> the message for a refused PGN;  reason(err) -> its reason with the place
//   place(err) -> { line, move } named by the core
//   offer(name, text)   offers a text as a .pgn file to download
import { byId, el } from '../shared/dom.js';
import * as i18n from '../shared/i18n.js';
import { copyText } from '../shared/page.js';
import { annotated } from './lines.js';
import * as record from './record.js';
import './words.js';

/**
 * @import { Chess960Api } from './game-types.js'
 * @import { GameRecord } from './store-record.js'
 * @typedef {object} PgnContext what the PGN panel needs of the page (session.js pgnContext())
 * @property {() => string} pgn the game's PGN
 * @property {() => GameRecord} record the game's record
 * @property {(name: string, value: string) => void} setTag
 * @property {(ids: string[]) => void} [exported] told the games offered as a file
 */

const DECLARED = ['1-0', '0-1', '1/2-1/2'];
const t = i18n.t;
// Returns an element of the PGN panel (play.html has each one).
const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (byId(id));
const field = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (byId(id));

// Returns the line and the move a PGN error names ({} when it names none); the error's own
// line (in the whole file) wins over the one in its message.
/** @param {any} err @returns {{ line?: number, move?: string }} */
export function place(err) {
  const message = String((err && err.message) || '');
  const own = err && Number.isInteger(err.line) && err.line > 0 ? err.line : null;
  const move = /^move (.+?) \(line (\d+)\)/.exec(message);
  if (move) return { line: own || Number(move[2]), move: move[1] };
  const line = /\bline (\d+)\b/.exec(message);
  if (own) return { line: own };
  return line ? { line: Number(line[1]) } : {};
}

// Returns why the core refused a PGN in the page's language, with the line (and move).
/** @param {any} err */
export function reason(err) {
  const why = i18n.error(err);
  const where = place(err);
  if (where.move) return t('play.pgnAtMove', { line: where.line, move: where.move, reason: why });
  if (where.line) return t('play.pgnAtLine', { line: where.line, reason: why });
  return why;
}

// Returns the message for a refused PGN: the reason by its code, where the core found it.
/** @param {any} err */
export function errorText(err) {
  return t('play.pgnRejected', { reason: reason(err) });
}

// Returns the first game of a PGN text as a new record, or the core's error.
/**
 * @param {Chess960Api} api
 * @param {string} text
 * @returns {{ record: GameRecord, error?: undefined } | { error: unknown, record?: undefined }}
 */
export function read(api, text) {
  let game;
  try {
    game = api.readPgn(String(text));
  } catch (error) {
    return { error: error };
  }
  try {
    const tags = game.pgnTags();
    const view = game.view();
    const rec = record.create({ startFen: game.startFen(), startNumber: view.startNumber });
    rec.tags = {};
    Object.keys(tags).forEach(function (k) {
      if (record.COMPUTED_TAGS.indexOf(k) < 0) rec.tags[k] = tags[k];
    });
    rec.moves = view.history.uci.slice();
    if (annotated(game.tree())) rec.tree = game.pgn();
    if (view.status.result === '*' && DECLARED.indexOf(tags.Result) >= 0) {
      rec.ending = 'pgn';
      rec.result = /** @type {GameRecord['result']} */ (tags.Result); // one of DECLARED
    }
    return { record: rec };
  } finally {
    game.delete();
  }
}

// Offers a text as a .pgn file to download.
/** @param {string} name @param {string} content */
export function offer(name, content) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/x-chess-pgn' }));
  const a = document.body.appendChild(el('a', { href: url, download: name, class: 'offscreen' }));
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// The PGN panel of one page: the tags form, the export, the import's refusal and the notes
// beside the PGN buttons.
export class PgnPanel {
  constructor() {
    /** @type {PgnContext | null} what the panel needs of the page, once start() is called */
    this.ctx = null;
    /** @type {Map<string, ReturnType<typeof setTimeout>>} element id -> the timer that clears its note */
    this.noteTimers = new Map();
    /** @type {(() => string) | null} says the shown import error in the current language */
    this.refusal = null;
  }

  // Shows a short note for a few seconds next to the PGN buttons (or in the element `id`).
  /** @param {string} message @param {string} [id] */
  note(message, id = 'pgn-status') {
    part(id).textContent = message;
    clearTimeout(this.noteTimers.get(id));
    this.noteTimers.set(
      id,
      setTimeout(() => (part(id).textContent = ''), 5000),
    );
  }

  // Shows why an import was refused, given as a function that says it in the current language
  // (asked again after a language switch), or clears the message with null.
  /** @param {(() => string) | null} say */
  refuse(say) {
    this.refusal = say;
    part('pgn-error').textContent = say ? say() : '';
    if (say) part('pgn-in').setAttribute('aria-invalid', 'true');
    else part('pgn-in').removeAttribute('aria-invalid');
  }

  // Offers the PGN of the game on the page as a file named after the start number and the date.
  download() {
    const ctx = this.ctx;
    if (!ctx) return;
    const rec = ctx.record();
    const n = rec.startNumber;
    const date = (rec.tags.Date || record.today(Date.now())).replace(/[^0-9]/g, '-').replace(/-+$/, '');
    offer('chess960' + (n === null ? '' : '-' + n) + (date ? '-' + date : '') + '.pgn', ctx.pgn());
    if (ctx.exported) ctx.exported([rec.id]);
  }

  // Writes the export while the PGN panel is open.
  render() {
    const section = /** @type {HTMLDetailsElement} */ (part('pgn-section'));
    if (this.ctx && section.open) field('pgn-out').value = this.ctx.pgn();
  }

  // Fills the tag fields from a record.
  /** @param {GameRecord} rec */
  fillTags(rec) {
    record.TAG_FIELDS.forEach((k) => (field('tag-' + k).value = rec.tags[k] || ''));
  }

  // Binds the PGN panel to the page.
  /** @param {PgnContext} context */
  start(context) {
    this.ctx = context;
    part('tags-form').addEventListener('input', function (ev) {
      const target = /** @type {HTMLInputElement} */ (ev.target);
      const name = target.getAttribute('data-tag');
      if (name) context.setTag(name, target.value.slice(0, 200));
    });
    part('tags-form').addEventListener('submit', (ev) => ev.preventDefault());
    part('pgn-section').addEventListener('toggle', () => this.render());
    part('pgn-copy').addEventListener('click', () => {
      copyText(context.pgn(), (/** @type {boolean} */ ok) => {
        if (!ok) field('pgn-out').select();
        this.note(t(ok ? 'play.copied' : 'play.copyFailed'));
      });
    });
    part('pgn-download').addEventListener('click', () => this.download());
    i18n.onChange(() => this.refusal && this.refuse(this.refusal));
  }
}
