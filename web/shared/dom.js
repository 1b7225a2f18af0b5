// The DOM helpers every page and component uses: elements by id, new HTML and SVG elements with
// attributes and text (text is always text, never markup), and emptying an element.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Returns the element with this id, or null.
export function byId(id) {
  return document.getElementById(id);
}

// Sets the attributes of `attrs` (those null or undefined are left out) and appends the
// children: strings as text, nodes as they are (arrays and null/false children allowed).
function fill(node, attrs, children) {
  for (const name in attrs || {}) {
    const value = attrs[name];
    if (value !== undefined && value !== null && value !== false)
      node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
  return node;
}

// Returns a new HTML element: el('li', { class: 'item', 'aria-label': '…' }, 'text', child, …).
export function el(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

// Returns a new SVG element likewise: svg('rect', { x: 0, y: 0, width: 100 }).
export function svg(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

// Removes every child of a node.
export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
}
