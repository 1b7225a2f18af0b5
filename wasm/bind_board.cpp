// Embind bindings for moves spelled out (notation/move_details.h) and the attack questions about a
// game's position. Type conversion only: answers are JSON text, read by wasm/js/board.js.
#include <string>

#include <emscripten/bind.h>

#include "game_handles.h"
#include "notation/move_details.h"
#include "notation/san.h"
#include "notation/uci.h"
#include "rules/movegen.h"

namespace c960::bind {

// Writes a FEN piece letter (upper case White), or null for no piece.
void write_piece(Json& json, Piece p) {
  if (p == Piece::None) {
    json.null();
    return;
  }
  char letter = piece_type_letter(type_of(p));
  if (color_of(p) == Color::Black) letter = char(letter | 0x20);
  json.str(std::string_view(&letter, 1));
}

void write_move(Json& json, const Position& pos, Move m, Letters letters) {
  MoveDetails d = move_details(pos, m);
  json.begin_object().key("from").square(d.from).key("to").square(d.to).key("piece");
  write_piece(json, d.piece);
  json.key("captured");
  write_piece(json, d.captured);
  json.key("promotion");
  write_piece(json, d.promotion);
  json.key("enPassant").boolean(d.en_passant).key("castling");
  if (d.castling) {
    json.begin_object().key("side").str(d.side == CastlingSide::KingSide ? "h" : "a");
    json.key("kingFrom").square(d.from).key("kingTo").square(d.to);
    json.key("rookFrom").square(d.rook_from).key("rookTo").square(d.rook_to).end_object();
  } else {
    json.null();
  }
  json.key("check").boolean(d.check).key("san").str(move_to_san(pos, m, letters));
  json.key("uci").str(move_to_uci(m)).end_object();
}

namespace {

// Returns the legal moves spelled out, in the order of legalMoves().
std::string moves(int id, const std::string& letters) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) {
      json.begin_array();
      for (Move m : game.legal_moves()) write_move(json, game.position(), m, letters_of(letters));
      json.end_array();
    });
  });
}

// Returns the last move of the current line spelled out, or null at its start.
std::string last_move(int id, const std::string& letters) {
  return on_game(id, [&](const Game& game) {
    return value_json([&](Json& json) {
      if (game.history().empty()) {
        json.null();
        return;
      }
      const PlayedMove& last = game.history().back();
      write_move(json, last.before, last.move, letters_of(letters));
    });
  });
}

// The attack questions, one bound function for the three (each binding costs the library's size).
enum class SquaresQuestion { Attackers, Checkers, Pinned };

// Returns the squares that answer `question` about the position: the pieces of `color` ("w" or
// "b", checked by the JS wrapper) attacking `square`, the pieces giving check, or the side to
// move's pinned pieces.
std::string squares(int id, int question, const std::string& square, const std::string& color) {
  return on_game(id, [&](const Game& game) {
    const Position& pos = game.position();
    Bitboard found = 0;
    switch (SquaresQuestion(question)) {
      case SquaresQuestion::Attackers: {
        auto target = square_of(square);
        if (!target) return error_json(target.error());
        Color by = color == "w" ? Color::White : Color::Black;  // 'w' or 'b': board.js checked
        found = pos.attackers_to(target.value(), pos.occupied()) & pos.pieces(by);
        break;
      }
      case SquaresQuestion::Checkers: found = pos.checkers(); break;
      case SquaresQuestion::Pinned: found = pinned_pieces(pos); break;
    }
    return value_json([&](Json& json) {
      json.begin_array();
      while (found) json.square(pop_lsb(found));
      json.end_array();
    });
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_board) {
  using namespace c960::bind;
  emscripten::function("gameMoves", &moves);
  emscripten::function("gameLastMove", &last_move);
  emscripten::function("gameSquares", &squares);
}
