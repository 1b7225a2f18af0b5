// @ts-check
// The projector window: wall.html?projector=1. Shows only what the control page sends over the
// link (link.js) in the hall view (view.js); the wall ignores every key here except F (full
// screen), so no stray key changes what the hall sees. A reload shows the kept state at once,
// the countdown with the right time left (its end is a wall-clock time).
import { byId, el } from '../../shared/dom.js';
import * as i18n from '../../shared/i18n.js';
import { queryParams } from '../../shared/page.js';
import * as countdown from './countdown.js';
import * as link from './link.js';
import * as view from './view.js';
import './words.js';

/** @import { Chess960Api } from '../../../package/types/index.js' */

const HINT_MS = 6000; // how long the hint stays after the mouse moved

// Returns true when the address asks for projector mode.
export function wanted() {
  const value = queryParams().get('projector');
  return value === '1' || value === 'true';
}

// Makes the hall view and its hint the page's main content (the stage is hidden).
/** @param {HTMLElement} frame @param {HTMLElement} hint */
function takeMain(frame, hint) {
  const region = el('div', { role: 'main' });
  frame.before(region);
  region.append(frame, hint);
}

// Shows the hint, hidden again HINT_MS after the mouse last moved.
/** @param {HTMLElement} hint */
function hintOnMouse(hint) {
  let timer = 0;
  const showHint = () => {
    hint.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      hint.hidden = true;
    }, HINT_MS);
  };
  document.addEventListener('mousemove', showHint);
  showHint();
}

// Takes over the page: the hall view in #projector, driven by the control page.
/** @param {Chess960Api} api */
export function start(api) {
  document.documentElement.classList.add('projector-mode');
  // wall.html has both the frame and the hint.
  const frame = /** @type {HTMLElement} */ (byId('projector'));
  frame.hidden = false;
  const hall = view.create(frame, api);
  const hint = /** @type {HTMLElement} */ (byId('projector-hint'));
  takeMain(frame, hint);
  const channel = link.projector((state) => {
    hall.show(state);
    document.documentElement.setAttribute('data-seq', String(state.seq));
    if (state.number !== null && state.number !== undefined)
      document.title = i18n.t('hall.roundNo', { r: state.round || '–', n: state.number });
  });
  if (!hall.state()) hall.show(null);
  const writeHint = () => {
    hint.textContent = i18n.t(channel.available ? 'hall.hint' : 'hall.noChannel');
  };
  writeHint();
  i18n.onChange(writeHint);
  hintOnMouse(hint);
  countdown.ticker(hall.tick);
}
