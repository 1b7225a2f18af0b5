// Multi-PV: several lines of one search, each the best move outside the lines before it. The
// tactical positions' answers were checked with Stockfish (mate 1 by O-O-O, mate 2 by Re8).
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/uci.h"
#include "rules/movegen.h"
#include "search/search.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

SearchResult search_lines(const std::string& fen, int depth, int multi_pv) {
  static Search search(4);
  search.new_game();
  SearchLimits limits;
  limits.max_depth = depth;
  limits.multi_pv = multi_pv;
  return search.run(position_of(fen), {}, limits);
}

// Checks the lines' shape: as many as asked (or as there are moves), first moves legal and
// distinct, best score first, line 1 the result's own score and best move.
void check_lines(const std::string& fen, const SearchResult& result, std::size_t wanted,
                 bool complete = true) {
  Position pos = position_of(fen);
  MoveList legal = legal_moves(pos);
  REQUIRE(result.info.lines.size() == std::min<std::size_t>(wanted, legal.size()));
  std::set<uint16_t> firsts;
  for (std::size_t i = 0; i < result.info.lines.size(); ++i) {
    const SearchLine& line = result.info.lines[i];
    REQUIRE(!line.pv.empty());
    CHECK(legal.contains(line.pv[0]));
    firsts.insert(line.pv[0].raw());
    if (i > 0) CHECK(line.score <= result.info.lines[i - 1].score);
  }
  CHECK(firsts.size() == result.info.lines.size());
  CHECK(result.info.lines[0].score == result.info.score);
  CHECK(result.info.lines[0].pv == result.info.pv);
  // A search stopped inside a depth may have found a better move than its last complete depth.
  if (complete) CHECK(result.info.lines[0].pv[0] == result.best_move);
}

}  // namespace

TEST_CASE("multi-PV: line 1 of a mate in 1 is the mate, the other lines are other moves") {
  const std::string fen = "2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1";
  for (int lines : {2, 3, 5}) {
    auto result = search_lines(fen, 4, lines);
    check_lines(fen, result, std::size_t(lines));
    CHECK(move_to_uci(result.info.lines[0].pv[0]) == "b1a1");
    CHECK(mate_in_moves(result.info.lines[0].score) == 1);
    for (std::size_t i = 1; i < result.info.lines.size(); ++i)
      CHECK(!is_mate_score(result.info.lines[i].score));
  }
}

TEST_CASE("multi-PV: line 1 is the single-PV best at the same depth in tactical positions") {
  for (const char* fen :
       {"1r4k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1", "rr4k1/5ppp/8/8/4R3/8/4RPPP/4R1K1 w - - 0 1",
        // Black's queen on d4 hangs to the knight: Nxd4 wins it.
        "r1b1kb1r/pppp1ppp/2n2n2/4p3/3qP3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1"}) {
    INFO(fen);
    auto single = search_lines(fen, 7, 1);
    auto multi = search_lines(fen, 7, 4);
    check_lines(fen, multi, 4);
    CHECK(multi.best_move == single.best_move);
    // A mate's distance is exact; centipawns differ with what the other lines left in the table.
    if (is_mate_score(single.info.score)) CHECK(multi.info.score == single.info.score);
  }
}

TEST_CASE("multi-PV: fewer moves than lines, one line without it, bounds of the setting") {
  // Two moves only: Kh7 (the rook holds the g-file) or a5.
  const std::string fen = "7k/8/p7/8/8/8/8/K5R1 b - - 0 1";
  auto two = search_lines(fen, 5, 5);
  check_lines(fen, two, 5);
  CHECK(two.info.lines.size() == 2);
  auto one = search_lines(fen, 5, 1);
  check_lines(fen, one, 1);
  // Out-of-range settings are clamped by the core (the wrappers refuse them with a coded error).
  CHECK(search_lines(fen, 3, 0).info.lines.size() == 1);
  CHECK(search_lines(fen, 3, 99).info.lines.size() == 2);
}

TEST_CASE("multi-PV: a node budget stops it with the last complete depth's lines") {
  Search search(4);
  SearchLimits limits;
  limits.multi_pv = 3;
  limits.max_nodes = 30000;
  const std::string fen = "bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1";
  auto result = search.run(position_of(fen), {}, limits);
  CHECK(result.stopped);
  check_lines(fen, result, 3, false);
  CHECK(legal_moves(position_of(fen)).contains(result.best_move));
}
