/*
 * The projector window: wall.html?projector=1. Shows only what the control page sends over the
 * link (link.js) in the hall view (view.js); wall.js ignores every key here except F (full
 * screen), so no stray key changes what the hall sees. A reload shows the kept state at once,
 * the countdown with the right time left (its end is a wall-clock time).
 * Classic script: Chess960Projector.screen.start(api).
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const projector = global.Chess960Projector;

  // Returns true when the address asks for projector mode.
  function wanted() {
    const value = web.page.queryParams().get('projector');
    return value === '1' || value === 'true';
  }

  // Takes over the page: the hall view in #projector, driven by the control page.
  function start(api) {
    const doc = global.document;
    doc.documentElement.classList.add('projector-mode');
    const frame = web.page.byId('projector');
    frame.hidden = false;
    const view = projector.view.create(frame, api);
    const hint = web.page.byId('projector-hint');
    // The hall view and its hint are the page's main content now (the stage is hidden).
    const region = doc.createElement('div');
    region.setAttribute('role', 'main');
    frame.parentNode.insertBefore(region, frame);
    region.append(frame, hint);
    const link = projector.link.projector(function (state) {
      view.show(state);
      doc.documentElement.setAttribute('data-seq', String(state.seq));
      if (state.number !== null && state.number !== undefined)
        doc.title = web.i18n.t('hall.roundNo', { r: state.round || '–', n: state.number });
    });
    if (!view.state()) view.show(null);
    hint.textContent = web.i18n.t(link.available ? 'hall.hint' : 'hall.noChannel');
    web.i18n.onChange(function () {
      hint.textContent = web.i18n.t(link.available ? 'hall.hint' : 'hall.noChannel');
    });
    // The hint fades once the hall sees something; the mouse brings it back for a while.
    let timer = 0;
    function showHint() {
      hint.hidden = false;
      global.clearTimeout(timer);
      timer = global.setTimeout(function () {
        hint.hidden = true;
      }, 6000);
    }
    doc.addEventListener('mousemove', showHint);
    showHint();
    projector.countdown.ticker(view.tick);
  }

  projector.screen = { wanted: wanted, start: start };
})(typeof window !== 'undefined' ? window : globalThis);
