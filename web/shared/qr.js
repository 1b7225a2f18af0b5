// QR codes (the wall's share link, wall.html?qr=1; an event's verify link): one SVG path from the
// npm library qrcode-generator (a chunk loaded when the first code is drawn), with the link as a
// caption that breaks only after "/", "?", "&" and "=".
import { chunk } from './chunks.js';
import { clear, el, svg } from './dom.js';

const QUIET = 2; // the quiet zone around the code, in modules

// Returns the path data of the dark modules of a QR code, shifted by the quiet zone.
function modulesPath(qr) {
  const count = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
  }
  return d;
}

// Returns an SVG drawing of the QR code of text (black modules, a quiet zone of two), made by
// qrcode (the library's function).
function svgOf(qrcode, text) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount() + 2 * QUIET;
  return svg(
    'svg',
    { viewBox: `0 0 ${size} ${size}`, role: 'img', 'aria-label': 'QR: ' + text, 'shape-rendering': 'crispEdges' },
    svg('path', { d: modulesPath(qr), fill: '#000' }),
  );
}

// Writes a link into node with line-break opportunities only after / ? & = (never inside a word).
export function writeLink(node, text) {
  clear(node);
  text.split(/(?<=[/?&=])/).forEach((part, i, parts) => {
    node.append(part);
    if (i < parts.length - 1) node.append(el('wbr'));
  });
}

// Draws the QR code of url into codeNode and its caption; resolves true (false when it cannot).
export function draw(codeNode, captionNode, label, url) {
  return chunk('vendor/qrcode.js', () => import('qrcode-generator')).then(
    (library) => {
      try {
        clear(codeNode);
        codeNode.append(svgOf(library.default, url));
        captionNode.textContent = label + ' ';
        writeLink(captionNode.appendChild(el('span', { class: 'qr-link' })), url.replace(/^https?:\/\//, ''));
        return true;
      } catch {
        return false;
      }
    },
    () => false,
  );
}
