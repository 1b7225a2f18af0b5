// @ts-nocheck
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
 */

// The least loss in winning chances (0..2) that no longer keeps the evaluation.
const KEEP = 0.04;
// The nodes of each of the two positions searched.
const NODES = 150000;

// Returns the FEN of the position before the judged move (its parent node) from the core.
function fenBefore(session, ply) {
  let game = null;
  try {
    game = new session.api.Game(session.game.startFen());
    const line = [];
    for (let node = session.game.tree().nodes[ply.node]; node && node.parent !== null;) {
      node = session.game.tree().nodes[node.parent];
      if (node && node.parent !== null) line.unshift(node.uci);
    }
    line.forEach((uci) => game.play(uci));
    return game.view().fen;
  } finally {
    if (game) game.delete();
  }
}

/** "Find a better move" of one review panel; see the header. */
export class Practice {
  /**
   * @param {ReviewClient} client the review worker's client
   * @param {{ session: any, goTo: (id: number) => void, say: (key: string, params?: object) => void, sanOf: (fen: string, uci: string) => string }} helpers
   */
  constructor(client, helpers) {
    this.client = client;
    this.helpers = helpers;
    this.practice = null; // { ply, parent, fen, tried: node id, job, bestChances }
  }

  /** Leaves the practice (a check running is dropped). */
  stop() {
    const p = this.practice;
    if (p && p.job && p.job.cancel) p.job.cancel();
    this.practice = null;
  }

  /**
   * Starts the practice of a judged move: shows the position before it.
   * @param {{ node: number, uci: string, best: string }} ply
   */
  start(ply) {
    this.stop();
    const help = this.helpers;
    const session = help.session;
    const parent = session.game.tree().nodes[ply.node].parent;
    this.practice = { ply, parent, fen: fenBefore(session, ply), tried: null, job: null };
    help.goTo(parent);
    help.say('engine.practiceAsk', { move: help.sanOf(this.practice.fen, ply.uci) });
  }

  /** @returns {boolean} true while a practice runs */
  active() {
    return !!this.practice;
  }

  // Checks a move tried from the position before the judged move.
  check(node) {
    const p = this.practice;
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
    const token = {};
    p.job = token;
    const current = () => this.practice === p && p.job === token;
    const chances = (uci) => {
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
