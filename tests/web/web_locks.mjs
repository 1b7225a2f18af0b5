// Web Locks (navigator.locks) as one browser lends them to its tabs, for tests in node, which
// has none: a shared lock is held by any number of requests at once, an exclusive one by one;
// a request waits until its lock is free (in the order asked), with `ifAvailable` it is granted
// null instead of waiting, `steal` takes the lock from its holders, a `signal` stops the wait.
// The lock is held until the promise its callback returns settles. query() lists the held and
// the waiting requests, as the platform's does.
export class LockManager {
  constructor() {
    this.held = []; // { name, mode }
    this.waiting = []; // { name, mode, grant, fail }
  }

  // Returns true when a lock of this name and mode can be granted now.
  free(name, mode) {
    const holders = this.held.filter((l) => l.name === name);
    return holders.length === 0 || (mode === 'shared' && holders.every((l) => l.mode === 'shared'));
  }

  request(name, options, callback) {
    const mode = options.mode || 'exclusive';
    return new Promise((resolve, reject) => {
      const lock = { name, mode };
      const grant = () => {
        this.held.push(lock);
        Promise.resolve()
          .then(() => callback(lock))
          .then(resolve, reject)
          .finally(() => this.release(lock));
      };
      if (options.steal) {
        this.held = this.held.filter((l) => l.name !== name);
        return grant();
      }
      const first = !this.waiting.some((w) => w.name === name);
      if (first && this.free(name, mode)) return grant();
      if (options.ifAvailable) {
        Promise.resolve()
          .then(() => callback(null))
          .then(resolve, reject);
        return;
      }
      const entry = { name, mode, grant, fail: reject };
      this.waiting.push(entry);
      if (options.signal) {
        options.signal.addEventListener('abort', () => {
          if (!this.waiting.includes(entry)) return;
          this.waiting = this.waiting.filter((w) => w !== entry);
          reject(options.signal.reason);
        });
      }
    });
  }

  // Lets a lock go and grants what waited for it.
  release(lock) {
    this.held = this.held.filter((l) => l !== lock);
    for (const w of this.waiting.slice()) {
      if (!this.free(w.name, w.mode)) continue;
      this.waiting = this.waiting.filter((x) => x !== w);
      w.grant();
    }
  }

  query() {
    const plain = (l) => ({ name: l.name, mode: l.mode, clientId: 'test' });
    return Promise.resolve({ held: this.held.map(plain), pending: this.waiting.map(plain) });
  }
}
