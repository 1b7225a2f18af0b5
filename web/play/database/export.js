// @ts-check
// "Download all as PGN": every game of the recent list (the saved games with a move or a
// result, newest first) replayed through the core and written by it with its tags, one after
// the other in one .pgn file.
import { byId } from '../../shared/dom.js';
import { t } from '../../shared/i18n.js';
import { offer } from '../pgn.js';
import * as recent from '../recent.js';
import * as record from '../record.js';
import './words.js';

/**
 * @import { Chess960Api } from '../../../package/types/index.js'
 * @import { GameRecord } from '../store-record.js'
 * @typedef {object} ExportContext what the download needs of the page (session.js pgnContext())
 * @property {() => Chess960Api} api
 * @property {() => GameRecord[]} games the saved records, newest first
 * @property {(ids: string[]) => void} [exported] told the ids of the records written whole
 */

// Returns the PGN of every record the core replays, one game after the other: { text, count,
// ids } (ids: the records replayed whole).
/** @param {Chess960Api} api @param {GameRecord[]} records @returns {{ text: string, count: number, ids: string[] }} */
export function text(api, records) {
  /** @type {string[]} */
  const games = [];
  /** @type {string[]} */
  const ids = [];
  records.forEach(function (rec) {
    const r = record.replay(api, rec, 'en');
    if ('error' in r) return;
    try {
      games.push(r.game.pgn(record.exportTags(r.record)).replace(/\s+$/, '') + '\n');
      if (!r.partial) ids.push(rec.id);
    } finally {
      r.game.delete();
    }
  });
  return { text: games.join('\n'), count: games.length, ids: ids };
}

// Offers the recent games as one PGN file named after today's date; says how many (or none)
// with note().
/** @param {ExportContext} ctx @param {(message: string) => void} note */
function download(ctx, note) {
  const shown = recent.shown(ctx.games());
  const out = text(ctx.api(), shown);
  if (!out.count) {
    note(t('db.exportNone'));
    return;
  }
  const date = record.today(Date.now()).replace(/\./g, '-');
  offer('chess960-games-' + date + '.pgn', out.text);
  if (ctx.exported) ctx.exported(out.ids);
  note(t('db.exported', { count: out.count }));
}

// Binds the button of the recent list to the page's games.
/** @param {ExportContext} context */
export function setUp(context) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  // Shows a short note beside the button for a few seconds.
  const note = function (/** @type {string} */ message) {
    const status = /** @type {HTMLElement} */ (byId('recent-status'));
    status.textContent = message;
    clearTimeout(timer);
    timer = setTimeout(() => (status.textContent = ''), 5000);
  };
  /** @type {HTMLElement} */ (byId('recent-export')).addEventListener('click', () => download(context, note));
}
