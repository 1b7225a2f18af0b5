// The board page's view of a game (game_view) and the meaning of board gestures
// (moves_between): castling verdicts worked out by hand from FIDE Appendix F, and the
// verdicts checked against move generation on every position of the perft collections.
#include "game/view.h"

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "test_helpers.h"

using namespace c960;
using namespace c960::test;

namespace {

Game game_of(const std::string& fen) {
  auto game = Game::from_fen(fen);
  INFO(fen);
  REQUIRE(game.ok());
  return game.value();
}

void play_all(Game& game, const std::vector<std::string>& moves) {
  for (const std::string& move : moves) {
    INFO(move);
    REQUIRE(game.play(move).ok());
  }
}

// Returns the squares of a bitboard as "a1 b1 …".
std::string squares_of(Bitboard squares) {
  std::string out;
  for (Bitboard b = squares; b;) out += (out.empty() ? "" : " ") + square_name(pop_lsb(b));
  return out;
}

// Returns the UCI of each move, space separated.
std::string ucis(const MoveList& moves) {
  std::string out;
  for (Move m : moves) out += (out.empty() ? "" : " ") + move_to_uci(m);
  return out;
}

const CastlingView& king_side(const GameView& view) { return view.castling[0]; }
const CastlingView& queen_side(const GameView& view) { return view.castling[1]; }

}  // namespace

TEST_CASE("view: the ordinary start", "[view]") {
  GameView view = game_view(Game());
  CHECK(view.fen == kStartFen);
  CHECK(view.turn == Color::White);
  CHECK(view.move_number == 1);
  CHECK(view.pieces[E1] == Piece::WhiteKing);
  CHECK(view.pieces[D8] == Piece::BlackQueen);
  CHECK(view.pieces[E4] == Piece::None);
  CHECK(view.dests.size() == 10);
  CHECK(view.start_number == 518);
  CHECK_FALSE(view.has_last_move);
  CHECK(view.status.checked_king == NoSquare);
  CHECK(king_side(view).check.obstacle == CastlingObstacle::Blocked);
  CHECK(squares_of(king_side(view).check.squares) == "f1 g1");
  CHECK(squares_of(queen_side(view).check.squares) == "b1 c1 d1");
  CHECK(king_side(view).check.rook_from == H1);
  CHECK(queen_side(view).check.rook_to == D1);
  CHECK_FALSE(king_side(view).move.is_some());
}

TEST_CASE("view: history in the chosen letters, the last move, the start number", "[view]") {
  auto started = Game::from_start_number(959);  // RKRNNQBB
  REQUIRE(started.ok());
  Game game = started.value();
  play_all(game, {"Ne3", "a6", "c4", "a5", "Rc2", "h6", "O-O-O"});
  GameView view = game_view(game, Letters::German);
  CHECK(view.history_san ==
        std::vector<std::string>{"Se3", "a6", "c4", "a5", "Tc2", "h6", "O-O-O"});
  CHECK(view.history_uci.back() == "b1a1");
  REQUIRE(view.has_last_move);
  CHECK(view.last_move.from == B1);
  CHECK(view.last_move.to == C1);  // the king's destination, not the rook's square
  CHECK(view.last_move.rook_from == A1);
  CHECK(view.last_move.rook_to == D1);
  CHECK(view.start_number == 959);
  CHECK(game_view(game_of("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).start_number == std::nullopt);
}

TEST_CASE("view: why a castling right is gone", "[view]") {
  const std::string fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
  Game king = game_of(fen);
  play_all(king, {"Kf1", "a6", "Ke1", "a5"});
  CHECK(king_side(game_view(king)).lost == LostRight::KingMoved);
  CHECK(queen_side(game_view(king)).lost == LostRight::KingMoved);

  Game rook = game_of(fen);
  play_all(rook, {"Rg1", "a6", "Rh1", "a5"});
  CHECK(king_side(game_view(rook)).lost == LostRight::RookMoved);
  CHECK(queen_side(game_view(rook)).lost == LostRight::None);
  CHECK(queen_side(game_view(rook)).move.is_some());

  Game captured = game_of("r3k2r/7p/8/8/8/8/P6P/R3K2R b KQkq - 0 1");
  play_all(captured, {"Rxa2", "Kd1", "Rxa1+"});
  GameView view = game_view(captured);
  CHECK(view.status.checked_king == D1);
  CHECK(queen_side(view).lost == LostRight::KingMoved);

  Game rook_lost = game_of("4k3/8/8/8/8/6n1/8/R3K2R b KQ - 0 1");
  play_all(rook_lost, {"Nxh1"});
  CHECK(king_side(game_view(rook_lost)).lost == LostRight::RookCaptured);
  CHECK(queen_side(game_view(rook_lost)).move.is_some());

  Game castled = game_of(fen);
  play_all(castled, {"O-O", "O-O-O"});  // White to move: White castled short
  CHECK(king_side(game_view(castled)).lost == LostRight::Castled);
  CHECK(queen_side(game_view(castled)).lost == LostRight::Castled);
  play_all(castled, {"a3"});  // Black castled long
  CHECK(king_side(game_view(castled)).lost == LostRight::Castled);

  CHECK(king_side(game_view(game_of("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1"))).lost ==
        LostRight::NeverHeld);
}

TEST_CASE("view: castling through, into and out of check (FIDE Appendix F)", "[view]") {
  // A rook on f8 attacks f1, which the king crosses on its way to g1.
  auto passes = king_side(game_view(game_of("k4r2/8/8/8/8/8/8/4K2R w K - 0 1")));
  CHECK(passes.check.obstacle == CastlingObstacle::PassesAttacked);
  CHECK(squares_of(passes.check.squares) == "f1");
  // A rook on g8 attacks g1, where the king lands.
  auto lands = king_side(game_view(game_of("k5r1/8/8/8/8/8/8/4K2R w K - 0 1")));
  CHECK(lands.check.obstacle == CastlingObstacle::LandsInCheck);
  CHECK(squares_of(lands.check.squares) == "g1");
  // In check from e8.
  auto in_check = king_side(game_view(game_of("k3r3/8/8/8/8/8/8/4K2R w K - 0 1")));
  CHECK(in_check.check.obstacle == CastlingObstacle::InCheck);
  CHECK(squares_of(in_check.check.squares) == "e1");
  // Chess960: the castling rook on b1 shields the king on c1 from the queen on a1; O-O-O
  // leaves the king on c1 and moves the rook to d1, so the king would stand in check.
  auto shielded = queen_side(game_view(game_of("k7/8/8/8/8/8/8/qRK5 w Q - 0 1")));
  CHECK(shielded.check.obstacle == CastlingObstacle::LandsInCheck);
  CHECK(squares_of(shielded.check.squares) == "c1");
  // The same with the king on d1: it would land on the attacked c1.
  auto shielded_far = queen_side(game_view(game_of("k7/8/8/8/8/8/8/qR1K4 w Q - 0 1")));
  CHECK(shielded_far.check.obstacle == CastlingObstacle::LandsInCheck);
  // Blocked by a knight on b1 between the a1 rook and its destination d1.
  auto blocked = queen_side(game_view(game_of("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1")));
  CHECK(blocked.check.obstacle == CastlingObstacle::Blocked);
  CHECK(squares_of(blocked.check.squares) == "b1");
  // Game over: no castling is legal.
  auto over = game_view(game_of("R3k3/8/4K3/8/8/8/8/5R2 b - - 0 1"));
  CHECK(over.status.result == GameResult::WhiteWins);
  CHECK_FALSE(king_side(over).move.is_some());
}

TEST_CASE("view: castling verdicts agree with move generation on the perft collections", "[view]") {
  auto fens = perft_file_fens({"chess960-first100.perft", "tricky.perft"});
  for (const std::string& fen : stockfish_file_fens()) fens.push_back(fen);
  REQUIRE(fens.size() > 100);
  int legal_seen = 0;
  for (const std::string& fen : fens) {
    INFO(fen);
    Game game = game_of(fen);
    MoveList moves = game.legal_moves();
    GameView view = game_view(game);
    for (const CastlingView& castling : view.castling) {
      bool generated = false;
      for (Move m : moves)
        generated |= m.kind() == MoveKind::Castling && castling_side(m) == castling.side;
      CHECK(castling.move.is_some() == generated);
      CHECK((castling.check.obstacle == CastlingObstacle::None) == generated);
      if (!generated)
        CHECK((castling.check.squares != 0) ==
              (castling.check.obstacle > CastlingObstacle::NoRight));
      legal_seen += generated;
    }
  }
  CHECK(legal_seen > 20);
}

TEST_CASE("gestures: what a drag from one square to another can mean", "[view]") {
  // King f1, rook h1, g1 empty: g1 is both an ordinary step and the castling square.
  Game near = game_of("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
  CHECK(ucis(moves_between(near, F1, G1)) == "f1g1 f1h1");
  CHECK(ucis(moves_between(near, F1, H1)) == "f1h1");
  // Two files away: only castling.
  Game far = game_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  CHECK(ucis(moves_between(far, E1, G1)) == "e1h1");
  CHECK(ucis(moves_between(far, E1, C1)) == "e1a1");
  CHECK(ucis(moves_between(far, E1, A1)) == "e1a1");
  CHECK(ucis(moves_between(far, E1, E3)) == "");
  // King already on g1: a drag onto g1 means nothing; onto the rook means castling.
  Game already = game_of("4k3/8/8/8/8/8/8/6KR w K - 0 1");
  CHECK(ucis(moves_between(already, G1, G1)) == "");
  CHECK(ucis(moves_between(already, G1, H1)) == "g1h1");
  // Promotions, queen first.
  Game promote = game_of("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  CHECK(ucis(moves_between(promote, B7, A8)) == "b7a8q b7a8r b7a8b b7a8n");
  CHECK(ucis(moves_between(promote, B7, B8)) == "b7b8q b7b8r b7b8b b7b8n");
  // En passant.
  Game ep = game_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  CHECK(ucis(moves_between(ep, E5, D6)) == "e5d6");
}
