// @ts-nocheck
// The review worker's message handler (worker.js), apart from the worker so that it can be
// tested and run in a page: one review at a time; a new one or a 'cancel' ends the one before.

// Returns the handler of the worker's messages; `post` answers the page, `start()` resolves to
// [the chess960 API, the chess960/engine API].
export function createReviewHost(post, start) {
  let apis = null;
  let running = null; // { id, controller }

  // Reviews one game and answers with its progress and review, or the error.
  async function review(msg) {
    const controller = new AbortController();
    if (running) running.controller.abort();
    const job = { id: msg.id, controller };
    running = job;
    let game = null;
    try {
      if (!apis) apis = start();
      const [chess, engine] = await apis;
      game = new chess.Game(String(msg.startFen));
      for (const uci of Array.isArray(msg.moves) ? msg.moves : []) game.play(String(uci));
      const result = await engine.reviewGame(game, {
        nodes: msg.nodes,
        signal: controller.signal,
        onProgress: (done, total) => post({ type: 'progress', id: msg.id, done, total }),
      });
      post({ type: 'review', id: msg.id, review: result });
    } catch (e) {
      post({
        type: 'error',
        id: msg.id,
        code: (e && e.code) || 'ERR_ENGINE_FAILED',
        message: String((e && e.message) || e),
      });
    } finally {
      if (game) game.delete();
      if (running === job) running = null;
    }
  }

  return function onMessage(msg) {
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'cancel') {
      if (running && running.id === msg.id) running.controller.abort();
    } else if (msg.type === 'review') {
      review(msg);
    }
  };
}
