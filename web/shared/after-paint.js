// The moment after the next frame, for work that should not hold back what a page or an element
// has drawn so far (unpacking a WebAssembly module takes a while). No imports, no side effects:
// the widget takes it without the page helpers.

// Runs fn just after the next frame is painted, or after 200 ms where no frame comes (a hidden tab).
export function afterPaint(fn) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}
