// Embind for the engine worker build (dist/chess960-engine.js): one EngineHandle that owns a
// Search, a position and the keys of the positions played before it. No logic beyond
// converting between JS values and the core; wasm/engine/index.js wraps it.
#include <string>
#include <vector>

#include <emscripten/bind.h>
#include <emscripten/emmalloc.h>
#include <emscripten/val.h>

#include "notation/fen.h"
#include "notation/uci.h"
#include "search/levels.h"
#include "search/search.h"

using emscripten::val;
using namespace c960;

namespace {

val error_value(const std::string& code, const std::string& message) {
  val out = val::object();
  out.set("code", code);
  out.set("message", message);
  return out;
}

val score_value(int score) {
  val out = val::object();
  if (is_mate_score(score))
    out.set("mate", mate_in_moves(score));
  else
    out.set("cp", score);
  return out;
}

val pv_value(const std::vector<Move>& moves) {
  val pv = val::array();
  for (Move m : moves) pv.call<void>("push", move_to_uci(m));
  return pv;
}

val info_value(const SearchInfo& info) {
  val out = val::object();
  out.set("depth", info.depth);
  out.set("seldepth", info.seldepth);
  out.set("score", score_value(info.score));
  out.set("nodes", double(info.nodes));
  out.set("time", double(info.time_ms));
  out.set("hashfull", info.hashfull);
  out.set("pv", pv_value(info.pv));
  val lines = val::array();
  for (const SearchLine& line : info.lines) {
    val entry = val::object();
    entry.set("score", score_value(line.score));
    entry.set("pv", pv_value(line.pv));
    lines.call<void>("push", entry);
  }
  out.set("lines", lines);
  return out;
}

// Returns options[name] as a number, or `fallback` when it is not the object's own property
// (what a page put on Object.prototype is no option).
double number_option(const val& options, const char* name, double fallback) {
  if (options.isUndefined() || options.isNull()) return fallback;
  static const val has_own = val::global("Object")["prototype"]["hasOwnProperty"];
  if (!has_own.call<bool>("call", options, std::string(name))) return fallback;
  val v = options[name];
  return v.isNumber() ? v.as<double>() : fallback;
}

class EngineHandle {
 public:
  // A table of one slot until setHashSize() gives it its size (wasm/engine/index.js).
  EngineHandle() : search_(0) {
    position_ = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
  }

  // Sets the position from a FEN and space-separated UCI moves; returns {value} or {code, message}.
  val set_position(const std::string& fen, const std::string& moves) {
    auto line = read_uci_line(fen, moves);
    if (!line) return error_value(code_name(line.error().code), line.error().message);
    position_ = line.value().position;
    history_ = line.value().keys_before;
    val out = val::object();
    out.set("value", write_fen(position_));
    return out;
  }

  // Searches the position; options: depth, nodes, softMs, hardMs, startDepth, margin, seed,
  // multiPv (ranges checked by the wrapper).
  // on_info(info) is called after each completed iteration; when it returns true the search
  // stops at its next poll. Returns the result object.
  val search(val options, val on_info) {
    SearchLimits limits;
    limits.max_depth = int(number_option(options, "depth", kMaxDepth));
    limits.max_nodes = uint64_t(number_option(options, "nodes", 0));
    limits.soft_time_ms = int64_t(number_option(options, "softMs", 0));
    limits.hard_time_ms = int64_t(number_option(options, "hardMs", 0));
    limits.start_depth = int(number_option(options, "startDepth", 1));
    limits.choice_margin_cp = int(number_option(options, "margin", 0));
    limits.random_seed = uint64_t(number_option(options, "seed", 0));
    limits.multi_pv = int(number_option(options, "multiPv", 1));
    bool report = on_info.typeOf().as<std::string>() == "function";
    SearchResult result = search_.run(position_, history_, limits, [&](const SearchInfo& info) {
      if (report && on_info(info_value(info)).isTrue()) search_.request_stop();
    });
    val out = info_value(result.info);
    out.set("bestmove", result.best_move.is_some() ? move_to_uci(result.best_move) : std::string());
    out.set("ponder",
            result.ponder_move.is_some() ? move_to_uci(result.ponder_move) : std::string());
    out.set("stopped", result.stopped);
    return out;
  }

  // Returns {level, depth, movetime, margin, blunderPercent} of a level 1..10.
  static val level(int level) {
    LevelSettings s = level_settings(level);
    val out = val::object();
    out.set("level", s.level);
    out.set("depth", s.max_depth);
    out.set("movetime", double(s.movetime_ms));
    out.set("margin", s.margin_cp);
    out.set("blunderPercent", s.blunder_percent);
    return out;
  }

  // Returns the limits of one move at a level: {depth, movetime, margin, seed} (seed decides
  // the level's random choices and its blunder chance).
  static val level_limits(int level, double seed) {
    SearchLimits limits = limits_for_level(level, uint64_t(seed));
    val out = val::object();
    out.set("depth", limits.max_depth);
    out.set("movetime", double(limits.hard_time_ms));
    out.set("margin", limits.choice_margin_cp);
    out.set("seed", seed);
    return out;
  }

  // Returns true when `bytes` can be allocated now: allocated and freed at once (called as
  // emmalloc_malloc: the optimiser may drop a malloc/free pair whose block is not used).
  static bool has_room(double bytes) {
    void* block = emmalloc_malloc(std::size_t(bytes));
    if (!block) return false;
    emmalloc_free(block);
    return true;
  }

  void new_game() { search_.new_game(); }
  // Sets the table's size in MB (1..kMaxHashMb, checked by the wrapper); false when its
  // memory is not there (the table stays as it was).
  bool set_hash_size(int mb) { return mb > 0 && search_.set_hash_size(std::size_t(mb)); }

 private:
  Search search_;
  Position position_;
  std::vector<uint64_t> history_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(chess960_engine) {
  emscripten::class_<EngineHandle>("EngineHandle")
      .constructor<>()
      .function("setPosition", &EngineHandle::set_position)
      .function("search", &EngineHandle::search)
      .function("newGame", &EngineHandle::new_game)
      .function("setHashSize", &EngineHandle::set_hash_size)
      .class_function("hasRoom", &EngineHandle::has_room)
      .class_function("level", &EngineHandle::level)
      .class_function("levelLimits", &EngineHandle::level_limits);
}
