// The viewer's entry: chess960-game.js (a classic script for any page) and the package's
// chess960/viewer are built from it (scripts/build-lib.mjs viewer). It defines the element
// <chess960-game> (web/viewer/element.js) and nothing else; loaded twice, or where there are no
// custom elements, it does nothing more.
import { Chess960Game, TAG } from './element.js';

if (typeof customElements !== 'undefined' && !customElements.get(TAG)) customElements.define(TAG, Chess960Game);
