/* chess960-widget.js — the <chess960-position> element: a Chess960 start-position diagram for
 * any web page. One classic script with the WebAssembly embedded; defines nothing but the custom
 * element (loading it twice is harmless). Usage:
 *   <script src="chess960-widget.js" defer></script>
 *   <chess960-position n="518" show="number letters fen" controls></chess960-position>
 */
(function () {
  'use strict';
  // Loaded before (or no custom elements at all): nothing to do.
  if (typeof window === 'undefined' || !window.customElements || window.customElements.get('chess960-position')) return;
  // Keep the Emscripten loader away from AMD/CommonJS loaders of the host page.
  var define, module, exports;
