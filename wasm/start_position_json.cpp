#include "start_position_json.h"

namespace c960::bind {

// Writes the position's members (see the header).
void write_start_position(Json& json, const StartPosition& p, Letters letters) {
  json.begin_object()
      .key("number")
      .number(p.number)
      .key("mirror")
      .number(mirror_number(p.number))
      .key("backRank")
      .str(back_rank_text(p.back_rank, letters))
      .key("backRankDe")
      .str(p.back_rank_de)
      .key("fen")
      .str(p.fen)
      .key("shredderFen")
      .str(p.shredder_fen)
      .key("kingTableBase")
      .number(p.king_table_base)
      .key("bishopIndex")
      .number(p.bishop_index)
      .key("pieces")
      .pieces(start_pieces(p.back_rank))
      .end_object();
}

// Writes start position n in English letters (an unknown number writes null).
Json& write_start_number(Json& json, int n) {
  auto position = start_position(n);
  if (!position) return json.null();
  write_start_position(json, position.value(), Letters::English);
  return json;
}

}  // namespace c960::bind
