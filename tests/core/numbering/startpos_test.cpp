// Numbering core: Scharnagl numbers <-> back ranks, letters, start FEN, the two tables.
#include "numbering/startpos.h"

#include <algorithm>
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "test_helpers.h"

using namespace c960;

namespace {
BackRank rank_of(const std::string& text) {
  BackRank rank{};
  std::copy(text.begin(), text.end(), rank.begin());
  return rank;
}
// Independent legality check written from the rules (docs/numbering.md), used to enumerate all back
// ranks.
bool is_legal_start(const std::string& r) {
  int king = r.find('K'), rook1 = r.find('R'), rook2 = r.rfind('R');
  int bishop1 = r.find('B'), bishop2 = r.rfind('B');
  return rook1 < king && king < rook2 && (bishop1 + bishop2) % 2 == 1;
}
}  // namespace

TEST_CASE("fixed numbers match published fixtures (python-chess, the Scharnagl examples)",
          "[startpos]") {
  CHECK(back_rank_text(back_rank_of(0), Letters::English) == "BBQNNRKR");
  CHECK(back_rank_text(back_rank_of(1), Letters::English) == "BQNBNRKR");
  CHECK(back_rank_text(back_rank_of(518), Letters::English) == "RNBQKBNR");
  CHECK(back_rank_text(back_rank_of(518), Letters::German) == "TSLDKLST");
  CHECK(back_rank_text(back_rank_of(959), Letters::English) == "RKRNNQBB");
}

TEST_CASE("the numbering is a bijection onto all legal back ranks", "[startpos]") {
  std::string pieces = "BBKNNQRR";
  std::set<int> numbers;
  int legal = 0;
  do {
    auto checked = validate_back_rank(rank_of(pieces));
    REQUIRE(checked.ok() == is_legal_start(pieces));
    if (!checked) continue;
    ++legal;
    auto number = number_of_back_rank(rank_of(pieces));
    REQUIRE(number.ok());
    REQUIRE(number.value() >= 0);
    REQUIRE(number.value() < 960);
    numbers.insert(number.value());
    CHECK(back_rank_text(back_rank_of(number.value()), Letters::English) == pieces);
  } while (std::next_permutation(pieces.begin(), pieces.end()));
  CHECK(legal == 960);
  CHECK(numbers.size() == 960);
}

TEST_CASE("every number round-trips through back rank, German letters and FEN", "[startpos]") {
  for (int n = 0; n < 960; ++n) {
    auto position = start_position(n);
    REQUIRE(position.ok());
    const auto& p = position.value();
    CHECK(position_number_of_text(p.back_rank_en).value() == n);
    CHECK(position_number_of_text(p.back_rank_de).value() == n);
    CHECK(position_number_of_text(p.fen).value() == n);
    CHECK(position_number_of_text(p.shredder_fen).value() == n);
    CHECK(p.king_table_base + p.bishop_index == n);
    CHECK(p.bishop_index == n % 16);
  }
}

TEST_CASE("518 = 512 + 6 and TLLKSSDT = 736 + 4 = 740 (worked examples of the seeds)",
          "[startpos]") {
  auto classical = start_position(518).value();
  CHECK(classical.king_table_base == 512);
  CHECK(classical.bishop_index == 6);
  CHECK(classical.fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CHECK(classical.shredder_fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  auto tllkssdt = position_number_of_text("TLLKSSDT");
  REQUIRE(tllkssdt.ok());
  CHECK(tllkssdt.value() == 740);
  CHECK(position_number_of_text("RBBKNNQR").value() == 740);
  auto p740 = start_position(740).value();
  CHECK(p740.king_table_base == 736);
  CHECK(p740.bishop_index == 4);
  CHECK(king_table()[736 / 16].pieces_en == "RKNNQR");
  CHECK(king_table()[512 / 16].pieces_en == "RNQKNR");
  CHECK(bishop_table()[6].pattern == "--B--B--");
  CHECK(bishop_table()[4].pattern == "-BB-----");
}

TEST_CASE("the two tables cover every number exactly once", "[startpos]") {
  auto kings = king_table();
  auto bishops = bishop_table();
  REQUIRE(kings.size() == 60);
  REQUIRE(bishops.size() == 16);
  for (const auto& row : kings) {
    for (const auto& column : bishops) {
      auto rank = back_rank_of(row.base + column.index);
      std::string others;
      for (int file = 0; file < 8; ++file) {
        if (column.pattern[file] == 'B')
          CHECK(rank[file] == 'B');
        else
          others += rank[file];
      }
      CHECK(others == row.pieces_en);
    }
  }
}

TEST_CASE("one-based numbers: 1..960 with 960 meaning 0", "[startpos]") {
  CHECK(parse_position_number("960", true).value() == 0);
  CHECK(parse_position_number("1", true).value() == 1);
  CHECK(parse_position_number("518", true).value() == 518);
  CHECK(parse_position_number("0", true).error().code == ErrorCode::NumberRange);
  CHECK(parse_position_number("961", true).error().code == ErrorCode::NumberRange);
  CHECK(checked_position_number(960, true).value() == 0);
}

TEST_CASE("bad numbers are rejected with ERR_NUMBER_RANGE", "[startpos]") {
  for (const char* text :
       {"-1", "960", "1.5", "abc", "", "  ", "5 18", "1e12", "0x10", "+5", "９"}) {
    auto number = parse_position_number(text, false);
    INFO(text);
    REQUIRE_FALSE(number.ok());
    CHECK(number.error().code == ErrorCode::NumberRange);
    CHECK_FALSE(number.error().message.empty());
  }
  for (int value : {-1, 960, 1000000, -2147483647}) {
    CHECK(checked_position_number(value, false).error().code == ErrorCode::NumberRange);
  }
  CHECK(parse_position_number(" 518 ", false).value() == 518);
  CHECK(start_position(960).error().code == ErrorCode::NumberRange);
}

TEST_CASE("bad back ranks name what is wrong", "[startpos]") {
  auto error_of = [](const char* text) { return parse_back_rank(text).error(); };
  CHECK(error_of("RNBQKBN").message.find("8 pieces") != std::string::npos);
  CHECK(error_of("RNBQKBNX").message.find("'X'") != std::string::npos);
  CHECK(error_of("RNBQKQNR").message.find("queen") != std::string::npos);
  CHECK(error_of("RNBQKNBR").message.find("same colour") != std::string::npos);
  CHECK(error_of("RRBQKBNN").message.find("between the rooks") != std::string::npos);
  CHECK(error_of("TNBQKBNR").message.find("mixes") != std::string::npos);
  CHECK(error_of("").code == ErrorCode::BackRank);
  CHECK(parse_back_rank("rnbqkbnr").ok());
  CHECK(parse_back_rank("tsldklst").ok());
}

TEST_CASE("start FENs: castling forms, counters, and what is not a start position", "[startpos]") {
  const std::string board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  for (const char* tail :
       {" w KQkq - 0 1", " w HAha - 0 1", " w AHah - 12 40", " w KQkq -", "", " w"})
    CHECK(position_number_of_text(board + tail).value() == 518);
  CHECK(
      position_number_of_text("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").value() ==
      0);
  const std::string start = board + " w KQkq - 0 1";
  struct Bad {
    std::string fen;
    ErrorCode code;
    const char* says;
  };
  const std::vector<Bad> table = {
      {board + " b KQkq - 0 1", ErrorCode::NotStartPosition, "White moves first"},
      {board + " w KQk - 0 1", ErrorCode::NotStartPosition, "lacks some"},
      {board + " w - - 0 1", ErrorCode::NotStartPosition, "no castling rights"},
      {board + " w KQkq e3 0 1", ErrorCode::NotStartPosition, "en-passant"},
      {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", ErrorCode::NotStartPosition,
       "pawns must fill"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1", ErrorCode::NotStartPosition,
       "mirror"},
      {board + " w GBgb - 0 1", ErrorCode::PositionCastling, "names no rook"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", ErrorCode::FenBoard, "8 ranks"},
      {"/", ErrorCode::FenBoard, "8 ranks"},
      {"rnbqkbnr/pppppppp/8/8/8/9/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::FenBoard, "rank 3"},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", ErrorCode::FenBoard, "'X'"},
      {board + " x KQkq - 0 1", ErrorCode::FenTurn, "'x'"},
      {board + " w KQkq+ - 0 1", ErrorCode::FenCastling, "'+'"},
      {board + " w KQkq e9 0 1", ErrorCode::FenEnPassant, "'e9'"},
      {board + " w KQkq - x 1", ErrorCode::FenClock, "'x'"},
      {board + " w KQkq - x 1", ErrorCode::FenClock, "the halfmove clock"},
      {board + " w HAha - 0 1;", ErrorCode::FenClock, "the fullmove number '1;'"},
      {start + " 7", ErrorCode::FenFields, "at most 6"},
  };
  for (const Bad& bad : table) {
    INFO(bad.fen);
    auto number = position_number_of_text(bad.fen);
    REQUIRE_FALSE(number.ok());
    CHECK(number.error().code == bad.code);
    CHECK(number.error().message.find(bad.says) != std::string::npos);
    // The full FEN reader (notation/) gives the same code to text that is no FEN at all.
    auto full = parse_fen(bad.fen);
    if (bad.code != ErrorCode::NotStartPosition && bad.code != ErrorCode::PositionCastling &&
        bad.fen != "/") {
      REQUIRE_FALSE(full.ok());
      CHECK(full.error().code == bad.code);
    }
  }
}

TEST_CASE("start pieces: the back rank on rank 1, pawns on 2 and 7, Black mirrored on 8",
          "[startpos]") {
  // 959 is RKRNNQBB (docs/numbering.md); the squares run a1..h1, a2..h2, …, a8..h8.
  const std::string squares = start_pieces(back_rank_of(959));
  REQUIRE(squares.size() == 64);
  CHECK(squares.substr(0, 8) == "RKRNNQBB");
  CHECK(squares.substr(8, 8) == "PPPPPPPP");
  CHECK(squares.substr(16, 32) == std::string(32, '.'));
  CHECK(squares.substr(48, 8) == "pppppppp");
  CHECK(squares.substr(56, 8) == "rkrnnqbb");
}

TEST_CASE("start pieces of a back rank still being drawn: pawns and the pieces so far",
          "[startpos]") {
  const BackRank partial{'-', '-', 'B', '-', '-', 'B', '-', '-'};
  const std::string squares = start_pieces(partial);
  CHECK(squares.substr(0, 8) == "..B..B..");
  CHECK(squares.substr(8, 8) == "PPPPPPPP");
  CHECK(squares.substr(56, 8) == "..b..b..");
}

TEST_CASE("start_pieces: the 64 squares of a start position, a1 first", "[startpos]") {
  // Written out by hand from the rules (docs/numbering.md): rank 1 holds the back rank, rank 2
  // White's pawns, ranks 3 to 6 nothing, rank 7 Black's pawns, rank 8 the back rank in lower case.
  const std::string empty_rank = "........";
  const std::string classical = "RNBQKBNR" + std::string("PPPPPPPP") + empty_rank + empty_rank +
                                empty_rank + empty_rank + "pppppppp" + "rnbqkbnr";
  auto squares = start_pieces(rank_of("RNBQKBNR"));
  CHECK(std::string(squares.begin(), squares.end()) == classical);
  auto rbbknnqr = start_pieces(rank_of("RBBKNNQR"));  // 740, TLLKSSDT
  CHECK(std::string(rbbknnqr.begin(), rbbknnqr.begin() + 8) == "RBBKNNQR");
  CHECK(std::string(rbbknnqr.end() - 8, rbbknnqr.end()) == "rbbknnqr");
  CHECK(rbbknnqr[3] == 'K');   // d1
  CHECK(rbbknnqr[59] == 'k');  // d8
  CHECK(rbbknnqr[27] == '.');  // d4
  for (int n = 0; n < 960; ++n) {
    BackRank rank = back_rank_of(n);
    const std::string all = start_pieces(rank);
    int pieces = 0;
    for (int square = 0; square < 64; ++square) {
      int file = square % 8, row = square / 8;
      char want = row == 0   ? rank[file]
                  : row == 1 ? 'P'
                  : row == 6 ? 'p'
                  : row == 7 ? static_cast<char>(rank[file] - 'A' + 'a')
                             : '.';
      CHECK(all[square] == want);
      pieces += all[square] != '.';
    }
    CHECK(pieces == 32);
  }
}
