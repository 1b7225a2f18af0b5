/*
 * QR codes (the wall's share link, wall.html?qr=1; an event's verify link): one SVG path from
 * the npm library qrcode-generator (dist/vendor/qrcode.js, loaded on first use), with the link
 * as a caption that breaks only after "/", "?", "&" and "=".
 * Classic script: Chess960Web.qr (also Chess960Wall.qr).
 */
(function (global) {
  'use strict';

  const NS = 'http://www.w3.org/2000/svg';
  let loading = null;

  // Returns a Promise that resolves once the QR library is there.
  function loadLibrary() {
    if (typeof global.qrcode === 'function') return Promise.resolve();
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        const script = global.document.createElement('script');
        script.src = 'vendor/qrcode.js';
        script.onload = resolve;
        script.onerror = reject;
        global.document.head.appendChild(script);
      });
    }
    return loading;
  }

  // Returns an SVG drawing of the QR code of text (black modules, a quiet zone of two).
  function svgOf(text) {
    const qr = global.qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 2;
    const size = count + 2 * quiet;
    let d = '';
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += 'M' + (c + quiet) + ' ' + (r + quiet) + 'h1v1h-1z';
    }
    const svg = global.document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + size + ' ' + size);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', 'QR: ' + text);
    svg.setAttribute('shape-rendering', 'crispEdges');
    const path = global.document.createElementNS(NS, 'path');
    path.setAttribute('d', d);
    path.setAttribute('fill', '#000');
    svg.appendChild(path);
    return svg;
  }

  // Writes a link into node with line-break opportunities only after / ? & = (never inside a word).
  function writeLink(node, text) {
    node.textContent = '';
    text.split(/(?<=[/?&=])/).forEach(function (part, i, parts) {
      node.appendChild(global.document.createTextNode(part));
      if (i < parts.length - 1) node.appendChild(global.document.createElement('wbr'));
    });
  }

  // Draws the QR code of url into codeNode and its caption; resolves false when it cannot.
  function draw(codeNode, captionNode, label, url) {
    return loadLibrary().then(
      function () {
        codeNode.textContent = '';
        codeNode.appendChild(svgOf(url));
        captionNode.textContent = label + ' ';
        const link = captionNode.appendChild(global.document.createElement('span'));
        link.className = 'qr-link';
        writeLink(link, url.replace(/^https?:\/\//, ''));
        return true;
      },
      function () {
        return false;
      },
    );
  }

  global.Chess960Web = global.Chess960Web || {};
  global.Chess960Web.qr = { draw: draw, writeLink: writeLink, svgOf: svgOf, load: loadLibrary };
  global.Chess960Wall = global.Chess960Wall || {};
  global.Chess960Wall.qr = global.Chess960Web.qr;
})(typeof window !== 'undefined' ? window : globalThis);
