// @ts-check
// The review worker's message handler (worker.js), apart from the worker so that it can be
// tested and run in a page: one review at a time; a new one or a 'cancel' ends the one before.

/**
 * @import { Chess960Api, Game } from '../../../package/types/index.js'
 * @import { EngineApi } from '../../../package/types/engine.js'
 * @typedef {{ type: string, id: number, [field: string]: any }} HostMessage
 */

// Returns the handler of the worker's messages; `post` answers the page, `start()` resolves to
// [the chess960 API, the chess960/engine API].
/**
 * @param {(message: HostMessage) => void} post
 * @param {() => Promise<[Chess960Api, EngineApi]>} start
 * @returns {(message: any) => void}
 */
export function createReviewHost(post, start) {
  /** @type {Promise<[Chess960Api, EngineApi]> | null} */
  let apis = null;
  /** @type {{ id: number, controller: AbortController } | null} the review running */
  let running = null;

  // Reviews one game and answers with its progress and review, or the error.
  /** @param {HostMessage} msg */
  async function review(msg) {
    const controller = new AbortController();
    if (running) running.controller.abort();
    const job = { id: msg.id, controller };
    running = job;
    /** @type {Game | null} */
    let game = null;
    try {
      if (!apis) apis = start();
      const [chess, engine] = await apis;
      const core = new chess.Game(String(msg.startFen));
      game = core;
      for (const uci of Array.isArray(msg.moves) ? msg.moves : []) core.play(String(uci));
      const result = await engine.reviewGame(core, {
        nodes: msg.nodes,
        signal: controller.signal,
        onProgress: (done, total) => post({ type: 'progress', id: msg.id, done, total }),
      });
      post({ type: 'review', id: msg.id, review: result });
    } catch (error) {
      const e = /** @type {any} */ (error);
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
