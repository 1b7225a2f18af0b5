// Which keys of the source language the pages use (scripts/check-catalogues.mjs): the keys that
// the sources (.js, .mjs, .cjs, .html in the folders given: web/ and bin/ for web/lang) name as a quoted
// text — t('play.heading'), data-i18n="nav.play", a table of keys — or build from a quoted prefix
// ('play.end.' + reason, `nav.${page}`), and the few areas whose keys come from elsewhere.
import fs from 'node:fs';
import path from 'node:path';

// The keys no source names, because they are built from what the library returns. Each entry:
// the area, which of its keys, and why they count as used.
export const BUILT_KEYS = [
  {
    area: 'errors',
    keys: /^ERR_[A-Z0-9_]+$/,
    why: "the library's error codes: i18n.error(err) looks up the text of err.code",
  },
];

const SOURCE_FILE = /\.([mc]?js|html)$/;
// A quoted key: 'play.heading', "nav.play", `castle.why.blocked`.
const QUOTED = /(['"`])([\w.-]+)\1/g;
// A quoted prefix a key is built from: 'play.end.' + reason, "piece." + p, `nav.${page.key}`.
const PREFIX = /(?:(['"])((?:[\w-]+\.)+)\1\s*\+|((?:[\w-]+\.)+)\$\{)/g;

// Returns the source files below dir, without the folder `skip` (the catalogues themselves).
function sourceFiles(dir, skip, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path.resolve(file) !== path.resolve(skip) && entry.name !== 'node_modules') sourceFiles(file, skip, out);
    } else if (SOURCE_FILE.test(entry.name)) out.push(file);
  }
  return out;
}

// Returns what the sources below the folders `dirs` refer to: { quoted: Set of quoted texts,
// prefixes: Set }.
export function readReferences(dirs, skip) {
  const quoted = new Set();
  const prefixes = new Set();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir, skip))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(QUOTED)) quoted.add(match[2]);
    for (const match of text.matchAll(PREFIX)) prefixes.add(match[2] || match[3]);
  }
  return { quoted, prefixes };
}

// Returns true when a key of `area` is used: named, built from a prefix, or from the library.
export function isUsed(references, area, key) {
  if (references.quoted.has(key)) return true;
  for (const prefix of references.prefixes) if (key.startsWith(prefix)) return true;
  return BUILT_KEYS.some((built) => built.area === area && built.keys.test(key));
}
