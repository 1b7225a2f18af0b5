// Diagnostic only (not part of the documented API): how much of the WASM heap emmalloc has
// handed out, for the memory tests (tests/js/memory.test.mjs). Type conversion only.
#include <emscripten/bind.h>
#include <emscripten/emmalloc.h>

namespace {

// Returns the bytes of the dynamic heap currently allocated (heap size minus free memory).
double heap_in_use() {
  return double(emmalloc_dynamic_heap_size()) - double(emmalloc_free_dynamic_memory());
}

}  // namespace

EMSCRIPTEN_BINDINGS(c960_debug) { emscripten::function("heapInUse", &heap_in_use); }
