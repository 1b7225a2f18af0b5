/*
 * The arbiter's control of the projector window (event.html): opens wall.html?projector=1 (on
 * a second screen where the browser allows it: Window Management API, getScreenDetails), sends
 * it what to show over the link (projector/link.js) and draws the same view as a preview.
 * Classic script: Chess960Event.control.create(api, preview, say) -> { open(), project(s), blank(), current() }.
 */
(function (global) {
  'use strict';

  const web = global.Chess960Web;
  const i18n = web.i18n;
  const projector = global.Chess960Projector;

  // Returns the window features that place the projector on another screen, or null.
  function otherScreenFeatures() {
    if (typeof global.getScreenDetails !== 'function') return Promise.resolve(null);
    return global.getScreenDetails().then(
      function (details) {
        const other = details.screens.find(function (s) {
          return s !== details.currentScreen;
        });
        if (!other) return null;
        return (
          'popup,left=' +
          other.availLeft +
          ',top=' +
          other.availTop +
          ',width=' +
          other.availWidth +
          ',height=' +
          other.availHeight
        );
      },
      function () {
        return null; // permission refused: a normal window
      },
    );
  }

  // Returns the control: preview drawn into `preview`, messages through say(key).
  function create(api, preview, say) {
    const link = projector.link.control();
    const view = projector.view.create(preview, api);
    view.show(link.current());
    projector.countdown.ticker(view.tick);
    let win = null;

    // Opens (or brings forward) the projector window.
    function open() {
      const url = new URL('wall.html', global.location.href);
      url.searchParams.set('projector', '1');
      url.searchParams.set('lang', i18n.lang());
      return otherScreenFeatures().then(function (features) {
        win = global.open(url.href, 'chess960-projector', features || 'popup,width=1280,height=720');
        link.attach(win);
        if (!win) say('event.popupBlocked');
        else say(features ? 'event.onSecondScreen' : 'event.dragHint');
        return win;
      });
    }

    // Sends a state to the wall and the preview; returns it with its sequence number.
    function send(state) {
      const sent = link.send(state);
      view.show(sent);
      return sent;
    }

    return {
      available: link.available,
      open: open,
      // Shows { event, round, number, minutes, verifyUrl } with the countdown starting now, or
      // running on where the wall already shows this round with the same study time.
      project: function (s) {
        const now = link.current();
        const same =
          now && now.event === s.event && now.round === s.round && now.number === s.number && now.minutes === s.minutes;
        return send({
          event: s.event,
          round: s.round,
          number: s.number,
          minutes: s.minutes,
          endsAt: same ? now.endsAt : projector.countdown.start(s.minutes),
          verifyUrl: s.verifyUrl || null,
          blank: false,
        });
      },
      // Darkens the wall (or lights it again with the same round and time).
      blank: function () {
        const now = link.current() || { event: '', number: null };
        return send(Object.assign({}, now, { blank: !now.blank }));
      },
      // Shows the event's name only (nothing drawn yet).
      idle: function (name) {
        return send({ event: name, round: null, number: null, endsAt: null, blank: false });
      },
      current: link.current,
    };
  }

  global.Chess960Event = global.Chess960Event || {};
  global.Chess960Event.control = { create: create };
})(typeof window !== 'undefined' ? window : globalThis);
