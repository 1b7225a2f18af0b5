/*
 * The side panel drawn from the page's state: status, claimable draw, review bar, buttons,
 * the move list (only the moves that changed are redrawn), the start number, the page title
 * and the header links. Reads the snapshot of game.view() and the record; asks the core
 * nothing. Needs record.js and speech.js. Classic script: Chess960Play.render.
 *
 *   all(state)     everything below;   moves(state), status(state), buttons(state)
 *   statusText(record, view) -> "Weiß am Zug", "Schachmatt. Weiß gewinnt (1-0)." …
 * state: { record, view, frames, review: ply|null, canUndo, canRedo, blocked }
 */
(function (global) {
  'use strict';

  const doc = global.document;
  let drawn = []; // the move buttons shown: [{ text, label }]

  // Returns the element with this id.
  function $(id) {
    return doc.getElementById(id);
  }

  // Returns the translator's text of a key.
  function t(key, params) {
    return global.Chess960Web.i18n.t(key, params);
  }

  // Returns true when the game has ended (the core's end or one the page decided).
  function isOver(state) {
    return global.Chess960Play.record.result(state.record, state.view) !== '*';
  }

  // Returns the status line: who is to move, check, or how the game ended.
  function statusText(record, view) {
    const rec = global.Chess960Play.record;
    const end = rec.endKey(record, view);
    if (end) {
      const result = rec.result(record, view);
      const winner = t(result === '1-0' ? 'play.white' : 'play.black');
      return t('play.end.' + end, { result: result === '1/2-1/2' ? '½–½' : result, winner: winner });
    }
    const side = t(view.turn === 'b' ? 'play.black' : 'play.white');
    return t(view.status.check ? 'play.inCheck' : 'play.toMove', { side: side });
  }

  // Draws the status line, the claimable draw and the review bar.
  function status(state) {
    const over = isOver(state);
    const text = statusText(state.record, state.view);
    const node = $('status');
    if (node.textContent !== text) node.textContent = text;
    node.classList.toggle('is-over', over);
    node.classList.toggle('is-check', !over && state.view.status.check);
    const claim = over ? false : state.view.claimableDraw;
    $('claimable').textContent = claim ? t('play.claimable.' + claim) : '';
    $('board').setAttribute('aria-label', t('play.boardLabel', { status: text }));
    $('review-bar').hidden = state.review === null;
    if (state.review !== null) {
      const sans = state.view.history.san;
      $('review-text').textContent =
        state.review === 0
          ? t('play.reviewingStart')
          : t('play.reviewing', { ply: state.review, move: sans[state.review - 1] });
    }
  }

  // Enables the buttons that can act now.
  function buttons(state) {
    const over = isOver(state);
    const live = state.review === null;
    const plies = state.view.history.uci.length;
    const castling = state.view.castling;
    $('castle-short').disabled = !(live && !over && castling[0].legal);
    $('castle-long').disabled = !(live && !over && castling[1].legal);
    $('undo').disabled = !state.canUndo;
    $('redo').disabled = !state.canRedo;
    $('claim').disabled = over || !state.view.claimableDraw;
    $('draw').disabled = over;
    $('resign').disabled = over;
    $('move-input').disabled = over;
    $('move-submit').disabled = over;
    const shown = live ? plies : state.review;
    $('nav-first').disabled = shown === 0;
    $('nav-prev').disabled = shown === 0;
    $('nav-next').disabled = live;
    $('nav-last').disabled = live;
  }

  // Returns the move buttons the state asks for: [{ text, label, ply, number, color }].
  function wanted(state) {
    const rec = global.Chess960Play.record;
    const speech = global.Chess960Play.speech;
    const first = rec.firstPly(state.view);
    return state.view.history.san.map(function (san, i) {
      const n = rec.moveNumber(first + i);
      const frame = state.frames[i + 1];
      return {
        text: san,
        label: speech.moveLabel(san, n.number, n.color, frame && frame.facts),
        number: n.number,
        color: n.color,
      };
    });
  }

  // Adds the button of half-move `ply` (1-based) to the list.
  function appendMove(list, move, ply) {
    let row = list.lastElementChild || list.lastChild;
    if (move.color === 'w' || !row) {
      row = doc.createElement('li');
      row.className = 'move-row';
      const number = doc.createElement('span');
      number.className = 'move-no';
      number.textContent = move.number + (move.color === 'w' ? '.' : '…');
      row.appendChild(number);
      if (move.color === 'b') {
        const gap = doc.createElement('span');
        gap.className = 'move-gap';
        row.appendChild(gap);
      }
      list.appendChild(row);
    }
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.textContent = move.text;
    b.setAttribute('data-ply', String(ply));
    b.setAttribute('aria-label', move.label);
    row.appendChild(b);
  }

  // Redraws the move list: moves that stayed the same are kept, the rest is redrawn.
  function moves(state) {
    const list = $('move-list');
    const want = wanted(state);
    let keep = 0;
    while (keep < drawn.length && keep < want.length && drawn[keep].text === want[keep].text) {
      if (drawn[keep].label !== want[keep].label) break;
      keep++;
    }
    if (keep < drawn.length) {
      list.querySelectorAll('[data-ply]').forEach(function (b) {
        if (Number(b.getAttribute('data-ply')) > keep) b.remove();
      });
      list.querySelectorAll('.move-row').forEach(function (row) {
        if (!row.querySelector('[data-ply]')) row.remove();
      });
    }
    for (let i = keep; i < want.length; i++) appendMove(list, want[i], i + 1);
    drawn = want;
    $('no-moves').hidden = want.length > 0;
    const current = state.review === null ? want.length : state.review;
    list.querySelectorAll('.is-current').forEach(function (b) {
      b.classList.remove('is-current');
      b.removeAttribute('aria-current');
    });
    const button = list.querySelector('[data-ply="' + current + '"]');
    if (!button) return;
    button.classList.add('is-current');
    button.setAttribute('aria-current', 'step');
    const wrap = $('move-list-wrap');
    if (wrap.scrollHeight > wrap.clientHeight) {
      const top = button.offsetTop - wrap.offsetTop;
      if (top < wrap.scrollTop || top > wrap.scrollTop + wrap.clientHeight - button.offsetHeight) {
        wrap.scrollTop = Math.max(0, top - wrap.clientHeight / 2);
      }
    }
  }

  // Writes the start number, the page title and the header links that carry the number.
  function start(state) {
    const n = state.view.startNumber;
    $('start-info').textContent = n === null ? t('play.startInfoFen') : t('play.startInfo', { n: n });
    doc.title = n === null ? t('play.pageTitle') : t('play.pageTitleNo', { n: n });
    const query = n === null ? '' : '?n=' + n;
    $('nav-start').setAttribute('href', 'index.html' + query);
    $('nav-wall').setAttribute('href', 'wall.html' + query);
    $('nav-tables').setAttribute('href', 'tables.html' + query);
  }

  global.Chess960Play = global.Chess960Play || {};
  global.Chess960Play.render = {
    statusText: statusText,
    status: status,
    buttons: buttons,
    moves: moves,
    start: start,
    isOver: isOver,
    // Draws the whole panel.
    all: function (state) {
      status(state);
      buttons(state);
      moves(state);
      start(state);
      if (global.Chess960Play.castling) global.Chess960Play.castling.render(state);
    },
    // Forgets the drawn move list (the next draw redraws it whole).
    reset: function () {
      drawn = [];
      $('move-list').textContent = '';
    },
  };
})(typeof window !== 'undefined' ? window : globalThis);
