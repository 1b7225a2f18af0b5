// A small DOM for running page code in node without a browser: elements with attributes,
// children, text, classList, style, events, focus, and querySelector(All) for the selector forms
// the page code uses (tag, #id, .class, [attr], [attr="value"], and descendant chains of these).
// Used by scripts/build-site.mjs (the 960 SVG diagrams) and by the fast page tests (tests/web/).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeXml = (s) => String(s).replace(/[&<>"]/g, (c) => XML_ESCAPES[c]);

// The classes of an element, kept in its class attribute.
class ClassList {
  constructor(node) {
    this.node = node;
  }
  get names() {
    return (this.node.getAttribute('class') || '').split(/\s+/).filter(Boolean);
  }
  write(names) {
    this.node.setAttribute('class', names.join(' '));
  }
  contains(name) {
    return this.names.includes(name);
  }
  add(...names) {
    this.write([...new Set([...this.names, ...names])]);
  }
  remove(...names) {
    this.write(this.names.filter((n) => !names.includes(n)));
  }
  toggle(name, force) {
    const on = force === undefined ? !this.contains(name) : force;
    if (on) this.add(name);
    else this.remove(name);
    return on;
  }
}

// Returns a test for one compound selector such as g[data-square="e1"].c960-sq.
function compoundTest(text) {
  const parts = [...text.matchAll(/([#.]?[\w-]+)|\[([\w-]+)(?:="([^"]*)")?\]|(\*)/g)];
  return (n) =>
    n.nodeType === 1 &&
    parts.every(([, simple, attr, value]) => {
      if (attr) return value === undefined ? n.hasAttribute(attr) : n.getAttribute(attr) === value;
      if (!simple) return true;
      if (simple[0] === '#') return n.getAttribute('id') === simple.slice(1);
      if (simple[0] === '.') return n.classList.contains(simple.slice(1));
      return n.nodeName.toLowerCase() === simple.toLowerCase();
    });
}

// Returns a test for a selector list with descendant chains ("a b, c").
function selectorTest(selector) {
  const alternatives = selector.split(',').map((alt) => alt.trim().split(/\s+/).map(compoundTest));
  return (n) =>
    alternatives.some((chain) => {
      if (!chain[chain.length - 1](n)) return false;
      let i = chain.length - 2;
      for (let p = n.parentNode; p && i >= 0; p = p.parentNode) if (chain[i](p)) i--;
      return i < 0;
    });
}

export class ShimNode {
  constructor(name, ownerDocument) {
    this.nodeName = name;
    this.nodeType = name === '#text' ? 3 : 1;
    this.attributes = new Map();
    this.childNodes = [];
    this.parentNode = null;
    this.text = null;
    this.ownerDocument = ownerDocument || null;
    this.listeners = {};
    this.style = {};
    this.classList = new ClassList(this);
    this.value = '';
    this.disabled = false;
    this.hidden = false;
  }
  setAttribute(k, v) {
    this.attributes.set(k, String(v));
  }
  getAttribute(k) {
    return this.attributes.has(k) ? this.attributes.get(k) : null;
  }
  hasAttribute(k) {
    return this.attributes.has(k);
  }
  removeAttribute(k) {
    this.attributes.delete(k);
  }
  get id() {
    return this.getAttribute('id') || '';
  }
  set id(v) {
    this.setAttribute('id', v);
  }
  get className() {
    return this.getAttribute('class') || '';
  }
  set className(v) {
    this.setAttribute('class', v);
  }
  appendChild(child) {
    if (child.parentNode) child.parentNode.removeChild(child);
    child.parentNode = this;
    this.text = null;
    this.childNodes.push(child);
    return child;
  }
  append(...children) {
    children.forEach((child) => this.appendChild(child));
  }
  insertBefore(child, ref) {
    if (child.parentNode) child.parentNode.removeChild(child);
    const i = ref ? this.childNodes.indexOf(ref) : -1;
    child.parentNode = this;
    if (i < 0) this.childNodes.push(child);
    else this.childNodes.splice(i, 0, child);
    return child;
  }
  removeChild(child) {
    this.childNodes = this.childNodes.filter((c) => c !== child);
    child.parentNode = null;
    return child;
  }
  replaceChild(child, old) {
    this.insertBefore(child, old);
    return this.removeChild(old);
  }
  remove() {
    if (this.parentNode) this.parentNode.removeChild(this);
  }
  get firstChild() {
    return this.childNodes[0] || null;
  }
  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] || null;
  }
  get children() {
    return this.childNodes.filter((c) => c.nodeType === 1);
  }
  set textContent(v) {
    this.text = String(v);
    this.childNodes = [];
  }
  get textContent() {
    return this.text ?? this.childNodes.map((c) => c.textContent).join('');
  }
  cloneNode(deep) {
    const copy = new ShimNode(this.nodeName, this.ownerDocument);
    for (const [k, v] of this.attributes) copy.setAttribute(k, v);
    copy.text = this.text;
    if (deep) for (const c of this.childNodes) copy.appendChild(c.cloneNode(true));
    return copy;
  }
  *descendants() {
    for (const c of this.childNodes) {
      yield c;
      yield* c.descendants();
    }
  }
  querySelectorAll(selector) {
    const test = selectorTest(selector);
    return [...this.descendants()].filter(test);
  }
  querySelector(selector) {
    return this.querySelectorAll(selector)[0] || null;
  }
  contains(node) {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  addEventListener(type, fn) {
    if (!this.listeners[type]) this.listeners[type] = [];
    this.listeners[type].push(fn);
  }
  removeEventListener(type, fn) {
    this.listeners[type] = (this.listeners[type] || []).filter((f) => f !== fn);
  }
  // Calls the listeners of the event's type here and on every ancestor (bubbling).
  dispatchEvent(event) {
    const ev = event;
    ev.target ??= this;
    ev.defaultPrevented ??= false;
    ev.preventDefault ??= () => {
      ev.defaultPrevented = true;
    };
    ev.stopPropagation ??= () => {
      ev.stopped = true;
    };
    for (let n = this; n && !ev.stopped; n = n.parentNode) {
      ev.currentTarget = n;
      for (const fn of [...(n.listeners[ev.type] || [])]) fn.call(n, ev);
    }
    return !ev.defaultPrevented;
  }
  focus() {
    const doc = this.ownerDocument;
    if (!doc || doc.activeElement === this) return;
    const before = doc.activeElement;
    doc.activeElement = this;
    if (before && before !== doc.body) before.dispatchEvent({ type: 'blur' });
    this.dispatchEvent({ type: 'focus' });
  }
  blur() {
    const doc = this.ownerDocument;
    if (doc && doc.activeElement === this) {
      doc.activeElement = doc.body;
      this.dispatchEvent({ type: 'blur' });
    }
  }
  setPointerCapture() {}
  releasePointerCapture() {}
}

// Returns a new document: createElement(NS), getElementById, querySelector(All), body.
export function createDocument() {
  const doc = {
    readyState: 'complete',
    createElementNS: (_ns, name) => new ShimNode(name, doc),
    createElement: (name) => new ShimNode(name, doc),
    createTextNode: (text) => {
      const node = new ShimNode('#text', doc);
      node.text = String(text);
      return node;
    },
    getElementById: (id) => doc.documentElement.querySelector(`#${id}`),
    querySelectorAll: (s) => doc.documentElement.querySelectorAll(s),
    querySelector: (s) => doc.documentElement.querySelector(s),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  doc.documentElement = new ShimNode('html', doc);
  doc.body = doc.documentElement.appendChild(new ShimNode('body', doc));
  doc.activeElement = doc.body;
  return doc;
}

// Returns a browser-like global object for vm: window, document, storage, location, timers.
export function createWindow({ search = '', storage = new Map() } = {}) {
  const document = createDocument();
  const localStorage = {
    getItem: (k) => (storage.has(k) ? storage.get(k) : null),
    setItem: (k, v) => storage.set(k, String(v)),
    removeItem: (k) => storage.delete(k),
  };
  const win = {
    document,
    localStorage,
    location: { search, href: `http://127.0.0.1/page.html${search}` },
    history: { replaceState: () => {} },
    navigator: {},
    performance: { now: () => Date.now() },
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    console,
  };
  win.window = win;
  win.globalThis = win;
  return win;
}

// Runs the given files of the repository (paths from its root) in a vm context built on `win`.
export function runScripts(root, win, files) {
  const context = vm.createContext(win);
  for (const file of files) {
    vm.runInContext(fs.readFileSync(path.join(root, file), 'utf8'), context, { filename: file });
  }
  return context;
}
