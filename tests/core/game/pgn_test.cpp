// PGN games: reading with the rules, writing with the Chess960 tags, and round trips.
#include "game/pgn.h"

#include <string>

#include <catch2/catch.hpp>

#include "test_helpers.h"

using namespace c960;

namespace {
// Plays `plies` pseudo-random legal moves (deterministic) from start `number`.
Game random_game(int number, int plies, uint64_t seed) {
  Game game = Game::from_start_number(number).value();
  for (int i = 0; i < plies; ++i) {
    MoveList moves = game.legal_moves();
    if (moves.size() == 0) break;
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    REQUIRE(game.play_move(moves[(seed >> 33) % moves.size()]).ok());
  }
  return game;
}
}  // namespace

TEST_CASE("a Chess960 game with both castlings, read from PGN in German letters", "[pgn]") {
  // Start 0 = BBQNNRKR. Once the f1 rook has left, O-O (king g1, rook h1) moves only the rook to
  // f1.
  auto pgn = read_pgn(
      "[Event \"Vereinsmeisterschaft\"]\n[SetUp \"1\"]\n"
      "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n"
      "[Variant \"Fischer Random\"]\n\n"
      "1. f4 f5 2. Sd3 Sd6 3. Tf2 Tf7 4. O-O {nur der Turm zieht} O-O *\n");
  REQUIRE(pgn.ok());
  const Game& game = pgn.value().game;
  CHECK(game.history_san() ==
        std::vector<std::string>{"f4", "f5", "Nd3", "Nd6", "Rf2", "Rf7", "O-O", "O-O"});
  CHECK(game.position().piece_on(Square(5)) == Piece::WhiteRook);  // f1
  CHECK(game.position().piece_on(Square(6)) == Piece::WhiteKing);  // g1
  CHECK(pgn.value().result == "*");
  CHECK(pgn_tag_value(pgn.value().tags, "Event") == "Vereinsmeisterschaft");
}

TEST_CASE("written PGN carries the Chess960 tags and reads back to the same game", "[pgn]") {
  for (int number : {0, 1, 518, 740, 959}) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      Game game = random_game(number, 10 + int(seed * 7 % 90), seed * 977 + number);
      std::string text =
          write_pgn(game, {{"White", "Anna"}, {"Black", "Bernd"}, {"Annotator", "x"}});
      INFO(text);
      CHECK(text.find("[SetUp \"1\"]") != std::string::npos);
      CHECK(text.find("[Variant \"Chess960\"]") != std::string::npos);
      CHECK(text.find("[FEN \"" + game.start_fen() + "\"]") != std::string::npos);
      auto again = read_pgn(text);
      REQUIRE(again.ok());
      CHECK(again.value().game.history_san() == game.history_san());
      CHECK(again.value().game.fen() == game.fen());
      CHECK(pgn_tag_value(again.value().tags, "White") == "Anna");
      CHECK(pgn_tag_value(again.value().tags, "Annotator") == "x");
      CHECK(again.value().result == result_name(game.status().result));
    }
  }
}

TEST_CASE("the roster comes first, a resignation result is kept, a mate result wins", "[pgn]") {
  Game game = Game::from_start_number(518).value();
  std::string text = write_pgn(game, {{"Result", "0-1"}, {"Event", "E"}});
  CHECK(text.rfind("[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                   "[White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n",
                   0) == 0);
  CHECK(text.find("\n0-1\n") != std::string::npos);
  for (const char* move : {"f3", "e5", "g4", "Qh4#"}) REQUIRE(game.play(move).ok());
  text = write_pgn(game, {{"Result", "1-0"}});
  CHECK(text.find("[Result \"0-1\"]") != std::string::npos);
  CHECK(text.find("2. g4 Qh4# 0-1") != std::string::npos);
}

TEST_CASE("a game starting with Black to move is numbered 12...", "[pgn]") {
  Game game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12").value();
  REQUIRE(game.play("Kd7").ok());
  REQUIRE(game.play("e4").ok());
  std::string text = write_pgn(game, {});
  CHECK(text.find("12... Kd7 13. e4 *") != std::string::npos);
  CHECK(read_pgn(text).value().game.fen() == game.fen());
}

TEST_CASE("bad PGN names the offending move or tag", "[pgn]") {
  struct Case {
    const char* text;
    const char* code;
    const char* mentions;
  };
  const Case cases[] = {
      {"1. e4 e5 2. Ke3 *", "ERR_PGN_MOVE", "2. Ke3"},
      {"1. e4 e5 2. Nf3 Nc6 3. Xy7 *", "ERR_PGN_MOVE", "3. Xy7"},
      {"[Variant \"Crazyhouse\"]\n1. e4 *", "ERR_PGN_TAG", "Crazyhouse"},
      {"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*", "ERR_PGN_TAG", "FEN"},
      {"1. f3 e5 2. g4 Qh4# 3. a3 0-1", "ERR_PGN_MOVE", "3. a3"},
      {"1. e4 {", "ERR_PGN_SYNTAX", "line 1"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    auto pgn = read_pgn(c.text);
    REQUIRE_FALSE(pgn.ok());
    CHECK(code_name(pgn.error().code) == std::string(c.code));
    CHECK(pgn.error().message.find(c.mentions) != std::string::npos);
  }
}

TEST_CASE("a FEN tag the FEN reader refuses names the tag and what is wrong", "[pgn][pgn_tag]") {
  // the stockfish books' FEN tags: a ';' after the move counters (inside a tag value a ';' is
  // text, not a comment: the fullmove number is "1;")
  const std::string text =
      "[FEN \"nrbknbrq/pppppppp/8/8/8/8/PPPPPPPP/NRBKNBRQ w GBgb - 0 1;\"]\n"
      "[Result \"1/2-1/2\"]\n\n1/2-1/2\n";
  auto game = read_pgn(text);
  REQUIRE_FALSE(game);
  const Error& error = game.error();
  CHECK(error.code == ErrorCode::PgnTag);
  CHECK(error.tag == "FEN");
  REQUIRE(error.fen_code);
  CHECK(*error.fen_code == ErrorCode::FenClock);
  CHECK(error.line == 1);
  CHECK(error.message ==
        "line 1: tag FEN fullmove number '1;' has ';' after its digits: must be a non-negative "
        "integer of at most 6 digits");
  auto variant = read_pgn("[Variant \"Crazyhouse\"]\n\n1. e4 *\n");
  REQUIRE_FALSE(variant);
  CHECK(variant.error().tag == "Variant");
  CHECK_FALSE(variant.error().fen_code);
}
