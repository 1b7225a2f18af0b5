// The styles of <chess960-game>: one constructable stylesheet shared by every element's shadow
// root (a strict style-src allows it: no <style> element, no style attribute), with the shared
// move list's own sheet (components/move-list). Colours are CSS custom properties (--c960-*) a
// host page may set; the layout follows the element's width (a container query): board and
// moves side by side from 600 px, one above the other below.
import MOVE_LIST_CSS from '../components/move-list/move-list.css';
import { el } from '../shared/dom.js';

const VIEWER_CSS = `
:host{display:block;box-sizing:border-box;max-width:100%;min-width:0;container-type:inline-size;
--c960-text:#1f1d1a;--c960-muted:#5b5650;--c960-accent:#2f5d50;--c960-accent-text:#fff;--c960-line:#d8d0c2;
--c960-field:#fff;--c960-error:#a4262c;--c960-focus:#1a5fb4;--c960-bg:transparent;
--text:var(--c960-text);--muted:var(--c960-muted);--accent:var(--c960-accent);
color:var(--c960-text);background:var(--c960-bg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;line-height:1.35}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
.wrap,.shown{display:flex;flex-direction:column;gap:.6rem;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.head{display:flex;flex-direction:column;gap:.15rem}
.players{display:grid;grid-template-columns:auto 1fr auto;gap:.1rem .45rem;align-items:baseline;margin:0;font-weight:600}
.players dt{width:.8rem;height:.8rem;border:1px solid #1d1a17;border-radius:50%;align-self:center}
.players dt.w{background:#fbfaf7}.players dt.b{background:#2f2b28}
.players dd{margin:0;min-width:0;overflow-wrap:anywhere}
.players .clock{font-variant-numeric:tabular-nums;font-weight:500;color:var(--c960-muted)}
.event,.start{margin:0;color:var(--c960-muted);font-size:.9rem}
.start .castles{display:block;font-size:.85rem}
.main{display:grid;grid-template-columns:minmax(0,1fr);gap:.6rem}
@container (min-width:600px){.main{grid-template-columns:minmax(0,3fr) minmax(13rem,2fr)}}
.board{width:100%;touch-action:pan-y;border-radius:.2rem}
.board:focus-visible{outline:3px solid var(--c960-focus);outline-offset:2px}
.board svg{display:block;width:100%;height:auto}
.bar{display:block;width:100%;height:.55rem;margin-top:.3rem}
.bar .bar-b{fill:#2f2b28}.bar .bar-w{fill:#f3efe7}.bar .bar-mid{stroke:var(--c960-accent);stroke-width:.6}
.side{display:flex;flex-direction:column;min-width:0;gap:.4rem}
.moves{max-height:22rem;overflow:auto;border:1px solid var(--c960-line);border-radius:.35rem;padding:.2rem;font-size:.95rem}
@container (min-width:600px){.moves{max-height:min(60vh,30rem)}}
.no-moves{color:var(--c960-muted);margin:.3rem}
.board-box{display:flex;flex-direction:column;gap:.4rem;min-width:0}
.controls,.tools{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center}
button,select,input,.link{font:inherit;font-size:.95rem;border-radius:.35rem;border:1px solid var(--c960-accent);background:var(--c960-field);color:var(--c960-text)}
button,.link{padding:.3rem .65rem;font-weight:600;cursor:pointer;min-height:2.25rem;min-width:2.5rem}
.controls button{flex:1 1 2.5rem}
.link{display:inline-flex;align-items:center;text-decoration:none}
select{padding:.25rem}
button:disabled{opacity:.5;cursor:default}
button:focus-visible,select:focus-visible,input:focus-visible,.link:focus-visible{outline:3px solid var(--c960-focus);outline-offset:2px}
button[aria-pressed="true"]{background:var(--c960-accent);color:var(--c960-accent-text)}
.speed{display:inline-flex;gap:.3rem;align-items:center;font-size:.9rem}
.note{margin:0;font-size:.9rem;color:var(--c960-muted);min-height:1.2em}
.manual{width:100%;font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.8rem}
.message{margin:0;color:var(--c960-error);font-weight:600;overflow-wrap:anywhere}
.message:empty{display:none}
.refused{border:2px solid var(--c960-error);border-radius:.35rem;padding:.6rem}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.chooser{display:flex;flex-direction:column;gap:.35rem;border:1px solid var(--c960-line);border-radius:.35rem;padding:.45rem}
.chooser-head{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;justify-content:space-between}
.filter-label{display:flex;flex-wrap:wrap;gap:.35rem;align-items:center;font-size:.9rem}
.filter{padding:.25rem .4rem;min-width:0;width:12rem;max-width:100%}
.count{margin:0;font-size:.85rem;color:var(--c960-muted)}
.chooser-body{display:grid;grid-template-columns:minmax(0,1fr) 7rem;gap:.5rem;align-items:start}
@container (max-width:360px){.chooser-body{grid-template-columns:minmax(0,1fr)}.preview{display:none}}
.games-box{max-height:12rem;overflow:auto}
.games{list-style:none;margin:0;padding:0}
.game{display:grid;grid-template-columns:2.2rem minmax(0,1fr);width:100%;text-align:left;border-color:transparent;font-weight:500;padding:.2rem .3rem;min-height:0}
.game .game-no{grid-row:span 2;color:var(--c960-muted);font-variant-numeric:tabular-nums}
.game .game-title{font-weight:600;overflow-wrap:anywhere}
.game .game-details{font-size:.8rem;color:var(--c960-muted)}
.game[aria-current="true"]{border-color:var(--c960-accent);background:#e2eee9}
.no-match{margin:.3rem;color:var(--c960-muted)}
.preview svg{display:block;width:100%;height:auto}
@media print{.controls,.tools,.chooser,.note,.bar{display:none!important}.moves{max-height:none;overflow:visible;border:0}
.main{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}.wrap{break-inside:avoid}}
`;

let sharedSheet = null;

// Gives a shadow root the viewer's styles (a <style> element only where constructable sheets are missing).
export function applyStyles(root) {
  try {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(MOVE_LIST_CSS + VIEWER_CSS);
    }
    root.adoptedStyleSheets = [sharedSheet];
  } catch {
    root.appendChild(el('style', null, MOVE_LIST_CSS + VIEWER_CSS));
  }
}
