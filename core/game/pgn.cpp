// Reading and writing PGN games on top of the text layer (pgn_text) and the rules (game).
#include "game/pgn.h"

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

// Returns the game the tags ask to start from.
Result<Game> starting_game(const std::vector<PgnTag>& tags) {
  std::string variant = pgn_tag_value(tags, "Variant");
  if (!is_chess960_variant(variant) && !is_standard_variant(variant))
    return make_error(ErrorCode::PgnTag,
                      "tag Variant \"" + variant.substr(0, 40) +
                          "\" is not Chess960 (accepted: Chess960, Chess 960, "
                          "Fischerandom, FischerRandom, Fischer Random, Standard)");
  std::string fen = pgn_tag_value(tags, "FEN");
  if (fen.empty()) return Game();
  auto game = Game::from_fen(fen);
  if (!game) return make_error(ErrorCode::PgnTag, "tag FEN: " + game.error().message);
  return game;
}

// Returns "12." or "12..." for the move about to be played.
std::string move_label(const Game& game) {
  return std::to_string(game.move_number()) + (game.turn() == Color::White ? "." : "...");
}

}  // namespace

Result<PgnGame> read_pgn(std::string_view text) {
  auto split = split_pgn(text);
  if (!split) return split.error();
  auto start = starting_game(split.value().tags);
  if (!start) return start.error();
  PgnGame pgn{start.value(), split.value().tags, split.value().result};
  for (const auto& move : split.value().moves) {
    std::string label = move_label(pgn.game);
    auto played = pgn.game.play(move.san);
    if (!played) {
      std::string shown = quoted_input(move.san, 20);  // non-printable bytes as \xNN
      return make_error(ErrorCode::PgnMove,
                        "move " + label + " " + shown.substr(1, shown.size() - 2) + " (line " +
                            std::to_string(move.line) + "): " + played.error().message);
    }
  }
  return pgn;
}

std::string write_pgn(const Game& game, const std::vector<PgnTag>& tags) {
  GameStatus status = game.status();
  std::string result = result_name(status.result);
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
  Position start = game.history().empty() ? game.position() : game.history().front().before;
  out += "\n" +
         write_pgn_movetext(game.history_san(), start.fullmove_number(),
                            start.turn() == Color::White, result) +
         "\n";
  return out;
}

}  // namespace c960
