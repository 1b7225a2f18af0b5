// libFuzzer target: SAN and UCI reading on a fixed set of tricky Chess960 positions.
// Input: first byte picks the position, the rest is move text. Properties: when the text parses
// (SAN, UCI, or Game::parse_move), the move is in legal_moves(); writing it as SAN (English,
// German, figurine) and UCI and parsing again gives the same move; playing it through Game
// changes the game and undo() restores it; a rejected text leaves the game unchanged.
#include <string>

#include "fuzz_util.h"
#include "game/game.h"
#include "notation/fen.h"
#include "notation/uci.h"

using namespace c960;
using fuzz::check;

static const char* const kPositions[] = {
    // Ordinary start, Chess960 starts 0 and 959, king on its castling square.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
    "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1",
    // King b1, rooks a1 and c1: O-O-O moves the king to c1 over the rook's square.
    "rkr5/pppppppp/8/8/8/8/PPPPPPPP/RKR5 w CAca - 0 1",
    // King on g1 with rook h1 (castling king-side moves only the rook) and rook a1.
    "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1",
    // King f1, rook g1: "f1g1" is an ordinary step and castling by king-takes-rook.
    "r6k/8/8/8/8/8/8/5KR1 w G - 0 1",
    // Kiwipete: pins, en passant not yet, both castlings.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // En passant legal (e5xf6) and ambiguous knights/rooks.
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // Promotions with captures on both sides, under-promotion, check.
    "r1n1k3/1P6/8/8/8/8/6p1/4K2R b K - 0 1",
    // Three queens able to reach e1 (full disambiguation Qh4e1) and bishop/pawn letter clash.
    "6k1/8/8/8/4Q2Q/8/1P5Q/K7 w - - 0 1",
    // Chess960 perft position from the public list (castling rights on H and F).
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
    // Black to move in check, en passant that would expose the king (illegal).
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
};
static constexpr int kPositionCount = sizeof(kPositions) / sizeof(kPositions[0]);

static void check_parsed(const Position& pos, Move m, const std::string& where) {
  check(legal_moves(pos).contains(m), "parsed move not legal", where);
  auto uci = parse_uci_move(pos, move_to_uci(m));
  check(uci.ok() && uci.value() == m, "UCI round trip", where + " " + move_to_uci(m));
  for (Letters letters : {Letters::English, Letters::German, Letters::Figurine}) {
    const std::string san = move_to_san(pos, m, letters);
    auto back = parse_san(pos, san);
    check(back.ok() && back.value() == m, "SAN round trip", where + " " + san);
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > 512) return 0;
  const char* fen = kPositions[data[0] % kPositionCount];
  const std::string_view text = fuzz::text_of(data + 1, size - 1);
  auto game_or = Game::from_fen(fen);
  check(game_or.ok(), "fixed position does not parse", fen);
  Game game = game_or.value();
  const Position pos = game.position();
  const std::string where = std::string(fen) + " | " + std::string(text);

  auto san = parse_san(pos, text);
  if (san)
    check_parsed(pos, san.value(), where);
  else
    check(std::string(code_name(san.error().code)).rfind("ERR_MOVE_", 0) == 0 &&
              !san.error().message.empty(),
          "SAN error", where);
  auto uci = parse_uci_move(pos, text);
  if (uci)
    check_parsed(pos, uci.value(), where);
  else
    check(std::string(code_name(uci.error().code)).rfind("ERR_MOVE_", 0) == 0 &&
              !uci.error().message.empty(),
          "UCI error", where);

  const std::string before = game.fen();
  auto any = game.parse_move(text);
  auto played = game.play(text);
  check(any.ok() == played.ok(), "parse_move and play disagree", where);
  if (played) {
    check_parsed(pos, any.value(), where);
    check(game.history().size() == 1 && game.history().back().move == any.value(), "history",
          where);
    check(game.undo().has_value() && game.fen() == before && game.history().empty(), "undo", where);
  } else {
    check(game.fen() == before && game.history().empty(), "rejected move changed the game", where);
  }
  return 0;
}
