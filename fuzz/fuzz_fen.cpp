// libFuzzer target: FEN reading and writing, and the rules on every position that parses.
// Properties: parse_fen -> write_fen (X-FEN and Shredder-FEN) -> parse_fen gives the same
// position and key, and writing again gives the same text; on the position and on each of its
// children, legal_moves() equals an independent slow oracle (fuzz_util.h), make/unmake keeps
// the Zobrist key equal to compute_key(), SAN and UCI written for a move parse back to it.
#include <string>
#include <vector>

#include "fuzz_util.h"
#include "notation/fen.h"
#include "notation/uci.h"

using namespace c960;
using fuzz::check;

// Returns the en-passant field of FEN text (fourth space-separated field), or NoSquare.
static Square ep_field(std::string_view fen) {
  std::vector<std::string_view> fields;
  size_t i = 0;
  while (i < fen.size()) {
    while (i < fen.size() && fen[i] == ' ') ++i;
    size_t j = i;
    while (j < fen.size() && fen[j] != ' ') ++j;
    if (j > i) fields.push_back(fen.substr(i, j - i));
    i = j;
  }
  return fields.size() >= 4 ? parse_square(fields[3]) : NoSquare;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return 0;
  const std::string_view text = fuzz::text_of(data, size);
  auto parsed = parse_fen(text);
  if (!parsed) {
    check(std::string(code_name(parsed.error().code)).rfind("ERR_", 0) == 0 &&
              !parsed.error().message.empty(),
          "bad error");
    return 0;
  }
  const Position& pos = parsed.value();
  for (CastlingNotation notation : {CastlingNotation::XFen, CastlingNotation::Shredder}) {
    const std::string written = write_fen(pos, notation);
    auto again = parse_fen(written);
    check(again.ok(), "written FEN does not parse",
          written + (again.ok() ? "" : " " + again.error().message));
    check(again.value() == pos, "FEN round trip changes the position", written);
    check(again.value().key() == pos.key(), "FEN round trip changes the key", written);
    check(write_fen(again.value(), notation) == written, "FEN not stable on rewrite", written);
  }
  const std::string fen = write_fen(pos);
  std::vector<Move> moves = fuzz::check_position(pos, ep_field(text), fen);
  for (Move m : moves) {
    Position child = pos;
    Square ep = fuzz::ep_target_after(pos, m);
    child.make_move(m);
    fuzz::check_position(child, ep, fen + " " + move_to_uci(m));
    auto reread = parse_fen(write_fen(child));
    check(reread.ok() && reread.value() == child && reread.value().key() == child.key(),
          "child FEN round trip", fen + " " + move_to_uci(m));
  }
  return 0;
}
