// @ts-nocheck
// The page side of the review worker (worker.js): review(startFen, moves, options) returns
// { done: Promise of the review, cancel() }; the worker starts on first use. Where the page may
// not start workers (file:// in Chromium) the host runs in the page on the scripts it loads.
import { createReviewHost } from './host.js';

const WORKER_URL = 'play/review/worker.js';
let post = null;
let nextId = 1;
const jobs = new Map(); // id -> { resolve, reject, onProgress }

// Handles one answer of the worker.
function receive(msg) {
  const job = jobs.get(msg.id);
  if (!job) return;
  if (msg.type === 'progress') {
    if (job.onProgress) job.onProgress(msg.done, msg.total);
    return;
  }
  jobs.delete(msg.id);
  if (msg.type === 'review') job.resolve(msg.review);
  else job.reject(Object.assign(new Error(msg.message), { code: msg.code }));
}

// Resolves once the classic script `src` has run in the page.
function load(src, global) {
  if (typeof globalThis[global] === 'function') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error('could not load ' + src));
    document.head.appendChild(script);
  });
}

// Runs the review host in the page.
function inPage() {
  const handle = createReviewHost(
    (m) => setTimeout(() => receive(m), 0),
    () =>
      Promise.all([load('chess960.js', 'createChess960'), load('chess960-engine.js', 'createChess960Engine')]).then(
        () => Promise.all([globalThis.createChess960(), globalThis.createChess960Engine()]),
      ),
  );
  return (m) => setTimeout(() => handle(m), 0);
}

// Returns the function that sends a message to the review host, started on first use.
function sender() {
  if (post) return post;
  try {
    const worker = new Worker(WORKER_URL);
    const sent = [];
    worker.addEventListener('message', (event) => {
      sent.length = 0; // it started: nothing to send again
      receive(event.data || {});
    });
    worker.addEventListener('error', function () {
      // The worker could not start (file://): run in the page and send again what was asked.
      worker.terminate();
      post = inPage();
      sent.forEach((m) => post(m));
    });
    post = (m) => {
      sent.push(m);
      worker.postMessage(m);
    };
  } catch {
    post = inPage();
  }
  return post;
}

// Reviews the line of UCI moves from startFen with `nodes` a position; onProgress(done, total).
export function review(startFen, moves, options) {
  const id = nextId++;
  const send = sender();
  const done = new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject, onProgress: options.onProgress });
  });
  send({ type: 'review', id, startFen, moves, nodes: options.nodes });
  return { done, cancel: () => send({ type: 'cancel', id }) };
}
