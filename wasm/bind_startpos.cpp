// Embind bindings for the numbering core (start positions, tables, seeded draws). No logic.
#include <emscripten/bind.h>

#include "bind_util.h"
#include "seeded.h"
#include "startpos.h"

using emscripten::val;

namespace c960::bind {
namespace {

val start_position_object(const StartPosition& p) {
  val out = val::object();
  out.set("number", p.number);
  out.set("backRank", p.back_rank_en);
  out.set("backRankDe", p.back_rank_de);
  out.set("fen", p.fen);
  out.set("shredderFen", p.shredder_fen);
  out.set("kingTableBase", p.king_table_base);
  out.set("bishopIndex", p.bishop_index);
  return out;
}

val number_value(int n) { return val(n); }

// Returns the start position for digit text (0-based or 1-based).
val start_position_from_text(const std::string& text, bool one_based) {
  auto number = parse_position_number(text, one_based);
  if (!number) return error_value(number.error());
  return result_value(start_position(number.value()), start_position_object);
}

// Returns the number of a back rank (English/German letters) or a start FEN.
val position_number(const std::string& text) {
  return result_value(position_number_of_text(text), number_value);
}

// Returns the first number of the seed's reproducible stream.
int seeded_number(const std::string& seed) { return first_seeded_number(seed); }

// Returns the number at `index` of the seed's stream, or -1 when that step is rejected.
int seeded_step(const std::string& seed, double index) {
  auto number = seeded_draw(seed, static_cast<std::uint64_t>(index));
  return number ? *number : -1;
}

val king_table_rows() {
  val rows = val::array();
  for (const auto& row : king_table()) {
    val item = val::object();
    item.set("base", row.base);
    item.set("pieces", row.pieces_en);
    item.set("piecesDe", row.pieces_de);
    rows.call<void>("push", item);
  }
  return rows;
}

val bishop_table_rows() {
  val rows = val::array();
  for (const auto& row : bishop_table()) {
    val item = val::object();
    item.set("index", row.index);
    item.set("pattern", row.pattern);
    item.set("lightBishopFile", std::string(1, static_cast<char>('a' + row.light_bishop_file)));
    item.set("darkBishopFile", std::string(1, static_cast<char>('a' + row.dark_bishop_file)));
    rows.call<void>("push", item);
  }
  return rows;
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_numbering) {
  using namespace c960::bind;
  emscripten::function("startPositionFromText", &start_position_from_text);
  emscripten::function("positionNumber", &position_number);
  emscripten::function("seededNumber", &seeded_number);
  emscripten::function("seededStep", &seeded_step);
  emscripten::function("kingTable", &king_table_rows);
  emscripten::function("bishopTable", &bishop_table_rows);
}
