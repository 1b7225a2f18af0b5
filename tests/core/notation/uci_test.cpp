// UCI move text: Chess960 output (king takes own rook) and input (both castling forms).
#include "notation/uci.h"

#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "rules/movegen.h"
#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

std::string error_code(const std::string& fen, const std::string& uci) {
  Result<Move> r = parse_uci_move(position_of(fen), uci);
  return r ? "OK" : code_name(r.error().code);
}

const std::string kStart = kStartFen;

}  // namespace

TEST_CASE("uci: squares and move text", "[uci]") {
  CHECK(square_name(A1) == "a1");
  CHECK(square_name(H8) == "h8");
  CHECK(parse_square("e4") == E4);
  CHECK(parse_square("i4") == NoSquare);
  CHECK(parse_square("e") == NoSquare);
  CHECK(move_to_uci(Move::normal(E2, E4)) == "e2e4");
  CHECK(move_to_uci(Move::promotion(E7, E8, PieceType::Queen)) == "e7e8q");
  CHECK(move_to_uci(Move::promotion(E7, D8, PieceType::Knight)) == "e7d8n");
  CHECK(move_to_uci(Move::castling(E1, H1)) == "e1h1");
  CHECK(move_to_uci(Move::castling(B8, A8)) == "b8a8");
  CHECK(move_to_uci(Move::en_passant(E5, D6)) == "e5d6");
}

TEST_CASE("uci: every legal move of the data positions reads back as itself", "[uci]") {
  std::ifstream in(std::string(C960_TEST_DATA_DIR) + "/chess960-first100.perft");
  std::string line;
  int positions = 0;
  while (std::getline(in, line)) {
    if (line.rfind("epd ", 0) != 0) continue;
    Position pos = position_of(line.substr(4));
    ++positions;
    for (Move m : legal_moves(pos)) {
      Result<Move> back = parse_uci_move(pos, move_to_uci(m));
      INFO(line << " " << move_to_uci(m));
      REQUIRE(back.ok());
      CHECK(back.value() == m);
    }
  }
  CHECK(positions == 100);
}

TEST_CASE("uci: castling as king takes rook and as king to its destination", "[uci]") {
  const std::string classic = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  Position pos = position_of(classic);
  CHECK(parse_uci_move(pos, "e1h1").value() == Move::castling(E1, H1));
  CHECK(parse_uci_move(pos, "e1g1").value() == Move::castling(E1, H1));
  CHECK(parse_uci_move(pos, "e1a1").value() == Move::castling(E1, A1));
  CHECK(parse_uci_move(pos, "e1c1").value() == Move::castling(E1, A1));
  CHECK(parse_uci_move(pos, "e1f1").value() == Move::normal(E1, F1));
  // Chess960: king b1, rook h1: b1g1 is castling.
  Position wide = position_of("4k3/8/8/8/8/8/8/1K5R w H - 0 1");
  CHECK(parse_uci_move(wide, "b1g1").value() == Move::castling(B1, H1));
  CHECK(parse_uci_move(wide, "b1h1").value() == Move::castling(B1, H1));
}

TEST_CASE("uci: e1g1-style text that is also an ordinary king step is that step", "[uci]") {
  // King f1, rook h1 with the right: f1g1 is the king step, f1h1 is castling (list checked
  // with Stockfish 15.1 go perft 1: f1e1 f1e2 f1f2 f1g1 f1g2 f1h1 h1g1 ... h1h8).
  Position pos = position_of("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
  CHECK(parse_uci_move(pos, "f1g1").value() == Move::normal(F1, G1));
  CHECK(parse_uci_move(pos, "f1h1").value() == Move::castling(F1, H1));
  // King b1, rook a1: b1c1 is the king step; castling is only b1a1.
  Position queen_side = position_of("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
  CHECK(parse_uci_move(queen_side, "b1c1").value() == Move::normal(B1, C1));
  CHECK(parse_uci_move(queen_side, "b1a1").value() == Move::castling(B1, A1));
  // King already on g1: castling is g1h1 only; "g1g1" is not a move.
  Position stays = position_of("4k3/8/8/8/8/8/8/6KR w H - 0 1");
  CHECK(parse_uci_move(stays, "g1h1").value() == Move::castling(G1, H1));
  CHECK(error_code("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1g1") == "ERR_MOVE_ILLEGAL");
}

TEST_CASE("uci: promotions and en passant", "[uci]") {
  Position promo = position_of("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(parse_uci_move(promo, "a7b8n").value() == Move::promotion(A7, B8, PieceType::Knight));
  CHECK(parse_uci_move(promo, "a7a8Q").value() == Move::promotion(A7, A8, PieceType::Queen));
  CHECK(error_code("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8") == "ERR_MOVE_ILLEGAL");
  Position ep = position_of("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
  CHECK(parse_uci_move(ep, "d5e6").value() == Move::en_passant(D5, E6));
}

TEST_CASE("uci: bad input gives ERR_MOVE_SYNTAX or ERR_MOVE_ILLEGAL", "[uci]") {
  for (const char* text : {"", "e2", "e2e", "e2e4qq", "E2E4", "e9e4", "i2i4", "e2e4 ", " e2e4",
                           "e2-e4", "0000", "e7e8k", "e7e8x", "O-O", "\xE2\x80\x93"}) {
    INFO("'" << text << "'");
    CHECK(error_code(kStart, text) == "ERR_MOVE_SYNTAX");
  }
  CHECK(error_code(kStart, std::string("e2\0e4", 5)) == "ERR_MOVE_SYNTAX");
  CHECK(error_code(kStart, std::string(10000, 'e')) == "ERR_MOVE_SYNTAX");
  for (const char* text : {"e2e5", "e1g1", "e2e4q", "a1a1", "e7e5", "d1h5"}) {
    INFO(text);
    CHECK(error_code(kStart, text) == "ERR_MOVE_ILLEGAL");
  }
  CHECK(parse_uci_move(position_of(kStart), "e2e5").error().message ==
        "e2e5 is not a legal move for White");
  CHECK(
      parse_uci_move(position_of(kStart.substr(0, 44) + " b KQkq - 0 1"), "e2e4").error().message ==
      "e2e4 is not a legal move for Black");
}
