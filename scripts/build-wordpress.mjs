// Builds the WordPress plugin's installable zip, dist/wordpress/chess960.zip: the plugin's folder
// plugins/wordpress/chess960/, the project's LICENSE as license.txt, and the elements' scripts
// from dist/ in assets/ (chess960-game.js only once the viewer is built). The zip is written
// here (stored entries deflated with node's zlib) so that the build needs no zip program.
// Usage: node scripts/build-wordpress.mjs [--dist dist]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(root, distArg >= 0 ? args[distArg + 1] : 'dist');
const source = path.join(root, 'plugins', 'wordpress', 'chess960');
const SCRIPTS = ['chess960-widget.js', 'chess960-game.js'];

// Returns the plugin's files as [name in the zip, contents], sorted (the zip is the same for the same inputs).
export function pluginFiles(distDir = dist) {
  const files = [];
  const walk = (dir, prefix) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.push([`${prefix}${entry.name}`, fs.readFileSync(full)]);
    }
  };
  walk(source, 'chess960/');
  files.push(['chess960/license.txt', fs.readFileSync(path.join(root, 'LICENSE'))]);
  for (const name of SCRIPTS) {
    const file = path.join(distDir, name);
    if (fs.existsSync(file)) files.push([`chess960/assets/${name}`, fs.readFileSync(file)]);
    else if (name === 'chess960-widget.js')
      throw new Error(`${path.relative(root, file)} is missing: build the widget first`);
  }
  return files.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

// Returns a zip archive (PKWARE APPNOTE: local headers, the data, the central directory) of
// [name, contents] pairs, each deflated, dated 1980-01-01 so that the bytes do not depend on when.
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const fields = (head) => {
      head.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
      head.writeUInt16LE(0x0800, 6); // UTF-8 names
      head.writeUInt16LE(8, 8); // deflate
      head.writeUInt16LE(0, 10); // time 00:00
      head.writeUInt16LE(0x21, 12); // date 1980-01-01
      head.writeUInt32LE(crc, 14);
      head.writeUInt32LE(packed.length, 18);
      head.writeUInt32LE(data.length, 22);
      head.writeUInt16LE(nameBytes.length, 26);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local);
    // The central header has the local header's fields from "version needed" on, 2 bytes further.
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    local.copy(central, 6, 4, 30);
    central.writeUInt32LE(0o100644 * 0x10000, 38); // external attributes: a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = pluginFiles();
  const out = path.join(dist, 'wordpress', 'chess960.zip');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, zip(files));
  console.log(`build: ${path.relative(root, out)} written (${files.length} files, ${fs.statSync(out).size} bytes)`);
}
