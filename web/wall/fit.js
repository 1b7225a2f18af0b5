// Keeps the wall's panel (number, back rank, QR code, facts, a refusal) clear of the toolbar:
// the panel's bottom padding is the toolbar's height, and when its content is taller than the
// room left, its text and QR code shrink (--fit, from 1 down to MIN_FIT, wall/wall.css); while a
// message is shown (a refusal, for a few seconds) they may shrink further, to MESSAGE_FIT, so
// that the message finds room without cutting the facts' last lines; what still does not fit
// scrolls inside the panel, which then takes the keyboard focus too.

const MIN_FIT = 0.7;
const MESSAGE_FIT = 0.5;
const STEP = 0.05;
const TOOLBAR_GAP = 16; // px between the panel's content and the toolbar

// Returns true when the panel's content is taller than the panel.
function overflows(panel) {
  return panel.scrollHeight > panel.clientHeight + 1;
}

// Returns the smallest fit allowed now: lower while the panel shows a message.
function smallest(panel) {
  const message = panel.querySelector('.message');
  return message && !message.hidden ? MESSAGE_FIT : MIN_FIT;
}

// Shrinks the panel's text step by step until it fits (or the smallest fit allowed); a panel
// that still overflows becomes a focusable scroll region.
function fitPanel(panel) {
  let fit = 1;
  const floor = smallest(panel);
  panel.style.setProperty('--fit', String(fit));
  while (fit > floor + 1e-9 && overflows(panel)) {
    fit = Math.round((fit - STEP) * 100) / 100;
    panel.style.setProperty('--fit', String(fit));
  }
  panel.setAttribute('data-fit', String(fit));
  if (overflows(panel)) panel.setAttribute('tabindex', '0');
  else panel.removeAttribute('tabindex');
}

// Reserves the toolbar's height below the panel (the --toolbar-space of wall/wall.css).
function reserveToolbar(toolbar) {
  const space = toolbar.offsetHeight + TOOLBAR_GAP;
  document.documentElement.style.setProperty('--toolbar-space', space + 'px');
}

// Fits the panel now and again whenever its content, the toolbar or the window changes.
export function start(panel, toolbar) {
  let pending = 0;
  const refit = () => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      reserveToolbar(toolbar);
      fitPanel(panel);
    });
  };
  reserveToolbar(toolbar);
  fitPanel(panel);
  if (typeof ResizeObserver === 'function') new ResizeObserver(refit).observe(toolbar);
  if (typeof MutationObserver === 'function') {
    const watch = {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden'],
    };
    new MutationObserver(refit).observe(panel, watch);
  }
  window.addEventListener('resize', refit);
}
