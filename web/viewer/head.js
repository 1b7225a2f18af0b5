// The game's head in <chess960-game> and the chooser's rows: what the library's index says of
// each game of the file (its tags, result, start number), and the lines above the board —
// players with their ratings and clocks, the event, round and date, the start position and
// where king and rook go in each castling.
import { el } from '../shared/dom.js';
import { t } from '../shared/i18n.js';
import { castlingLines } from './readout.js';

// Returns the row of game i of a PgnDatabase: { index, tags, white, black, result, round, date, startNumber }.
export function rowOf(db, i) {
  const tags = db.tags(i);
  const tag = (name) => (Object.hasOwn(tags, name) && tags[name] !== '?' ? tags[name] : '');
  return {
    index: i,
    tags,
    white: tag('White') || '?',
    black: tag('Black') || '?',
    result: tag('Result') || db.info(i).result,
    round: tag('Round'),
    date: tag('Date').replace(/\?\?/g, '').replace(/\.+$/, ''),
    startNumber: tags.startNumber,
  };
}

// Writes the players (each with a cell for the clock, data-side w or b), the event line and the
// start position with its castlings (startView: game.view() at the start).
export function writeHead(p, row, startView, lang) {
  const tags = row.tags;
  const elo = (name) => (tags[name] && tags[name] !== '?' ? ` (${tags[name]})` : '');
  const clock = (side) => el('dd', { class: 'clock', title: t('viewer.clock', null, lang), 'data-side': side });
  p.players.replaceChildren(
    el('dt', { class: 'w', title: t('viewer.white', null, lang) }),
    el('dd', null, row.white + elo('WhiteElo')),
    clock('w'),
    el('dt', { class: 'b', title: t('viewer.black', null, lang) }),
    el('dd', null, row.black + elo('BlackElo')),
    clock('b'),
  );
  const event = [tags.Event, row.round && t('viewer.round', { round: row.round }, lang), row.date, row.result];
  p.event.textContent = event.filter((v) => v && v !== '?').join(' · ');
  const n = startView.startNumber;
  p.start.replaceChildren(
    n === null ? t('viewer.startFen', null, lang) : t('viewer.startNo', { n }, lang),
    el('span', { class: 'castles' }, castlingLines(startView, lang).join(' · ')),
  );
}
