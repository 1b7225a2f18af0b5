// Perft against public tables (see tests/data/README.md for the sources):
//  - chess960-first100.perft: the Chess960 perft table of chessprogramming.org and Ethereal's
//    fischer.epd, as collected in python-chess examples/perft/chess960.perft;
//  - tricky.perft: python-chess examples/perft/tricky.perft (Kiwipete, X-FEN inner rooks,
//    impossible checker alignments, en-passant pins; talkchess threads cited in the file);
//  - stockfish-chess960.txt: Stockfish tests/perft.sh.
// Depths are capped so that no position needs more than about 10^6 leaf nodes here.
#include "rules/perft.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "notation/uci.h"
#include "rules/movegen.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

constexpr uint64_t kNodeCap = 1000000;

struct PerftCase {
  std::string name;
  std::string fen;
  int depth;
  uint64_t nodes;
};

// Reads "id", "epd" and "perft <depth> <nodes>" lines; '#' starts a comment.
std::vector<PerftCase> read_perft_file(const std::string& file) {
  std::ifstream in(data_path(file));
  std::vector<PerftCase> cases;
  std::string line, name, fen;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string keyword;
    words >> keyword;
    if (keyword == "id") {
      words >> name;
    } else if (keyword == "epd") {
      std::getline(words, fen);
    } else if (keyword == "perft") {
      PerftCase c{name, fen, 0, 0};
      words >> c.depth >> c.nodes;
      cases.push_back(c);
    }
  }
  return cases;
}

// Reads "<FEN> ; depth N ; nodes" lines.
std::vector<PerftCase> read_stockfish_file(const std::string& file) {
  std::ifstream in(data_path(file));
  std::vector<PerftCase> cases;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    std::size_t first = line.find(';');
    std::size_t second = line.find(';', first + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    PerftCase c{"line " + std::to_string(++number), line.substr(0, first), 0, 0};
    c.depth = std::stoi(line.substr(line.find("depth", first) + 5));
    c.nodes = std::stoull(line.substr(second + 1));
    cases.push_back(c);
  }
  return cases;
}

// Keeps, per position, only the depths within the node cap.
std::vector<PerftCase> capped(const std::vector<PerftCase>& cases) {
  std::vector<PerftCase> kept;
  for (const PerftCase& c : cases) {
    if (c.nodes <= kNodeCap) kept.push_back(c);
  }
  return kept;
}

std::string divide_text(const Position& pos, int depth) {
  std::string text = "divide at depth " + std::to_string(depth) + ":\n";
  for (const DivideEntry& e : divide(pos, depth)) {
    text += "  " + move_to_uci(e.move) + " " + std::to_string(e.nodes) + "\n";
  }
  return text;
}

void check_perft(const PerftCase& c) {
  INFO(c.name << ": " << c.fen << " depth " << c.depth);
  Result<Position> parsed = parse_fen(c.fen);
  INFO((parsed ? std::string()
               : std::string(code_name(parsed.error().code)) + " " + parsed.error().message));
  REQUIRE(parsed.ok());
  uint64_t nodes = perft(parsed.value(), c.depth);
  if (nodes != c.nodes) {
    FAIL_CHECK("perft " << nodes << ", expected " << c.nodes << "\n"
                        << divide_text(parsed.value(), c.depth));
  }
}

void check_file(const std::vector<PerftCase>& all, std::size_t expected_positions) {
  std::vector<PerftCase> cases = capped(all);
  REQUIRE(cases.size() >= expected_positions);
  for (const PerftCase& c : cases) check_perft(c);
}

}  // namespace

TEST_CASE("perft: chess960-first100.perft, all 100 positions", "[perft]") {
  std::vector<PerftCase> all = read_perft_file("chess960-first100.perft");
  REQUIRE(all.size() == 600);
  check_file(all, 300);
}

TEST_CASE("perft: tricky.perft, every position", "[perft]") {
  std::vector<PerftCase> all = read_perft_file("tricky.perft");
  REQUIRE(all.size() >= 50);
  check_file(all, 50);
}

TEST_CASE("perft: stockfish-chess960.txt, entries under the cap", "[perft]") {
  std::vector<PerftCase> all = read_stockfish_file("stockfish-chess960.txt");
  REQUIRE(all.size() == 13);
  check_file(all, 2);
}

TEST_CASE("perft: stockfish-chess960.txt positions at depth 3", "[perft]") {
  // Most entries of the file are far deeper than the cap (bench/perft_bench --data runs them).
  // Depth-3 counts for the same positions, from Stockfish 15.1 "go perft 3" (UCI_Chess960).
  const std::vector<std::pair<std::string, uint64_t>> depth3 = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1", 8902},
      {"1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9", 14569},
      {"rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9", 25798},
      {"rqbbknr1/1ppp2pp/p5n1/4pp2/P7/1PP5/1Q1PPPPP/R1BBKNRN w GAga - 0 9", 15347},
      {"4rrb1/1kp3b1/1p1p4/pP1Pn2p/5p2/1PR2P2/2P1NB1P/2KR1B2 w D - 0 21", 27215},
      {"1rkr3b/1ppn3p/3pB1n1/6q1/R2P4/4N1P1/1P5P/2KRQ1B1 b Dbd - 0 14", 46468},
      {"qbbnrkr1/p1pppppp/1p4n1/8/2P5/6N1/PPNPPPPP/1BRKBRQ1 b FCge - 1 3", 22529},
      {"rr6/2kpp3/1ppn2p1/p2b1q1p/P4P1P/1PNN2P1/2PP4/1K2R2R b E - 1 20", 58825},
      {"rr6/2kpp3/1ppn2p1/p2b1q1p/P4P1P/1PNN2P1/2PP4/1K2RR2 w E - 0 20", 37340},
      {"rr6/2kpp3/1ppnb1p1/p2Q1q1p/P4P1P/1PNN2P1/2PP4/1K2RR2 b E - 2 19", 54792},
      {"rr6/2kpp3/1ppnb1p1/p4q1p/P4P1P/1PNN2P1/2PP2Q1/1K2RR2 w E - 1 19", 55457},
  };
  for (const auto& entry : depth3) check_perft({"stockfish", entry.first, 3, entry.second});
}

TEST_CASE("perft: every position of the data files is checked at least at depth 1..2", "[perft]") {
  // Deep entries above the cap are still exercised: their depth-1 count must equal the number
  // of legal moves listed, and the listed moves must all be distinct.
  std::vector<PerftCase> all = read_perft_file("chess960-first100.perft");
  std::vector<PerftCase> more = read_perft_file("tricky.perft");
  std::vector<PerftCase> sf = read_stockfish_file("stockfish-chess960.txt");
  all.insert(all.end(), more.begin(), more.end());
  all.insert(all.end(), sf.begin(), sf.end());
  for (const PerftCase& c : all) {
    INFO(c.name << ": " << c.fen);
    Result<Position> parsed = parse_fen(c.fen);
    REQUIRE(parsed.ok());
    MoveList moves = legal_moves(parsed.value());
    CHECK(int(moves.size()) == count_legal_moves(parsed.value()));
    CHECK(perft(parsed.value(), 1) == moves.size());
  }
}

TEST_CASE("perft: divide sums to perft and lists each legal move once", "[perft]") {
  Result<Position> pos =
      parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  REQUIRE(pos.ok());
  std::vector<DivideEntry> entries = divide(pos.value(), 3);
  REQUIRE(entries.size() == 48);
  uint64_t sum = 0;
  for (const DivideEntry& e : entries) sum += e.nodes;
  CHECK(sum == 97862);
  CHECK(perft(pos.value(), 0) == 1);
}

namespace {

// Walks every node to `depth` plies and checks the tactical list there; returns nodes checked.
int check_tactical_tree(Position& pos, int depth) {
  MoveList all = legal_moves(pos);
  MoveList tactical = legal_tactical_moves(pos);
  std::vector<uint16_t> want, got;
  for (Move m : all)
    if (is_capture(pos, m) || m.kind() == MoveKind::Promotion) want.push_back(m.raw());
  for (Move m : tactical) got.push_back(m.raw());
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  if (want != got) FAIL_CHECK("tactical moves differ in " << write_fen(pos));
  int nodes = 1;
  if (depth == 0) return nodes;
  for (Move m : all) {
    UndoInfo undo = pos.make_move(m);
    nodes += check_tactical_tree(pos, depth - 1);
    pos.unmake_move(m, undo);
  }
  return nodes;
}

}  // namespace

TEST_CASE("tactical moves: exactly the legal captures and promotions, at every node to depth 2",
          "[perft]") {
  // The quiescence search generates only these; checked against the full legal list, which the
  // perft tables above check.
  std::vector<PerftCase> all = read_perft_file("chess960-first100.perft");
  std::vector<PerftCase> more = read_perft_file("tricky.perft");
  all.insert(all.end(), more.begin(), more.end());
  std::string last;
  int nodes = 0;
  for (const PerftCase& c : all) {
    if (c.fen == last) continue;
    last = c.fen;
    Result<Position> parsed = parse_fen(c.fen);
    REQUIRE(parsed.ok());
    Position pos = parsed.value();
    nodes += check_tactical_tree(pos, 2);
  }
  CHECK(nodes > 80000);  // 83,989 nodes: every listed position and two plies below
}
