// "Download all as PGN": every game of the recent list (the saved games with a move or a
// result, newest first) replayed through the core and written by it with its tags, one after
// the other in one .pgn file. Needs record.js, recent.js and pgn.js.
// Classic script: Chess960Play.database.exportAll.
//
//   setUp(ctx)   ctx: { api(), games() -> the saved records, newest first, exported(ids) }
//   text(api, records) -> { text, count, ids }   the PGN of the records the core could replay

const doc = global.document;
const play = global.Chess960Play;
let ctx = null;
let timer = null;

// Returns the PGN of every record the core replays, one game after the other.
function text(api, records) {
  const games = [];
  const ids = [];
  records.forEach(function (record) {
    const r = play.record.replay(api, record, 'en');
    if (r.error) return;
    try {
      games.push(r.game.pgn(play.record.exportTags(r.record)).replace(/\s+$/, '') + '\n');
      if (!r.partial) ids.push(record.id);
    } finally {
      r.game.delete();
    }
  });
  return { text: games.join('\n'), count: games.length, ids: ids };
}

// Shows a short note beside the button for a few seconds.
function note(message) {
  const status = doc.getElementById('recent-status');
  status.textContent = message;
  global.clearTimeout(timer);
  timer = global.setTimeout(() => (status.textContent = ''), 5000);
}

// Offers the recent games as one PGN file named after today's date.
function download() {
  const t = global.Chess960Web.i18n.t;
  const shown = play.recent.shown(ctx.games());
  const out = text(ctx.api(), shown);
  if (!out.count) {
    note(t('db.exportNone'));
    return;
  }
  const date = play.record.today(Date.now()).replace(/\./g, '-');
  play.pgn.offer('chess960-games-' + date + '.pgn', out.text);
  if (ctx.exported) ctx.exported(out.ids);
  note(t('db.exported', { count: out.count }));
}
