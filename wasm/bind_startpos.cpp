// Embind bindings for the numbering core (start positions, tables, seeded draws). Type
// conversion only: answers are JSON text (wasm/json_writer.h), read by wasm/js/startpos.js.
#include <emscripten/bind.h>

#include "json_writer.h"
#include "numbering/seeded.h"
#include "numbering/startpos.h"
#include "start_position_json.h"

namespace c960::bind {
namespace {

// Returns the start position for digit text (0-based or 1-based), the back rank in the named
// letters.
std::string start_position_from_text(const std::string& text, bool one_based,
                                     const std::string& letters) {
  auto number = parse_position_number(text, one_based);
  if (!number) return error_json(number.error());
  return result_json(start_position(number.value()), [&](Json& json, const StartPosition& p) {
    write_start_position(json, p, letters_of(letters));
  });
}

// Returns the number of a back rank (in the named letters) or a start FEN.
std::string position_number(const std::string& text, const std::string& letters) {
  return result_json(position_number_of_text(text, letters_of(letters)),
                     [](Json& json, int n) { json.number(n); });
}

// Returns the first number of the seed's reproducible stream.
int seeded_number(const std::string& seed) { return first_seeded_number(seed); }

// Returns the king table: [{ base, pieces, piecesDe }].
std::string king_table_rows() {
  return value_json([](Json& json) {
    json.begin_array();
    for (const auto& row : king_table())
      json.begin_object()
          .key("base")
          .number(row.base)
          .key("pieces")
          .str(row.pieces_en)
          .key("piecesDe")
          .str(row.pieces_de)
          .end_object();
    json.end_array();
  });
}

// Returns the bishop table: [{ index, pattern, lightBishopFile, darkBishopFile }].
std::string bishop_table_rows() {
  return value_json([](Json& json) {
    json.begin_array();
    for (const auto& row : bishop_table())
      json.begin_object()
          .key("index")
          .number(row.index)
          .key("pattern")
          .str(row.pattern)
          .key("lightBishopFile")
          .str(std::string(1, static_cast<char>('a' + row.light_bishop_file)))
          .key("darkBishopFile")
          .str(std::string(1, static_cast<char>('a' + row.dark_bishop_file)))
          .end_object();
    json.end_array();
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_numbering) {
  using namespace c960::bind;
  emscripten::function("startPositionFromText", &start_position_from_text);
  emscripten::function("positionNumber", &position_number);
  emscripten::function("seededNumber", &seeded_number);
  emscripten::function("kingTable", &king_table_rows);
  emscripten::function("bishopTable", &bishop_table_rows);
}
