// The level table of the computer opponent (measured ratings in docs/engine.md).
#include "search/levels.h"

#include <algorithm>

#include "splitmix.h"

namespace c960 {

LevelSettings level_settings(int level) {
  level = std::clamp(level, 1, 10);
  //                       level:  1    2    3    4    5    6    7    8    9    10
  static const int depth[10] = {4, 5, 6, 6, 7, 9, 10, kMaxDepth, kMaxDepth, kMaxDepth};
  static const int time[10] = {50, 100, 150, 225, 300, 400, 80, 80, 250, 1000};
  static const int margin[10] = {115, 90, 75, 50, 35, 20, 0, 0, 0, 0};
  static const int blunder[10] = {10, 8, 5, 4, 3, 1, 0, 0, 0, 0};
  int i = level - 1;
  return LevelSettings{level, depth[i], time[i], margin[i], blunder[i]};
}

SearchLimits limits_for_level(int level, uint64_t seed) {
  LevelSettings s = level_settings(level);
  SearchLimits limits;
  limits.max_depth = s.max_depth;
  limits.soft_time_ms = s.movetime_ms;
  limits.hard_time_ms = s.movetime_ms;
  limits.random_seed = seed;
  uint64_t state = seed;
  bool blunder = int(splitmix64(state) % 100) < s.blunder_percent;
  limits.choice_margin_cp = s.margin_cp * (blunder ? 4 : 1);
  return limits;
}

}  // namespace c960
