/*
 * One physical draw method step by step: the back rank so far, the instruction, a button per
 * possible value (and the values that mean "again"), a text box, undo, what the last value did
 * (a roll that means "roll again" is said there too: it is part of the method, not an error),
 * the diagram and, once done, the position with links. The machine is the core's (api.startDraw);
 * its steps are phrased by draw/words.js. Classic script: Chess960Draw.machine.
 *
 *   create(api, board, $) -> machine:  start(method), give(value), undo(), render(), method()
 */
(function (global) {
  'use strict';

  // Returns a new element with attributes and text.
  function el(name, attrs, text) {
    const node = global.document.createElement(name);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // Returns the step-by-step draw (see the header).
  function create(api, board, $) {
    const i18n = global.Chess960Web.i18n;
    const words = global.Chess960Draw.words;
    const state = { method: null, draw: null, lastEvents: null, lastError: null, lastReroll: null };

    // Returns the text for a refused value, in the page language (options in its letters).
    function errorText(info) {
      const next = state.draw.next();
      const options = next.options
        .map(function (v) {
          return words.rank(i18n.lang(), String(v));
        })
        .join(', ');
      return i18n.error(info.error, { value: info.value, options: options });
    }

    // Returns what the last value did: a placement, or "roll again" for a value without a square.
    function noteText() {
      if (state.lastReroll) return i18n.error(state.lastReroll.error, { value: state.lastReroll.value });
      return state.lastEvents ? words.events(i18n.lang(), state.lastEvents) : '';
    }

    // Shows the back rank so far as a strip of eight squares.
    function renderStrip(rank, next) {
      const strip = $('rank-strip');
      strip.setAttribute('aria-label', i18n.t('draw.rankStrip'));
      strip.textContent = '';
      for (let f = 0; f < 8; f++) {
        const square = 'abcdefgh'[f] + '1';
        const letter = rank[f] === '-' ? '' : words.rank(i18n.lang(), rank[f]);
        const filled = rank[f] === '-' ? ' is-empty' : ' is-filled';
        const cell = el('li', {
          class: 'rank-cell' + filled + (f % 2 === 0 ? ' dark' : ' light'),
          'data-square': square,
        });
        if (next.freeSquares.indexOf(square) >= 0) cell.setAttribute('data-free', 'true');
        cell.appendChild(el('span', { class: 'rank-square' }, square));
        cell.appendChild(el('span', { class: 'rank-piece' }, letter || '·'));
        cell.setAttribute('aria-label', square + ': ' + (letter || i18n.t('draw.empty')));
        strip.appendChild(cell);
      }
    }

    // Shows the instruction and a button per value the step takes.
    function renderStep(next) {
      $('prompt').textContent = words.request(i18n.lang(), state.method, next);
      const options = $('options');
      options.textContent = '';
      next.options.forEach(function (value, i) {
        const label = words.option(i18n.lang(), next, i);
        options.appendChild(el('button', { type: 'button', class: 'btn option', 'data-value': String(value) }, label));
      });
      next.rerolls.forEach(function (value) {
        const attrs = { type: 'button', class: 'btn option reroll', 'data-value': String(value) };
        options.appendChild(el('button', attrs, String(value)));
      });
      $('value-form').hidden = next.kind === 'done';
      $('undo').disabled = state.draw.history().length === 0;
    }

    // Shows the finished position with its links (or hides the box while drawing).
    function renderResult() {
      const done = state.draw.done();
      $('result').hidden = !done;
      if (!done) return null;
      const pos = state.draw.result();
      const rank = global.Chess960Web.page.backRank(api, pos);
      $('result-number').textContent = i18n.t('draw.resultNumber', { n: pos.number });
      $('result-rank').textContent = rank;
      $('result-fen').textContent = pos.fen;
      $('link-index').href = 'index.html?n=' + pos.number;
      $('link-play').href = 'play.html?n=' + pos.number;
      $('link-wall').href = 'wall.html?n=' + pos.number;
      return i18n.t('draw.resultNumber', { n: pos.number }) + ': ' + rank;
    }

    function render() {
      const drawState = state.draw.state();
      const next = state.draw.next();
      renderStrip(drawState.backRank, next);
      renderStep(next);
      $('draw-error').textContent = state.lastError ? errorText(state.lastError) : '';
      $('note').textContent = noteText();
      $('note').classList.toggle('is-reroll', !!state.lastReroll);
      const label = renderResult() || words.rank(i18n.lang(), drawState.backRank);
      board.setPieces(drawState.pieces);
      board.setLabel(label);
    }

    return {
      render: render,
      // Starts a new draw of a method.
      start: function (method) {
        if (state.draw) state.draw.delete();
        state.method = method;
        state.draw = api.startDraw(method);
        state.lastEvents = null;
        state.lastError = null;
        state.lastReroll = null;
        render();
      },
      // Gives the machine one value (a button's or the text box's); "roll again" is no error.
      give: function (value) {
        state.lastEvents = null;
        state.lastError = null;
        state.lastReroll = null;
        try {
          state.lastEvents = state.draw.give(value).events;
        } catch (err) {
          if (err && err.code === 'ERR_DRAW_REROLL') state.lastReroll = { error: err, value: value };
          else state.lastError = { error: err, value: value };
        }
        render();
      },
      // Takes back the last value.
      undo: function () {
        try {
          state.draw.undo();
          state.lastEvents = null;
          state.lastError = null;
          state.lastReroll = null;
        } catch (err) {
          state.lastError = { error: err, value: '' };
        }
        render();
      },
      // Returns the method being drawn.
      method: function () {
        return state.method;
      },
    };
  }

  global.Chess960Draw = global.Chess960Draw || {};
  global.Chess960Draw.machine = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
