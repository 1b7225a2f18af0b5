// The first frame of a page with a first diagram (start page, wall, play page): the page's early
// script (shared/first-diagram.js, or play/first-move.js which imports it), loaded without
// `defer`, runs while the page is read, before that frame, and calls afterFirstFrame(its script
// element) to do its work just after it.
//
// Language: such a page's <html> carries data-lang-pending, which hides its keyed text
// (shared/first-frame.css) so that no frame shows the words of the wrong language. When the page
// will speak the language its HTML is written in (as shared/languages.js decides: ?lang=, else the
// choice stored on this device, else the browser's), the text shows just after the first frame
// (reading the stored choice costs the first frame some milliseconds); otherwise
// page.setUpLanguage() shows it once the page's words are in place.
//
// Page scripts after the first frame: the early script element may name the page's entry in its
// data-after-frame attribute instead of the page loading it with `defer`, so that neither its
// download nor its run holds back the frame that shows the diagram. The scripts named are added,
// in order, just after that frame (or after 200 ms where no frame comes, a hidden tab), together
// with the preloads data-preload-after-frame names (chess960.js, which page.loadApi() then runs).
import { initialLanguage, normalize } from './languages.js';

// Returns the language the page will start in, decided as the translator does.
export function language() {
  return initialLanguage();
}

// Shows the keyed text when the page speaks its HTML's language.
function showTextIfWritten() {
  const root = document.documentElement;
  if (root.hasAttribute('data-lang-pending') && language() === normalize(root.getAttribute('lang')))
    root.removeAttribute('data-lang-pending');
}

// Returns the addresses an attribute of a script element lists.
function listed(script, name) {
  const text = (script && script.getAttribute(name)) || '';
  return text.split(/\s+/).filter(Boolean);
}

// Adds a <link rel="preload" as="script"> for href to the head.
function preload(href) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

// Adds a script for src to the head, run in the order added.
function addScript(src) {
  const node = document.createElement('script');
  node.src = src;
  node.async = false;
  document.head.appendChild(node);
}

let frameDone = false;
const afterFrame = []; // work of the early script for just after the first frame (see atFirstFrame)

// Runs fn just after the first frame, before the page's scripts are added (at once when that has
// passed): early work the first frame need not wait for.
export function atFirstFrame(fn) {
  if (frameDone) fn();
  else afterFrame.push(fn);
}

// Just after the next frame: runs the early script's work queued by atFirstFrame, shows the text
// when it is in the right language, adds the preloads and scripts the early script element names
// (see the header), once.
export function afterFirstFrame(script) {
  const preloads = listed(script, 'data-preload-after-frame');
  const scripts = listed(script, 'data-after-frame');
  let done = false;
  const add = () => {
    if (done) return;
    done = true;
    frameDone = true;
    // Early work that fails must not keep the page's own scripts out: they do it again.
    afterFrame.splice(0).forEach((fn) => {
      try {
        fn();
      } catch {
        /* the page's entry sets the board up without the early layer */
      }
    });
    showTextIfWritten();
    preloads.forEach(preload);
    scripts.forEach(addScript);
  };
  requestAnimationFrame(() => setTimeout(add, 0));
  setTimeout(add, 200);
}
