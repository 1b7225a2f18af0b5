// The start position as the JS wrapper reads it, written by the rules module's startPosition and
// by the draw module's finished draws (the same object in both).
#pragma once
#include "json_writer.h"
#include "numbering/startpos.h"

namespace c960::bind {

// Writes { number, mirror, backRank (in `letters`), backRankDe, fen, shredderFen, kingTableBase,
// bishopIndex, pieces }.
void write_start_position(Json& json, const StartPosition& p, Letters letters);

// Writes start position n (0..959, checked by the caller) with English letters.
Json& write_start_number(Json& json, int n);

}  // namespace c960::bind
