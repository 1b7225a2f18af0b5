// Embind bindings for the game (handle class GameHandle) and perft. Type conversion only; the
// public JS class Game lives in wasm/js/20-game.js.
#include <emscripten/bind.h>

#include <string>

#include "bind_util.h"
#include "game.h"
#include "uci.h"

using emscripten::val;

namespace c960::bind {
namespace {

val string_array(const std::vector<std::string>& items) {
  val out = val::array();
  for (const std::string& item : items) out.call<void>("push", item);
  return out;
}

val string_value(const std::string& text) { return val(text); }

SanLetters letters_of(const std::string& name) {
  return name == "de" ? SanLetters::German : name == "figurine" ? SanLetters::Figurine : SanLetters::English;
}

val status_object(const GameStatus& status) {
  val out = val::object();
  out.set("result", std::string(result_name(status.result)));
  const char* reason = reason_name(status.reason);
  out.set("reason", *reason ? val(std::string(reason)) : val::null());
  out.set("check", status.check);
  return out;
}

// Replaces the game by one from a start number (as text) or a FEN; returns { value: true } or an error.
val load(Game& game, const std::string& text) {
  auto loaded = Game::from_text(text);
  if (!loaded) return error_value(loaded.error());
  game = loaded.value();
  return ok_value(val(true));
}

val fen(const Game& game, bool shredder) {
  return val(game.fen(shredder ? CastlingNotation::Shredder : CastlingNotation::XFen));
}

val start_fen(const Game& game) { return val(game.start_fen()); }

val fen_at(const Game& game, const std::string& ply_text) {
  auto ply = parse_whole_number(ply_text, 0, int(game.history().size()), "ERR_PLY_RANGE", "the ply");
  if (!ply) return error_value(ply.error());
  return result_value(game.fen_at(ply.value()), string_value);
}

val turn(const Game& game) { return val(std::string(game.turn() == Color::White ? "w" : "b")); }

int move_number(const Game& game) { return game.move_number(); }

val legal_moves_uci(const Game& game) {
  std::vector<std::string> moves;
  for (Move m : game.legal_moves()) moves.push_back(move_to_uci(m));
  return string_array(moves);
}

val legal_moves_san(const Game& game, const std::string& letters) {
  return string_array(game.legal_moves_san(letters_of(letters)));
}

val dests(const Game& game) {
  val out = val::object();
  for (const MoveDestinations& entry : game.dests()) {
    std::vector<std::string> targets;
    for (Square to : entry.to) targets.push_back(square_name(to));
    out.set(square_name(entry.from), string_array(targets));
  }
  return out;
}

val castling_options(const Game& game) {
  val out = val::array();
  for (const CastlingOption& option : game.castling_options()) {
    val item = val::object();
    item.set("side", std::string(option.side == CastlingSide::KingSide ? "h" : "a"));
    item.set("san", option.san);
    item.set("uci", option.uci);
    item.set("kingFrom", square_name(option.king_from));
    item.set("rookFrom", square_name(option.rook_from));
    item.set("kingTo", square_name(option.king_to));
    item.set("rookTo", square_name(option.rook_to));
    item.set("kingToIsAlsoKingStep", option.king_to_is_also_king_step);
    out.call<void>("push", item);
  }
  return out;
}

val play(Game& game, const std::string& text) { return result_value(game.play(text), string_value); }

val undo(Game& game) {
  auto san = game.undo();
  return san ? val(*san) : val::null();
}

val history_san(const Game& game, const std::string& letters) {
  return string_array(game.history_san(letters_of(letters)));
}

val history_uci(const Game& game) {
  std::vector<std::string> moves;
  for (const PlayedMove& played : game.history()) moves.push_back(played.uci);
  return string_array(moves);
}

val status(const Game& game) { return status_object(game.status()); }

val claimable_draw(const Game& game) {
  GameEndReason reason = game.claimable_draw();
  return reason == GameEndReason::None ? val(false) : val(std::string(reason_name(reason)));
}

val claim_draw(Game& game) { return result_value(game.claim_draw(), status_object); }

val to_uci(const Game& game, const std::string& text) {
  return result_value(game.parse_move(text), [](Move m) { return val(move_to_uci(m)); });
}

val to_san(const Game& game, const std::string& text) {
  auto move = game.parse_move(text);
  if (!move) return error_value(move.error());
  return ok_value(val(move_to_san(game.position(), move.value())));
}

int repetition_count(const Game& game) { return game.repetition_count(); }

// Returns { value: nodes } (a JS number) or an error.
val perft(const std::string& fen, const std::string& depth) {
  return result_value(perft_of_fen(fen, depth), [](uint64_t nodes) { return val(double(nodes)); });
}

// Returns { value: { uci: nodes } } or an error.
val divide(const std::string& fen, const std::string& depth) {
  return result_value(divide_of_fen(fen, depth), [](const std::vector<DivideEntry>& entries) {
    val out = val::object();
    for (const DivideEntry& entry : entries) out.set(move_to_uci(entry.move), double(entry.nodes));
    return out;
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_game) {
  using namespace c960::bind;
  emscripten::class_<c960::Game>("GameHandle")
      .constructor<>()
      .function("load", &load)
      .function("fen", &fen)
      .function("startFen", &start_fen)
      .function("fenAt", &fen_at)
      .function("turn", &turn)
      .function("moveNumber", &move_number)
      .function("legalMoves", &legal_moves_uci)
      .function("legalMovesSan", &legal_moves_san)
      .function("dests", &dests)
      .function("castlingOptions", &castling_options)
      .function("play", &play)
      .function("undo", &undo)
      .function("history", &history_san)
      .function("historyUci", &history_uci)
      .function("status", &status)
      .function("canClaimDraw", &claimable_draw)
      .function("claimDraw", &claim_draw)
      .function("sanToUci", &to_uci)
      .function("uciToSan", &to_san)
      .function("repetitionCount", &repetition_count);
  emscripten::function("perft", &perft);
  emscripten::function("divide", &divide);
}
