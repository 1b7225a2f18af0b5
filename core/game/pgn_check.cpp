// The one-pass check: scan a game, replay it on a bare position with the fast SAN reader, and
// leave every doubt to replay_pgn(), so that each verdict is the one PgnDatabase::open() gives.
#include "game/pgn_check.h"

#include <unordered_map>
#include <vector>

#include "game/pgn.h"
#include "game/pgn_database.h"
#include "notation/fen.h"
#include "notation/san_quick.h"

namespace c960 {
namespace {

constexpr int kSeventyFiveMoveHalfmoves = 150;
constexpr int kFivefold = 5;

// Returns true when the game may have ended by rule before the next move (game.h: insufficient
// material, 75 moves, fivefold repetition); `keys` holds the keys since the start, now last.
bool may_have_ended(const Position& pos, const std::vector<std::uint64_t>& keys) {
  if (pos.has_insufficient_material() || pos.halfmove_clock() >= kSeventyFiveMoveHalfmoves)
    return true;
  std::size_t window = std::min(keys.size() - 1, std::size_t(pos.halfmove_clock()));
  if (window < 4 * (kFivefold - 1)) return false;  // four returns take at least 16 half-moves
  int seen = 0;
  for (std::size_t i = keys.size() - 1 - window; i < keys.size(); ++i) seen += keys[i] == pos.key();
  return seen >= kFivefold;
}

// Returns "1-0", "0-1", "1/2-1/2" or "*": the Result tag when it is one of these, else the token.
std::string result_of(const PgnGameText& game) {
  std::string tag = pgn_tag_value(game.tags, "Result");
  if (tag == "1-0" || tag == "0-1" || tag == "1/2-1/2" || tag == "*") return tag;
  return game.result;
}

// pgn_start_number() remembered per Variant and FEN tag (games of one round share their start).
class StartNumbers {
 public:
  std::optional<int> of(const std::vector<PgnTag>& tags) {
    const PgnTag* variant = nullptr;
    const PgnTag* fen = nullptr;
    for (const PgnTag& tag : tags) {
      if (!variant && tag.name == "Variant") variant = &tag;
      if (!fen && tag.name == "FEN") fen = &tag;
    }
    if (!fen) return pgn_start_number(tags);  // cheap without a FEN tag
    std::string key = (variant ? variant->value : std::string("\x01")) + '\0' + fen->value;
    auto found = known_.find(key);
    if (found != known_.end()) return found->second;
    std::optional<int> number = pgn_start_number(tags);
    known_.emplace(std::move(key), number);
    return number;
  }

 private:
  std::unordered_map<std::string, std::optional<int>> known_;
};

// The positions of FEN tag texts read so far (games of one round share their start).
class FenPositions {
 public:
  // Returns the position of the game's first FEN tag, or nullptr (no FEN tag, or a bad one:
  // pgn_start() reads it again and names the error).
  const Position* first_of(const std::vector<PgnTag>& tags) {
    for (const PgnTag& tag : tags) {
      if (tag.name != "FEN") continue;
      auto found = known_.find(tag.value);
      if (found != known_.end()) return &found->second;
      auto read = parse_fen(tag.value);
      if (!read) return nullptr;
      return &known_.emplace(tag.value, read.value()).first->second;
    }
    return nullptr;
  }

 private:
  std::unordered_map<std::string, Position> known_;
};

}  // namespace

Result<Position> replay_pgn_final(const PgnGameText& text, const Position* first_fen) {
  auto start = pgn_start(text, first_fen);
  if (!start) return start.error();
  if (text.moves.empty()) return start;
  Position pos = start.value();
  std::vector<std::uint64_t> keys;
  keys.reserve(text.moves.size() + 1);
  keys.push_back(pos.key());
  for (const PgnMoveText& move : text.moves) {
    Move m = may_have_ended(pos, keys) ? Move::none() : quick_san(pos, move.san);
    if (!m.is_some()) {  // the slow road gives the verdict, with the same words as open()
      auto game = replay_pgn(text);
      if (!game) return game.error();
      return game.value().game.position();
    }
    pos.make_move(m);
    keys.push_back(pos.key());
  }
  return pos;
}

std::optional<Error> check_pgn(std::string_view text,
                               const std::function<void(const PgnCheckedGame&)>& on_game) {
  if (auto refused = PgnDatabase::refuse_size(text.size())) return refused;
  std::size_t pos = 0;
  int line = 1;
  StartNumbers start_numbers;
  FenPositions starts;
  for (;;) {
    PgnScan scan = scan_pgn_game(text, pos, line, PgnRead::Check);
    if (!scan.found) break;
    PgnCheckedGame game;
    game.line = scan.line;
    game.plies = scan.plies;
    game.result = result_of(scan.game);
    game.start_number = start_numbers.of(scan.game.tags);
    if (scan.error) {
      game.error = std::move(scan.error);
    } else {
      auto final = replay_pgn_final(scan.game, starts.first_of(scan.game.tags));
      if (final)
        game.final_position = final.value();
      else
        game.error = final.error();
    }
    on_game(game);
    if (scan.end <= pos) break;  // cannot happen: every game consumes text; kept as a guard
    pos = scan.end;
    line = scan.end_line;
  }
  return std::nullopt;
}

}  // namespace c960
