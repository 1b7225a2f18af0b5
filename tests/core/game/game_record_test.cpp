// A game as the library holds it: moves played go into its tree, undo and going to a node keep the
// Game of the current line in step with the tree.
#include "game/game_record.h"

#include <catch2/catch.hpp>

#include "game/pgn.h"

using namespace c960;

namespace {

// Returns the English SAN of the record's current line.
std::vector<std::string> line_of(const GameRecord& record) { return record.game().history_san(); }

// Returns the English SAN of the children of node `id`, in order.
std::vector<std::string> children_of(const GameRecord& record, int id) {
  std::vector<std::string> sans = tree_sans(record.tree(), Letters::English);
  std::vector<std::string> out;
  for (int child : record.tree().node(id).children) out.push_back(sans[std::size_t(child)]);
  return out;
}

}  // namespace

TEST_CASE("a record of a game holds its moves as the main line and stands at its end",
          "[pgn_tree][record]") {
  Game game;
  for (const char* move : {"e4", "e5", "Nf3"}) REQUIRE(game.play(move));
  GameRecord record(game);
  CHECK(record.tree().main_line().size() == 3);
  CHECK(record.current() == record.tree().main_line().back());
  CHECK(line_of(record) == std::vector<std::string>{"e4", "e5", "Nf3"});
}

TEST_CASE("playing after going back adds a side line; the same move follows the existing one",
          "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (const char* move : {"e4", "e5", "Nf3", "Nc6"}) REQUIRE(record.play(move));
  int e5 = record.tree().main_line()[1];
  REQUIRE(record.go_to(e5));
  CHECK(line_of(record) == std::vector<std::string>{"e4", "e5"});
  CHECK(record.game().fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  REQUIRE(record.play("Bc4"));
  CHECK(children_of(record, e5) == std::vector<std::string>{"Nf3", "Bc4"});
  REQUIRE(record.go_to(e5));
  std::size_t nodes = record.tree().size();
  REQUIRE(record.play("g1f3"));  // UCI of the existing move: no new node
  CHECK(record.tree().size() == nodes);
  CHECK(record.current() == record.tree().main_line()[2]);
  CHECK_FALSE(record.play("Ke2"));  // illegal: nothing changes
  CHECK(record.tree().size() == nodes);
  CHECK(line_of(record) == std::vector<std::string>{"e4", "e5", "Nf3"});
}

TEST_CASE("undo removes a last move but keeps one that moves follow", "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (const char* move : {"d4", "d5", "c4"}) REQUIRE(record.play(move));
  CHECK(record.undo() == std::optional<std::string>("c4"));
  CHECK(record.tree().main_line().size() == 2);  // c4 had nothing after it: gone
  int d5 = record.current();
  REQUIRE(record.go_to(record.tree().main_line()[0]));
  CHECK(record.undo() == std::optional<std::string>("d4"));  // d5 follows d4: kept
  CHECK(record.current() == PgnTree::root());
  CHECK(record.tree().has(d5));
  CHECK(line_of(record).empty());
  CHECK_FALSE(record.undo());
}

TEST_CASE("play then undo leaves the tree as it was; kept lines and playing them again stay",
          "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (const char* move : {"e4", "e5", "Nf3"}) REQUIRE(record.play(move));
  int e5 = record.tree().main_line()[1];
  REQUIRE(record.go_to(e5));
  REQUIRE(record.play("Bc4"));  // a side line made on purpose
  REQUIRE(record.go_to(record.tree().main_line()[2]));
  std::size_t nodes = record.tree().size();
  for (int i = 0; i < 100000; ++i) {
    REQUIRE(record.play("Nc6"));
    REQUIRE(record.undo());
  }
  CHECK(record.tree().size() == nodes);
  CHECK(children_of(record, e5) == std::vector<std::string>{"Nf3", "Bc4"});
  REQUIRE(record.go_to(e5));  // a move that moves follow stays: playing it again follows it
  for (int i = 0; i < 1000; ++i) {
    REQUIRE(record.undo());
    REQUIRE(record.play("e5"));
  }
  CHECK(record.current() == e5);
  CHECK(record.tree().size() == nodes);
  REQUIRE(record.go_to(record.tree().node(e5).children[1]));
  REQUIRE(record.undo());  // Bc4, the newest node, leaves the tree and frees its id
  CHECK(children_of(record, e5) == std::vector<std::string>{"Nf3"});
  CHECK(record.tree().size() < nodes);
}

TEST_CASE("deleting the line the record stands on goes back to the move before",
          "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (const char* move : {"e4", "c5", "Nf3", "d6"}) REQUIRE(record.play(move));
  int c5 = record.tree().main_line()[1];
  REQUIRE(record.remove(record.tree().main_line()[2]));
  CHECK(record.current() == c5);
  CHECK(line_of(record) == std::vector<std::string>{"e4", "c5"});
  CHECK_FALSE(record.remove(PgnTree::root()));
  CHECK_FALSE(record.go_to(999));
}

TEST_CASE("a claimed draw on the main line is the written result; comments and NAGs are kept",
          "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (int i = 0; i < 2; ++i)
    for (const char* move : {"Nf3", "Nf6", "Ng1", "Ng8"}) REQUIRE(record.play(move));
  REQUIRE(record.claim_draw());
  int first = record.tree().main_line()[0];
  REQUIRE_FALSE(record.set_comment(first, "a  quiet\nstart", false));
  REQUIRE(record.set_nags(first, {5}));
  auto before = record.set_comment(first, "before", true);  // not the start of a side line
  REQUIRE(before);
  CHECK(before->code == ErrorCode::PgnComment);
  REQUIRE(record.set_comment(999, "x", false));
  std::string pgn = write_pgn(record.tree(), record.main_game(), {});
  CHECK(pgn.find("1. Nf3 $5 {a quiet start} 1... Nf6") != std::string::npos);
  CHECK(pgn.find("1/2-1/2\n") != std::string::npos);
  auto again = read_pgn_whole(pgn);
  REQUIRE(again);
  CHECK(again.value().tree.same_as(record.tree()));
}

TEST_CASE("a comment holding '}' is refused: the written game reads back the same",
          "[pgn_tree][record]") {
  GameRecord record{Game()};
  REQUIRE(record.play("e4"));
  int e4 = record.tree().main_line()[0];
  REQUIRE_FALSE(record.set_comment(e4, "kept", false));
  for (bool before : {false, true}) {
    auto brace = record.set_comment(e4, "a } b", before);
    REQUIRE(brace);
    CHECK(brace->code == ErrorCode::PgnComment);
  }
  CHECK(record.tree().node(e4).comment_after == "kept");
  REQUIRE_FALSE(record.set_comment(e4, "a { b ) c", false));
  auto again = read_pgn_whole(write_pgn(record.tree(), record.main_game(), {}));
  REQUIRE(again);
  CHECK(again.value().tree.same_as(record.tree()));
}

TEST_CASE("promoting a side line to the main line keeps the current line", "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (const char* move : {"e4", "e5"}) REQUIRE(record.play(move));
  REQUIRE(record.go_to(record.tree().main_line()[0]));
  REQUIRE(record.play("c5"));
  int c5 = record.current();
  CHECK(record.promote_to_main(c5));
  CHECK(record.tree().main_line().back() == c5);
  CHECK(line_of(record) == std::vector<std::string>{"e4", "c5"});
  CHECK(record.main_game().history_san() == line_of(record));
}

TEST_CASE("line_through and line_sans give the line through a node, not the whole tree",
          "[pgn_tree][record]") {
  GameRecord record{Game()};
  for (const char* move : {"e4", "e5", "Nf3", "Nc6"}) REQUIRE(record.play(move));
  int e5 = record.tree().main_line()[1];
  REQUIRE(record.go_to(e5));
  REQUIRE(record.play("Bc4"));
  REQUIRE(record.play("Nf6"));
  int side = record.current();
  std::vector<int> line = line_through(record.tree(), side);
  CHECK(line.size() == 4);
  CHECK(line.back() == side);
  CHECK(line_sans(record.tree(), line, Letters::English) ==
        std::vector<std::string>{"e4", "e5", "Bc4", "Nf6"});
  CHECK(line_sans(record.tree(), line_through(record.tree(), e5), Letters::German) ==
        std::vector<std::string>{"e4", "e5", "Sf3", "Sc6"});
  CHECK(line_sans(record.tree(), line_through(record.tree(), PgnTree::root()), Letters::English) ==
        std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"});
}
