/*
 * What the hall sees: the projector window (wall.html?projector=1) and the control page's preview
 * draw the same view from the same state (link.js), so the arbiter sees exactly what is on the
 * wall. "Runde 3 · Nr. 742", the board, the back rank, and the study countdown huge; once the time
 * is over the countdown goes and the position stays. Sizes follow the frame (CSS container units
 * in projector.css), so the small preview is the wall scaled down.
 * Needs board/board.js, projector/countdown.js, projector/strings.js.
 * Classic script: Chess960Projector.view.create(frame, api, clock) -> { show(state), tick() }.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const countdown = global.Chess960Projector.countdown;

  // Returns a new element with a class (and text).
  function el(tag, className, text) {
    const node = global.document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Builds the view into frame; returns { show(state), tick(), state() }.
  function create(frame, api, clock) {
    frame.textContent = '';
    frame.classList.add('hall');
    const parts = {
      event: el('p', 'hall-event'),
      title: el('h1', 'hall-title'),
      body: el('div', 'hall-body'),
      board: el('div', 'hall-board'),
      side: el('div', 'hall-side'),
      time: el('p', 'hall-time'),
      caption: el('p', 'hall-caption'),
      rank: el('p', 'hall-rank'),
      qr: el('figure', 'hall-qr'),
    };
    parts.time.setAttribute('data-countdown', '');
    parts.side.append(parts.time, parts.caption, parts.rank, parts.qr);
    parts.body.append(parts.board, parts.side);
    frame.append(parts.event, parts.title, parts.body);
    const board = web.board.render(parts.board, { coords: 'inside', label: '' });
    let current = null;
    let qrUrl = null;

    // Writes the countdown (and its caption) for the time now.
    function tick() {
      const s = current;
      const counting = !!(s && s.number !== null && s.endsAt);
      // Never more than the time chosen: the two windows' clocks may differ by a moment.
      const most = s && typeof s.minutes === 'number' ? s.minutes * 60000 : Infinity;
      const left = counting ? Math.min(most, countdown.remaining(s.endsAt, clock)) : 0;
      parts.time.hidden = !(left > 0);
      parts.time.textContent = countdown.format(left);
      frame.classList.toggle('hall-counting', left > 0);
      let caption = '';
      if (left > 0) caption = i18n.t('hall.study');
      else if (counting) caption = i18n.t('hall.clocks');
      parts.caption.textContent = caption;
      parts.caption.hidden = !caption;
    }

    // Shows a state of link.js (null: nothing yet).
    function show(state) {
      current = state || null;
      const s = current || {};
      const has = typeof s.number === 'number';
      frame.classList.toggle('hall-blank', !!s.blank);
      frame.classList.toggle('hall-empty', !has);
      parts.event.textContent = s.event || '';
      parts.event.hidden = !s.event;
      parts.body.hidden = !has;
      if (has) {
        const pos = api.startPosition(s.number);
        const title = s.round
          ? i18n.t('hall.roundNo', { r: s.round, n: pos.number })
          : i18n.t('hall.no', { n: pos.number });
        parts.title.textContent = title;
        board.setPieces(pos.pieces);
        board.setLabel(title);
        const letters = i18n.normalize(s.letters) || i18n.lang();
        parts.rank.textContent = global.Chess960Web.page.backRank(api, pos, letters);
        parts.rank.lang = letters;
      } else {
        parts.title.textContent = s.event ? i18n.t('hall.waiting') : 'Chess960';
      }
      const url = has && s.verifyUrl ? s.verifyUrl : null;
      parts.qr.hidden = !url;
      if (url && url !== qrUrl && web.qr) {
        qrUrl = url;
        const code = el('div', 'hall-qr-code');
        const caption = el('figcaption', 'hall-qr-caption');
        parts.qr.textContent = '';
        parts.qr.append(code, caption);
        web.qr.draw(code, caption, i18n.t('hall.verify'), url);
      }
      tick();
    }

    i18n.onChange(function () {
      show(current);
    });
    return {
      show: show,
      tick: tick,
      state: function () {
        return current;
      },
    };
  }

  global.Chess960Projector.view = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
