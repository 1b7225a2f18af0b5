// @ts-check
// The page side of the review worker (worker.js): a ReviewClient's review(startFen, moves,
// options) returns { done: Promise of the review, cancel() }; the worker starts on first use.
// Where the page may not start workers (file:// in Chromium) the host runs in the page on the
// scripts it loads. One per page, made by the review panel, which hands it to its practice.
import { classicScript } from '../../shared/library.js';
import { createReviewHost } from './host.js';

/**
 * @import { GameReview } from '../../../package/types/engine.js'
 * @typedef {{ type: string, id: number, [field: string]: any }} ReviewMessage a message of the
 *   review host's protocol (worker.js)
 * @typedef {(message: ReviewMessage) => void} Send
 * @typedef {{ resolve: (review: GameReview) => void, reject: (error: Error) => void,
 *   onProgress?: (done: number, total: number) => void }} Job a review asked for
 * @typedef {{ done: Promise<GameReview>, cancel: () => void }} Running a review running
 */

const WORKER_URL = 'play/review/worker.js';

/** The reviews a page asks of its review worker; see the header. */
export class ReviewClient {
  constructor() {
    /** @type {Send | null} sends a message to the review host, once started */
    this.post = null;
    this.nextId = 1;
    /** @type {Map<number, Job>} the reviews asked for and not answered, by id */
    this.jobs = new Map();
  }

  // Handles one answer of the worker.
  /** @param {ReviewMessage} msg */
  receive(msg) {
    const job = this.jobs.get(msg.id);
    if (!job) return;
    if (msg.type === 'progress') {
      if (job.onProgress) job.onProgress(msg.done, msg.total);
      return;
    }
    this.jobs.delete(msg.id);
    if (msg.type === 'review') job.resolve(msg.review);
    else job.reject(Object.assign(new Error(msg.message), { code: msg.code }));
  }

  // Runs the review host in the page; returns the function that sends it a message.
  /** @returns {Send} */
  inPage() {
    const page = /** @type {any} */ (globalThis);
    const handle = createReviewHost(
      (/** @type {ReviewMessage} */ m) => setTimeout(() => this.receive(m), 0),
      () =>
        Promise.all([
          classicScript('chess960.js', 'createChess960'),
          classicScript('chess960-engine.js', 'createChess960Engine'),
        ]).then(() => Promise.all([page.createChess960(), page.createChess960Engine()])),
    );
    return (m) => {
      setTimeout(() => handle(m), 0);
    };
  }

  // Returns the function that sends a message to the review host, started on first use.
  /** @returns {Send} */
  sender() {
    if (this.post) return this.post;
    try {
      const worker = new Worker(WORKER_URL);
      /** @type {ReviewMessage[]} */
      const sent = [];
      worker.addEventListener('message', (event) => {
        sent.length = 0; // it started: nothing to send again
        this.receive(event.data || {});
      });
      worker.addEventListener('error', () => {
        // The worker could not start (file://): run in the page and send again what was asked.
        worker.terminate();
        const post = this.inPage();
        this.post = post;
        sent.forEach((m) => post(m));
      });
      this.post = (m) => {
        sent.push(m);
        worker.postMessage(m);
      };
    } catch {
      this.post = this.inPage();
    }
    return this.post;
  }

  // Reviews the line of UCI moves from startFen with `nodes` a position; onProgress(done, total).
  /**
   * @param {string} startFen @param {string[]} moves
   * @param {{ nodes: number, onProgress?: (done: number, total: number) => void }} options
   * @returns {Running}
   */
  review(startFen, moves, options) {
    const id = this.nextId++;
    const send = this.sender();
    /** @type {Promise<GameReview>} */
    const done = new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject, onProgress: options.onProgress });
    });
    send({ type: 'review', id, startFen, moves, nodes: options.nodes });
    return { done, cancel: () => send({ type: 'cancel', id }) };
  }
}
