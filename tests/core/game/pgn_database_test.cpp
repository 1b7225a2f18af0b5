// A PGN text of several games: the index, replay on demand, per-game errors and the size limit.
#include "game/pgn_database.h"

#include <string>

#include <catch2/catch.hpp>

using namespace c960;

namespace {
// Four games: a Chess960 game from no. 0 (FEN twice, Shredder and X-FEN), an illegal move, tags
// only, and a game from the ordinary start without a result token.
const char* kFile =
    "[Event \"one\"]\n[Variant \"fischerandom\"]\n"
    "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n"
    "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n"
    "1. e4 e5 2. Nd3 Nd6 1-0\n\n"
    "[Event \"two\"]\n\n1. e4 e5\n2. Ke3 *\n\n"
    "[Event \"three\"]\n[Round \"3\"]\n\n"
    "[Event \"four\"]\n\n1. d4";
}  // namespace

TEST_CASE("every game is indexed without replay; each replays on demand", "[pgn]") {
  auto db = PgnDatabase::index(kFile);
  REQUIRE(db.ok());
  PgnDatabase& games = db.value();
  REQUIRE(games.size() == 4);
  CHECK(games.info(0).line == 1);
  CHECK(games.info(0).plies == 4);
  CHECK(games.info(0).result == "1-0");
  CHECK(games.info(1).line == 8);
  CHECK(games.info(2).plies == 0);
  CHECK(games.info(3).result == "*");
  CHECK(pgn_tag_value(games.tags(2), "Round") == "3");
  CHECK(pgn_start_number(games.tags(0)) == 0);
  CHECK(pgn_start_number(games.tags(3)) == 518);

  auto first = games.open(0);
  REQUIRE(first.ok());
  CHECK(first.value().game.history_san() == std::vector<std::string>{"e4", "e5", "Nd3", "Nd6"});
  CHECK_FALSE(games.error(0));

  auto bad = games.error(1);
  REQUIRE(bad);
  CHECK(bad->code == ErrorCode::PgnMove);
  CHECK(bad->line == 11);
  CHECK(games.open(1).error().line == 11);
  CHECK(games.open(3).ok());
  CHECK(games.open(3).value().game.history_san() == std::vector<std::string>{"d4"});
}

TEST_CASE("two FEN tags must give one position; the Variant tag names Chess960 or chess", "[pgn]") {
  auto db = PgnDatabase::index(
      "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n"
      "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 *\n\n"
      "[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[Variant \" FRC \"]\n\n1. e4 *\n");
  REQUIRE(db.ok());
  REQUIRE(db.value().size() == 3);
  auto twice = db.value().error(0);
  REQUIRE(twice);
  CHECK(twice->code == ErrorCode::PgnTag);
  CHECK(twice->line == 2);
  auto variant = db.value().error(1);
  REQUIRE(variant);
  CHECK(variant->line == 6);
  CHECK(pgn_start_number(db.value().tags(1)) == std::nullopt);
  CHECK_FALSE(db.value().error(2));
}

TEST_CASE("a text over the limit is refused with its own code; an empty one has no games",
          "[pgn]") {
  CHECK(PgnDatabase::refuse_size(kMaxPgnBytes) == std::nullopt);
  auto refused = PgnDatabase::refuse_size(kMaxPgnBytes + 1);
  REQUIRE(refused);
  CHECK(refused->code == ErrorCode::PgnTooLarge);
  auto empty = PgnDatabase::index("  \n% nothing here\n");
  REQUIRE(empty.ok());
  CHECK(empty.value().size() == 0);
  CHECK(read_pgn("").error().code == ErrorCode::PgnEmpty);
}

TEST_CASE("a game with megabytes of comments reads", "[pgn]") {
  std::string text = "[Event \"long\"]\n\n1. e4 {" + std::string(3 << 20, 'x') + "} e5 *\n";
  auto game = read_pgn(text);
  REQUIRE(game.ok());
  CHECK(game.value().game.history_san().size() == 2);
}

TEST_CASE("a Result tag that disagrees with the result token is an error of that game", "[pgn]") {
  auto db =
      PgnDatabase::index("[Result \"1-0\"]\n\n1. e4 e5 0-1\n\n[Result \"*\"]\n\n1. d4 d5 1-0\n");
  REQUIRE(db.ok());
  auto wrong = db.value().error(0);
  REQUIRE(wrong);
  CHECK(wrong->code == ErrorCode::PgnTag);
  CHECK(wrong->line == 1);
  CHECK_FALSE(db.value().error(1));  // "*" in the tag: the result was not known when written
}

TEST_CASE("a game of more move tokens than any game has keeps no more and is refused in time",
          "[pgn]") {
  std::string moves;
  for (int i = 0; i < kMaxGamePlies; ++i) moves += "Nf3 Nf6 Ng1 Ng8 ";  // 4 × kMaxGamePlies
  std::string text = "[Event \"dance\"]\n\n" + moves + "*\n";
  PgnScan scan = scan_pgn_game(text, 0, 1, PgnRead::Moves);
  CHECK(scan.plies == 4 * kMaxGamePlies);
  CHECK(scan.game.moves.size() == std::size_t(kMaxGamePlies) + 1);
  auto game = read_pgn(text);
  REQUIRE_FALSE(game.ok());
  CHECK(game.error().code == ErrorCode::PgnMove);  // the 17th move: fivefold repetition
  CHECK(game.error().message.find("move 9. Nf3") != std::string::npos);
  auto db = PgnDatabase::index(text);
  REQUIRE(db.ok());
  CHECK(db.value().info(0).plies == 4 * kMaxGamePlies);
  CHECK(db.value().error(0)->code == ErrorCode::PgnMove);
}

TEST_CASE("the tag pairs of a game take at most 1 MiB; the next game still reads", "[pgn]") {
  std::string big = "[Annotator \"" + std::string(kMaxPgnTagBytes, 'x') + "\"]\n\n1. e4 *\n\n";
  std::string many;
  while (many.size() <= kMaxPgnTagBytes + 100) many += "[a \"\"]\n";
  for (const std::string& tags : {big, many + "\n1. e4 *\n\n"}) {
    auto db = PgnDatabase::index(tags + "[Event \"next\"]\n\n1. d4 *\n");
    REQUIRE(db.ok());
    REQUIRE(db.value().size() == 2);
    auto error = db.value().error(0);
    REQUIRE(error);
    CHECK(error->code == ErrorCode::PgnTag);
    CHECK(error->message.find("1 MiB") != std::string::npos);
    CHECK(db.value().tags(0).size() < 200000);
    CHECK_FALSE(db.value().error(1));
    CHECK(read_pgn(tags).error().code == ErrorCode::PgnTag);
  }
  std::string under =
      "[Annotator \"" + std::string(kMaxPgnTagBytes - 100, 'x') + "\"]\n\n1. e4 *\n";
  CHECK(read_pgn(under).ok());
}

TEST_CASE("an index the memory guard refuses room for is ERR_PGN_TOO_LARGE", "[pgn]") {
  std::string text;
  for (int i = 0; i < 1000; ++i) text += "[Round \"" + std::to_string(i) + "\"]\n\n1. e4 *\n\n";
  auto room_for_100_games = [](std::size_t bytes) { return bytes <= 100 * 20; };
  auto refused = PgnDatabase::index(text, room_for_100_games);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().code == ErrorCode::PgnTooLarge);
  CHECK(refused.error().message.find("not enough memory") != std::string::npos);
  auto all_room = [](std::size_t) { return true; };
  auto db = PgnDatabase::index(text, all_room);
  REQUIRE(db.ok());
  CHECK(db.value().size() == 1000);
}

TEST_CASE("a bad game's error is the same every time it is asked for", "[pgn]") {
  auto db = PgnDatabase::index(kFile);
  REQUIRE(db.ok());
  auto first = db.value().error(1);
  auto second = db.value().error(1);
  REQUIRE(first);
  REQUIRE(second);
  CHECK(first->message == second->message);
  CHECK(first->line == second->line);
  CHECK(db.value().open(1).error().message == first->message);
}
