// The keys and swipes of <chess960-game>: ←/→/Home/End step through the game wherever the focus
// is inside the element (not while typing in the filter or choosing a speed); a horizontal swipe
// over the board steps, to the left the next move, to the right the one before. Each calls
// run(action) with the action's name.
const KEYS = { ArrowRight: 'next', ArrowLeft: 'prev', Home: 'first', End: 'last' };

// Steps by the keys pressed inside host.
export function bindKeys(host, run) {
  host.addEventListener('keydown', (event) => {
    const action = KEYS[event.key];
    const target = event.composedPath()[0];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    event.preventDefault();
    run(action);
  });
}

// Steps by the horizontal swipes over board.
export function bindSwipes(board, run) {
  let start = null;
  board.addEventListener('pointerdown', (event) => (start = { x: event.clientX, y: event.clientY }));
  board.addEventListener('pointerup', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) > 30 && Math.abs(dx) > 1.5 * Math.abs(dy)) run(dx < 0 ? 'next' : 'prev');
  });
  board.addEventListener('pointercancel', () => (start = null));
}
