// @ts-nocheck
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

const DECLARED = ['1-0', '0-1', '1/2-1/2'];
const t = i18n.t;

// Returns the line and the move a PGN error names ({} when it names none); the error's own
// line (in the whole file) wins over the one in its message.
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
export function reason(err) {
  const why = i18n.error(err);
  const where = place(err);
  if (where.move) return t('play.pgnAtMove', { line: where.line, move: where.move, reason: why });
  if (where.line) return t('play.pgnAtLine', { line: where.line, reason: why });
  return why;
}

// Returns the message for a refused PGN: the reason by its code, where the core found it.
export function errorText(err) {
  return t('play.pgnRejected', { reason: reason(err) });
}

// Returns the first game of a PGN text as a new record, or the core's error.
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
      rec.result = tags.Result;
    }
    return { record: rec };
  } finally {
    game.delete();
  }
}

// Offers a text as a .pgn file to download.
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
    this.ctx = null; // what the panel needs of the page, once start() is called
    this.noteTimers = new Map(); // element id -> the timer that clears its note
    this.refusal = null; // says the shown import error in the current language
  }

  // Shows a short note for a few seconds next to the PGN buttons (or in the element `id`).
  note(message, id = 'pgn-status') {
    byId(id).textContent = message;
    clearTimeout(this.noteTimers.get(id));
    this.noteTimers.set(
      id,
      setTimeout(() => (byId(id).textContent = ''), 5000),
    );
  }

  // Shows why an import was refused, given as a function that says it in the current language
  // (asked again after a language switch), or clears the message with null.
  refuse(say) {
    this.refusal = say;
    byId('pgn-error').textContent = say ? say() : '';
    if (say) byId('pgn-in').setAttribute('aria-invalid', 'true');
    else byId('pgn-in').removeAttribute('aria-invalid');
  }

  // Offers the PGN of the game on the page as a file named after the start number and the date.
  download() {
    const ctx = this.ctx;
    const rec = ctx.record();
    const n = rec.startNumber;
    const date = (rec.tags.Date || record.today(Date.now())).replace(/[^0-9]/g, '-').replace(/-+$/, '');
    offer('chess960' + (n === null ? '' : '-' + n) + (date ? '-' + date : '') + '.pgn', ctx.pgn());
    if (ctx.exported) ctx.exported([rec.id]);
  }

  // Writes the export while the PGN panel is open.
  render() {
    if (this.ctx && byId('pgn-section').open) byId('pgn-out').value = this.ctx.pgn();
  }

  // Fills the tag fields from a record.
  fillTags(rec) {
    record.TAG_FIELDS.forEach((k) => (byId('tag-' + k).value = rec.tags[k] || ''));
  }

  // Binds the PGN panel to the page.
  start(context) {
    this.ctx = context;
    byId('tags-form').addEventListener('input', function (ev) {
      const name = ev.target.getAttribute('data-tag');
      if (name) context.setTag(name, ev.target.value.slice(0, 200));
    });
    byId('tags-form').addEventListener('submit', (ev) => ev.preventDefault());
    byId('pgn-section').addEventListener('toggle', () => this.render());
    byId('pgn-copy').addEventListener('click', () => {
      copyText(context.pgn(), (ok) => {
        if (!ok) byId('pgn-out').select();
        this.note(t(ok ? 'play.copied' : 'play.copyFailed'));
      });
    });
    byId('pgn-download').addEventListener('click', () => this.download());
    i18n.onChange(() => this.refusal && this.refuse(this.refusal));
  }
}
