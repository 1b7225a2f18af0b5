// The arbiter's control of the projector window (event.html): opens wall.html?projector=1 (on
// a second screen where the browser allows it: Window Management API, getScreenDetails), sends
// it what to show over the link (components/projector/link.js) and draws the same view as a
// preview.
//
//   create(api, preview, say) -> { available, open(), project(s), blank(), idle(name), current() }
import * as countdown from '../components/projector/countdown.js';
import * as link from '../components/projector/link.js';
import * as view from '../components/projector/view.js';
import { lang } from '../shared/i18n.js';

// Returns a Promise of the window features that place the projector on another screen, or null.
function otherScreenFeatures() {
  if (typeof window.getScreenDetails !== 'function') return Promise.resolve(null);
  return window.getScreenDetails().then(
    (details) => {
      const other = details.screens.find((s) => s !== details.currentScreen);
      if (!other) return null;
      return `popup,left=${other.availLeft},top=${other.availTop},width=${other.availWidth},height=${other.availHeight}`;
    },
    () => null, // permission refused: a normal window
  );
}

// Returns true when the wall already shows this round with the same study time.
function sameRound(now, s) {
  return (
    !!now && now.event === s.event && now.round === s.round && now.number === s.number && now.minutes === s.minutes
  );
}

// Returns the control: preview drawn into `preview`, messages through say(key).
export function create(api, preview, say) {
  const channel = link.control();
  const screen = view.create(preview, api);
  screen.show(channel.current());
  countdown.ticker(screen.tick);

  // Opens (or brings forward) the projector window.
  function open() {
    const url = new URL('wall.html', location.href);
    url.searchParams.set('projector', '1');
    url.searchParams.set('lang', lang());
    return otherScreenFeatures().then((features) => {
      const win = window.open(url.href, 'chess960-projector', features || 'popup,width=1280,height=720');
      channel.attach(win);
      if (!win) say('event.popupBlocked');
      else say(features ? 'event.onSecondScreen' : 'event.dragHint');
      return win;
    });
  }

  // Sends a state to the wall and the preview; returns it with its sequence number.
  function send(state) {
    const sent = channel.send(state);
    screen.show(sent);
    return sent;
  }

  // Shows { event, round, number, minutes, verifyUrl } with the countdown starting now, or
  // running on where the wall already shows this round with the same study time.
  function project(s) {
    const now = channel.current();
    return send({
      event: s.event,
      round: s.round,
      number: s.number,
      minutes: s.minutes,
      endsAt: sameRound(now, s) ? now.endsAt : countdown.start(s.minutes),
      verifyUrl: s.verifyUrl || null,
      blank: false,
    });
  }

  // Darkens the wall (or lights it again with the same round and time).
  function blank() {
    const now = channel.current() || { event: '', number: null };
    return send({ ...now, blank: !now.blank });
  }

  // Shows the event's name only (nothing drawn yet).
  function idle(name) {
    return send({ event: name, round: null, number: null, endsAt: null, blank: false });
  }

  return { available: channel.available, open, project, blank, idle, current: channel.current };
}
