// Finding games in a PGN text: tags, movetext tokens, game ends and syntax errors with lines.
#include "game/pgn_scan.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "test_helpers.h"

using namespace c960;

namespace {
std::vector<std::string> sans(const PgnGameText& game) {
  std::vector<std::string> out;
  for (const auto& move : game.moves) out.push_back(std::string(move.san));
  return out;
}

// Returns every game of the text as found one after the other.
std::vector<PgnScan> all_games(std::string_view text) {
  std::vector<PgnScan> games;
  std::size_t pos = 0;
  int line = 1;
  for (;;) {
    PgnScan scan = scan_pgn_game(text, pos, line, PgnRead::Moves);
    if (!scan.found) return games;
    REQUIRE(scan.end > pos);
    pos = scan.end;
    line = scan.end_line;
    games.push_back(std::move(scan));
  }
}
}  // namespace

TEST_CASE("tags, move numbers, comments, NAGs and variations are read or skipped", "[pgn]") {
  auto game = scan_pgn_game(
      "[Event \"Club \\\"Open\\\"\"]\n[Variant \"Chess960\"]\n[FEN \"x\"]\n\n"
      "1. e4 {best by test} e5 $1 2.Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; comment\n"
      "3. Bb5 a6!? 1-0\n",
      0, 1, PgnRead::Moves);
  REQUIRE_FALSE(game.error);
  REQUIRE(game.game.tags.size() == 3);
  CHECK(game.game.tags[0].value == "Club \"Open\"");
  CHECK(game.game.tags[2].line == 3);
  CHECK(sans(game.game) == std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6!?"});
  CHECK(game.plies == 6);
  CHECK(game.game.result == "1-0");
  CHECK(game.game.moves[4].line == 6);
}

TEST_CASE("a text holds games one after the other, with or without result tokens", "[pgn]") {
  auto games = all_games(
      "\xEF\xBB\xBF[Event \"a\"]\r\n\r\n1. e4 e5 1/2-1/2 {after}\r\n\r\n"
      "[Event \"b\"]\n\n1. d4 d5\n[Event \"c\"]\n[Round \"1\"]\n\n"
      "[Event \"d\"]\n\n% escape line\n1. c4 0-1\n\n\n");
  REQUIRE(games.size() == 4);
  CHECK(games[0].game.result == "1/2-1/2");
  CHECK(sans(games[1].game) == std::vector<std::string>{"d4", "d5"});
  CHECK_FALSE(games[1].game.has_result);
  CHECK(games[2].game.tags.size() == 2);  // tags only, ended by a blank line and a tag
  CHECK(games[2].plies == 0);
  CHECK(games[3].line == 11);
  CHECK(games[3].game.moves[0].line == 14);
}

TEST_CASE("5,000 nested variations are skipped without recursion", "[pgn]") {
  std::string text = "1. e4 ";
  for (int i = 0; i < 5000; ++i) text += "( 1. d4 ";
  for (int i = 0; i < 5000; ++i) text += ") ";
  text += "e5 *";
  auto game = scan_pgn_game(text, 0, 1, PgnRead::Moves);
  REQUIRE_FALSE(game.error);
  CHECK(sans(game.game) == std::vector<std::string>{"e4", "e5"});
}

TEST_CASE("malformed PGN gets coded errors with the line", "[pgn]") {
  struct Case {
    const char* text;
    const char* code;
    int line;
  };
  const Case cases[] = {
      {"[Event \"open", "ERR_PGN_TAG", 1},
      {"[Event open]", "ERR_PGN_TAG", 1},
      {"[ \"x\"]", "ERR_PGN_TAG", 1},
      {"[Event \"x\"\n1. e4", "ERR_PGN_TAG", 1},
      {"\n1. e4 { never closed", "ERR_PGN_SYNTAX", 2},
      {"1. e4\n( 1. d4", "ERR_PGN_SYNTAX", 2},
      {"1. e4 ) e5", "ERR_PGN_SYNTAX", 1},
      {"1. e4 [Event \"x\"]", "ERR_PGN_SYNTAX", 1},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    auto game = scan_pgn_game(c.text, 0, 1, PgnRead::Moves);
    REQUIRE(game.found);
    REQUIRE(game.error);
    CHECK(code_name(game.error->code) == std::string(c.code));
    CHECK(game.error->line == c.line);
    CHECK(game.error->message.find("line " + std::to_string(c.line)) != std::string::npos);
  }
  CHECK_FALSE(scan_pgn_game("", 0, 1, PgnRead::Moves).found);
  CHECK_FALSE(scan_pgn_game("  \n { only a comment } ; and this\n", 0, 1, PgnRead::Moves).found);
}

TEST_CASE("a tag value holding NUL is refused in every read, the text after it is scanned on",
          "[pgn]") {
  using namespace std::string_literals;
  const std::string text =
      "[Event \"x\"]\n[White \"An"s + '\0' + "na\"]\n\n1. e4 *\n\n[Event \"y\"]\n\n1. d4 *\n";
  for (PgnRead read : {PgnRead::Count, PgnRead::Tags, PgnRead::Moves, PgnRead::Check}) {
    auto game = scan_pgn_game(text, 0, 1, read);
    REQUIRE(game.error);
    CHECK(game.error->code == ErrorCode::PgnTag);
    CHECK(game.error->line == 2);
    CHECK(game.error->message.find("White") != std::string::npos);
  }
  auto games = all_games(text);
  REQUIRE(games.size() == 2);
  CHECK_FALSE(games[1].error);
}

TEST_CASE("after a syntax error the next game is still found", "[pgn]") {
  auto games = all_games(
      "[Event \"a\"]\n[White \"broken]\n[Black \"x\"]\n\n1. e4 *\n\n"
      "[Event \"b\"]\n\n1. e4 { open comment\n\n[Event \"c\"]\n\n1. d4 *\n");
  REQUIRE(games.size() == 3);
  REQUIRE(games[0].error);
  CHECK(games[0].error->line == 2);
  REQUIRE(games[1].error);
  CHECK(games[1].error->line == 9);
  CHECK_FALSE(games[2].error);
  CHECK(games[2].line == 11);
  CHECK(sans(games[2].game) == std::vector<std::string>{"d4"});
}

namespace {
// One game as the scanner finds it, at its place in the whole text: what its verdict rests on.
struct FoundGame {
  std::size_t begin;
  int line;
  int plies;
  bool has_result;
  std::string error;  // "" or the error's code and line
  bool operator==(const FoundGame& other) const {
    return begin == other.begin && line == other.line && plies == other.plies &&
           has_result == other.has_result && error == other.error;
  }
};

// Returns the games of text[from, to) placed in the whole text (from stands on line `line`).
std::vector<FoundGame> found_games(std::string_view text, std::size_t from, std::size_t to,
                                   int line) {
  std::vector<FoundGame> out;
  for (const PgnScan& scan : all_games(text.substr(from, to - from))) {
    std::string error;
    if (scan.error)
      error = std::string(code_name(scan.error->code)) + "@" +
              std::to_string(scan.error->line + line - 1);
    out.push_back(
        {scan.begin + from, scan.line + line - 1, scan.plies, scan.game.has_result, error});
  }
  return out;
}

// Returns the games of `text` read as the CLI reads a file: a first piece of `first` bytes
// cut where pgn_piece_cut() says (grown twice over while it finds no place), then the rest.
std::vector<FoundGame> games_in_two_pieces(std::string_view text, std::size_t first) {
  for (std::size_t size = first; size < text.size(); size *= 2) {
    PgnCut cut = pgn_piece_cut(text.substr(0, size));
    if (cut.offset == 0) continue;
    REQUIRE(text[cut.offset - 1] == '\n');
    auto games = found_games(text, 0, cut.offset, 1);
    auto rest = found_games(text, cut.offset, text.size(), cut.line);
    games.insert(games.end(), rest.begin(), rest.end());
    return games;
  }
  return found_games(text, 0, text.size(), 1);
}

// Reads a file of tests/data whole.
std::string read_data(const std::string& file) {
  std::ifstream in(c960::test::data_path(file), std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}
}  // namespace

TEST_CASE("a piece is cut only where the games are those of the whole text", "[pgn][pgn_cut]") {
  // A comment opened after a tag on the same line spans a blank line and a "[" line (where the
  // CLI used to cut); a variation spans another; a game of tags only; CRLF; an indented tag.
  const std::string text =
      "[Event \"a\"]\n\n1. e4 e5 1-0\n\n"
      "[Event \"x\"] {\n\n[Event \"not a tag\"]\n\n} 1. d4 d5 *\n\n"
      "[Event \"v\"]\n\n1. c4 (1. b3 {\n\n[Event \"no\"]\n\n} b6) 1... e5 0-1\n\n"
      "[Event \"tags only\"]\n[Round \"1\"]\n\n"
      "  [Event \"indented\"]\r\n\r\n1. f4 {x} 1/2-1/2\r\n\r\n"
      "[Event \"bad\"]\n\n1. e4 } 1-0\n\n[Event \"last\"]\n\n1. Nf3 *\n";
  const auto whole = found_games(text, 0, text.size(), 1);
  REQUIRE(whole.size() == 7);
  CHECK(whole[1].error.empty());
  CHECK(whole[2].error.empty());
  const std::string stray_line =
      std::to_string(1 + std::count(text.begin(), text.begin() + text.find("1. e4 }"), '\n'));
  CHECK(whole[5].error == "ERR_PGN_SYNTAX@" + stray_line);
  // Ending inside the comment of game 2, the piece is cut before game 2, not in the comment.
  std::size_t in_comment = text.find("[Event \"not a tag\"]") + 3;
  PgnCut cut = pgn_piece_cut(std::string_view(text).substr(0, in_comment));
  CHECK(cut.offset == text.find("[Event \"x\"]"));
  CHECK(cut.line == 5);
  for (std::size_t first = 1; first < text.size(); ++first) {
    INFO("first piece of " << first << " bytes");
    CHECK(games_in_two_pieces(text, first) == whole);
  }
  CHECK(pgn_piece_cut("[Event \"a\"]\n\n1. e4 {open").offset == 0);
}

TEST_CASE("the real files read in pieces cut anywhere give the games of the whole file",
          "[pgn][pgn_cut]") {
  for (const char* file :
       {"real/pgn/stockfish-books_startpos_chess960_bcedd50a.pgn",
        "real/pgn/fatics_fics-wild-fr_chess960.pgn",
        "real/pgn/pychess_mainz2009-chess960-rapid-wch.pgn",
        "real/pgn/python-chess_cutechess-fischerrandom.pgn",
        "real/transcribed/chesscom_freestyle-paris-playin-5th-8th-ko_2025.pgn",
        "real/transcribed/lichess-broadcast_freestyle-vegas-grand-final_2025.pgn",
        "real/pgn/kokopu_chess960-variant-spellings.pgn", "real/pgn/fastchess_dfrc-book.pgn"}) {
    const std::string text = read_data(file);
    REQUIRE(!text.empty());
    const auto whole = found_games(text, 0, text.size(), 1);
    // every byte of the first 2,000 as the end of a first piece, then every 61st (the later
    // pieces begin at a line start, as the first does)
    for (std::size_t first = 1; first < text.size(); first += first < 2000 ? 1 : 61) {
      INFO(file << ": first piece of " << first << " bytes");
      REQUIRE(games_in_two_pieces(text, first) == whole);
    }
  }
}
