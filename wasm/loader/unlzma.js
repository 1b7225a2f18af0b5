// Runs the LZMA decoder for the embedded .wasm (wasm/loader/unlzma.c, compiled to a small
// WebAssembly module by scripts/unlzma-wasm.mjs): each call instantiates it with a memory of its
// own that holds the packed stream, the bytes it unpacks to and the decoder's probabilities, and
// copies the bytes out. Reads the .lzma ("alone") format that `xz --format=lzma` writes, with the
// uncompressed size in the header (scripts/build-lib.mjs fills it in).

// Returns a new instance's exports (`decoder` is the decoder's WebAssembly.Module) with memory
// for `bytes` bytes after its own data, which start at `at`.
function decoderFor(decoder, bytes) {
  const exports = new WebAssembly.Instance(decoder).exports;
  const at = exports.__heap_base.value;
  room(exports.memory, at + bytes);
  return { exports, at };
}

// Grows `memory` to hold at least `end` bytes.
function room(memory, end) {
  const pages = Math.ceil(end / 65536) - memory.buffer.byteLength / 65536;
  if (pages > 0) memory.grow(pages);
}

// Returns the bytes the .lzma stream at `at` (`length` bytes) in the decoder's memory unpacks to.
function unpack(exports, at, length) {
  const end = exports.lzma_end(at, length);
  if (!end) throw new Error('LZMA header refused');
  room(exports.memory, end);
  const out = exports.unlzma(at, length);
  if (!out) throw new Error('LZMA data damaged');
  const size = new DataView(exports.memory.buffer).getUint32(at + 5, true);
  return new Uint8Array(exports.memory.buffer, out, size).slice();
}

// Returns the bytes `input` (a Uint8Array holding a .lzma stream) decompresses to.
export function unlzma(input, decoder) {
  const { exports, at } = decoderFor(decoder, input.length);
  new Uint8Array(exports.memory.buffer).set(input, at);
  return unpack(exports, at, input.length);
}

// Returns the bytes of a module packed by scripts/build-lib.mjs: `text` is the .lzma stream in
// base64 (each module hands them to Emscripten as wasmBinary, so nothing is ever fetched), which
// TextEncoder writes into the decoder's memory as it is (ASCII) and the decoder reads there.
export function unpackWasm(text, decoder) {
  const { exports, at } = decoderFor(decoder, text.length);
  new TextEncoder().encodeInto(text, new Uint8Array(exports.memory.buffer, at));
  return unpack(exports, at, exports.unbase64(at, text.length));
}
