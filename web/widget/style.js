// The styles of <chess960-position>: one constructable stylesheet shared by every element's
// shadow root (a strict style-src allows it: no <style> element, no style attribute). Colours are
// CSS custom properties (--c960-*) a host page may set; themes by the theme attribute, the width
// by the host's CSS or the size attribute.
import { el } from '../shared/dom.js';

const WIDGET_CSS = [
  ':host{display:block;box-sizing:border-box;max-width:100%;container-type:inline-size;',
  '--c960-bg:transparent;--c960-text:#1f1d1a;--c960-muted:#5b5650;--c960-accent:#2f5d50;--c960-accent-text:#fff;',
  '--c960-field:#fff;--c960-line:#bdb5a8;--c960-error:#a4262c;--c960-focus:#1a5fb4;',
  '--c960-light:#eee3cf;--c960-dark:#b08b69;--c960-frame:#5b4636;--c960-coord:#3d3329;',
  '--c960-white:#fbfaf7;--c960-white-line:#1d1a17;--c960-black:#2f2b28;--c960-black-line:#15120f;--c960-black-detail:#efe9df;',
  'color:var(--c960-text);background:var(--c960-bg);',
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;line-height:1.35}',
  ':host([hidden]){display:none}',
  ':host([size="small"]){max-width:min(100%,15rem)}:host([size="medium"]){max-width:min(100%,22.5rem)}',
  ':host([size="large"]){max-width:min(100%,32rem)}',
  ':host([theme="dark"]){--c960-bg:#1d2023;--c960-text:#f1ede6;--c960-muted:#c2bcb2;--c960-accent:#8fd3bd;--c960-accent-text:#10201b;',
  '--c960-field:#2a2e32;--c960-line:#6c7176;--c960-error:#ffb3b0;--c960-focus:#9cc4ff;--c960-frame:#0d0f10;--c960-coord:#d9d3c8;color-scheme:dark}',
  ':host([theme="print"]){--c960-bg:#fff;--c960-text:#000;--c960-muted:#333;--c960-accent:#000;--c960-accent-text:#fff;',
  '--c960-field:#fff;--c960-line:#000;--c960-light:#fff;--c960-dark:#c4c4c4;--c960-frame:#000;--c960-coord:#000;',
  '--c960-white:#fff;--c960-white-line:#000;--c960-black:#222;--c960-black-line:#000;--c960-black-detail:#fff}',
  '@media (prefers-color-scheme:dark){:host([theme="auto"]){--c960-bg:#1d2023;--c960-text:#f1ede6;--c960-muted:#c2bcb2;',
  '--c960-accent:#8fd3bd;--c960-accent-text:#10201b;--c960-field:#2a2e32;--c960-line:#6c7176;--c960-error:#ffb3b0;',
  '--c960-focus:#9cc4ff;--c960-frame:#0d0f10;--c960-coord:#d9d3c8;color-scheme:dark}}',
  '*,*::before,*::after{box-sizing:border-box}',
  '.wrap{padding:var(--c960-padding,0);-webkit-print-color-adjust:exact;print-color-adjust:exact}',
  '.board{width:100%;max-width:var(--c960-max-size,100%);margin:0 auto}',
  '.board svg{display:block;width:100%;height:auto}',
  '.c960-light{fill:var(--c960-light)}.c960-dark{fill:var(--c960-dark)}.c960-frame{stroke:var(--c960-frame)}',
  '.c960-coords{fill:var(--c960-coord)}',
  '.c960-piece-w .c960-body{fill:var(--c960-white);stroke:var(--c960-white-line)}.c960-piece-w .c960-detail{stroke:var(--c960-white-line)}',
  '.c960-piece-w .c960-dot{fill:var(--c960-white-line)}',
  '.c960-piece-b .c960-body{fill:var(--c960-black);stroke:var(--c960-black-line)}.c960-piece-b .c960-detail{stroke:var(--c960-black-detail)}',
  '.c960-piece-b .c960-dot{fill:var(--c960-black-detail)}',
  '.info{text-align:center;margin:.5em 0 0;font-size:clamp(.85rem,4.2cqw,1.25rem)}',
  '.info:empty{display:none}',
  '.info p{margin:.15em 0}',
  '.number{font-weight:700;font-size:1.3em;letter-spacing:.01em}',
  '.note{color:var(--c960-muted);font-weight:400;font-size:.75em}',
  '.letters{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-weight:700;letter-spacing:.12em;font-size:1.1em}',
  '.letters .other{font-weight:400;color:var(--c960-muted);font-size:.8em;letter-spacing:.08em}',
  '.fen{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.72em;color:var(--c960-muted);overflow-wrap:anywhere;user-select:all}',
  '.tables{font-size:.8em}.tables .detail{display:block;color:var(--c960-muted);font-size:.9em}',
  '.facts{list-style:none;margin:0;padding:0;font-size:.85em;color:var(--c960-muted)}',
  '.message{color:var(--c960-error);font-weight:600;font-size:clamp(.85rem,4cqw,1.05rem);margin:.5em 0 0;text-align:center;overflow-wrap:anywhere}',
  '.message:empty{display:none}.message .line{display:block}.message .line+.line{margin-top:.3em}',
  '.controls{display:flex;flex-wrap:wrap;gap:.4em;justify-content:center;margin:.6em 0 0;font-size:clamp(.85rem,4cqw,1rem)}',
  '.controls[hidden]{display:none}',
  'input{font:inherit;width:7.5em;min-width:0;flex:1 1 5em;max-width:14em;padding:.35em .5em;border:1px solid var(--c960-line);border-radius:.35em;',
  'background:var(--c960-field);color:var(--c960-text)}',
  'button{font:inherit;font-weight:600;padding:.35em .9em;border-radius:.35em;border:1px solid var(--c960-accent);cursor:pointer;',
  'background:transparent;color:var(--c960-text)}',
  'button.primary{background:var(--c960-accent);color:var(--c960-accent-text)}',
  'button:disabled{opacity:.55;cursor:default}',
  'input:focus-visible,button:focus-visible{outline:3px solid var(--c960-focus);outline-offset:2px}',
  '.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
].join('');

let sharedSheet = null;

// Gives a shadow root the widget's styles (a <style> element only where constructable sheets are missing).
export function applyStyles(root) {
  try {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(WIDGET_CSS);
    }
    root.adoptedStyleSheets = [sharedSheet];
  } catch {
    // Browsers without constructable stylesheets: a <style> element (not allowed by a strict style-src).
    root.appendChild(el('style', null, WIDGET_CSS));
  }
}
