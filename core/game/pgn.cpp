// Reading and writing PGN games on top of the text layer (pgn_text) and the rules (game).
#include "game/pgn.h"

#include "numbering/start_fen.h"
#include "text.h"

namespace c960 {
namespace {

constexpr const char* kRosterTags[] = {"Event", "Site",  "Date",  "Round",
                                       "White", "Black", "Result"};
constexpr const char* kSetupTags[] = {"SetUp", "FEN", "Variant"};

bool is_result_marker(std::string_view text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*";
}

bool is_one_of(std::string_view name, const char* const* names, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (name == names[i]) return true;
  return false;
}

// Returns an ERR_PGN_TAG error about the tag pair `tag`.
Error tag_error(const PgnTag& tag, const std::string& why) {
  Error error = make_error(ErrorCode::PgnTag,
                           "line " + std::to_string(tag.line) + ": tag " + tag.name + " " + why);
  error.line = tag.line;
  error.tag = tag.name;
  return error;
}

// Returns the first tag of that name, or nullptr.
const PgnTag* find_tag(const std::vector<PgnTag>& tags, std::string_view name) {
  for (const PgnTag& tag : tags)
    if (tag.name == name) return &tag;
  return nullptr;
}

}  // namespace

std::optional<Error> pgn_start_error(const PgnGameText& text, const Result<Position>* first_fen) {
  const std::vector<PgnTag>& tags = text.tags;
  const PgnTag* variant = find_tag(tags, "Variant");
  if (variant && !is_chess960_variant(variant->value) && !is_standard_variant(variant->value))
    return tag_error(*variant,
                     "\"" + variant->value.substr(0, 40) +
                         "\" is not Chess960 (e.g. Chess960, 960, FRC, Fischerandom) or chess");
  const PgnTag* first = find_tag(tags, "FEN");
  if (first && !*first_fen) {
    Error error = tag_error(*first, first_fen->error().message);
    error.fen_code = first_fen->error().code;
    return error;
  }
  for (const PgnTag& tag : tags) {
    if (&tag == first || tag.name != "FEN") continue;
    auto other = parse_fen(tag.value);
    if (!other || write_fen(other.value()) != write_fen(first_fen->value()))
      return tag_error(
          tag, "gives another position than the FEN tag on line " + std::to_string(first->line));
  }
  const PgnTag* result = find_tag(tags, "Result");
  // a "*" on either side is a result not known when written, no contradiction
  if (result && text.has_result && is_result_marker(result->value) && result->value != "*" &&
      text.result != "*" && result->value != text.result)
    return tag_error(*result, "\"" + result->value + "\" disagrees with the result " + text.result +
                                  " at the end of the moves");
  return std::nullopt;
}

const Position& standard_start() {
  static const Position standard = Game().position();  // read once
  return standard;
}

Result<Position> pgn_start(const PgnGameText& text) {
  const PgnTag* first = find_tag(text.tags, "FEN");
  Result<Position> start = first ? parse_fen(first->value) : Result<Position>(standard_start());
  if (auto error = pgn_start_error(text, first ? &start : nullptr)) return *error;
  return start;
}

namespace {

// Returns "12." or "12..." for the move about to be played.
std::string move_label(const Game& game) {
  return std::to_string(game.move_number()) + (game.turn() == Color::White ? "." : "...");
}

}  // namespace

Result<PgnGame> replay_pgn(const PgnGameText& text) {
  auto start = pgn_start(text);
  if (!start) return start.error();
  PgnGame pgn{Game::from_position(start.value()), text.tags, text.result};
  pgn.game.reserve(text.moves.size());
  for (const auto& move : text.moves) {
    auto played = pgn.game.replay(move.san);
    if (!played) {
      std::string label = move_label(pgn.game);        // a refused move leaves the game as it was
      std::string shown = quoted_input(move.san, 20);  // non-printable bytes as \xNN
      Error error =
          make_error(ErrorCode::PgnMove, "move " + label + " " + shown.substr(1, shown.size() - 2) +
                                             " (line " + std::to_string(move.line) +
                                             "): " + played.error().message);
      error.line = move.line;
      return error;
    }
  }
  return pgn;
}

Result<PgnWholeGame> replay_pgn_whole(const PgnScan& scan, std::string_view text) {
  auto pgn = replay_pgn(scan.game);
  if (!pgn) return pgn.error();
  std::string_view game = text.substr(scan.begin, scan.end - scan.begin);
  auto tree = read_pgn_tree(game, scan.line, pgn.value().game);
  if (!tree) return tree.error();
  return PgnWholeGame{std::move(pgn.value()), std::move(tree.value())};
}

Result<PgnGame> read_pgn(std::string_view text) {
  PgnScan scan = scan_pgn_game(text, 0, 1, PgnRead::Moves);
  if (!scan.found) return make_error(ErrorCode::PgnEmpty, "the PGN text holds no game");
  if (scan.error) return *scan.error;
  return replay_pgn(scan.game);
}

Result<PgnWholeGame> read_pgn_whole(std::string_view text) {
  PgnScan scan = scan_pgn_game(text, 0, 1, PgnRead::Moves);
  if (!scan.found) return make_error(ErrorCode::PgnEmpty, "the PGN text holds no game");
  if (scan.error) return *scan.error;
  return replay_pgn_whole(scan, text);
}

std::optional<int> pgn_start_number(const std::vector<PgnTag>& tags) {
  const PgnTag* variant = find_tag(tags, "Variant");
  if (variant && !is_chess960_variant(variant->value) && !is_standard_variant(variant->value))
    return std::nullopt;
  const PgnTag* fen = find_tag(tags, "FEN");
  if (!fen) return 518;
  auto number = number_of_start_fen(fen->value);
  if (!number) return std::nullopt;
  return number.value();
}

namespace {

// Returns the tag section for a game (rules in pgn.h) and sets `result` to the result it gives.
std::string write_tags(const Game& game, const std::vector<PgnTag>& tags, std::string& result) {
  GameStatus status = game.status();
  result = result_name(status.result);
  std::string given = pgn_tag_value(tags, "Result");
  if (status.result == GameResult::Ongoing && is_result_marker(given)) result = given;

  std::string out;
  for (const char* name : kRosterTags) {
    std::string value = pgn_tag_value(tags, name);
    if (std::string_view(name) == "Result")
      value = result;
    else if (value.empty())
      value = std::string_view(name) == "Date" ? "????.??.??" : "?";
    out += write_pgn_tag({name, value}) + "\n";
  }
  out += write_pgn_tag({"SetUp", "1"}) + "\n";
  out += write_pgn_tag({"FEN", game.start_fen()}) + "\n";
  out += write_pgn_tag({"Variant", "Chess960"}) + "\n";
  for (const auto& tag : tags) {
    if (is_one_of(tag.name, kRosterTags, 7) || is_one_of(tag.name, kSetupTags, 3)) continue;
    if (tag.name.empty() || tag.name.find_first_of(" \"[]\n") != std::string::npos) continue;
    out += write_pgn_tag(tag) + "\n";
  }
  return out;
}

}  // namespace

std::string write_pgn(const Game& game, const std::vector<PgnTag>& tags, Letters letters) {
  std::string result;
  std::string out = write_tags(game, tags, result);
  Position start = game.history().empty() ? game.position() : game.history().front().before;
  out += "\n" +
         write_pgn_movetext(game.history_san(letters), start.fullmove_number(),
                            start.turn() == Color::White, result) +
         "\n";
  return out;
}

std::string write_pgn(const PgnTree& tree, const std::vector<PgnTag>& tags, Letters letters) {
  std::vector<int> main_line = tree.main_line();
  return write_pgn(tree, tree.game(main_line.empty() ? PgnTree::root() : main_line.back()), tags,
                   letters);
}

std::string write_pgn(const PgnTree& tree, const Game& main_line, const std::vector<PgnTag>& tags,
                      Letters letters) {
  std::string result;
  std::string out = write_tags(main_line, tags, result);
  return out + "\n" + write_pgn_tree(tree, result, letters) + "\n";
}

}  // namespace c960
