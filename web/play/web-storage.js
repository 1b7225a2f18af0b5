// @ts-check
// Web Storage read and written without throwing: a storage may be missing, refused (some privacy
// modes throw on reading it) or full. The play store's (store.js) only way to its storages.

// Returns window[name], or null where even reading it throws (some privacy modes).
/**
 * @param {'localStorage' | 'sessionStorage'} name
 * @returns {Storage | null}
 */
export function probe(name) {
  try {
    return globalThis[name] || null;
  } catch {
    return null;
  }
}

// Returns the value of key in storage, or null.
/**
 * @param {Storage | null} storage
 * @param {string} key
 * @returns {string | null}
 */
export function get(storage, key) {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

// Writes key; returns false when the storage refuses (full, blocked).
/**
 * @param {Storage | null} storage
 * @param {string} key
 * @param {string} value
 */
export function set(storage, key, value) {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

// Removes key (nothing happens where storage is refused).
/**
 * @param {Storage | null} storage
 * @param {string} key
 */
export function drop(storage, key) {
  try {
    if (storage) storage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

// Returns every key of a storage (empty where it cannot be listed).
/**
 * @param {Storage | null} storage
 * @returns {string[]}
 */
export function keysOf(storage) {
  /** @type {string[]} */
  const out = [];
  try {
    if (!storage) return out;
    for (let i = 0; i < storage.length; i++) out.push(/** @type {string} */ (storage.key(i)));
  } catch {
    /* cannot be listed */
  }
  return out;
}
