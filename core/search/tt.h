// The transposition table: a fixed-size hash of search results keyed by the Zobrist key.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>

#include "rules/types.h"

namespace c960 {

// How a stored score relates to the true value: exact, at least (lower) or at most (upper).
enum class Bound : uint8_t { None, Upper, Lower, Exact };

// One table slot, 16 bytes. Mate scores are stored relative to the node (see search.cpp).
struct TTEntry {
  uint64_t key = 0;
  uint16_t move = 0;  // Move::raw()
  int16_t score = 0;
  int16_t eval = 0;  // static evaluation, kept to save recomputing it
  int8_t depth = 0;
  uint8_t bound_and_age = 0;  // bits 0-1 Bound, bits 2-7 generation

  Bound bound() const { return Bound(bound_and_age & 3); }
  uint8_t age() const { return bound_and_age >> 2; }
};

// The table's largest size in megabytes (a WebAssembly module holds at most 2 GiB; the native
// UCI option offers the same range).
constexpr std::size_t kMaxHashMb = 1024;

class TranspositionTable {
 public:
  // Returns a table of about `megabytes` MB (rounded down to a power of two); of one slot when
  // that memory is not there or `megabytes` is outside 1..kMaxHashMb.
  explicit TranspositionTable(std::size_t megabytes);

  // Changes the size and clears the table; false (the table as it was) when `megabytes` is
  // outside 1..kMaxHashMb or its memory is not there.
  bool resize(std::size_t megabytes);
  // Empties the table.
  void clear();
  // Starts a new search: older entries become preferred victims.
  void new_search() { generation_ = uint8_t((generation_ + 1) & 63); }
  // Returns the entry for `key`, or nullptr when none is stored.
  const TTEntry* probe(uint64_t key) const;
  // Asks the processor to load `key`'s slot into the cache ahead of its probe (a hint only).
  void prefetch(uint64_t key) const { __builtin_prefetch(&slots()[key & mask_]); }
  // Stores a result; keeps a deeper entry of the current search for the same key's slot.
  void store(uint64_t key, Move move, int score, int eval, int depth, Bound bound);
  // Returns the size in bytes.
  std::size_t bytes() const { return count_ * sizeof(TTEntry); }
  // Returns how full the table is in permille, sampled over the first 1000 slots.
  int hashfull() const;

 private:
  // Frees a block of calloc (the slots are allocated without exceptions: a refusal is a value).
  struct Free {
    void operator()(TTEntry* p) const;
  };
  // Returns the first slot: the allocated block, or the one slot kept inside the table.
  TTEntry* slots() const { return block_ ? block_.get() : &one_; }

  std::unique_ptr<TTEntry, Free> block_;
  mutable TTEntry one_;  // the slot of a table without a block
  std::size_t count_ = 1;
  uint64_t mask_ = 0;
  uint8_t generation_ = 0;
};

}  // namespace c960
