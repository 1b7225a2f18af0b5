// The heap's reserve of the rules module (chess960.js): a block held between calls and given
// up by malloc when a call runs out of memory, so that the call ends normally instead of
// aborting. Before each Embind call the wrapper (wasm/js/heap.js) asks heapReady(), which takes
// the reserve back and makes sure the call's arguments fit, or the call is refused with a code;
// the plain C exports of the game's questions (wasm/bind_game.cpp) ask heap_ready() themselves.
// Every allocation of the module goes through this malloc: operator new, and Embind's texts.
#include <cstddef>

#include <emscripten/bind.h>
#include <emscripten/emmalloc.h>

#include "heap_room.h"

namespace {

// The most a call may allocate beyond the free memory once it runs (answers over 1 MiB and
// PGN texts ask heap_has_room() first, wasm/heap_room.h).
constexpr std::size_t kReserveBytes = std::size_t(16) << 20;

void* reserve = nullptr;

// heapReady() for the JS wrapper: the arguments' bytes come as a double.
bool heap_ready_for(double bytes) { return c960::bind::heap_ready(std::size_t(bytes)); }

}  // namespace

bool c960::bind::heap_ready(std::size_t bytes) {
  if (!reserve) reserve = emmalloc_malloc(kReserveBytes);
  if (!reserve) return false;
  void* block = emmalloc_malloc(bytes + 1);
  if (!block) return false;
  emmalloc_free(block);
  return true;
}

// emmalloc's malloc is weak: this one gives up the reserve for an allocation that fails.
extern "C" void* malloc(std::size_t size) {
  void* block = emmalloc_malloc(size);
  if (!block && reserve) {
    emmalloc_free(reserve);
    reserve = nullptr;
    block = emmalloc_malloc(size);
  }
  return block;
}

EMSCRIPTEN_BINDINGS(c960_heap) { emscripten::function("heapReady", &heap_ready_for); }
