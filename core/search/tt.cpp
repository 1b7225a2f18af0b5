#include "search/tt.h"

namespace c960 {

TranspositionTable::TranspositionTable(std::size_t megabytes) { resize(megabytes); }

void TranspositionTable::resize(std::size_t megabytes) {
  std::size_t wanted = megabytes * 1024 * 1024 / sizeof(TTEntry);
  std::size_t count = 1;
  while (count * 2 <= wanted) count *= 2;
  slots_.assign(count, TTEntry{});
  slots_.shrink_to_fit();
  mask_ = count - 1;
}

void TranspositionTable::clear() {
  for (TTEntry& e : slots_) e = TTEntry{};
  generation_ = 0;
}

const TTEntry* TranspositionTable::probe(uint64_t key) const {
  const TTEntry& e = slots_[key & mask_];
  return (e.key == key && e.bound() != Bound::None) ? &e : nullptr;
}

void TranspositionTable::store(uint64_t key, Move move, int score, int eval, int depth,
                               Bound bound) {
  TTEntry& e = slots_[key & mask_];
  bool same = e.key == key;
  if (!same && e.age() == generation_ && e.depth > depth + 2 && bound != Bound::Exact) return;
  if (same && depth + 2 < e.depth && bound != Bound::Exact && e.age() == generation_) return;
  uint16_t keep_move = (same && !move.is_some()) ? e.move : move.raw();
  e.key = key;
  e.move = keep_move;
  e.score = int16_t(score);
  e.eval = int16_t(eval);
  e.depth = int8_t(depth < -100 ? -100 : depth > 127 ? 127 : depth);
  e.bound_and_age = uint8_t(int(bound) | (generation_ << 2));
}

int TranspositionTable::hashfull() const {
  std::size_t n = slots_.size() < 1000 ? slots_.size() : 1000;
  int used = 0;
  for (std::size_t i = 0; i < n; ++i)
    used += slots_[i].bound() != Bound::None && slots_[i].age() == generation_;
  return int(used * 1000 / (n ? n : 1));
}

}  // namespace c960
