// FEN reading and writing: X-FEN / Shredder-FEN round trips over the public data files (see
// tests/data/README.md: python-chess perft collections and Stockfish tests/perft.sh), the
// castling-field forms, the en-passant convention, and one bad input per error code.
#include "notation/fen.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

// Returns the FENs of the python-chess collections and the Stockfish perft file.
std::vector<std::string> data_fens() {
  std::vector<std::string> fens = perft_file_fens({"chess960-first100.perft", "tricky.perft"});
  for (const std::string& fen : stockfish_file_fens()) fens.push_back(fen);
  return fens;
}

std::string error_code(const std::string& fen) {
  Result<Position> r = parse_fen(fen);
  return r ? "OK" : code_name(r.error().code);
}

std::string error_message(const std::string& fen) {
  Result<Position> r = parse_fen(fen);
  return r ? "" : r.error().message;
}

const std::string kStart = kStartFen;

}  // namespace

TEST_CASE("fen: X-FEN and Shredder-FEN round trips for every data position", "[fen]") {
  std::vector<std::string> fens = data_fens();
  REQUIRE(fens.size() > 110);
  for (const std::string& fen : fens) {
    INFO(fen);
    Position original = position_of(fen);
    std::string shredder = write_fen(original, CastlingNotation::Shredder);
    std::string xfen = write_fen(original, CastlingNotation::XFen);
    Position from_shredder = position_of(shredder);
    Position from_xfen = position_of(xfen);
    CHECK(from_shredder == original);
    CHECK(from_xfen == original);
    CHECK(from_shredder.key() == original.key());
    CHECK(from_xfen.key() == original.key());
    CHECK(write_fen(from_xfen, CastlingNotation::Shredder) == shredder);
    CHECK(write_fen(from_shredder, CastlingNotation::XFen) == xfen);
  }
}

TEST_CASE("fen: the start position in both notations", "[fen]") {
  Position start = position_of(kStart);
  CHECK(write_fen(start) == kStart);
  CHECK(write_fen(start, CastlingNotation::Shredder) ==
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1") == start);
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kHqA - 0 1") == start);
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KAhq - 0 1") == start);
}

TEST_CASE("fen: X-FEN writes a file letter only for a non-outermost castling rook", "[fen]") {
  CHECK(write_fen(position_of("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1")) ==
        "4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1");
  CHECK(write_fen(position_of("4k3/8/8/8/8/8/8/R1R1K3 w A - 0 1")) ==
        "4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1");
  CHECK(write_fen(position_of("4k3/8/8/8/8/8/8/4KR1R w F - 0 1")) ==
        "4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
  CHECK(write_fen(position_of("4k3/8/8/8/8/8/8/4KR1R w K - 0 1")) ==
        "4k3/8/8/8/8/8/8/4KR1R w K - 0 1");
  const std::string inner = "1r3kr1/pppppppp/8/8/8/8/8/R1R1K2R w CKbg - 0 1";
  CHECK(write_fen(position_of(inner)) == "1r3kr1/pppppppp/8/8/8/8/8/R1R1K2R w KCkq - 0 1");
  CHECK(write_fen(position_of(inner), CastlingNotation::Shredder) ==
        "1r3kr1/pppppppp/8/8/8/8/8/R1R1K2R w HCgb - 0 1");
  // KQkq always mean the outermost rook on that side of the king.
  Position outer = position_of("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1");
  CHECK(outer.castling().rook_square(Color::White, CastlingSide::KingSide) == E1);
  CHECK(outer.castling().rook_square(Color::White, CastlingSide::QueenSide) == A1);
  CHECK(outer.castling().rook_square(Color::Black, CastlingSide::KingSide) == E8);
}

TEST_CASE("fen: en passant is kept only when a capture is legal", "[fen]") {
  // Legal capture: kept, written and counted in the key.
  Position with_capture = position_of("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  CHECK(with_capture.ep_square() == E3);
  CHECK(write_fen(with_capture) == "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  // No pawn can capture: accepted, dropped.
  Position no_capturer = position_of("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
  CHECK(no_capturer.ep_square() == NoSquare);
  CHECK(write_fen(no_capturer) == "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
  CHECK(no_capturer.key() == position_of("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1").key());
  // The only capture would expose the king along the rank: dropped as well.
  Position pinned = position_of("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
  CHECK(pinned.ep_square() == NoSquare);
  CHECK(pinned.key() == position_of("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").key());
}

TEST_CASE("fen: spaces, missing clocks and clock values", "[fen]") {
  Position start = position_of(kStart);
  CHECK(position_of("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w  KQkq -   0 1  ") == start);
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -") == start);
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0") == start);
  Position clocks = position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 17 42");
  CHECK(clocks.halfmove_clock() == 17);
  CHECK(clocks.fullmove_number() == 42);
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0").fullmove_number() ==
        1);
  CHECK(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 999999 999999")
            .halfmove_clock() == 999999);
}

TEST_CASE("fen: bad inputs give the named error", "[fen]") {
  struct BadFen {
    std::string fen;
    const char* code;
  };
  const std::string board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  const std::vector<BadFen> table = {
      {"", "ERR_FEN_EMPTY"},
      {"    ", "ERR_FEN_EMPTY"},
      {board, "ERR_FEN_FIELDS"},
      {board + " w KQkq", "ERR_FEN_FIELDS"},
      {kStart + " extra", "ERR_FEN_FIELDS"},
      {std::string(10000, 'a'), "ERR_FEN_FIELDS"},
      {"rnbqkbnr/pppppppp/8/8/8/p8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {"rnbqkbnr/pppppppp/8/3x4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "ERR_FEN_BOARD"},
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "OK"},
      {"rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\0 w KQkq - 0 1", 57),
       "ERR_FEN_BOARD"},
      {"\xEF\xBD\x92nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"},
      {board + "\tw KQkq - 0 1", "ERR_FEN_BOARD"},
      {board + " x KQkq - 0 1", "ERR_FEN_TURN"},
      {board + " W KQkq - 0 1", "ERR_FEN_TURN"},
      {board + " white KQkq - 0 1", "ERR_FEN_TURN"},
      {board + " w KQkqX - 0 1", "ERR_FEN_CASTLING"},
      {board + " w K- - 0 1", "ERR_FEN_CASTLING"},
      {board + " w \xE2\x80\x93 - 0 1", "ERR_FEN_CASTLING"},
      {board + " w KQkq e4 0 1", "ERR_FEN_EP"},
      {board + " w KQkq e9 0 1", "ERR_FEN_EP"},
      {board + " w KQkq i3 0 1", "ERR_FEN_EP"},
      {board + " w KQkq e33 0 1", "ERR_FEN_EP"},
      {board + " w KQkq - -1 1", "ERR_FEN_CLOCK"},
      {board + " w KQkq - x 1", "ERR_FEN_CLOCK"},
      {board + " w KQkq - 0 1.5", "ERR_FEN_CLOCK"},
      {board + " w KQkq - 1234567 1", "ERR_FEN_CLOCK"},
      {board + " w KQkq - 0 " + std::string(10000, '9'), "ERR_FEN_CLOCK"},
      {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "ERR_POSITION_KINGS"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", "ERR_POSITION_KINGS"},
      {"8/8/8/8/8/8/8/8 w - - 0 1", "ERR_POSITION_KINGS"},
      {"Pnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1", "ERR_POSITION_PAWNS_ON_BACKRANK"},
      {"4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "ERR_POSITION_PAWNS_ON_BACKRANK"},
      {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "ERR_POSITION_TOO_MANY_PIECES"},
      {"4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/RNBQKBNR w - - 0 1", "ERR_POSITION_TOO_MANY_PIECES"},
      {"4k3/8/8/8/8/Q7/PPPPPPPP/RNBQKBNR w - - 0 1", "ERR_POSITION_TOO_MANY_PIECES"},
      {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/4K2R w A - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/4K3/R6R w K - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/R3K2R w KH - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/R3K2R w KK - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/4KR1R w KF - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/4K2R w E - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/4K2R w h - 0 1", "ERR_POSITION_CASTLING"},
      {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "ERR_POSITION_EP"},
      {"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "ERR_POSITION_EP"},
      {"4k3/4p3/8/4p3/8/8/8/4K3 w - e6 0 1", "ERR_POSITION_EP"},
      {"4k3/8/8/8/8/8/8/4K2R b - - 0 1", "OK"},
      {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "ERR_POSITION_OPPOSITE_CHECK"},
      {"4k3/8/8/8/8/3n4/2n5/4K3 w - - 0 1", "ERR_POSITION_IMPOSSIBLE_CHECK"},
      {"4k3/8/8/8/8/3n4/2n5/r3K3 w - - 0 1", "ERR_POSITION_IMPOSSIBLE_CHECK"},
      {"4k3/8/8/8/1b5b/8/8/4K3 w - - 0 1", "ERR_POSITION_IMPOSSIBLE_CHECK"},
      {"4k3/8/8/8/8/8/3p2n1/4K3 w - - 0 1", "ERR_POSITION_IMPOSSIBLE_CHECK"},
      {"4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1", "ERR_POSITION_IMPOSSIBLE_CHECK"},
  };
  for (const BadFen& bad : table) {
    INFO(bad.fen.substr(0, 80) << " -> " << error_message(bad.fen));
    CHECK(error_code(bad.fen) == bad.code);
  }
}

TEST_CASE("fen: error messages say what and where", "[fen]") {
  CHECK(error_message("rnbqkbnr/pppppppp/8/8/8/p8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
        "rank 3 has 9 squares, expected 8");
  CHECK(error_message("rnbqkbnr/pppppppp/8/3x4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
        "unknown piece letter 'x' on rank 5");
  CHECK(error_message("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
        "board has 7 ranks, expected 8");
  CHECK(error_message(std::string(10000, 'a')).size() < 200);
  CHECK(error_message("\xEF\xBD\x92nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") ==
        "unexpected character '\\xEF' on rank 8");
  CHECK(error_message("4k3/8/8/8/8/8/8/4K2R w A - 0 1") ==
        "castling right 'A' but there is no White rook on a1");
}

TEST_CASE("fen: legal but odd checks from the perft collections are accepted", "[fen]") {
  // python-chess tricky.perft: impossible-looking checker alignments used to test generators.
  CHECK(error_code("3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - -") == "OK");
  CHECK(error_code("5R2/2P5/8/4k3/8/3rK2r/8/8 w - -") == "OK");
  CHECK(error_code("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3") == "OK");
  CHECK(error_code("rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6") == "OK");
  // Double check by rook and knight (discovered check) is an ordinary position.
  CHECK(error_code("4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1") == "OK");
}
