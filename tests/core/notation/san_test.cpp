// SAN writing (English, German, figurines) and reading, with every error code. Legal-move
// facts used here were checked with Stockfish 15.1 (UCI_Chess960, go perft 1).
#include "notation/san.h"

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

Move uci(const Position& pos, const char* text) {
  auto move = parse_uci_move(pos, text);
  REQUIRE(move.ok());
  return move.value();
}

std::string san(const char* fen, const char* uci_text, Letters letters = Letters::English) {
  Position pos = position_of(fen);
  return move_to_san(pos, uci(pos, uci_text), letters);
}

// Returns the UCI of the move SAN text stands for, or the error code and message.
std::string read(const char* fen, const std::string& text) {
  Position pos = position_of(fen);
  auto move = parse_san(pos, text);
  return move ? move_to_uci(move.value())
              : std::string(code_name(move.error().code)) + ": " + move.error().message;
}

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* kKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
const char* kRooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
const char* kQueens = "8/8/1k6/8/4Q2Q/8/K7/4r2Q w - - 0 1";
const char* kPromotion = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
const char* kEnPassant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const char* kBackRank = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1";
const char* kPawnOrBishop = "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1";

}  // namespace

TEST_CASE("SAN disambiguates by file, then rank, then both", "[san]") {
  CHECK(san(kKnights, "b1d2") == "Nbd2");
  CHECK(san(kKnights, "f1d2") == "Nfd2");
  CHECK(san(kKnights, "b1c3") == "Nc3");
  CHECK(san(kRooks, "a1a3") == "R1a3");
  CHECK(san(kRooks, "a5a3") == "R5a3");
  CHECK(san(kQueens, "h4e1") == "Qh4xe1");
  CHECK(san(kQueens, "e4e1") == "Qexe1");
  CHECK(san(kQueens, "h1e1") == "Q1xe1");
}

TEST_CASE("SAN writes pawn captures, promotions, en passant, check and mate", "[san]") {
  CHECK(san(kPromotion, "b7a8q") == "bxa8=Q+");
  CHECK(san(kPromotion, "b7a8n") == "bxa8=N");
  CHECK(san(kPromotion, "b7b8r") == "b8=R+");
  CHECK(san(kEnPassant, "e5d6") == "exd6");
  CHECK(san(kBackRank, "a1a8") == "Ra8#");
  CHECK(san(kStart, "g1f3") == "Nf3");
  CHECK(san(kStart, "e2e4") == "e4");
}

TEST_CASE("SAN writes Chess960 castling as O-O (h-side rook) and O-O-O (a-side rook)", "[san]") {
  const char* both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  CHECK(san(both, "e1h1") == "O-O");
  CHECK(san(both, "e1a1") == "O-O-O");
  CHECK(san(both, "e1g1") == "O-O");  // king-to-destination input, same move
  // Only the king moves (rook already on f1) / only the rook moves (king already on g1).
  CHECK(san("4k3/8/8/8/8/8/8/4KR2 w K - 0 1", "e1f1") == "O-O");
  CHECK(san("4k3/8/8/8/8/8/8/6KR w K - 0 1", "g1h1") == "O-O");
  // King b1, rook a1: the king steps to c1 and the rook jumps to d1.
  CHECK(san("4k3/8/8/8/8/8/8/RK6 w Q - 0 1", "b1a1") == "O-O-O");
  // King f1, rook g1: the king lands where the rook stood; the rook on f1 checks the king on f8.
  CHECK(san("5k2/8/8/8/8/8/8/5KR1 w K - 0 1", "f1g1") == "O-O+");
  // Black: king b8, rook a8; the rook jumps over the king to d8.
  CHECK(san("rk6/8/8/8/8/8/8/4K3 b q - 0 1", "b8a8") == "O-O-O");
}

TEST_CASE("SAN in German letters and figurines", "[san]") {
  CHECK(san(kStart, "g1f3", Letters::German) == "Sf3");
  CHECK(san(kPromotion, "b7a8q", Letters::German) == "bxa8=D+");
  CHECK(san(kQueens, "h4e1", Letters::German) == "Dh4xe1");
  CHECK(san(kRooks, "a1a3", Letters::German) == "T1a3");
  CHECK(san(kPawnOrBishop, "d2c3", Letters::German) == "Lxc3");
  CHECK(san(kStart, "g1f3", Letters::Figurine) == "\u2658f3");
  CHECK(san(kPromotion, "b7b8q", Letters::Figurine) == "b8=\u2655+");
  // The white set also for Black's moves.
  CHECK(san("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "g8f6",
            Letters::Figurine) == "\u2658f6");
}

TEST_CASE("SAN reading: English and German letters, long forms, suffixes", "[san]") {
  CHECK(read(kStart, "Nf3") == "g1f3");
  CHECK(read(kStart, "Sf3") == "g1f3");
  CHECK(read(kStart, "Ng1f3") == "g1f3");
  CHECK(read(kStart, "Ng1-f3") == "g1f3");
  CHECK(read(kStart, "\u2658f3") == "g1f3");
  CHECK(read(kStart, "e4") == "e2e4");
  CHECK(read(kStart, " e4 ") == "e2e4");
  for (const char* suffix : {"+", "#", "!", "?", "!?", "?!", "!!", "??", "+!", " !?"}) {
    CHECK(read(kStart, std::string("Nf3") + suffix) == "g1f3");
  }
  CHECK(read(kKnights, "Nbd2") == "b1d2");
  CHECK(read(kKnights, "Sfd2") == "f1d2");
  CHECK(read(kKnights, "N1d2") == "ERR_MOVE_AMBIGUOUS: N1d2 is ambiguous for White: Nbd2, Nfd2");
  CHECK(read(kRooks, "R1a3") == "a1a3");
  CHECK(read(kRooks, "Ta3+") == "ERR_MOVE_AMBIGUOUS: Ta3+ is ambiguous for White: T1a3, T5a3");
  CHECK(read(kQueens, "Qh4xe1") == "h4e1");
  CHECK(read(kQueens, "Qh4e1") == "h4e1");
  CHECK(read(kQueens, "Dexe1") == "e4e1");
  CHECK(read(kQueens, "Q1xe1") == "h1e1");
  CHECK(read(kQueens, "Q1:e1") == "h1e1");
}

TEST_CASE("SAN reading: promotions and en passant", "[san]") {
  CHECK(read(kPromotion, "bxa8=Q") == "b7a8q");
  CHECK(read(kPromotion, "bxa8Q+") == "b7a8q");
  CHECK(read(kPromotion, "bxa8=D") == "b7a8q");
  CHECK(read(kPromotion, "bxa8D") == "b7a8q");
  CHECK(read(kPromotion, "bxa8=S") == "b7a8n");
  CHECK(read(kPromotion, "bxa8(N)") == "b7a8n");
  CHECK(read(kPromotion, "b8=b") == "b7b8b");
  CHECK(read(kPromotion, "b8=L") == "b7b8b");
  // Without the piece every promotion fits: ambiguous, the four promotions as candidates (the
  // queen and the rook on b8 check the king on e8 along the empty c8, d8).
  CHECK(read(kPromotion, "b8") ==
        "ERR_MOVE_AMBIGUOUS: b8 is ambiguous for White: b8=Q+, b8=R+, b8=B, b8=N");
  CHECK(read(kPromotion, "bxa8") ==
        "ERR_MOVE_AMBIGUOUS: bxa8 is ambiguous for White: bxa8=Q+, bxa8=R+, bxa8=B, bxa8=N");
  CHECK(read(kPromotion, "b8=K").rfind("ERR_MOVE_SYNTAX", 0) == 0);
  CHECK(read(kEnPassant, "exd6") == "e5d6");
  CHECK(read(kEnPassant, "exd6 e.p.") == "e5d6");
  CHECK(read(kEnPassant, "exd6e.p.") == "e5d6");
  CHECK(read(kEnPassant, "ed6") == "e5d6");
  CHECK(read(kEnPassant, "e6 e.p.") == "ERR_MOVE_ILLEGAL: e6 e.p. is not a legal move for White");
}

TEST_CASE("SAN reading: castling spellings in Chess960", "[san]") {
  const char* both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  for (const char* text : {"O-O", "0-0", "o-o", "O-O+", "0-0!"}) CHECK(read(both, text) == "e1h1");
  for (const char* text : {"O-O-O", "0-0-0", "o-o-o"}) CHECK(read(both, text) == "e1a1");
  CHECK(read("4k3/8/8/8/8/8/8/4KR2 w K - 0 1", "O-O") == "e1f1");
  CHECK(read("4k3/8/8/8/8/8/8/6KR w K - 0 1", "O-O") == "g1h1");
  CHECK(read("4k3/8/8/8/8/8/8/RK6 w Q - 0 1", "0-0-0") == "b1a1");
  CHECK(read(kStart, "O-O") == "ERR_MOVE_ILLEGAL: O-O is not a legal move for White");
  CHECK(read("4k3/8/8/8/8/8/8/6KR w K - 0 1", "O-O-O") ==
        "ERR_MOVE_ILLEGAL: O-O-O is not a legal move for White");
  // A king move onto the castling square is only an ordinary king move.
  CHECK(read(both, "Kg1") == "ERR_MOVE_ILLEGAL: Kg1 is not a legal move for White");
}

TEST_CASE("SAN reading: a leading B is a bishop, never a German pawn", "[san]") {
  CHECK(read(kPawnOrBishop, "Bxc3") == "d2c3");
  CHECK(read(kPawnOrBishop, "bxc3") == "b2c3");
  CHECK(read(kPawnOrBishop, "Lxc3") == "d2c3");
  CHECK(read(kStart, "Bc4") ==
        "ERR_MOVE_ILLEGAL: Bc4 is not a legal move for White (B is read as a bishop; write pawn "
        "moves without a letter: c4)");
  CHECK(read("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Bc4") == "f1c4");
  CHECK(read("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Lc4") == "f1c4");
}

TEST_CASE("SAN reading: lower-case piece letters where the text cannot be a pawn move", "[san]") {
  CHECK(read(kStart, "nf3") == "g1f3");
  CHECK(read(kStart, "sf3") == "g1f3");
  CHECK(read(kStart, "ng1f3") == "g1f3");
  CHECK(read(kKnights, "ke2") == "e1e2");
  CHECK(read(kKnights, "nbd2") == "b1d2");
  CHECK(read(kKnights, "nd2") == "ERR_MOVE_AMBIGUOUS: nd2 is ambiguous for White: Nbd2, Nfd2");
  CHECK(read(kKnights, "sd2") == "ERR_MOVE_AMBIGUOUS: sd2 is ambiguous for White: Sbd2, Sfd2");
  CHECK(read(kRooks, "r1a3") == "a1a3");
  CHECK(read(kRooks, "t5a3") == "a5a3");
  CHECK(read(kQueens, "qh4xe1") == "h4e1");
  // b and d are files: "dh4xe1" is no German queen move but a malformed pawn move.
  CHECK(read(kQueens, "dh4xe1").rfind("ERR_MOVE_SYNTAX", 0) == 0);
  // So bxc3 stays a pawn move (the b-pawn, not the bishop d2).
  CHECK(read(kPawnOrBishop, "bxc3") == "b2c3");
  CHECK(read(kPawnOrBishop, "lxc3") == "d2c3");
  CHECK(read(kStart, "nf3+") == "g1f3");
  CHECK(read(kStart, "ke2") == "ERR_MOVE_ILLEGAL: ke2 is not a legal move for White");
}

TEST_CASE("SAN reading errors name the move and the side to move", "[san]") {
  const char* black = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  CHECK(read(kStart, "zz") ==
        "ERR_MOVE_SYNTAX: 'zz' is not a chess move for White (write SAN such as Nf3, exd5, e8=Q, "
        "O-O, or UCI such as g1f3)");
  for (const char* text : {"", "   ", "Nf9", "Xe4", "xf3", "e4=Q=Q", "Nf3=Q", "xe4", "O-O-O-O",
                           "O-O e.p.", "e", "N", "n", "nf9"}) {
    INFO(text);
    CHECK(read(kStart, text).rfind("ERR_MOVE_SYNTAX: ", 0) == 0);
  }
  CHECK(read(black, "Nc3").rfind("ERR_MOVE_SYNTAX", 0) != 0);
  CHECK(read(black, "Nc3") == "ERR_MOVE_ILLEGAL: Nc3 is not a legal move for Black");
  CHECK(read(black, "e4") == "ERR_MOVE_ILLEGAL: e4 is not a legal move for Black");
  CHECK(read(black, "hh").rfind("ERR_MOVE_SYNTAX: 'hh' is not a chess move for Black", 0) == 0);
  CHECK(read(kStart, "Nxf3") == "ERR_MOVE_ILLEGAL: Nxf3 is not a legal move for White");
  CHECK(read(kKnights, "Nd2") == "ERR_MOVE_AMBIGUOUS: Nd2 is ambiguous for White: Nbd2, Nfd2");
  CHECK(read(kKnights, "Sd2") == "ERR_MOVE_AMBIGUOUS: Sd2 is ambiguous for White: Sbd2, Sfd2");
  CHECK(read(kQueens, "Qxe1") ==
        "ERR_MOVE_AMBIGUOUS: Qxe1 is ambiguous for White: Q1xe1, Qexe1, Qh4xe1");
  CHECK(read(kStart, std::string(100, 'N')).rfind("ERR_MOVE_SYNTAX", 0) == 0);
  CHECK(read(kStart, std::string("N\0f3", 4)).rfind("ERR_MOVE_SYNTAX: 'N\\x00f3'", 0) == 0);
}

TEST_CASE("SAN round trip over every legal move of the perft positions", "[san]") {
  for (const char* fen : {kStart, kKnights, kQueens, kPromotion, kEnPassant, kPawnOrBishop,
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"}) {
    Position pos = position_of(fen);
    for (Move m : legal_moves(pos)) {
      for (Letters letters : {Letters::English, Letters::German, Letters::Figurine}) {
        std::string text = move_to_san(pos, m, letters);
        auto back = parse_san(pos, text);
        INFO(fen << " " << text);
        REQUIRE(back.ok());
        CHECK(back.value() == m);
      }
    }
  }
}

TEST_CASE("an ambiguous move lists its candidates as data, in English SAN", "[san]") {
  auto position = parse_fen(kRooks);
  REQUIRE(position.ok());
  auto move = parse_san(position.value(), "Ta3");
  REQUIRE_FALSE(move.ok());
  CHECK(move.error().code == ErrorCode::MoveAmbiguous);
  CHECK(move.error().candidates == std::vector<std::string>{"R1a3", "R5a3"});
}
