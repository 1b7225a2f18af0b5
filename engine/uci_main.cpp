// chess960-engine: the core's search behind the UCI protocol (Chess960 castling as king takes
// own rook). The only file of the engine that does I/O. The search runs on its own thread so
// that "stop", "isready" and "quit" are answered while it thinks.
#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "notation/fen.h"
#include "notation/uci.h"
#include "search/levels.h"
#include "search/search.h"

using namespace c960;

namespace {

constexpr const char* kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// Kept back from a clock (wtime/btime), so that the answer's way to the GUI never loses on time.
constexpr int64_t kMoveOverheadMs = 15;
// Kept back from a fixed "go movetime": the time given is the time to think (the search stops
// within a few nodes of its limit and answers at once), so only the answer's own way is kept.
constexpr int64_t kMovetimeOverheadMs = 3;

std::mutex output_mutex;

// Writes one line to stdout and flushes it.
void say(const std::string& line) {
  std::lock_guard<std::mutex> lock(output_mutex);
  std::cout << line << '\n' << std::flush;
}

class UciEngine {
 public:
  UciEngine() : search_(kDefaultHashMb) { set_position(kStartFen, {}); }
  ~UciEngine() { stop_and_join(); }

  // Handles one command line; returns false after "quit".
  bool handle(const std::string& line) {
    std::istringstream in(line);
    std::string command;
    in >> command;
    if (command == "uci") {
      say("id name Chess960 Opponent");
      say("id author the chess960 team");
      say("option name Hash type spin default " + std::to_string(kDefaultHashMb) + " min 1 max " +
          std::to_string(kMaxHashMb));
      say("option name UCI_Chess960 type check default true");
      say("option name Level type spin default 10 min 1 max 10");
      say("option name Ponder type check default false");
      say("option name MultiPV type spin default 1 min 1 max " + std::to_string(kMaxMultiPv));
      say("uciok");
    } else if (command == "isready") {
      say("readyok");
    } else if (command == "ucinewgame") {
      stop_and_join();
      search_.new_game();
    } else if (command == "setoption") {
      set_option(in);
    } else if (command == "position") {
      stop_and_join();
      position(in);
    } else if (command == "go") {
      stop_and_join();
      go(in);
    } else if (command == "stop" || command == "ponderhit") {
      stop_and_join();
    } else if (command == "quit") {
      stop_and_join();
      return false;
    } else if (command == "d") {
      say(write_fen(position_, CastlingNotation::Shredder));
    }
    return true;
  }

 private:
  void set_option(std::istringstream& in) {
    std::string word, name, value;
    bool in_value = false;
    in >> word;  // "name"
    while (in >> word) {
      if (word == "value") {
        in_value = true;
        continue;
      }
      std::string& target = in_value ? value : name;
      target += (target.empty() ? "" : " ") + word;
    }
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    stop_and_join();
    if (lower == "hash") {
      int mb = std::clamp(std::atoi(value.c_str()), 1, int(kMaxHashMb));
      if (!search_.set_hash_size(std::size_t(mb)))
        say("info string not enough memory for a table of " + std::to_string(mb) +
            " MB: the table keeps its size");
    } else if (lower == "uci_chess960") {
      chess960_ = value != "false";
    } else if (lower == "level") {
      level_ = std::clamp(std::atoi(value.c_str()), 1, 10);
    } else if (lower == "multipv") {
      multi_pv_ = std::clamp(std::atoi(value.c_str()), 1, kMaxMultiPv);
    }
  }

  void set_position(const std::string& fen, const std::vector<std::string>& moves) {
    if (auto start = parse_fen(fen); !start) {
      say("info string bad fen: " + start.error().message);
      return;
    }
    std::string joined;
    for (const std::string& text : moves) joined += text + " ";
    UciLine so_far;
    auto line = read_uci_line(fen, joined, &so_far);
    if (!line) say("info string ignored the moves from here: " + line.error().message);
    const UciLine& played = line ? line.value() : so_far;
    position_ = played.position;
    history_ = played.keys_before;
  }

  void position(std::istringstream& in) {
    std::string word, fen;
    std::vector<std::string> moves;
    in >> word;
    if (word == "startpos") {
      fen = kStartFen;
      in >> word;
    } else if (word == "fen") {
      while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
    }
    if (word == "moves") {
      while (in >> word) moves.push_back(word);
    }
    set_position(fen, moves);
  }

  void go(std::istringstream& in) {
    SearchLimits limits;
    int64_t wtime = -1, btime = -1, winc = 0, binc = 0, movetime = -1;
    int movestogo = 0;
    bool infinite = false;
    std::string word;
    while (in >> word) {
      auto number = [&in]() {
        int64_t v = 0;
        in >> v;
        return v;
      };
      if (word == "depth")
        limits.max_depth = int(std::clamp<int64_t>(number(), 1, kMaxDepth));
      else if (word == "nodes")
        limits.max_nodes = uint64_t(std::max<int64_t>(1, number()));
      else if (word == "movetime")
        movetime = number();
      else if (word == "wtime")
        wtime = number();
      else if (word == "btime")
        btime = number();
      else if (word == "winc")
        winc = number();
      else if (word == "binc")
        binc = number();
      else if (word == "movestogo")
        movestogo = int(number());
      else if (word == "infinite" || word == "ponder")
        infinite = true;
    }
    int64_t our_time = position_.turn() == Color::White ? wtime : btime;
    int64_t our_inc = position_.turn() == Color::White ? winc : binc;
    if (movetime >= 0) {
      limits.soft_time_ms = limits.hard_time_ms =
          std::max<int64_t>(1, movetime - kMovetimeOverheadMs);
    } else if (our_time >= 0) {
      int64_t moves_left = movestogo > 0 ? std::min(movestogo, 40) : 30;
      int64_t usable = std::max<int64_t>(1, our_time - kMoveOverheadMs);
      int64_t share = usable / moves_left + our_inc * 3 / 4;
      limits.soft_time_ms = std::max<int64_t>(1, std::min(share, usable / 2));
      limits.hard_time_ms = std::max<int64_t>(1, std::min(share * 4, usable / 2));
    }
    limits.multi_pv = multi_pv_;
    if (level_ < 10 && !infinite) {
      SearchLimits level = limits_for_level(level_, random_());
      limits.max_depth = std::min(limits.max_depth, level.max_depth);
      limits.choice_margin_cp = level.choice_margin_cp;
      limits.random_seed = level.random_seed;
      int64_t cap = level.hard_time_ms;
      limits.soft_time_ms = limits.soft_time_ms ? std::min(limits.soft_time_ms, cap) : cap;
      limits.hard_time_ms = limits.hard_time_ms ? std::min(limits.hard_time_ms, cap) : cap;
    }
    {
      std::lock_guard<std::mutex> lock(state_mutex_);
      stop_requested_ = false;
    }
    search_done_.store(false);
    Position root = position_;
    std::vector<uint64_t> history = history_;
    bool chess960 = chess960_;
    thread_ = std::thread([this, root, history, limits, infinite, chess960] {
      SearchResult result = search_.run(root, history, limits, [chess960](const SearchInfo& info) {
        for (std::size_t k = 0; k < info.lines.size(); ++k)
          say(info_line(info, info.lines[k], int(k) + 1, chess960));
      });
      search_done_.store(true);
      if (infinite) {
        // UCI: after "go infinite" the answer waits for "stop" even when the search is done.
        std::unique_lock<std::mutex> lock(state_mutex_);
        state_changed_.wait(lock, [this] { return stop_requested_; });
      }
      std::string line = "bestmove " + move_text(result.best_move, chess960);
      if (result.ponder_move.is_some())
        line += " ponder " + move_text(result.ponder_move, chess960);
      say(line);
    });
  }

  // Returns the move in UCI text; castling as king takes rook in Chess960 mode.
  static std::string move_text(Move m, bool chess960) {
    if (!m.is_some()) return "0000";
    if (!chess960 && m.kind() == MoveKind::Castling) {
      Color c = rank_of(m.from()) == Rank1 ? Color::White : Color::Black;
      return square_name(m.from()) + square_name(castling_king_destination(c, castling_side(m)));
    }
    return move_to_uci(m);
  }

  // Returns the info line of one line of an iteration (k is its rank: "multipv k").
  static std::string info_line(const SearchInfo& info, const SearchLine& line, int k,
                               bool chess960) {
    std::ostringstream out;
    out << "info depth " << info.depth << " seldepth " << info.seldepth << " multipv " << k
        << " score ";
    if (is_mate_score(line.score))
      out << "mate " << mate_in_moves(line.score);
    else
      out << "cp " << line.score;
    int64_t ms = std::max<int64_t>(1, info.time_ms);
    out << " nodes " << info.nodes << " nps " << info.nodes * 1000 / uint64_t(ms) << " hashfull "
        << info.hashfull << " time " << info.time_ms << " pv";
    for (Move m : line.pv) out << ' ' << move_text(m, chess960);
    return out.str();
  }

  void stop_and_join() {
    if (!thread_.joinable()) return;
    {
      std::lock_guard<std::mutex> lock(state_mutex_);
      stop_requested_ = true;
    }
    state_changed_.notify_all();
    // run() clears the stop flag when it starts: repeat the request until the search is over.
    while (!search_done_.load()) {
      search_.request_stop();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    thread_.join();
  }

  Search search_;
  Position position_;
  std::vector<uint64_t> history_;
  bool chess960_ = true;
  int level_ = 10;
  int multi_pv_ = 1;
  std::mt19937_64 random_{std::random_device{}()};
  std::thread thread_;
  std::mutex state_mutex_;
  std::condition_variable state_changed_;
  bool stop_requested_ = false;
  std::atomic<bool> search_done_{true};
};

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  UciEngine engine;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!engine.handle(line)) break;
  }
  return 0;
}
