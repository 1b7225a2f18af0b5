// Game: move input (SAN and UCI), history and undo, the end of the game, draw claims,
// repetition by position (castling and en-passant rights), and board destinations.
#include "game/game.h"

#include <limits>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/perft_of_fen.h"
#include "notation/uci.h"
#include "rules/perft.h"
#include "test_helpers.h"

using namespace c960;

namespace {

Game game_from(const char* fen) {
  auto game = Game::from_fen(fen);
  REQUIRE(game.ok());
  return game.value();
}

void play_all(Game& game, std::vector<const char*> moves) {
  for (const char* move : moves) {
    auto played = game.play(move);
    INFO(move << ": " << (played ? played.value() : played.error().message));
    REQUIRE(played.ok());
  }
}

std::string error_of(const Result<std::string>& result) {
  return result ? "ok " + result.value()
                : std::string(code_name(result.error().code)) + ": " + result.error().message;
}

// Returns the destinations of one origin square as "a1 c1 …".
std::string dests_of(const Game& game, const char* from) {
  std::string out;
  for (const MoveDestinations& entry : game.dests()) {
    if (square_name(entry.from) != from) continue;
    for (Square to : entry.to) out += (out.empty() ? "" : " ") + square_name(to);
  }
  return out;
}

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

}  // namespace

TEST_CASE("A game starts from a number, digit text or a FEN", "[game]") {
  CHECK(Game().fen() == kStart);
  CHECK(Game::from_start_number(0).value().fen() ==
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  CHECK(Game::from_text(" 959 ").value().start_fen() ==
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
  CHECK(Game::from_text("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1")
            .value()
            .fen(CastlingNotation::Shredder) ==
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
  CHECK(Game::from_start_number(960).error().code == ErrorCode::NumberRange);
  CHECK(Game::from_text("-1").error().code == ErrorCode::NumberRange);
  CHECK(Game::from_text("1.5").error().code == ErrorCode::NumberRange);
  CHECK(Game::from_text("").error().code == ErrorCode::NumberRange);
  CHECK(Game::from_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").error().code ==
        ErrorCode::FenBoard);
  CHECK(Game::from_text("8/8/8/8/8/8/8/8 w - - 0 1").error().code == ErrorCode::PositionKings);
}

TEST_CASE("play takes SAN or UCI (both castling forms) and returns the SAN", "[game]") {
  Game game;
  CHECK(game.play("e4").value() == "e4");
  CHECK(game.play("e7e5").value() == "e5");
  CHECK(game.play("Sf3").value() == "Nf3");
  CHECK(game.play("b8c6").value() == "Nc6");
  CHECK(game.play("Bc4").value() == "Bc4");
  CHECK(game.play("Nf6").value() == "Nf6");
  CHECK(game.play("e1g1").value() == "O-O");
  CHECK(game.play("Be7").value() == "Be7");
  CHECK(game.history_san() ==
        std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Be7"});
  CHECK(game.history().back().uci == "f8e7");
  CHECK(game.history()[6].uci == "e1h1");
  CHECK(game.history_san(Letters::German)[4] == "Lc4");
  CHECK(game.move_number() == 5);
  CHECK(game.turn() == Color::White);
  CHECK(error_of(game.play("e8h8")) == "ERR_MOVE_ILLEGAL: e8h8 is not a legal move for White");
  CHECK(error_of(game.play("O-O")) == "ERR_MOVE_ILLEGAL: O-O is not a legal move for White");
}

TEST_CASE("Bad input leaves the game unchanged; undo takes moves back", "[game]") {
  Game game;
  play_all(game, {"e4"});
  std::string before = game.fen();
  CHECK(error_of(game.play("e5e4")) == "ERR_MOVE_ILLEGAL: e5e4 is not a legal move for Black");
  CHECK(error_of(game.play("Ke7")) == "ERR_MOVE_ILLEGAL: Ke7 is not a legal move for Black");
  CHECK(error_of(game.play("hello"))
            .rfind("ERR_MOVE_SYNTAX: 'hello' is not a chess move for Black", 0) == 0);
  CHECK(game.fen() == before);
  CHECK(game.history().size() == 1);
  CHECK(game.undo().value() == "e4");
  CHECK(game.fen() == kStart);
  CHECK_FALSE(game.undo().has_value());
  play_all(game, {"Nf3", "Nf6", "Ng1", "Ng8"});
  CHECK(game.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
  CHECK(game.fen_at(0).value() == kStart);
  CHECK(game.fen_at(1).value() == "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
  CHECK(game.fen_at(4).value() == game.fen());
  CHECK(game.fen_at(5).error().code == ErrorCode::PlyRange);
  CHECK(game.fen_at(-1).error().code == ErrorCode::PlyRange);
}

TEST_CASE("Checkmate ends the game; no more moves", "[game]") {
  Game game;
  CHECK(game.play("f3").value() == "f3");
  CHECK(game.play("e5").value() == "e5");
  CHECK(game.play("g2g4").value() == "g4");
  CHECK(game.play("Qh4").value() == "Qh4#");
  GameStatus status = game.status();
  CHECK(status.result == GameResult::BlackWins);
  CHECK(status.reason == GameEndReason::Checkmate);
  CHECK(status.check);
  CHECK(error_of(game.play("a3")) ==
        "ERR_GAME_OVER: the game is over (0-1, checkmate): no more moves");
  CHECK(game.legal_moves().empty());
  CHECK(game.dests().empty());
  CHECK(game.undo().value() == "Qh4#");
  CHECK(game.status().result == GameResult::Ongoing);
  // A game may also start from a mated position.
  Game mated = game_from("R5k1/5ppp/8/8/8/8/8/4K3 b - - 1 1");
  CHECK(mated.status().result == GameResult::WhiteWins);
}

TEST_CASE("Stalemate ends the game in a draw", "[game]") {
  Game game = game_from("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
  CHECK(game.play("Qf7").value() == "Qf7");
  GameStatus status = game.status();
  CHECK(status.result == GameResult::Draw);
  CHECK(status.reason == GameEndReason::Stalemate);
  CHECK_FALSE(status.check);
  CHECK(game.play("Kg8").error().code == ErrorCode::GameOver);
}

TEST_CASE("Insufficient material is an automatic draw", "[game]") {
  for (const char* fen : {"8/8/8/4k3/8/8/8/4K3 w - - 0 1", "8/8/8/4k3/8/8/8/4KN2 b - - 0 1",
                          "8/8/8/4k3/8/8/8/4KB2 w - - 0 1", "2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1"}) {
    INFO(fen);
    Game game = game_from(fen);
    CHECK(game.status().result == GameResult::Draw);
    CHECK(game.status().reason == GameEndReason::InsufficientMaterial);
    CHECK(game.play("Kd4").error().code == ErrorCode::GameOver);
  }
  for (const char* fen : {"5b2/8/8/4k3/8/8/8/4KB2 w - - 0 1", "5n2/8/8/4k3/8/8/8/4KN2 w - - 0 1",
                          "8/8/8/4k3/8/8/8/4KR2 w - - 0 1", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"}) {
    INFO(fen);
    CHECK(game_from(fen).status().result == GameResult::Ongoing);
  }
  Game capture = game_from("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
  CHECK(capture.play("Kxd2").value() == "Kxd2");
  CHECK(capture.status().reason == GameEndReason::InsufficientMaterial);
  CHECK(capture.status().result == GameResult::Draw);
}

TEST_CASE("A game over by insufficient material still lists its moves; play() refuses them",
          "[game]") {
  Game dead = game_from("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
  CHECK(dead.status().reason == GameEndReason::InsufficientMaterial);
  CHECK(dead.legal_moves().size() == 8);
  CHECK(dead.legal_moves_san().size() == 8);
  CHECK(dead.dests().empty());  // the moves play() accepts: none
  CHECK(dead.play("Nc3").error().code == ErrorCode::GameOver);
  for (const char* fen : {"4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "8/8/8/4k3/8/8/8/4K3 b - - 0 1",
                          "2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1", "8/2b5/8/4k3/8/8/1B6/4K3 b - - 0 1",
                          "7k/8/8/8/8/8/8/K1B5 w - - 0 1", "k7/8/2K5/8/8/8/8/6b1 b - - 0 1"}) {
    INFO(fen);
    Game game = game_from(fen);
    CHECK(game.status().reason == GameEndReason::InsufficientMaterial);
    CHECK(game.legal_moves().size() == perft(game.position(), 1));
    CHECK(game.legal_moves().size() > 0);
  }
  // Mate and stalemate: no moves, by the rules.
  CHECK(game_from("R5k1/5ppp/8/8/8/8/8/4K3 b - - 1 1").legal_moves().empty());
  CHECK(game_from("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").legal_moves().empty());
}

TEST_CASE("Fifty-move rule: claimable at exactly 100 half-moves, not at 99", "[game]") {
  Game game = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 98 60");
  play_all(game, {"Ra2"});
  CHECK(game.position().halfmove_clock() == 99);
  CHECK(game.claimable_draw() == GameEndReason::None);
  CHECK(game.claim_draw().error().code == ErrorCode::NoDrawClaim);
  play_all(game, {"Kd8"});
  CHECK(game.claimable_draw() == GameEndReason::FiftyMove);
  CHECK(game.status().result == GameResult::Ongoing);
  CHECK(game.status().reason == GameEndReason::None);
  play_all(game, {"Ra3"});  // moves stay allowed while a draw is only claimable
  CHECK(game.claimable_draw() == GameEndReason::FiftyMove);
  auto claimed = game.claim_draw();
  REQUIRE(claimed.ok());
  CHECK(claimed.value().result == GameResult::Draw);
  CHECK(game.status().reason == GameEndReason::FiftyMove);
  CHECK(game.play("Ke8").error().code == ErrorCode::GameOver);
  CHECK(game.claim_draw().error().code == ErrorCode::GameOver);
  CHECK(game.undo().value() == "Ra3");  // takes the claim back too
  CHECK(game.status().result == GameResult::Ongoing);
  CHECK(game.claimable_draw() == GameEndReason::FiftyMove);
}

TEST_CASE("Seventy-five moves end the game, unless the last move mates", "[game]") {
  Game game = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 149 80");
  CHECK(game.status().result == GameResult::Ongoing);
  play_all(game, {"Ra2"});
  CHECK(game.status().result == GameResult::Draw);
  CHECK(game.status().reason == GameEndReason::SeventyFiveMove);
  Game mate = game_from("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 80");
  CHECK(mate.play("Ra8").value() == "Ra8#");
  CHECK(mate.status().result == GameResult::WhiteWins);
  CHECK(mate.status().reason == GameEndReason::Checkmate);
}

TEST_CASE("Threefold repetition is claimable; fivefold ends the game", "[game]") {
  Game game;
  play_all(game, {"Nf3", "Nf6", "Ng1", "Ng8"});
  CHECK(game.repetition_count() == 2);
  CHECK(game.claimable_draw() == GameEndReason::None);
  play_all(game, {"Nf3", "Nf6", "Ng1"});
  CHECK(game.claimable_draw() == GameEndReason::None);
  play_all(game, {"Ng8"});
  CHECK(game.repetition_count() == 3);
  CHECK(game.claimable_draw() == GameEndReason::Threefold);
  CHECK(game.status().result == GameResult::Ongoing);
  play_all(game, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
  CHECK(game.status().result == GameResult::Ongoing);
  play_all(game, {"Ng8"});
  CHECK(game.repetition_count() == 5);
  CHECK(game.status().result == GameResult::Draw);
  CHECK(game.status().reason == GameEndReason::Fivefold);
  CHECK(game.undo().has_value());
  auto claimed = game.claim_draw();  // Ng1 made the position after it occur a third time
  REQUIRE(claimed.ok());
  CHECK(claimed.value().reason == GameEndReason::Threefold);
}

TEST_CASE("Lost castling rights make positions differ", "[game]") {
  Game game = game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  play_all(game, {"Ke2", "Ke7", "Ke1", "Ke8"});  // same placement, but no castling rights now
  CHECK(game.repetition_count() == 1);
  play_all(game, {"Ke2", "Ke7", "Ke1", "Ke8"});
  CHECK(game.repetition_count() == 2);
  CHECK(game.claimable_draw() == GameEndReason::None);
  play_all(game, {"Ke2", "Ke7", "Ke1", "Ke8"});
  CHECK(game.claimable_draw() == GameEndReason::Threefold);
  // Losing only the h-side rights by a rook trip also counts.
  Game rooks = game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  play_all(rooks, {"Rh2", "Rh7", "Rh1", "Rh8"});
  CHECK(rooks.fen() == "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
  CHECK(rooks.repetition_count() == 1);
}

TEST_CASE("An en-passant right makes positions differ only when the capture is legal", "[game]") {
  const std::vector<const char*> cycle = {"Nf3", "Nf6", "Ng1", "Ng8"};
  // exd6 e.p. is legal right after ...d5: that position is not repeated by the knight trips.
  Game game = game_from("4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1");
  play_all(game, {"d5"});
  CHECK(game.fen() == "4k1n1/8/8/3pP3/8/8/8/4K1N1 w - d6 0 2");
  play_all(game, cycle);
  play_all(game, cycle);
  CHECK(game.repetition_count() == 2);
  CHECK(game.claimable_draw() == GameEndReason::None);
  play_all(game, cycle);
  CHECK(game.claimable_draw() == GameEndReason::Threefold);
  // The e5 pawn is pinned along the fifth rank (king a5, rook h5): no legal en-passant
  // capture, so the position after ...d5 is the same as after the knight trips.
  Game pinned = game_from("4k1n1/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1");
  play_all(pinned, {"d5"});
  CHECK(pinned.fen() == "4k1n1/8/8/K2pP2r/8/8/8/6N1 w - - 0 2");
  play_all(pinned, cycle);
  play_all(pinned, cycle);
  CHECK(pinned.repetition_count() == 3);
  CHECK(pinned.claimable_draw() == GameEndReason::Threefold);
}

TEST_CASE("dests lists king-takes-rook and, two files away or more, the king's castling square",
          "[game]") {
  CHECK(dests_of(game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1") ==
        "a1 c1 d1 f1 g1 h1 d2 e2 f2");
  CHECK(dests_of(game_from("4k3/8/8/8/8/8/8/4KR2 w K - 0 1"), "e1") == "d1 f1 g1 d2 e2 f2");
  // King b1 one file from c1: c1 is an ordinary king step, listed once.
  Game near = game_from("4k3/8/8/8/8/8/8/RK6 w Q - 0 1");
  CHECK(dests_of(near, "b1") == "a1 c1 a2 b2 c2");
  // King already on g1: castling only by taking the rook.
  Game rook_only = game_from("4k3/8/8/8/8/8/8/6KR w K - 0 1");
  CHECK(dests_of(rook_only, "g1") == "f1 h1 f2 g2 h2");
  // King f1, rook g1: the castling square is the rook's square.
  CHECK(dests_of(game_from("5k2/8/8/8/8/8/8/5KR1 w K - 0 1"), "f1") == "e1 g1 e2 f2 g2");
  // A promotion square appears once.
  CHECK(dests_of(game_from("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7") == "a8 b8");
  CHECK(Game().dests().size() == 10);
}

TEST_CASE("Perft and divide by FEN with a checked depth", "[game]") {
  CHECK(perft_of_fen(kStart, "3").value() == 8902);
  CHECK(perft_of_fen(kStart, "0").value() == 1);
  CHECK(perft_of_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "2")
            .value() == 2039);
  CHECK(perft_of_fen(kStart, "8").error().code == ErrorCode::PerftDepth);
  CHECK(perft_of_fen(kStart, "1.5").error().message ==
        "the perft depth must be a whole number from 0 to 7, not '1.5'");
  CHECK(perft_of_fen(kStart, "-1").error().code == ErrorCode::PerftDepth);
  CHECK(std::string(code_name(perft_of_fen("nonsense", "1").error().code)).rfind("ERR_FEN", 0) ==
        0);
  CHECK(divide_of_fen(kStart, "1").value().size() == 20);
  CHECK(divide_of_fen(kStart, "0").error().code == ErrorCode::PerftDepth);
}

TEST_CASE("Replaying moves stops where the rules end the game", "[game]") {
  Game game;
  for (int i = 0; i < 4; ++i)
    for (const char* move : {"Nf3", "Nf6", "Ng1", "Ng8"}) REQUIRE(game.replay(move).ok());
  CHECK(game.repetition_count() == 5);
  auto after = game.replay("e4");
  REQUIRE_FALSE(after.ok());
  CHECK(after.error().code == ErrorCode::GameOver);
  Game bare = Game::from_fen("8/8/8/4k3/8/8/8/4K2N w - - 0 1").value();  // K+N v K
  CHECK(bare.replay("Ng3").error().code == ErrorCode::GameOver);
}

TEST_CASE("Perft and divide within a node budget stop past it with ERR_PERFT_BUDGET", "[game]") {
  CHECK(perft_of_fen(kStart, "4", 197281).value() == 197281);  // exactly the budget: counted
  auto over = perft_of_fen(kStart, "4", 197280);
  REQUIRE_FALSE(over.ok());
  CHECK(over.error().code == ErrorCode::PerftBudget);
  CHECK(over.error().message.find("197280") != std::string::npos);
  CHECK(perft_of_fen(kStart, "7", 1000).error().code == ErrorCode::PerftBudget);  // at once
  CHECK(divide_of_fen(kStart, "3", 8902).value().size() == 20);
  CHECK(divide_of_fen(kStart, "3", 8901).error().code == ErrorCode::PerftBudget);
  CHECK(perft_of_fen(kStart, "1", 19).error().code == ErrorCode::PerftBudget);
  CHECK(perft_of_fen(kStart, "0", 1).value() == 1);
}

TEST_CASE("A game room is made for no more half-moves than any game can have", "[game]") {
  Game game;
  game.reserve(std::numeric_limits<std::size_t>::max());  // a PGN game of endless move tokens
  CHECK(game.history().capacity() <= std::size_t(kMaxGamePlies));
  CHECK(game.play("e4").ok());
}

TEST_CASE("The FEN of a game past fullmove 999999 reads back", "[game]") {
  Game game = game_from("4k3/8/8/8/8/8/8/R3K3 b Q - 0 999999");
  REQUIRE(game.play("Kd7").ok());
  CHECK(game.move_number() == 1000000);
  std::string fen = game.fen();
  CHECK(fen == "8/3k4/8/8/8/8/8/R3K3 w Q - 1 999999");
  auto again = Game::from_fen(fen);
  REQUIRE(again.ok());
  CHECK(again.value().position().key() == game.position().key());  // the same position
}
