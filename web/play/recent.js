/*
 * The "recent games" list: every saved game with a move or a result (this tab's, other tabs',
 * finished ones), newest first, each with an "open" button; this tab's game is marked instead.
 * Classic script: Chess960Play.recent.
 *
 *   render(games, currentId, onOpen(record))   games: records from store.games()
 *   shown(games) -> the games the list shows (those with a move or a result)
 *   describe(record, isCurrent) -> [text | { name }]   one line; each player's name is drawn in
 *                                  its own <bdi>, so that its direction marks stay inside it
 */
(function (global) {
  'use strict';

  const doc = global.document;

  // Returns the translator's text of a key.
  function t(key, params) {
    return global.Chess960Web.i18n.t(key, params);
  }

  // Returns the date and time of a record's last change in the page's language.
  function when(record) {
    const date = new Date(record.updated || record.created || 0);
    try {
      const lang = global.Chess960Web.i18n.lang();
      const locale = lang === 'en' ? 'en-GB' : lang;
      return date.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
    } catch {
      return date.toISOString().slice(0, 16).replace('T', ' ');
    }
  }

  // Returns the parts of the line that describes a saved game: plain text, and each player's
  // name as { name } (drawn isolated, so that a name's direction marks stay inside it).
  function describe(record, isCurrent) {
    const start = record.startNumber === null ? 'FEN' : t('play.startInfo', { n: record.startNumber });
    const result = record.result === '*' ? t('play.recentCurrent') : record.result;
    const tags = record.tags || {};
    const parts = [
      when(record) + ' · ' + t('play.recentItem', { start: start, moves: record.moves.length, result: result }),
    ];
    if (tags.White || tags.Black) parts.push(' · ', { name: tags.White || '?' }, ' – ', { name: tags.Black || '?' });
    if (isCurrent) parts.push(' · ' + t('play.recentThis'));
    return parts;
  }

  // Returns an element holding the parts of describe(): names in <bdi>, the rest as text.
  function describedElement(parts) {
    const text = doc.createElement('span');
    text.className = 'recent-text';
    parts.forEach(function (part) {
      if (typeof part === 'string') {
        text.appendChild(doc.createTextNode(part));
        return;
      }
      const name = doc.createElement('bdi');
      name.className = 'player-name';
      name.textContent = part.name;
      text.appendChild(name);
    });
    return text;
  }

  // Returns the games the list shows: those with a move or a result.
  function listed(games) {
    return games.filter((r) => r.moves.length > 0 || r.result !== '*');
  }

  // Draws the list of saved games.
  function render(games, currentId, onOpen) {
    const list = doc.getElementById('recent-list');
    list.textContent = '';
    const shown = listed(games);
    shown.forEach(function (record) {
      const current = record.id === currentId;
      const li = doc.createElement('li');
      li.className = 'recent-item' + (current ? ' is-current' : '');
      li.appendChild(describedElement(describe(record, current)));
      if (!current) {
        const b = doc.createElement('button');
        b.type = 'button';
        b.className = 'btn btn-small';
        b.textContent = t('play.recentOpen');
        b.setAttribute('aria-label', t('play.recentOpenLabel', { date: when(record) }));
        b.setAttribute('data-game-id', record.id);
        b.addEventListener('click', () => onOpen(record));
        li.appendChild(b);
      }
      list.appendChild(li);
    });
    doc.getElementById('recent-empty').hidden = shown.length > 0;
    doc.getElementById('recent-export').disabled = shown.length === 0;
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.recent = { render: render, describe: describe, shown: listed };
})(typeof window !== 'undefined' ? window : globalThis);
