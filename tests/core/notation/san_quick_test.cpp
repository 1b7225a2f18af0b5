// The fast SAN reader against parse_san(): on every legal move of positions reached by random
// games from the tricky and Chess960 perft positions, written by move_to_san() in the forms game
// files use, quick_san() returns parse_san()'s move or leaves the text to it; and it never
// accepts what parse_san() refuses.
#include "notation/san_quick.h"

#include <catch2/catch.hpp>

#include "notation/san.h"
#include "splitmix.h"
#include "test_helpers.h"

namespace c960 {
namespace {

// Returns the SAN forms game files write for one move: as written, without +/#, without "x".
std::vector<std::string> written_forms(const std::string& san) {
  std::string plain = san;
  while (!plain.empty() && (plain.back() == '+' || plain.back() == '#')) plain.pop_back();
  std::vector<std::string> forms{san, plain, plain + "!?"};
  std::size_t x = plain.find('x');
  if (x != std::string::npos && x > 0 && plain[0] >= 'A' && plain[0] <= 'Z')
    forms.push_back(plain.substr(0, x) + plain.substr(x + 1));  // Nxe5 read as Ne5
  return forms;
}

TEST_CASE("quick_san returns parse_san's move for the SAN of every legal move, or leaves it") {
  auto fens = test::perft_file_fens({"chess960-first100.perft", "tricky.perft"});
  REQUIRE(fens.size() > 100);
  std::uint64_t seed = 960;
  int decided = 0, left = 0, positions = 0;
  for (const std::string& fen : fens) {
    Position pos = test::position_of(fen);
    for (int ply = 0; ply < 60; ++ply) {
      MoveList moves = legal_moves(pos);
      if (moves.size() == 0) break;
      ++positions;
      for (Move m : moves) {
        for (const std::string& text : written_forms(move_to_san(pos, m))) {
          auto slow = parse_san(pos, text);
          Move quick = quick_san(pos, text);
          INFO(write_fen(pos) << "  " << text);
          if (quick.is_some()) {
            REQUIRE(slow.ok());
            REQUIRE(quick == slow.value());
            ++decided;
          } else {
            ++left;
          }
        }
      }
      pos.make_move(moves[std::size_t(splitmix64(seed) % std::uint64_t(moves.size()))]);
    }
  }
  INFO(positions << " positions, " << decided << " decided, " << left << " left to parse_san");
  CHECK(positions > 5000);
  // Worth having: it decides nearly every move (the rest: "x" dropped, ambiguity).
  CHECK(decided > 20 * left);
}

TEST_CASE("quick_san refuses what parse_san refuses and leaves every doubt to it") {
  struct Case {
    const char* fen;
    const char* text;
  };
  // Each text is refused or ambiguous for parse_san, or needs it ("e8" without a piece):
  // quick_san must not return a move.
  const Case cases[] = {
      // the knight on d2 is pinned by the bishop on a5 against the king on e1
      {"4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1", "Nf3"},
      // the king may not step into the rook's file
      {"4k3/8/8/8/8/8/8/3rK3 w - - 0 1", "Kd2"},  // d1 rook attacks d2
      {"3rk3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd1"},
      // a double step over a piece, a push onto a piece, a capture of nothing
      {"4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e4"},
      {"4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e3"},
      {"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "dxe3"},
      {"4k3/8/8/8/8/8/8/R3K2N w - - 0 1", "Rxa5"},
      // two knights reach d2: ambiguous, parse_san lists them
      {"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2"},
      // a promotion without its piece, and a promotion on the wrong rank
      {"8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8"},
      {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e4=Q"},
      // a pawn "moving" to its own first ranks (found by the fuzzer: no square behind rank 1)
      {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b1"},
      {"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "axb1"},
      {"4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "b8"},
      {"4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "cxb7"},
      // en passant without the square in the position, and one that opens the king's rank
      {"4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "exd6"},
      {"8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", "bxc6"},
      {"8/8/8/8/kPp4R/8/8/4K3 b - b3 0 2", "cxb3"},
      // castling through an attacked square
      {"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O-O"},
      {"4k3/5r2/8/8/8/8/8/4K2R w K - 0 1", "O-O"},
      // capture of one's own piece, and the rook's move when it is the king's castling partner
      {"4k3/8/8/8/8/8/8/4K1NR w K - 0 1", "Rxg1"},
  };
  for (const Case& c : cases) {
    Position pos = test::position_of(c.fen);
    INFO(c.fen << "  " << c.text);
    CHECK_FALSE(quick_san(pos, c.text).is_some());
  }
  // ...and where the text is good it agrees: the pinned knight's partner, a plain castling.
  Position pinned = test::position_of("4k3/8/8/b7/8/8/3N4/4K1N1 w - - 0 1");
  REQUIRE(parse_san(pinned, "Nf3").ok());
  CHECK(quick_san(pinned, "Nf3") == parse_san(pinned, "Nf3").value());
  Position castle = test::position_of("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  CHECK(quick_san(castle, "O-O") == parse_san(castle, "O-O").value());
  for (const char* fen :
       {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 2"}) {
    Position passant = test::position_of(fen);
    const char* text = passant.turn() == Color::White ? "exd6" : "dxe3";
    INFO(fen);
    REQUIRE(parse_san(passant, text).ok());
    CHECK(quick_san(passant, text) == parse_san(passant, text).value());
    CHECK(parse_san(passant, text).value().kind() == MoveKind::EnPassant);
  }
}

}  // namespace
}  // namespace c960
