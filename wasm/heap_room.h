// The WebAssembly heap's guard for calls whose memory grows with the input (PGN texts, game
// trees): they ask before they allocate, so that a full heap is an error, never an abort.
#pragma once
#include <cstddef>
#include <vector>

#include "game/pgn_tree.h"

namespace c960::bind {

// Returns true when the heap's reserve is held (taken back after a call spent it) and `bytes`
// more can be allocated now (allocated and freed at once); a call that gets false must change
// nothing and answer ERR_OUT_OF_MEMORY (wasm/bind_heap.cpp).
bool heap_ready(std::size_t bytes);

// Returns true when `bytes` can be allocated now with 16 MiB left beside them for every other
// call: the block is allocated (the memory grows as it would for it; false where it cannot) and
// freed at once (wasm/bind_pgn.cpp).
bool heap_has_room(std::size_t bytes);

// Returns the bytes an answer that writes these nodes of `tree` (every node for nullptr) may
// take: their comments and 256 for the rest of each (wasm/bind_tree.cpp).
std::size_t answer_bytes(const PgnTree& tree, const std::vector<int>* ids);
// Returns true when an answer of `bytes` fits: it is written three times (the text, its JSON,
// Embind's copy); one of at most 1 MiB always does.
bool answer_fits(std::size_t bytes);

}  // namespace c960::bind
