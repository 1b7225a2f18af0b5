// The widget's entry: chess960-widget.js (a classic script for any page) and the package's
// chess960/widget are built from it (scripts/build-lib.mjs widget). It defines the element
// <chess960-position> (web/widget/element.js) and nothing else; loaded twice, or where there
// are no custom elements, it does nothing more.
import { Chess960Position, TAG } from './element.js';

if (typeof customElements !== 'undefined' && !customElements.get(TAG)) customElements.define(TAG, Chess960Position);
