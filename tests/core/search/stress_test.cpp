// Self-play stress test of the engine: fast games (a node budget per move, no clock, so the
// games are the same on every machine) from seeded Chess960 starts and a few random opening
// plies, every answer judged by the core's move generation: the best move, each move of the
// principal variation in turn and the move it expects in reply. One Search plays all games
// with a small table and is cleared only now and then, so hash moves, killers and countermoves
// left behind by other positions (and table collisions) meet positions where they are illegal:
// they may only order the legal moves, never be played. Games end by the rules (mate,
// stalemate, the fifty-move rule, threefold repetition) or at a ply cap.
// The short run is part of the suite (and of its ASan/UBSan run: scripts/sanitize.sh); the long
// run by hand: C960_STRESS_GAMES=20000 build-asan/core_tests "[stress]". A failure writes the
// engine's input (start FEN, the moves played, the limits) to stress-failure-<game>.txt in the
// working folder and names it.
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "notation/uci.h"
#include "numbering/startpos.h"
#include "rules/movegen.h"
#include "search/levels.h"
#include "search/search.h"
#include "splitmix.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

constexpr int kPlyCap = 140;

// Returns the number of games to play: C960_STRESS_GAMES, else `fallback`.
int stress_games(int fallback) {
  const char* text = std::getenv("C960_STRESS_GAMES");
  int n = text ? std::atoi(text) : 0;
  return n > 0 ? n : fallback;
}

// The engine's input of one move and what went wrong, kept for a rerun.
std::string failure_report(const std::string& start_fen, const std::vector<std::string>& moves,
                           const SearchLimits& limits, const std::string& what) {
  std::ostringstream out;
  out << what << "\nstart: " << start_fen << "\nmoves:";
  for (const std::string& m : moves) out << ' ' << m;
  out << "\nlimits: max_nodes " << limits.max_nodes << ", max_depth " << limits.max_depth
      << ", choice_margin_cp " << limits.choice_margin_cp << ", random_seed " << limits.random_seed
      << '\n';
  return out.str();
}

// Returns "" when the search's answer in `pos` is legal throughout, else what is not.
std::string judge(const Position& pos, const SearchResult& result) {
  MoveList legal = legal_moves(pos);
  if (legal.empty()) return result.best_move.is_some() ? "a move where there is none" : "";
  if (!legal.contains(result.best_move))
    return "illegal best move " + move_to_uci(result.best_move);
  Position line = pos;
  for (Move m : result.info.pv) {
    if (!legal_moves(line).contains(m)) return "illegal move in the PV: " + move_to_uci(m);
    line.make_move(m);
  }
  if (result.ponder_move.is_some()) {
    Position after = pos;
    after.make_move(result.best_move);
    if (!legal_moves(after).contains(result.ponder_move))
      return "illegal ponder move " + move_to_uci(result.ponder_move);
  }
  return "";
}

}  // namespace

TEST_CASE("engine stress: self-play games, every answer legal", "[stress]") {
  const int games = stress_games(40);
  Search search(1);  // 1 MB: the table fills and entries of other positions collide
  uint64_t seed = 0x960u;
  int moves_judged = 0, decided = 0;
  for (int game = 0; game < games; ++game) {
    int number = int(splitmix64(seed) % 960);
    std::string start = c960::start_fen(back_rank_of(number), false);
    Position pos = position_of(start);
    if (game % 16 == 0) search.new_game();
    std::vector<uint64_t> keys;
    std::map<uint64_t, int> seen;
    std::vector<std::string> played;
    int random_plies = int(splitmix64(seed) % 7);
    for (int ply = 0; ply < kPlyCap; ++ply) {
      MoveList legal = legal_moves(pos);
      if (legal.empty()) {
        ++decided;
        break;
      }
      if (pos.halfmove_clock() >= 100 || ++seen[pos.key()] >= 3) break;
      Move move;
      if (ply < random_plies) {
        move = legal[splitmix64(seed) % legal.size()];
      } else {
        // Mostly full strength on a small budget; now and then a level's imperfect choice.
        SearchLimits limits;
        if (splitmix64(seed) % 4 == 0)
          limits = limits_for_level(1 + int(splitmix64(seed) % 9), seed);
        limits.soft_time_ms = limits.hard_time_ms = 0;
        limits.max_nodes = 64 + splitmix64(seed) % 2048;
        SearchResult result = search.run(pos, keys, limits);
        std::string wrong = judge(pos, result);
        ++moves_judged;
        if (!wrong.empty()) {
          std::string report = failure_report(start, played, limits, wrong);
          std::string file = "stress-failure-" + std::to_string(game) + ".txt";
          std::ofstream(file) << report;
          FAIL("game " << game << ": " << report << "(kept in " << file << ")");
        }
        move = result.best_move;
      }
      keys.push_back(pos.key());
      played.push_back(move_to_uci(move));
      pos.make_move(move);
    }
  }
  INFO(games << " games, " << moves_judged << " answers judged, " << decided << " decided by mate");
  CHECK(moves_judged > games * 20);
}
