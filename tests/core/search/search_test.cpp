// The engine's search and evaluation: mates (verified with Stockfish "go mate N"), a
// stalemate trap, draws by the fifty-move rule and by repetition of played positions, budgets,
// a legal move in every position of the perft data, levels, evaluation symmetry, and the pawn table
// matching a fresh evaluation.
#include "search/search.h"

#include <cctype>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "notation/uci.h"
#include "rules/movegen.h"
#include "search/evaluate.h"
#include "search/levels.h"
#include "splitmix.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

SearchResult search_depth(const std::string& fen, int depth,
                          const std::vector<uint64_t>& history = {}) {
  static Search search(4);
  search.new_game();
  SearchLimits limits;
  limits.max_depth = depth;
  return search.run(position_of(fen), history, limits);
}

// Returns the FEN with colours swapped and the board mirrored top to bottom (no en passant).
std::string mirrored_fen(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, turn, castling, ep, half, full;
  in >> board >> turn >> castling >> ep >> half >> full;
  std::vector<std::string> ranks;
  std::stringstream rows(board);
  for (std::string r; std::getline(rows, r, '/');) ranks.insert(ranks.begin(), r);
  std::string out;
  for (std::size_t i = 0; i < ranks.size(); ++i) out += (i ? "/" : "") + ranks[i];
  auto swap_case = [](std::string s) {
    for (char& c : s)
      c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c))
                                                      : char(std::toupper(c));
    return s;
  };
  return swap_case(out) + (turn == "w" ? " b " : " w ") +
         (castling == "-" ? "-" : swap_case(castling)) + " - 0 1";
}

std::vector<std::string> perft_data_fens() {
  std::vector<std::string> fens = perft_file_fens({"chess960-first100.perft"});
  for (const std::string& fen : stockfish_file_fens()) fens.push_back(fen);
  return fens;
}

}  // namespace

TEST_CASE("search: mate in 1 by Chess960 O-O-O (king b1 takes rook a1; Stockfish: mate 1)") {
  // The king steps b1-c1 and the rook a1-d1 gives mate on the d-file.
  auto result = search_depth("2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1", 4);
  CHECK(move_to_uci(result.best_move) == "b1a1");
  CHECK(result.best_move.kind() == MoveKind::Castling);
  CHECK(mate_in_moves(result.info.score) == 1);
}

TEST_CASE("search: mate in 2 and mate in 3 (Stockfish: mate 2, mate 3)") {
  auto two = search_depth("1r4k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1", 5);
  CHECK(move_to_uci(two.best_move) == "e2e8");
  CHECK(mate_in_moves(two.info.score) == 2);
  auto three = search_depth("rr4k1/5ppp/8/8/4R3/8/4RPPP/4R1K1 w - - 0 1", 7);
  CHECK(move_to_uci(three.best_move) == "e4e8");
  CHECK(mate_in_moves(three.info.score) == 3);
}

TEST_CASE("search: avoids the stalemate trap of the greedy capture") {
  const std::string fen = "7k/5K1p/7P/3Q4/8/8/n7/8 w - - 0 1";
  Position pos = position_of(fen);
  auto greedy = parse_uci_move(pos, "d5a2");
  REQUIRE(greedy.ok());
  Position after = pos;
  after.make_move(greedy.value());
  REQUIRE(is_stalemate(after));
  for (int depth : {1, 2, 3, 4}) {
    auto result = search_depth(fen, depth);
    CHECK(move_to_uci(result.best_move) != "d5a2");
  }
  CHECK(search_depth(fen, 3).info.score >= kMateBound);
}

TEST_CASE("search: fifty-move rule inside the search") {
  // White has a queen more, but every move reaches the 100th half-move without mate.
  auto result = search_depth("8/8/4k3/8/8/8/8/Q3K3 w - - 99 120", 4);
  CHECK(result.info.score == 0);
  auto fresh = search_depth("8/8/4k3/8/8/8/8/Q3K3 w - - 0 120", 4);
  CHECK(fresh.info.score > 500);
}

TEST_CASE("search: repeating a played position counts as a draw") {
  // Kh8-g8, Qb1-c1, Kg8-h8, Qc1-b1 were played: Kg8 now repeats a position of the game.
  const std::string start = "7k/8/1K6/8/8/8/8/1Q6 b - - 0 1";
  Position pos = position_of(start);
  std::vector<uint64_t> history;
  for (const char* text : {"h8g8", "b1c1", "g8h8", "c1b1"}) {
    history.push_back(pos.key());
    auto m = parse_uci_move(pos, text);
    REQUIRE(m.ok());
    pos.make_move(m.value());
  }
  Search search(4);
  SearchLimits limits;
  limits.max_depth = 5;
  auto with_history = search.run(pos, history, limits);
  CHECK(move_to_uci(with_history.best_move) == "h8g8");
  CHECK(with_history.info.score == 0);
  search.new_game();
  auto without = search.run(pos, {}, limits);
  CHECK(without.info.score < -500);
}

TEST_CASE("search: node budget, stop flag and positions without moves") {
  Search search(4);
  SearchLimits limits;
  limits.max_nodes = 20000;
  auto result = search.run(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                           {}, limits);
  CHECK(result.best_move.is_some());
  CHECK(result.stopped);
  CHECK(search.nodes() <= 20000 + 2048);

  // A stop requested from the info callback ends the search after that iteration.
  SearchLimits open;
  int iterations = 0;
  auto stopped =
      search.run(position_of("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1"),
                 {}, open, [&](const SearchInfo& info) {
                   ++iterations;
                   if (info.depth == 3) search.request_stop();
                 });
  CHECK(stopped.stopped);
  CHECK(stopped.best_move.is_some());
  CHECK(stopped.info.depth == 3);

  auto mate = search.run(position_of("6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1"), {}, limits);
  CHECK(mate.best_move.is_some());
  auto over = search.run(position_of("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1"), {}, limits);
  CHECK_FALSE(over.best_move.is_some());
  CHECK(over.info.score == -kMateScore);
}

TEST_CASE("search: a legal move in every position of the perft data (depth 3)") {
  auto fens = perft_data_fens();
  REQUIRE(fens.size() >= 100);
  Search search(2);
  SearchLimits limits;
  limits.max_depth = 3;
  for (const std::string& fen : fens) {
    Position pos = position_of(fen);
    auto result = search.run(pos, {}, limits);
    INFO(fen);
    MoveList legal = legal_moves(pos);
    if (legal.empty()) {
      CHECK_FALSE(result.best_move.is_some());
    } else {
      CHECK(legal.contains(result.best_move));
      for (Move m : result.info.pv) {
        REQUIRE(legal_moves(pos).contains(m));
        pos.make_move(m);
      }
    }
  }
}

TEST_CASE("levels: settings, seeded choice, legal weak moves") {
  CHECK(level_settings(10).margin_cp == 0);
  // The ladder: a level never searches shallower, errs wider or blunders more than the one below.
  for (int level = 2; level <= 10; ++level) {
    LevelSettings lower = level_settings(level - 1), upper = level_settings(level);
    CHECK(upper.max_depth >= lower.max_depth);
    CHECK(upper.margin_cp <= lower.margin_cp);
    CHECK(upper.blunder_percent <= lower.blunder_percent);
    CHECK((upper.max_depth > lower.max_depth || upper.margin_cp < lower.margin_cp ||
           upper.movetime_ms > lower.movetime_ms));
  }
  CHECK(level_settings(0).level == 1);
  CHECK(level_settings(11).level == 10);
  auto a = limits_for_level(3, 42), b = limits_for_level(3, 42);
  CHECK(a.choice_margin_cp == b.choice_margin_cp);
  Search search(2);
  Position start = position_of("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1");
  for (int level = 1; level <= 5; ++level) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      auto result = search.run(start, {}, limits_for_level(level, seed));
      CHECK(legal_moves(start).contains(result.best_move));
    }
  }
  // Even the weakest level takes a mate in one.
  auto mate =
      search.run(position_of("2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1"), {}, limits_for_level(1, 7));
  CHECK(move_to_uci(mate.best_move) == "b1a1");
}

TEST_CASE("evaluate: colour symmetry and Chess960 terms") {
  for (const std::string& fen : perft_data_fens()) {
    Position pos = position_of(fen);
    if (pos.ep_square() != NoSquare) continue;
    Position flipped = position_of(mirrored_fen(write_fen(pos)));
    INFO(fen);
    CHECK(evaluate(pos) == evaluate(flipped));
  }
  // A knight left in its corner is worse than the same knight developed.
  int corner = evaluate_terms(position_of("4k3/p7/8/8/8/8/P7/N3K3 w - - 0 1")).total;
  int developed = evaluate_terms(position_of("4k3/p7/8/8/8/2N5/P7/4K3 w - - 0 1")).total;
  CHECK(developed > corner);
  // A corner bishop on the open long diagonal beats one shut in by its own blocked pawn.
  int open =
      evaluate_terms(position_of("4k3/pppppppp/8/8/8/1P6/P1PPPPPP/B3K3 w - - 0 1")).corner_pieces;
  int shut =
      evaluate_terms(position_of("4k3/p1pppppp/8/8/8/1p6/PPPPPPPP/B3K3 w - - 0 1")).corner_pieces;
  CHECK(open > shut);
  // Castling rights count while the king stands in the centre in the middlegame (all pieces on
  // the board; in an ending the fitted weights value a central king for itself).
  int with_rights =
      evaluate_terms(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
          .castling;
  int without =
      evaluate_terms(position_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kq - 0 1"))
          .castling;
  CHECK(with_rights > without);
  CHECK(evaluate(position_of("8/8/4k3/8/8/3K4/8/8 w - - 0 1")) == 0);
  // Threats: a knight forked by a pawn, and a rook a bishop attacks, count for the attacker;
  // the same pieces out of reach do not.
  CHECK(evaluate_terms(position_of("4k3/8/8/2n1n3/3P4/8/8/4K3 b - - 0 1")).threats > 0);
  CHECK(evaluate_terms(position_of("1n2k1n1/8/8/8/3P4/8/8/4K3 b - - 0 1")).threats == 0);
  CHECK(evaluate_terms(position_of("4k3/8/8/1r6/8/3B4/8/4K3 b - - 0 1")).threats > 0);
  CHECK(evaluate_terms(position_of("4k3/8/8/2r5/8/3B4/8/4K3 b - - 0 1")).threats == 0);
  // King safety (queens on): a knight that reaches the king's zone and can check from f2, which
  // White does not guard, weighs on White's king; the same knight far away does not.
  CHECK(evaluate_terms(position_of("q5k1/5ppp/8/8/4n3/8/6PP/Q6K w - - 0 1")).king_safety <
        evaluate_terms(position_of("q5k1/5ppp/8/n7/8/8/6PP/Q6K w - - 0 1")).king_safety);
}

TEST_CASE("evaluate: colour symmetry along random games (middlegames and endings)") {
  // The start positions alone do not reach the endgame terms (complexity, a pawnless flank, a
  // trapped rook, a king taking a loose pawn): random games from them do.
  uint64_t state = 4242;
  int positions = 0;
  for (const std::string& fen : perft_data_fens()) {
    Position pos = position_of(fen);
    for (int ply = 0; ply < 120; ++ply) {
      MoveList moves = legal_moves(pos);
      if (moves.empty()) break;
      pos.make_move(moves[splitmix64(state) % moves.size()]);
      if (ply % 2 == 0 || pos.ep_square() != NoSquare) continue;
      std::string text = write_fen(pos);
      INFO(text);
      REQUIRE(evaluate(pos) == evaluate(position_of(mirrored_fen(text))));
      ++positions;
    }
  }
  CHECK(positions > 5000);
}

TEST_CASE("evaluate: the search's pawn table gives the score of a fresh evaluation") {
  // Random games from the perft data's positions, every position evaluated both ways; a table of
  // four entries makes pawn sets share slots, and kings that move must refresh an entry's shelter.
  PawnTable small(4), large;
  uint64_t state = 960;
  int positions = 0;
  for (const std::string& fen : perft_data_fens()) {
    Position pos = position_of(fen);
    for (int ply = 0; ply < 60; ++ply) {
      INFO(write_fen(pos));
      int fresh = evaluate(pos);
      REQUIRE(evaluate(pos, small) == fresh);
      REQUIRE(evaluate(pos, large) == fresh);
      ++positions;
      MoveList moves = legal_moves(pos);
      if (moves.empty()) break;
      pos.make_move(moves[splitmix64(state) % moves.size()]);
    }
  }
  CHECK(positions > 5000);
}

TEST_CASE("the table takes 1..kMaxHashMb MB, refuses other sizes and keeps its size then",
          "[search][tt]") {
  TranspositionTable table(2);
  CHECK(table.bytes() == std::size_t(2) << 20);
  CHECK_FALSE(table.resize(0));
  CHECK_FALSE(table.resize(kMaxHashMb + 1));
  CHECK_FALSE(table.resize(4096));  // 4096 MB once wrapped around to one slot in 32 bits
  CHECK(table.bytes() == std::size_t(2) << 20);
  REQUIRE(table.resize(3));  // rounded down to a power of two
  CHECK(table.bytes() == std::size_t(2) << 20);
  table.store(42, Move::none(), 10, 5, 3, Bound::Exact);
  REQUIRE(table.probe(42) != nullptr);
  CHECK(table.probe(42)->score == 10);
  REQUIRE(table.resize(1));
  CHECK(table.bytes() == std::size_t(1) << 20);
  CHECK(table.probe(42) == nullptr);  // a new table is empty
  TranspositionTable none(0);         // a table of one slot still answers
  CHECK(none.bytes() == sizeof(TTEntry));
  none.store(7, Move::none(), 1, 1, 1, Bound::Lower);
  CHECK(none.probe(7) != nullptr);
}
