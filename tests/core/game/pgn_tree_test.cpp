// The game tree: comments, NAGs, clocks, evaluations and side lines read, written back whole
// (real files, generated annotated games, the PGN standard's cases) and edited.
#include "game/pgn_tree.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "game/game_record.h"
#include "game/pgn.h"
#include "game/pgn_check.h"
#include "game/pgn_database.h"
#include "notation/uci.h"
#include "test_helpers.h"

using namespace c960;

namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream all;
  all << in.rdbuf();
  return all.str();
}

// Returns the game of a PGN text, failing the test on an error.
PgnWholeGame read(const std::string& text) {
  auto game = read_pgn_whole(text);
  INFO(text);
  if (!game) FAIL(game.error().message);
  return game.value();
}

// Returns the tree of the game's movetext from the ordinary start.
PgnTree tree_of(const std::string& movetext) { return read("[Event \"t\"]\n\n" + movetext).tree; }

// Returns the English SAN of node `id`'s move, as the core writes it.
std::string san_of(const PgnTree& tree, int id) {
  return tree_sans(tree, Letters::English)[std::size_t(id)];
}

// Returns the SAN of the children of a node, in order.
std::vector<std::string> children_san(const PgnTree& tree, int id) {
  std::vector<std::string> out;
  for (int child : tree.node(id).children) out.push_back(san_of(tree, child));
  return out;
}

// Returns the child of `id` played as `san` (as read), or -1.
int child(const PgnTree& tree, int id, const std::string& san) {
  for (int at : tree.node(id).children)
    if (san_of(tree, at) == san) return at;
  return -1;
}

// Returns what the first node that differs between two trees holds in each (for messages).
std::string first_difference(const PgnTree& a, const PgnTree& b) {
  std::vector<std::pair<int, int>> todo{{PgnTree::root(), PgnTree::root()}};
  auto show = [](const PgnNode& node) {
    std::string nags;
    for (int n : node.nags) nags += " $" + std::to_string(n);
    return move_to_uci(node.move) + " {" + node.comment_before + "} {" + node.comment_after + "}" +
           nags + " children " + std::to_string(node.children.size()) + " clock " +
           std::to_string(node.commands.clock.value_or(-1)) + " emt " +
           std::to_string(node.commands.emt.value_or(-1)) + " eval " +
           (node.commands.eval ? std::to_string(node.commands.eval->centipawns) + "/" +
                                     std::to_string(node.commands.eval->mate)
                               : "-");
  };
  if (write_fen(a.start()) != write_fen(b.start()))
    return write_fen(a.start()) + "\n   vs " + write_fen(b.start());
  while (!todo.empty()) {
    auto [x, y] = todo.back();
    todo.pop_back();
    const PgnNode &p = a.node(x), &q = b.node(y);
    if (show(p) != show(q)) return show(p) + "\n   vs " + show(q);
    for (std::size_t i = 0; i < p.children.size(); ++i)
      todo.push_back({p.children[i], q.children[i]});
  }
  return "";
}

// Writes the tree, reads it back and requires the same tree; returns the written text.
std::string require_round_trip(const PgnTree& tree, const std::vector<PgnTag>& tags) {
  std::string written = write_pgn(tree, tags);
  INFO(written);
  auto again = read_pgn_whole(written);
  if (!again) FAIL(again.error().message);
  INFO(first_difference(tree, again.value().tree));
  CHECK(again.value().tree.same_as(tree));
  std::istringstream lines(written);
  for (std::string line; std::getline(lines, line);)
    CHECK((line.size() <= 79 || line.find(' ') == std::string::npos));
  return written;
}

// A seeded pseudo-random source (64-bit LCG).
struct Dice {
  std::uint64_t seed;
  // Returns a number in 0..n-1.
  std::size_t roll(std::size_t n) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return std::size_t(seed >> 33) % n;
  }
};

// Returns a random comment: words of letters, digits and PGN's own characters except "}",
// sometimes with a clock or evaluation command.
std::string random_comment(Dice& dice) {
  static const std::string kChars = "abcdefghijklmnopqrstuvwxyzAEZ0123456789{([)];%$!?.,:\"\\#";
  std::string text;
  std::size_t words = 1 + dice.roll(8);
  for (std::size_t w = 0; w < words; ++w) {
    if (!text.empty()) text += dice.roll(5) == 0 ? "\n  " : " ";
    std::size_t letters = 1 + dice.roll(12);
    for (std::size_t i = 0; i < letters; ++i) text += kChars[dice.roll(kChars.size())];
  }
  if (dice.roll(3) == 0) text += " [%clk 0:" + std::to_string(10 + dice.roll(50)) + ":07]";
  if (dice.roll(4) == 0) text += " [%eval " + std::to_string(int(dice.roll(600)) - 300) + ".25]";
  if (dice.roll(8) == 0) text += " [%eval #-" + std::to_string(1 + dice.roll(9)) + "]";
  return text;
}

// Plays a random legal move after `at`; returns the new node or -1 when no move is left.
int random_move(PgnTree& tree, int at, Dice& dice) {
  MoveList moves = Game::from_position(tree.position(at)).legal_moves();
  if (moves.size() == 0) return -1;
  return tree.play(at, moves[dice.roll(moves.size())]).value();
}

// Returns a game tree with random moves, side lines (nested), comments and NAGs.
PgnTree random_tree(std::uint64_t seed) {
  Dice dice{seed};
  PgnTree tree(Game::from_start_number(int(dice.roll(960))).value().position());
  if (dice.roll(3) == 0) tree.set_comment(PgnTree::root(), random_comment(dice));
  std::vector<int> ends{PgnTree::root()};  // where lines may go on
  int moves = 20 + int(dice.roll(60));
  for (int i = 0; i < moves; ++i) {
    std::size_t which = dice.roll(ends.size() * 4) < 3 ? 0 : dice.roll(ends.size());
    int at = ends[which];
    int parent = at;
    if (at != PgnTree::root() && dice.roll(6) == 0) parent = tree.node(at).parent;  // a branch
    int added = random_move(tree, parent, dice);
    if (added < 0) continue;
    if (parent == at)
      ends[which] = added;
    else
      ends.push_back(added);
    if (dice.roll(4) == 0) tree.set_comment(added, random_comment(dice));
    if (dice.roll(3) == 0) tree.set_comment_before(added, random_comment(dice));
    if (dice.roll(5) == 0) {
      std::vector<std::uint8_t> nags;
      for (std::size_t n = 1 + dice.roll(3); n > 0; --n)
        nags.push_back(std::uint8_t(dice.roll(256)));
      tree.set_nags(added, nags);
    }
  }
  return tree;
}

// Counts over the real files.
struct Counts {
  int games = 0, opened = 0, round_trips = 0, commented = 0, with_nags = 0, with_lines = 0;
  int with_clocks = 0, with_evals = 0, side_line_moves = 0;
};

// Adds what a tree carries to the counts.
void count_tree(const PgnTree& tree, Counts& counts) {
  bool comment = false, nags = false, lines = false, clocks = false, evals = false;
  for (std::size_t id = 0; id < tree.size(); ++id) {
    const PgnNode& node = tree.node(int(id));
    comment |= !node.comment_after.empty() || !node.comment_before.empty();
    nags |= !node.nags.empty();
    lines |= node.children.size() > 1;
    clocks |= node.commands.clock.has_value();
    evals |= node.commands.eval.has_value();
    if (id != 0 && tree.depth(int(id)) > 0) ++counts.side_line_moves;
  }
  counts.commented += comment;
  counts.with_nags += nags;
  counts.with_lines += lines;
  counts.with_clocks += clocks;
  counts.with_evals += evals;
}

}  // namespace

TEST_CASE("every game of the real files is written back whole and reads as the same tree",
          "[pgn][pgn_tree]") {
  const char* files[] = {
      "pgn/python-chess_cutechess-fischerrandom.pgn",
      "pgn/fatics_fics-wild-fr_chess960.pgn",
      "pgn/pychess_mainz2009-chess960-rapid-wch.pgn",
      "pgn/kokopu_chess960-variant-spellings.pgn",
      "pgn/kokopu_variant-chess960-castle-move1.pgn",
      "pgn/fastchess_dfrc-book.pgn",
      "pgn/chess960-explorer_headers-only.pgn",
      "pgn/stockfish-books_startpos_chess960_bcedd50a.pgn",
      "pgn/tcec/TCEC_Season_6_-_FRC.pgn",
      "pgn/tcec/TCEC_Season_16_-_Frc_Cpu_League_2_Playoff.pgn",
      "pgn/tcec/TCEC_Season_22_-_Dfrc_Unbust_Bonus.pgn",
      "pgn/tcec/TCEC_Season_24_-_Dfrc_2_League_3.pgn",
      "pgn/tcec/TCEC_Season_24_-_Frc6_League_D.pgn",
      "pgn/tcec/TCEC_Season_26_-_Frc_No_Castling_Kibitzer_Bonus.pgn",
      "pgn/tcec/TCEC_Season_29_-_Frd_5_League_A.pgn",
      "transcribed/chesscom_freestyle-paris-playin-5th-8th-ko_2025.pgn",
      "transcribed/lichess-broadcast_freestyle-vegas-grand-final_2025.pgn",
  };
  Counts counts;
  for (const char* file : files) {
    INFO(file);
    std::string text = file_text(test::data_path(std::string("real/") + file));
    std::vector<bool> checked_bad;  // the checker's verdicts: main lines only
    check_pgn(text, [&](const PgnCheckedGame& game) { checked_bad.push_back(bool(game.error)); });
    auto db = PgnDatabase::index(text);
    REQUIRE(db.ok());
    REQUIRE(db.value().size() == checked_bad.size());
    for (std::size_t i = 0; i < db.value().size(); ++i) {
      INFO("game " << i + 1);
      ++counts.games;
      auto game = db.value().open_whole(i);
      CHECK(game.ok() != checked_bad[i]);  // the tree adds no error to a good main line
      if (!game) continue;
      ++counts.opened;
      const PgnTree& tree = game.value().tree;
      // the tree's main line is the replayed game
      std::vector<std::string> main_uci;
      for (int id : tree.main_line()) main_uci.push_back(move_to_uci(tree.node(id).move));
      std::vector<std::string> history_uci;
      for (const PlayedMove& played : game.value().game.history())
        history_uci.push_back(played.uci);
      CHECK(main_uci == history_uci);
      count_tree(tree, counts);
      std::string written = write_pgn(tree, game.value().tags);
      auto again = read_pgn_whole(written);
      if (again && again.value().tree.same_as(tree)) ++counts.round_trips;
    }
  }
  std::printf(
      "real files: %d games, %d open, %d round trips; %d with comments, %d with NAGs, "
      "%d with side lines (%d side-line moves), %d with clocks, %d with evaluations\n",
      counts.games, counts.opened, counts.round_trips, counts.commented, counts.with_nags,
      counts.with_lines, counts.side_line_moves, counts.with_clocks, counts.with_evals);
  CHECK(counts.round_trips == counts.opened);
  CHECK(counts.opened > 4800);      // the others have no moves or a bad main line
  CHECK(counts.commented > 200);    // TCEC, chess.com and lichess write a comment after each move
  CHECK(counts.with_clocks >= 12);  // the chess.com and lichess games
  CHECK(counts.with_evals > 0);
}

TEST_CASE("generated annotated games are written back whole", "[pgn][pgn_tree]") {
  int side_lines = 0, comments = 0, nags = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    INFO("seed " << seed);
    PgnTree tree = random_tree(seed);
    for (std::size_t id = 1; id < tree.size(); ++id) {
      side_lines += tree.node(int(id)).children.size() > 1;
      comments += !tree.node(int(id)).comment_after.empty();
      nags += int(tree.node(int(id)).nags.size());
    }
    require_round_trip(tree, {{"Event", "generated " + std::to_string(seed)}});
  }
  CHECK(side_lines > 300);
  CHECK(comments > 1000);
  CHECK(nags > 300);
}

TEST_CASE("nested side lines hang where the standard puts them", "[pgn][pgn_tree]") {
  PgnTree tree = tree_of("1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) (1... e6) 2. Nf3 *");
  int e4 = child(tree, PgnTree::root(), "e4");
  REQUIRE(e4 > 0);
  CHECK(children_san(tree, e4) == std::vector<std::string>{"e5", "c5", "e6"});
  int c5 = child(tree, e4, "c5");
  CHECK(children_san(tree, c5) == std::vector<std::string>{"Nf3", "Nc3"});
  CHECK(children_san(tree, child(tree, c5, "Nf3")) == std::vector<std::string>{"d6"});
  CHECK(children_san(tree, child(tree, c5, "Nc3")) == std::vector<std::string>{"Nc6"});
  CHECK(children_san(tree, child(tree, e4, "e5")) == std::vector<std::string>{"Nf3"});
  CHECK(tree.depth(child(tree, c5, "Nc3")) == 2);
  CHECK(tree.main_line().size() == 3);
  std::string written = write_pgn_tree(tree, "*");
  CHECK(written == "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) (1... e6) 2. Nf3 *");
}

TEST_CASE("comments: before a side line's first move, after moves, the game's own",
          "[pgn][pgn_tree]") {
  PgnTree tree = tree_of(
      "{Game notes} 1. e4 {best by test} {second} e5 ({Or} 1... c5 {Sicilian}) 2. Nf3 ; to the "
      "end\n"
      "Nc6 {last word} 1-0");
  const PgnNode& root = tree.node(PgnTree::root());
  CHECK(root.comment_after == "Game notes");
  int e4 = child(tree, PgnTree::root(), "e4");
  CHECK(tree.node(e4).comment_after == "best by test second");
  int c5 = child(tree, e4, "c5");
  CHECK(tree.node(c5).comment_before == "Or");
  CHECK(tree.node(c5).comment_after == "Sicilian");
  std::vector<int> main = tree.main_line();
  REQUIRE(main.size() == 4);
  CHECK(tree.node(main[2]).comment_after == "to the end");
  CHECK(tree.node(main[3]).comment_after == "last word");
  // a side line of a comment only: the comment goes to the move it stands beside
  PgnTree empty = tree_of("1. e4 ({[%clk 0:01:00]}) e5 *");
  int first = empty.main_line()[0];
  CHECK(empty.node(first).children.size() == 1);
  CHECK(empty.node(first).comment_after == "[%clk 0:01:00]");
  CHECK(*empty.node(first).commands.clock == Approx(60));
  // after a comment Black's move carries its number again
  std::string written = write_pgn_tree(tree, "1-0");
  std::replace(written.begin(), written.end(), '\n', ' ');
  CHECK(written ==
        "{Game notes} 1. e4 {best by test second} 1... e5 ({Or} 1... c5 {Sicilian}) 2. Nf3 "
        "{to the end} 2... Nc6 {last word} 1-0");
  require_round_trip(tree, {});
}

TEST_CASE("NAGs: $n and the six glyphs", "[pgn][pgn_tree]") {
  PgnTree tree =
      tree_of("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! $14 4. Ba4 $1 $18 ( 4. Bc4 ?! ) *");
  std::vector<int> main = tree.main_line();
  REQUIRE(main.size() == 7);
  CHECK(tree.node(main[0]).nags == std::vector<std::uint8_t>{1});
  CHECK(tree.node(main[1]).nags == std::vector<std::uint8_t>{2});
  CHECK(tree.node(main[2]).nags == std::vector<std::uint8_t>{3});
  CHECK(tree.node(main[3]).nags == std::vector<std::uint8_t>{4});
  CHECK(tree.node(main[4]).nags == std::vector<std::uint8_t>{5});
  CHECK(tree.node(main[5]).nags == std::vector<std::uint8_t>{6, 14});
  CHECK(tree.node(main[6]).nags == std::vector<std::uint8_t>{1, 18});
  CHECK(tree.node(child(tree, main[5], "Bc4")).nags == std::vector<std::uint8_t>{6});
  CHECK(san_of(tree, main[2]) == "Nf3");
  CHECK(write_pgn_tree(tree, "*") ==
        "1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 $14 4. Ba4 $1 $18 (4. Bc4 $6) *");
}

TEST_CASE("clocks, move times and evaluations are read from comments and kept in them",
          "[pgn][pgn_tree]") {
  PgnTree tree = tree_of(
      "1. e4 {[%clk 1:02:03.5] [%eval 0.17,23]} e5 {[%clk 0:00:59] [%emt 0:00:04] [%eval #-3]} "
      "2. Nf3 {[%eval -1.05]} *");
  std::vector<int> main = tree.main_line();
  const PgnCommands& first = tree.node(main[0]).commands;
  REQUIRE(first.clock);
  CHECK(*first.clock == Approx(3723.5));
  REQUIRE(first.eval);
  CHECK(first.eval->centipawns == 17);
  CHECK(first.eval->depth == 23);
  const PgnCommands& second = tree.node(main[1]).commands;
  CHECK(*second.clock == Approx(59));
  CHECK(*second.emt == Approx(4));
  CHECK(second.eval->mate == -3);
  CHECK(tree.node(main[2]).commands.eval->centipawns == -105);
  CHECK_FALSE(tree.node(main[2]).commands.clock);
  CHECK(tree.node(main[1]).comment_after == "[%clk 0:00:59] [%emt 0:00:04] [%eval #-3]");
  // evaluations in pawns to centipawns; what is not a number is no evaluation
  CHECK(read_pgn_commands("[%eval +0.5]").eval->centipawns == 50);
  CHECK(read_pgn_commands("[%eval -0.07]").eval->centipawns == -7);
  CHECK(read_pgn_commands("[%eval 12]").eval->centipawns == 1200);
  CHECK(read_pgn_commands("[%eval 0.125]").eval->centipawns == 13);
  CHECK(read_pgn_commands("[%eval #4,30]").eval->mate == 4);
  CHECK_FALSE(read_pgn_commands("[%eval 1.2.3]").eval);
  CHECK_FALSE(read_pgn_commands("[%eval #1.5]").eval);
  CHECK_FALSE(read_pgn_commands("[%clk soon]").clock);
  CHECK_FALSE(read_pgn_commands("[%clock 0:01:00]").clock);
  require_round_trip(tree, {});
}

TEST_CASE("a \"}\" in a comment is written as \")\"; % lines and ; comments are read",
          "[pgn][pgn_tree]") {
  PgnTree tree = tree_of("1. e4 e5 *");
  int e4 = tree.main_line()[0];
  tree.set_comment(e4, "a {nested} note");
  std::string written = write_pgn_tree(tree, "*");
  CHECK(written == "1. e4 {a {nested) note} 1... e5 *");
  PgnTree again = tree_of(written);
  CHECK(again.node(again.main_line()[0]).comment_after == "a {nested) note");
  PgnTree escaped = tree_of("1. e4\n% an escaped line (not a side line\ne5 ; a {comment\n2. d4 *");
  REQUIRE(escaped.main_line().size() == 3);
  CHECK(escaped.node(escaped.main_line()[1]).comment_after == "a {comment");
}

TEST_CASE("a game from Black's move starts its numbers with N...", "[pgn][pgn_tree]") {
  PgnWholeGame game = read(
      "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12\"]\n\n"
      "12... e5 (12... c5 13. Nf3) 13. Nf3 *");
  CHECK(write_pgn_tree(game.tree, "*") == "12... e5 (12... c5 13. Nf3) 13. Nf3 *");
}

TEST_CASE("an illegal move in a side line is an error with its line and the side line's path",
          "[pgn][pgn_tree]") {
  auto bad =
      read_pgn_whole("[Event \"t\"]\n\n1. e4 e5 (1... c5 2. Nf3\n(2. Nc3 Nc6 3. Ke3)) 2. Nf3 *");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == ErrorCode::PgnMove);
  CHECK(bad.error().line == 4);
  CHECK(bad.error().message.find("Ke3") != std::string::npos);
  CHECK(bad.error().message.find("side line 1 at 1..., then side line 1 at 2.") !=
        std::string::npos);
  auto first = read_pgn_whole("[Event \"t\"]\n\n1. e4 (1. e5) *");
  REQUIRE_FALSE(first);
  CHECK(first.error().message.find("move 1. e5 (line 3, side line 1 at 1.)") != std::string::npos);
  auto result = read_pgn_whole("[Event \"t\"]\n\n1. f3 e5 (1... e6 2. g4 Qh4# 0-1) 2. g4 Qh4# 0-1");
  REQUIRE(result.ok());
  CHECK(result.value().tree.main_line().size() == 4);
  CHECK(write_pgn_tree(result.value().tree, "0-1") ==
        "1. f3 e5 (1... e6 2. g4 Qh4#) 2. g4 Qh4# 0-1");
  auto early = read_pgn_whole("[Event \"t\"]\n\n(1. d4) 1. e4 *");
  REQUIRE_FALSE(early);
  CHECK(early.error().code == ErrorCode::PgnSyntax);
}

TEST_CASE("a side line opened at the start of a side line is another alternative to its move",
          "[pgn][pgn_tree]") {
  PgnTree tree = tree_of("1. e4 ( ( 1. d4 ) (1. c4) ) e5 *");
  CHECK(children_san(tree, PgnTree::root()) == std::vector<std::string>{"e4", "d4", "c4"});
  CHECK(write_pgn_tree(tree, "*") == "1. e4 (1. d4) (1. c4) 1... e5 *");
  PgnTree deep =
      tree_of("1. e4 " + std::string(5000, '(') + "1. d4 " + std::string(5000, ')') + " e5 *");
  CHECK(children_san(deep, PgnTree::root()) == std::vector<std::string>{"e4", "d4"});
}

TEST_CASE("the path of a bad move deep in side lines names its first and last steps",
          "[pgn][pgn_tree]") {
  std::string text = "[Event \"t\"]\n\n1. e4 e5 2. Nf3";
  for (int i = 0; i < 10; ++i) text += " (2. Nf3";
  text += " Ke7 3. Ke3" + std::string(10, ')') + " *";
  auto bad = read_pgn_whole(text);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == ErrorCode::PgnMove);
  const std::string& message = bad.error().message;
  CHECK(message.find("side line 1 at 2., then side line 1 at 2., then side line 1 at 2., then "
                     "… 5 more side lines …, then side line 1 at 2., then side line 1 at 2.)") !=
        std::string::npos);
  CHECK(message.size() < 300);
}

TEST_CASE("tree edits: play, side lines, promote, delete, comments, NAGs, the current line",
          "[pgn][pgn_tree]") {
  PgnTree tree = tree_of("1. e4 e5 2. Nf3 *");
  int e4 = tree.main_line()[0];
  int e5 = tree.main_line()[1];
  // the same move goes into the existing line; another starts a side line
  CHECK(tree.play_text(e4, "e5").value() == e5);
  int c5 = tree.play_text(e4, "c5").value();
  CHECK(children_san(tree, e4).size() == 2);
  CHECK(tree.node(e4).children[1] == c5);
  CHECK(tree.depth(c5) == 1);
  int nf3 = tree.play_text(c5, "Nf3").value();
  CHECK(tree.node(c5).children.list() == std::vector<int>{nf3});
  CHECK_FALSE(tree.play_text(nf3, "Ke3").ok());
  // the current line: history and undo as a Game
  REQUIRE(tree.go_to(nf3));
  Game line = tree.game(tree.current());
  CHECK(line.history_san() == std::vector<std::string>{"e4", "c5", "Nf3"});
  CHECK(line.undo() == "Nf3");
  // promote the side line, then delete the old main line
  CHECK(tree.promote(nf3));
  CHECK(tree.node(e4).children[0] == c5);
  CHECK_FALSE(tree.promote(nf3));
  CHECK(tree.remove(e5));
  CHECK_FALSE(tree.has(e5));
  CHECK(tree.node(e4).children.list() == std::vector<int>{c5});
  CHECK(tree.main_line() == std::vector<int>{e4, c5, nf3});
  // comments and NAGs
  tree.set_comment(c5, "The  Sicilian\n[%clk 0:05:00]");
  tree.set_nags(c5, {1, 14});
  CHECK(tree.node(c5).comment_after == "The Sicilian [%clk 0:05:00]");
  CHECK(*tree.node(c5).commands.clock == Approx(300));
  CHECK(write_pgn_tree(tree, "*") == "1. e4 c5 $1 $14 {The Sicilian [%clk 0:05:00]} 2. Nf3 *");
  // deleting the current node goes back to its parent
  CHECK(tree.remove(nf3));
  CHECK(tree.current() == c5);
  CHECK_FALSE(tree.go_to(nf3));
}

TEST_CASE("promote_to_main lifts a side line of a side line to the main line", "[pgn][pgn_tree]") {
  PgnTree tree = tree_of("1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6)) 2. Nf3 *");
  int e4 = tree.main_line()[0];
  int c5 = child(tree, e4, "c5");
  int nc6 = tree.node(child(tree, c5, "Nc3")).children[0];
  tree.promote_to_main(nc6);
  CHECK(tree.depth(nc6) == 0);
  CHECK(write_pgn_tree(tree, "*") == "1. e4 c5 (1... e5 2. Nf3) 2. Nc3 (2. Nf3) 2... Nc6 *");
}

TEST_CASE("side lines nest deep, up to the reader's limit", "[pgn][pgn_tree]") {
  // Each level: a move, and a side line beside it that holds the next level.
  auto nested = [](std::size_t levels) {
    PgnTree tree(Game().position());
    int at = tree.play_text(PgnTree::root(), "Nf3").value();
    for (std::size_t level = 0; level < levels; ++level) {
      MoveList moves = legal_moves(tree.position(at));  // the position's moves, no rule ends
      REQUIRE(moves.size() >= 2);
      tree.play(at, moves[0]).value();
      at = tree.play(at, moves[1]).value();
    }
    return tree;
  };
  PgnTree deep = nested(kMaxPgnLineDepth);
  int last = int(deep.size()) - 1;
  CHECK(deep.depth(last) == int(kMaxPgnLineDepth));
  require_round_trip(deep, {});
  auto too_deep = read_pgn_whole(write_pgn(nested(kMaxPgnLineDepth + 1), {}));
  REQUIRE_FALSE(too_deep);
  CHECK(too_deep.error().code == ErrorCode::PgnSyntax);
  CHECK(too_deep.error().message.find("nested deeper than " + std::to_string(kMaxPgnLineDepth)) !=
        std::string::npos);
}

TEST_CASE("open_whole(), error() and the checker check side lines; open() reads the main line only",
          "[pgn][pgn_tree]") {
  std::string text =
      "[Event \"good\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. Nc3)) 2. Nf3 *\n\n"
      "[Event \"bad side line\"]\n\n1. e4 e5 (1... c5\n2. Ke3) 2. Nf3 *\n\n"
      "[Event \"bad main line after a side line\"]\n\n1. d4 (1. e4) 1... d5 2. Kd3 *\n";
  auto db = PgnDatabase::index(text);
  REQUIRE(db.ok());
  std::vector<PgnCheckedGame> checked;
  check_pgn(text, [&](const PgnCheckedGame& game) { checked.push_back(game); });
  REQUIRE(checked.size() == 3);
  CHECK(db.value().open_whole(0).ok());
  auto side = db.value().open_whole(1);
  REQUIRE_FALSE(side);
  CHECK(side.error().message.find("side line 1 at 1...") != std::string::npos);
  CHECK(side.error().line == 8);
  REQUIRE(checked[1].error);
  CHECK(checked[1].error->message == side.error().message);
  CHECK(db.value().open(1).ok());
  auto main = db.value().open_whole(2);
  REQUIRE_FALSE(main);
  CHECK(main.error().message == checked[2].error->message);
  CHECK(main.error().message.find("Kd3") != std::string::npos);
  for (std::size_t i = 0; i < 3; ++i) {  // error() gives the checker's verdict, twice
    for (int twice = 0; twice < 2; ++twice) {
      auto verdict = db.value().error(i);
      CHECK(verdict.has_value() == checked[i].error.has_value());
      if (verdict && checked[i].error) CHECK(verdict->message == checked[i].error->message);
    }
  }
}

TEST_CASE("side lines read in German letters and written in the chosen letters",
          "[pgn][pgn_tree]") {
  PgnTree tree = tree_of("1. e4 e5 (1... d5 2. Lb5+ (2. Sc3 Sf6)) 2. Sf3 Sc6 *");
  CHECK(write_pgn_tree(tree, "*") == "1. e4 e5 (1... d5 2. Bb5+ (2. Nc3 Nf6)) 2. Nf3 Nc6 *");
  CHECK(write_pgn_tree(tree, "*", Letters::German) ==
        "1. e4 e5 (1... d5 2. Lb5+ (2. Sc3 Sf6)) 2. Sf3 Sc6 *");
}

TEST_CASE("mangled annotated PGN reads as an error or as a tree that is written back whole",
          "[pgn][pgn_tree]") {
  static const std::string kBytes = "(){};%$!?[]\n 1.e4xO-0+#=Q\"\\";
  int read = 0;
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    Dice dice{seed * 7919};
    std::string text = write_pgn(random_tree(seed), {});
    for (int change = 0; change < 3; ++change) {
      std::size_t at = dice.roll(text.size());
      if (dice.roll(2))
        text.insert(at, 1, kBytes[dice.roll(kBytes.size())]);
      else
        text.erase(at, 1 + dice.roll(4));
    }
    INFO(text);
    auto game = read_pgn_whole(text);
    if (!game) {
      CHECK(game.error().message.size() > 0);
      continue;
    }
    ++read;
    // a ";" comment may hold a "}", which the writer writes as ")" (docs/pgn.md)
    PgnTree& tree = game.value().tree;
    for (std::size_t id = 0; id < tree.size(); ++id) {
      std::string after = tree.node(int(id)).comment_after;
      std::string before = tree.node(int(id)).comment_before;
      std::replace(after.begin(), after.end(), '}', ')');
      std::replace(before.begin(), before.end(), '}', ')');
      tree.set_comment(int(id), after);
      if (!before.empty()) CHECK(tree.set_comment_before(int(id), before));
    }
    require_round_trip(tree, game.value().tags);
  }
  CHECK(read > 20);
}

TEST_CASE("tag values with brackets and quotes do not reach the tree", "[pgn][pgn_tree]") {
  PgnWholeGame game = read(
      "[Event \"a ] b \\\" ( { c\"]\n% an escaped line [\n[Site \"back\\\\slash\"] {first} 1. e4 "
      "*");
  CHECK(pgn_tag_value(game.tags, "Event") == "a ] b \" ( { c");
  CHECK(game.tree.node(PgnTree::root()).comment_after == "first");
  CHECK(game.tree.main_line().size() == 1);
}
