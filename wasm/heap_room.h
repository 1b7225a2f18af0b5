// The WebAssembly heap's guard for calls whose memory grows with the input (PGN texts, game
// trees): they ask before they allocate, so that a full heap is an error, never an abort.
#pragma once
#include <cstddef>

namespace c960::bind {

// Returns true when `bytes` can be allocated now with 16 MiB left beside them for every other
// call: the block is allocated (the memory grows as it would for it; false where it cannot) and
// freed at once (wasm/bind_pgn.cpp).
bool heap_has_room(std::size_t bytes);

}  // namespace c960::bind
