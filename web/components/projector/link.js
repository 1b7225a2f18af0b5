// @ts-check
// The link between the arbiter's control page (event.html) and the projector window
// (wall.html?projector=1): a BroadcastChannel named "chess960-projector" on this computer, no
// server. The control page owns the state and sends it whole with a rising sequence number; the
// projector shows only what it is sent (no key on the projector changes it). The last state is
// kept in localStorage, so a reload of either window shows the same round, and the countdown's
// end is a wall-clock time (endsAt, ms since 1970), so the time left is right after a reload.
// Between two file:// pages a browser may not connect the channel (their origins are opaque), so
// the same messages also go by postMessage through the window the control page opened (attach)
// and the projector's window.opener; a state carries its sequence number, so one that arrives
// twice is shown once. Each side works in the window given (the page's by default).
//
// Messages:  { type: 'state', seq, state }   control -> projector: show this
//            { type: 'hello' }               projector -> control: I (re)opened, send the state
//                                            (by postMessage also every 2 s, for a reloaded control page)
//            { type: 'shown', seq }          projector -> control: state seq is on the wall
// State:     { seq, event, round, number, endsAt, minutes, letters, verifyUrl, blank }
//            number null = nothing to show yet (the event's name only); blank = a dark wall
/**
 * @typedef {object} ProjectorState what the wall shows, numbered by the control page
 * @property {number} seq rises with every state sent
 * @property {string} [event] the event's name
 * @property {string | number | null} [round]
 * @property {number | null} [number] the start position (null: nothing to show yet)
 * @property {number | null} [endsAt] the countdown's end, ms since 1970 (null: none)
 * @property {number | null} [minutes] the study time chosen
 * @property {string} [letters] the language of the back rank's letters
 * @property {string | null} [verifyUrl] the address of the verify page (its QR code)
 * @property {boolean} [blank] a dark wall
 * @typedef {Omit<ProjectorState, 'seq'> & { seq?: number }} StateToSend a state before send() numbers it
 * @typedef {{ type: 'state', seq: number, state: ProjectorState } | { type: 'hello' } | { type: 'shown', seq: number }} LinkMessage
 * @typedef {Pick<Window, 'closed' | 'postMessage'>} PeerWindow the other side's window
 * @typedef {object} LinkWindow the window a side works in (the page's, or a test's stand-in)
 * @property {Pick<Storage, 'getItem' | 'setItem'>} localStorage
 * @property {Pick<Location, 'origin' | 'protocol'>} location
 * @property {typeof BroadcastChannel} [BroadcastChannel] missing in some browsers
 * @property {PeerWindow | null} [opener]
 * @property {unknown} [postMessage]
 * @property {((type: 'message', fn: (ev: MessageEvent) => void) => void) &
 *   ((type: 'storage', fn: (ev: StorageEvent) => void) => void)} addEventListener
 * @property {(fn: () => void, ms: number) => unknown} setInterval
 * @typedef {object} ProjectorControl the control side of the link
 * @property {boolean} available
 * @property {(target: PeerWindow | null) => void} attach
 * @property {() => ProjectorState | null} current
 * @property {(state: StateToSend) => ProjectorState} send
 * @property {(fn: (seq: number) => void) => void} onShown
 * @property {() => void} close
 */

export const CHANNEL = 'chess960-projector';
export const STORE_KEY = 'chess960.projector';

// Returns the state kept by the last window that changed it, or null.
/** @param {LinkWindow} [win] @returns {ProjectorState | null} */
export function saved(win = globalThis) {
  try {
    const value = JSON.parse(win.localStorage.getItem(STORE_KEY) || 'null');
    return value && typeof value === 'object' && typeof value.seq === 'number' ? value : null;
  } catch {
    return null;
  }
}

// Keeps a state for the next reload (storage may be refused: then a reload starts empty).
/** @param {LinkWindow} win @param {ProjectorState} state */
function save(win, state) {
  try {
    win.localStorage.setItem(STORE_KEY, JSON.stringify(state));
  } catch {
    /* storage refused (privacy mode): the link still works while both windows stay open */
  }
}

// Returns the window's channel, or null where BroadcastChannel is missing (the page says so).
/** @param {LinkWindow} win @returns {BroadcastChannel | null} */
function channel(win) {
  return typeof win.BroadcastChannel === 'function' ? new win.BroadcastChannel(CHANNEL) : null;
}

// Returns true when a postMessage event comes from a page of this site (file://: origin "null").
/** @param {LinkWindow} win @param {MessageEvent} ev */
function fromThisSite(win, ev) {
  const here = win.location;
  return ev.origin === here.origin || (here.protocol === 'file:' && ev.origin === 'null');
}

// Posts msg from win to another window of this site (file:// pages can only name the target "*").
/** @param {LinkWindow} win @param {PeerWindow | null} target @param {LinkMessage} msg */
function postTo(win, target, msg) {
  if (!target || target.closed) return;
  try {
    target.postMessage(msg, win.location.protocol === 'file:' ? '*' : win.location.origin);
  } catch {
    /* the window went away meanwhile */
  }
}

// Calls onMessage(data, source) for link messages by postMessage from this site's windows.
/** @param {LinkWindow} win @param {(msg: LinkMessage, source: PeerWindow) => void} onMessage */
function listen(win, onMessage) {
  win.addEventListener('message', (ev) => {
    const msg = ev.data;
    if (!ev.source || ev.source === win || !fromThisSite(win, ev) || !msg || typeof msg.type !== 'string') return;
    // The source of a message from another page is that page's window.
    onMessage(msg, /** @type {Window} */ (ev.source));
  });
}

// The control side: send(state) numbers, keeps and broadcasts a state; onShown(fn(seq)).
/** @param {LinkWindow} [win] @returns {ProjectorControl} */
export function control(win = globalThis) {
  const ch = channel(win);
  let current = saved(win);
  /** @type {PeerWindow | null} */
  let peer = null; // the projector window (opened here, or known from its answer after a reload)
  /** @type {((seq: number) => void)[]} */
  const shown = [];

  // Sends a message by the channel and to the projector window.
  /** @param {LinkMessage} msg */
  function post(msg) {
    if (ch) ch.postMessage(msg);
    postTo(win, peer, msg);
  }

  // Answers a projector's hello with the state; tells the listeners what it shows.
  /** @param {LinkMessage} msg @param {(answer: LinkMessage) => void} reply */
  function receive(msg, reply) {
    if (msg.type === 'hello' && current) reply({ type: 'state', seq: current.seq, state: current });
    if (msg.type === 'shown') shown.forEach((fn) => fn(msg.seq));
  }

  if (ch) ch.onmessage = (ev) => receive(ev.data || {}, post);
  listen(win, (msg, source) => {
    if (msg.type !== 'hello' && msg.type !== 'shown') return;
    peer = source;
    receive(msg, (answer) => postTo(win, source, answer));
  });
  return {
    available: !!ch || typeof win.postMessage === 'function', // a window opened here is reached
    // Takes the window the control page opened as a second way to the projector.
    attach(target) {
      peer = target || peer;
    },
    // Returns the state last sent (or kept from before a reload).
    current: () => current,
    // Sends a new state (a copy with the next sequence number) and keeps it; returns it.
    send(state) {
      current = Object.assign({}, state, { seq: (current ? current.seq : 0) + 1 });
      save(win, current);
      post({ type: 'state', seq: current.seq, state: current });
      return current;
    },
    // Calls fn(seq) whenever the projector says it shows state seq.
    onShown: (fn) => shown.push(fn),
    // Closes the channel.
    close: () => ch && ch.close(),
  };
}

// The projector side: calls show(state) with the kept state at once and with every newer one.
/** @param {(state: ProjectorState) => void} show @param {LinkWindow} [win] @returns {{ available: boolean }} */
export function projector(show, win = globalThis) {
  const ch = channel(win);
  const opener = win.opener || null; // the control page that opened this window, if any
  let seq = -1;

  // Sends a message by the channel and to the control page that opened this window.
  /** @param {LinkMessage} msg */
  function post(msg) {
    if (ch) ch.postMessage(msg);
    postTo(win, opener, msg);
  }

  // Shows a state newer than the one shown, and says so.
  /** @param {ProjectorState | null | undefined} state */
  function take(state) {
    if (!state || typeof state.seq !== 'number' || state.seq <= seq) return;
    seq = state.seq;
    show(state);
    post({ type: 'shown', seq });
  }

  take(saved(win));
  if (ch)
    ch.onmessage = (ev) => {
      const msg = ev.data || {};
      if (msg.type === 'state') take(msg.state);
    };
  listen(win, (msg, source) => {
    if (msg.type === 'state' && source === opener) take(msg.state);
  });
  post({ type: 'hello' });
  // A reloaded control page knows this window only from a message: say hello to it now and then.
  if (opener) win.setInterval(() => postTo(win, opener, { type: 'hello' }), 2000);
  // Another tab of the same browser may change the kept state without the channel (rare).
  win.addEventListener('storage', (ev) => {
    if (ev.key === STORE_KEY) take(saved(win));
  });
  return { available: !!ch || !!opener };
}
