// The one-pass check: scan a game, replay it on a bare position with the fast SAN reader, and
// leave every doubt to replay_pgn(), so that each verdict is the one PgnDatabase::open() gives.
#include "game/pgn_check.h"

#include <unordered_map>
#include <vector>

#include "game/pgn.h"
#include "game/pgn_database.h"
#include "notation/fen.h"
#include "notation/san_quick.h"
#include "numbering/start_fen.h"
#include "numbering/startpos.h"

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

// What the FEN tags of a file give, read once per tag text (games of one round share their
// start): parse_fen() of the text and the start number, as pgn_start_number() gives it.
class KnownStarts {
 public:
  struct Start {
    Result<Position> position;
    std::optional<int> number;  // 0..959 when the FEN is one of the 960 start positions
  };
  // Returns the start of a FEN tag's text.
  const Start& of(const std::string& fen) {
    auto found = known_.find(fen);
    if (found != known_.end()) return found->second;
    Start start{parse_fen(fen), std::nullopt};
    if (auto number = number_of_start_fen(fen)) start.number = number.value();
    return known_.emplace(fen, std::move(start)).first->second;
  }
  // Returns true unless a Variant tag names a variant other than Chess960 or chess (the last
  // answer remembered: a file names one variant in every game).
  bool variant_read(const PgnTag* variant) {
    if (!variant) return true;
    if (variant->value != last_variant_)
      last_ok_ = is_chess960_variant(variant->value) || is_standard_variant(variant->value);
    last_variant_ = variant->value;
    return last_ok_;
  }

 private:
  std::unordered_map<std::string, Start> known_;
  std::string last_variant_;
  bool last_ok_ = true;
};

// Returns the first tag of that name, or nullptr.
const PgnTag* first_tag(const std::vector<PgnTag>& tags, std::string_view name) {
  for (const PgnTag& tag : tags)
    if (tag.name == name) return &tag;
  return nullptr;
}

// Returns the game's tags with its Result tag set to the checked result (written first when
// the game has none), so that write_pgn() keeps the result of a game not ended by rule.
std::vector<PgnTag> tags_with_result(const std::vector<PgnTag>& tags, const std::string& result) {
  std::vector<PgnTag> out = tags;
  for (PgnTag& tag : out)
    if (tag.name == "Result") {
      tag.value = result;
      return out;
    }
  out.insert(out.begin(), PgnTag{"Result", result, 0});
  return out;
}

// Returns the error of a side line of a game whose main line `main` is good: the game's text is
// read whole (read_pgn_tree()) when the scanner saw a side line, or when `read` asks for the tree.
std::optional<Error> side_line_error(const PgnScan& scan, std::string_view text, const Game& main,
                                     PgnCheckRead read) {
  if (!scan.side_lines && read != PgnCheckRead::Tree) return std::nullopt;
  auto tree = read_pgn_tree(text.substr(scan.begin, scan.end - scan.begin), scan.line, main);
  if (!tree) return tree.error();
  return std::nullopt;
}

// Replays a scanned game as PgnDatabase::open() does (its tree too, as open_whole(), where
// side_line_error() reads it) into `game`: its final position and, with `options.strip`, the game
// written without comments, NAGs and side lines; returns its error.
std::optional<Error> replay_game(const PgnScan& scan, std::string_view text,
                                 const PgnCheckOptions& options, PgnCheckedGame& game) {
  auto replayed = replay_pgn(scan.game);
  if (!replayed) return replayed.error();
  const Game& main = replayed.value().game;
  if (auto error = side_line_error(scan, text, main, options.read)) return error;
  game.final_position = main.position();
  if (options.strip) game.stripped = write_pgn(main, tags_with_result(scan.game.tags, game.result));
  return std::nullopt;
}

// Checks a scanned game without a syntax error into `game` (the rules of check_pgn()); `start`
// is its first FEN tag as read (nullptr: none).
std::optional<Error> check_game(const PgnScan& scan, std::string_view text,
                                const KnownStarts::Start* start, const PgnCheckOptions& options,
                                PgnCheckedGame& game) {
  if (options.read != PgnCheckRead::Fast || options.strip)
    return replay_game(scan, text, options, game);
  auto error = replay_pgn_final(scan.game, start ? &start->position : nullptr, game.final_position);
  if (error || !scan.side_lines) return error;
  return replay_game(scan, text, options, game);
}

}  // namespace

std::optional<Error> replay_pgn_final(const PgnGameText& text, const Result<Position>* first_fen,
                                      Position& final) {
  if (auto error = pgn_start_error(text, first_fen)) return error;
  final = first_fen ? first_fen->value() : standard_start();
  if (text.moves.empty()) return std::nullopt;
  std::vector<std::uint64_t> keys;
  keys.reserve(text.moves.size() + 1);
  keys.push_back(final.key());
  for (const PgnMoveText& move : text.moves) {
    Move m = may_have_ended(final, keys) ? Move::none() : quick_san(final, move.san);
    if (!m.is_some()) {  // the slow road gives the verdict, with the same words as open()
      auto game = replay_pgn(text);
      if (!game) return game.error();
      final = game.value().game.position();
      return std::nullopt;
    }
    final.make_move(m);
    keys.push_back(final.key());
  }
  return std::nullopt;
}

std::optional<Error> check_pgn(std::string_view text,
                               const std::function<void(const PgnCheckedGame&)>& on_game,
                               const PgnCheckOptions& options) {
  if (auto refused = PgnDatabase::refuse_size(text.size())) return refused;
  std::size_t pos = 0;
  int line = 1;
  KnownStarts starts;
  PgnCheckedGame game;  // one for all games: no position made per game
  for (;;) {
    bool fast = options.read == PgnCheckRead::Fast && !options.strip;
    PgnScan scan = scan_pgn_game(text, pos, line, fast ? PgnRead::Check : PgnRead::Moves);
    if (!scan.found) break;
    game.line = scan.line;
    game.plies = scan.plies;
    game.result = result_of(scan.game);
    const PgnTag* fen = first_tag(scan.game.tags, "FEN");
    const KnownStarts::Start* start = fen ? &starts.of(fen->value) : nullptr;
    // pgn_start_number(): none for another variant, 518 without a FEN tag, else the FEN's
    if (!starts.variant_read(first_tag(scan.game.tags, "Variant")))
      game.start_number = std::nullopt;
    else
      game.start_number = start ? start->number : std::optional<int>(kClassicalStartNumber);
    game.stripped.clear();
    if (scan.error)
      game.error = std::move(scan.error);
    else
      game.error = check_game(scan, text, start, options, game);
    on_game(game);
    if (scan.end <= pos) break;  // cannot happen: every game consumes text; kept as a guard
    pos = scan.end;
    line = scan.end_line;
  }
  return std::nullopt;
}

Result<PgnCut> check_pgn_piece(std::string_view text,
                               const std::function<void(const PgnCheckedGame&)>& on_game,
                               const PgnCheckOptions& options) {
  if (auto refused = PgnDatabase::refuse_size(text.size())) return *refused;
  PgnCut cut = pgn_piece_cut(text);
  if (cut.offset == 0) return cut;
  if (auto refused = check_pgn(text.substr(0, cut.offset), on_game, options)) return *refused;
  return cut;
}

}  // namespace c960
