// The LZMA decoder's WebAssembly module (wasm/loader/unlzma.c), compiled by the clang and
// wasm-ld that Emscripten uses, without a C library, then made smaller by binaryen's wasm-opt
// (as Emscripten targets: MVP features). About 4 KB, so every form of every module embeds it
// (scripts/build-lib.mjs) and any runtime compiles it at once, even synchronously.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const UNLZMA_SOURCE = path.join(root, 'wasm', 'loader', 'unlzma.c');

// Returns the first of the names that runs: Debian's emscripten brings clang-14 and lld-14, whose
// programs carry the version (the unversioned names come with the packages clang and lld).
function firstTool(names) {
  for (const name of names) if (!spawnSync(name, ['--version']).error) return name;
  return names[names.length - 1];
}

// Runs a tool of the toolchain; throws with its message when it fails.
function tool(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : result.stderr;
    throw new Error(`${command} failed (${why}); clang, wasm-ld and wasm-opt come with emscripten`);
  }
}

// Returns the decoder's module (a Buffer): -Oz with its small helpers inlined, 64 KiB of memory
// that the caller grows, and no exports but unbase64, unlzma, memory and __heap_base.
export function unlzmaWasm() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unlzma-'));
  try {
    const object = path.join(dir, 'unlzma.o');
    const linked = path.join(dir, 'unlzma.wasm');
    const optimised = path.join(dir, 'unlzma.opt.wasm');
    tool(firstTool(['clang-14', 'clang']), [
      '--target=wasm32',
      '-Oz',
      '-nostdlib',
      '-ffreestanding',
      '-fno-builtin',
      '-c',
      UNLZMA_SOURCE,
      '-o',
      object,
    ]);
    tool(firstTool(['wasm-ld-14', 'wasm-ld']), [
      '--no-entry',
      '-z',
      'stack-size=1024',
      '--initial-memory=65536',
      '--export=__heap_base',
      object,
      '-o',
      linked,
    ]);
    tool('wasm-opt', [linked, '--mvp-features', '-Oz', '--strip-producers', '-o', optimised]);
    return fs.readFileSync(optimised);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Returns `bytes` as the source of a JavaScript string literal, one character per byte: printable
// ASCII as it is, every other byte as \xHH (ASCII throughout, so the script reads the same in any
// page encoding; gzip packs it 0.3 KB smaller than base64).
export function byteString(bytes) {
  let text = '"';
  for (const b of bytes) {
    if (b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c) text += String.fromCharCode(b);
    else text += `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return `${text}"`;
}
