// The ten strength levels of the computer opponent: what each level may search and how it errs.
#pragma once
#include <cstdint>

#include "search/search.h"

namespace c960 {

/* Strength levels 1..10 for players. Each level limits depth and time and adds a chosen
   imperfection (random choice among moves within a score margin; a "blunder" chance widens
   that margin for one move). Level 10 is full strength at its move time. How strong each level
   is, against the level above and against Stockfish: docs/engine.md. */
struct LevelSettings {
  int level = 10;
  int max_depth = kMaxDepth;
  int64_t movetime_ms = 1000;
  int margin_cp = 0;
  int blunder_percent = 0;  // chance that the margin is four times as wide for this move
};
// Returns the settings of a level (clamped to 1..10).
LevelSettings level_settings(int level);
// Returns the limits to search one move at a level; `seed` decides the random choices.
SearchLimits limits_for_level(int level, uint64_t seed);

}  // namespace c960
