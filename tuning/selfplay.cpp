// Self-play games of the engine against itself at a fixed node count, for the evaluation
// tuner (tuning/texel_tune.cpp): prints every position after the opening's random plies as
// "FEN;result" (result 1, 0.5 or 0 from White's side). Chess960 starts and the random plies
// come from --seed, so a run is reproducible; run two at once with different --first for two
// cores. The core's Game decides the end (mate, stalemate, insufficient material, a claimable
// draw taken at once); a game is adjudicated as won after 8 plies with both sides scoring
// 1000+ centipawns for the same side, and as a draw at 300 plies.
//
//   build/selfplay --games 4000 --first 0 --nodes 2000 --random-plies 8 --seed tune > a.txt
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "game/game.h"
#include "notation/fen.h"
#include "notation/uci.h"
#include "search/search.h"
#include "splitmix.h"

using namespace c960;

namespace {

long option(int argc, char** argv, const char* name, long fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return std::atol(argv[i + 1]);
  return fallback;
}

// Plays one game and prints its positions; returns White's score.
double play_game(Search& search, uint64_t seed, int nodes, int random_plies) {
  uint64_t state = seed;
  Game game = Game::from_start_number(int(splitmix64(state) % 960)).value();
  std::vector<uint64_t> keys;
  std::vector<std::string> fens;
  search.new_game();
  double white_score = 0.5;
  int winning_streak = 0;  // plies in a row with |score| >= 1000 for the same side
  int streak_sign = 0;
  for (int ply = 0; ply < 300; ++ply) {
    GameStatus st = game.status();
    if (st.result != GameResult::Ongoing) {
      white_score = st.result == GameResult::WhiteWins   ? 1.0
                    : st.result == GameResult::BlackWins ? 0.0
                                                         : 0.5;
      break;
    }
    if (game.claimable_draw() != GameEndReason::None) break;
    const Position& pos = game.position();
    Move move;
    if (ply < random_plies) {
      MoveList list = game.legal_moves();
      move = list[splitmix64(state) % list.size()];
    } else {
      fens.push_back(write_fen(pos));
      SearchLimits limits;
      limits.max_nodes = uint64_t(nodes);
      SearchResult r = search.run(pos, keys, limits);
      move = r.best_move;
      int white_view = pos.turn() == Color::White ? r.info.score : -r.info.score;
      int sign = white_view >= 1000 ? 1 : white_view <= -1000 ? -1 : 0;
      winning_streak = sign != 0 && sign == streak_sign ? winning_streak + 1 : sign != 0;
      streak_sign = sign;
      if (winning_streak >= 8) {
        white_score = sign > 0 ? 1.0 : 0.0;
        break;
      }
    }
    keys.push_back(pos.key());
    if (!game.replay(move_to_uci(move))) break;
  }
  for (const std::string& fen : fens) std::printf("%s;%g\n", fen.c_str(), white_score);
  return white_score;
}

}  // namespace

int main(int argc, char** argv) {
  long games = option(argc, argv, "--games", 100);
  long first = option(argc, argv, "--first", 0);
  int nodes = int(option(argc, argv, "--nodes", 2000));
  int random_plies = int(option(argc, argv, "--random-plies", 8));
  uint64_t seed = uint64_t(option(argc, argv, "--seed", 1));
  Search search(4);
  double white = 0;
  for (long g = first; g < first + games; ++g) {
    uint64_t game_seed = seed * 0x100000001B3ULL + uint64_t(g);
    white += play_game(search, game_seed, nodes, random_plies);
    if ((g - first + 1) % 100 == 0)
      std::fprintf(stderr, "%ld games, White scored %.1f%%\n", g - first + 1,
                   100.0 * white / double(g - first + 1));
  }
  return 0;
}
