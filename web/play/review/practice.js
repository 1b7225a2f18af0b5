// @ts-check
// "Find a better move" from a judged move of a review: the board goes to the position before it,
// the player plays a move there (a side line of the game), and a short review of that one move
// (client.js) says whether it keeps the evaluation: the position after it within KEEP winning
// chances of the position after the review's best move, as lichess's practice judges it.
//
//   const practice = new Practice(client, helpers)   one per review panel (panel.js makes it)
//   practice.start(ply)   ply: the judged move (panel.js's review on the page's nodes)
//   practice.follow()     after each change of the game: takes the move played, or leaves
//   practice.stop()       leaves the practice
// client: the panel's ReviewClient; helpers: { session, goTo(id), say(key, params), sanOf(fen, uci) }
/**
 * @import { ReviewClient } from './client.js'
 * @import { GameSession } from '../game-session.js'
 * @import { Game, TreeNode } from '../../../package/types/index.js'
 * @import { ReviewedPly } from '../../../package/types/engine.js'
 * @typedef {{ session: GameSession, goTo: (id: number) => void, say: (key: string, params?: Record<string, string>) => void,
 *   sanOf: (fen: string, uci: string) => string }} Helpers what the practice asks of its panel
 * @typedef {{ cancel?: () => void }} Check a check running (cancel: its review's, once asked)
 * @typedef {{ ply: ReviewedPly, parent: number, fen: string, tried: number | null, job: Check | null,
 *   bestChances?: number }} Attempt the practice running: the judged move, the node before it, its
 *   FEN, the node of the move tried last, its check, the winning chances after the best move
 */

// The least loss in winning chances (0..2) that no longer keeps the evaluation.
const KEEP = 0.04;
// The nodes of each of the two positions searched.
const NODES = 150000;

// Returns the FEN of the position before the judged move (its parent node) from the core.
/** @param {GameSession} session @param {ReviewedPly} ply @returns {string} */
function fenBefore(session, ply) {
  /** @type {Game | null} */
  let game = null;
  try {
    const core = new session.api.Game(session.game.startFen());
    game = core;
    /** @type {string[]} */
    const line = [];
    for (let node = session.game.tree().nodes[ply.node]; node && node.parent !== null;) {
      node = session.game.tree().nodes[node.parent];
      if (node && node.parent !== null) line.unshift(node.uci);
    }
    line.forEach((uci) => core.play(uci));
    return core.view().fen;
  } finally {
    if (game) game.delete();
  }
}

/** "Find a better move" of one review panel; see the header. */
export class Practice {
  /**
   * @param {ReviewClient} client the review worker's client
   * @param {Helpers} helpers
   */
  constructor(client, helpers) {
    this.client = client;
    this.helpers = helpers;
    /** @type {Attempt | null} */
    this.practice = null;
  }

  /** Leaves the practice (a check running is dropped). */
  stop() {
    const p = this.practice;
    if (p && p.job && p.job.cancel) p.job.cancel();
    this.practice = null;
  }

  /**
   * Starts the practice of a judged move: shows the position before it.
   * @param {ReviewedPly} ply
   */
  start(ply) {
    this.stop();
    const help = this.helpers;
    const session = help.session;
    const node = session.game.tree().nodes[ply.node];
    const parent = node ? node.parent : null;
    if (parent === null) return;
    const fen = fenBefore(session, ply);
    this.practice = { ply, parent, fen, tried: null, job: null };
    help.goTo(parent);
    help.say('engine.practiceAsk', { move: help.sanOf(fen, ply.uci) });
  }

  /** @returns {boolean} true while a practice runs */
  active() {
    return !!this.practice;
  }

  // Checks a move tried from the position before the judged move.
  /** @param {TreeNode} node */
  check(node) {
    const p = this.practice;
    if (!p) return;
    const helpers = this.helpers;
    const move = helpers.sanOf(p.fen, node.uci);
    p.tried = node.id;
    if (node.id === p.ply.node) {
      helpers.say('engine.practiceSame', { move });
      return;
    }
    helpers.say('engine.practiceChecking', { move });
    if (node.uci === p.ply.best) {
      helpers.say('engine.practiceGood', { move });
      return;
    }
    if (p.job && p.job.cancel) p.job.cancel();
    // The move tried and the best move, each searched alike (the position after it with the same
    // budget), so that the depth of the search favours neither.
    /** @type {Check} */
    const token = {};
    p.job = token;
    const current = () => this.practice === p && p.job === token;
    const chances = (/** @type {string} */ uci) => {
      const job = this.client.review(p.fen, [uci], { nodes: NODES });
      token.cancel = job.cancel;
      return job.done.then((review) => review.plies[0].winChances);
    };
    const best = p.bestChances === undefined ? chances(p.ply.best) : Promise.resolve(p.bestChances);
    best
      .then((bestChances) => {
        if (!current()) return null;
        p.bestChances = bestChances;
        return chances(node.uci).then((tried) => {
          if (!current()) return;
          p.job = null;
          helpers.say(bestChances - tried < KEEP ? 'engine.practiceGood' : 'engine.practiceBad', { move });
        });
      })
      .catch((error) => {
        if (!current() || error.code === 'ERR_ABORTED') return;
        p.job = null;
        helpers.say('engine.reviewFailed', { why: error.message });
      });
  }

  /** Follows the game: a move played from the position before the judged move is checked. */
  follow() {
    const p = this.practice;
    if (!p) return;
    const shown = this.helpers.session.shownNode();
    if (shown.id === p.parent) return;
    if (shown.parent === p.parent) {
      if (shown.id !== p.tried) this.check(shown);
      return;
    }
    this.stop();
  }
}
