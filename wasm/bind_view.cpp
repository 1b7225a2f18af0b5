// Embind bindings for what a board page redraws from (game/view.h): the view of a game and the
// meaning of a board gesture. Type conversion only: answers are JSON text, read by
// wasm/js/game.js.
#include <string>

#include <emscripten/bind.h>

#include "game/view.h"
#include "game_handles.h"
#include "json_writer.h"
#include "notation/san.h"
#include "notation/uci.h"
#include "rules/castling.h"
#include "text.h"

namespace c960::bind {

Result<Square> square_of(const std::string& text) {
  Square s = parse_square(text);
  if (s == NoSquare)
    return make_error(ErrorCode::Square, quoted_input(text) + " is not a square (a1 to h8)");
  return s;
}

namespace {

// Returns the name of a castling side: "h" (O-O) or "a" (O-O-O).
const char* side_name_of(CastlingSide side) { return side == CastlingSide::KingSide ? "h" : "a"; }

// Returns the name of why a castling is not legal, or nullptr when it is.
const char* castling_obstacle_name(const CastlingView& view) {
  if (view.game_over) return "game-over";
  switch (view.lost) {
    case LostRight::NeverHeld: return "no-right";
    case LostRight::Castled: return "castled";
    case LostRight::KingMoved: return "king-moved";
    case LostRight::RookMoved: return "rook-moved";
    case LostRight::RookCaptured: return "rook-captured";
    case LostRight::None: break;
  }
  switch (view.check.obstacle) {
    case CastlingObstacle::NoRight: return "no-right";
    case CastlingObstacle::Blocked: return "blocked";
    case CastlingObstacle::InCheck: return "in-check";
    case CastlingObstacle::PassesAttacked: return "passes-attacked-square";
    case CastlingObstacle::LandsInCheck: return "lands-in-check";
    case CastlingObstacle::None: return nullptr;
  }
  return nullptr;
}

// Writes the four squares of a castling: kingFrom, kingTo, rookFrom (null without the right),
// rookTo.
void write_castling_squares(Json& json, Square king_from, Square king_to, Square rook_from,
                            Square rook_to) {
  json.key("kingFrom").square(king_from).key("kingTo").square(king_to);
  json.key("rookFrom").square(rook_from).key("rookTo").square(rook_to);
}

// Writes { side, legal, san, uci, why, squares, kingFrom, kingTo, rookFrom, rookTo,
// kingToIsAlsoKingStep }.
void write_castling(Json& json, const CastlingView& view) {
  bool legal = view.move.is_some();
  json.begin_object().key("side").str(side_name_of(view.side)).key("legal").boolean(legal);
  json.key("san");
  legal ? json.str(view.san) : json.null();
  json.key("uci");
  legal ? json.str(move_to_uci(view.move)) : json.null();
  json.key("why");
  const char* why = castling_obstacle_name(view);
  why ? json.str(why) : json.null();
  json.key("squares").begin_array();
  if (!legal && !view.game_over)
    for (Bitboard b = view.check.squares; b;) json.square(pop_lsb(b));
  json.end_array();
  write_castling_squares(json, view.check.king_from, view.check.king_to, view.check.rook_from,
                         view.check.rook_to);
  json.key("kingToIsAlsoKingStep").boolean(view.king_to_is_also_king_step).end_object();
}

// Writes the whole view (see package/types/index.d.ts, GameView).
void write_view(Json& json, const GameView& view, const Game& game, int node, Letters letters) {
  json.begin_object().key("fen").str(view.fen);
  json.key("turn").str(view.turn == Color::White ? "w" : "b");
  json.key("moveNumber").number(view.move_number);
  json.key("status");
  write_status(json, view.status);
  json.key("pieces").begin_object();
  for (int s = 0; s < 64; ++s) {
    Piece p = view.pieces[s];
    if (p == Piece::None) continue;
    const char name[3] = {char('a' + file_of(Square(s))), char('1' + rank_of(Square(s))), 0};
    char letter = piece_type_letter(type_of(p));
    if (color_of(p) == Color::Black) letter = char(letter | 0x20);
    json.key(name).str(std::string_view(&letter, 1));
  }
  json.end_object().key("dests");
  write_dests(json, view.dests);
  json.key("castling").begin_array();
  for (const CastlingView& castling : view.castling) write_castling(json, castling);
  json.end_array().key("history").begin_object();
  json.key("san").strings(view.history_san).key("uci").strings(view.history_uci).end_object();
  json.key("claimableDraw");
  view.claimable == GameEndReason::None ? json.boolean(false)
                                        : json.str(reason_name(view.claimable));
  json.key("lastMove");
  // the last move spelled out (MoveDetails), with the king's squares of a castling named as well
  if (view.has_last_move)
    write_move(json, game.history().back().before, game.history().back().move, letters);
  else
    json.null();
  json.key("startNumber");
  view.start_number ? json.number(*view.start_number) : json.null();
  // the tree node the game stands on, so that a page following the tree needs no second call
  json.key("node").number(node);
  json.end_object();
}

// Returns the view of a game with SAN in the letters "en", "de" or "figurine".
std::string view(int id, const std::string& letters) {
  return on_record(id, [&](const GameRecord& record) {
    const Game& game = record.game();
    return value_json([&](Json& json) {
      write_view(json, game_view(game, letters_of(letters)), game, record.current(),
                 letters_of(letters));
    });
  });
}

// Returns [{ uci, san, kind, side?, promotion? }]: what a gesture from `from` to `to` can mean.
std::string moves_between_json(int id, const std::string& from, const std::string& to,
                               const std::string& letters) {
  return on_game(id, [&](const Game& game) {
    auto origin = square_of(from);
    if (!origin) return error_json(origin.error());
    auto target = square_of(to);
    if (!target) return error_json(target.error());
    return value_json([&](Json& json) {
      json.begin_array();
      for (Move m : moves_between(game, origin.value(), target.value())) {
        json.begin_object().key("uci").str(move_to_uci(m));
        json.key("san").str(move_to_san(game.position(), m, letters_of(letters)));
        switch (m.kind()) {
          case MoveKind::Castling:
            json.key("kind").str("castling").key("side").str(side_name_of(castling_side(m)));
            break;
          case MoveKind::Promotion:
            json.key("kind")
                .str("promotion")
                .key("promotion")
                .str(std::string(1, char(piece_type_letter(m.promotion_type()) | 0x20)));
            break;
          case MoveKind::EnPassant: json.key("kind").str("en-passant"); break;
          case MoveKind::Normal: json.key("kind").str("normal"); break;
        }
        json.end_object();
      }
      json.end_array();
    });
  });
}

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_view) {
  using namespace c960::bind;
  emscripten::function("gameView", &view);
  emscripten::function("gameMovesBetween", &moves_between_json);
}
