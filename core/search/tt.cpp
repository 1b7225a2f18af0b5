#include "search/tt.h"

#include <cstdlib>

namespace c960 {

void TranspositionTable::Free::operator()(TTEntry* p) const { std::free(p); }

TranspositionTable::TranspositionTable(std::size_t megabytes) { resize(megabytes); }

bool TranspositionTable::resize(std::size_t megabytes) {
  if (megabytes < 1 || megabytes > kMaxHashMb) return false;
  std::size_t wanted = megabytes * (std::size_t(1024) * 1024 / sizeof(TTEntry));
  std::size_t count = 1;
  while (count * 2 <= wanted) count *= 2;
  // calloc: zero bytes are empty entries (key 0, Bound::None), and a refusal is a null pointer.
  auto* block = static_cast<TTEntry*>(std::calloc(count, sizeof(TTEntry)));
  if (!block) return false;
  block_.reset(block);
  count_ = count;
  mask_ = count - 1;
  return true;
}

void TranspositionTable::clear() {
  TTEntry* first = slots();
  for (std::size_t i = 0; i < count_; ++i) first[i] = TTEntry{};
  generation_ = 0;
}

const TTEntry* TranspositionTable::probe(uint64_t key) const {
  const TTEntry& e = slots()[key & mask_];
  return (e.key == key && e.bound() != Bound::None) ? &e : nullptr;
}

void TranspositionTable::store(uint64_t key, Move move, int score, int eval, int depth,
                               Bound bound) {
  TTEntry& e = slots()[key & mask_];
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
  std::size_t n = count_ < 1000 ? count_ : 1000;
  const TTEntry* first = slots();
  int used = 0;
  for (std::size_t i = 0; i < n; ++i)
    used += first[i].bound() != Bound::None && first[i].age() == generation_;
  return int(used * 1000 / (n ? n : 1));
}

}  // namespace c960
