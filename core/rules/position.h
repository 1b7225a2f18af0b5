// A chess position: pieces, side to move, castling rights, en passant, clocks, Zobrist key;
// make/unmake and attack queries. Reading and writing text lives in fen.h and uci.h.
#pragma once
#include <cstdint>

#include "rules/attacks.h"
#include "rules/bitboard.h"
#include "rules/castling.h"
#include "rules/types.h"

namespace c960 {

// What make_move() saves so that unmake_move() can restore the position exactly.
struct UndoInfo {
  Piece captured = Piece::None;
  uint8_t castling_mask = 0;
  Square ep_square = NoSquare;
  int halfmove_clock = 0;
  uint64_t key = 0;
};

class Position {
 public:
  // Returns an empty board, White to move (builds the attack tables on first use).
  Position();

  // Returns the piece on s, or Piece::None.
  Piece piece_on(Square s) const { return board_[s]; }
  // Returns all occupied squares.
  Bitboard occupied() const { return by_color_[0] | by_color_[1]; }
  // Returns the squares of one colour's pieces.
  Bitboard pieces(Color c) const { return by_color_[uint8_t(c)]; }
  // Returns the squares of one piece type, both colours.
  Bitboard pieces(PieceType t) const { return by_type_[uint8_t(t)]; }
  // Returns the squares of one colour's pieces of one type.
  Bitboard pieces(Color c, PieceType t) const { return pieces(c) & pieces(t); }
  // Returns the square of the colour's king (the position must have one).
  Square king_square(Color c) const { return lsb(pieces(c, PieceType::King)); }
  // Returns the side to move.
  Color turn() const { return turn_; }
  // Returns the en-passant target square, set only when an en-passant capture is legal.
  Square ep_square() const { return ep_square_; }
  // Returns the castling rights.
  const CastlingRights& castling() const { return castling_; }
  // Returns the number of half-moves since the last capture or pawn move.
  int halfmove_clock() const { return halfmove_clock_; }
  // Returns the move number (starts at 1, grows after Black's move).
  int fullmove_number() const { return fullmove_number_; }

  // Returns the Zobrist key, maintained incrementally.
  uint64_t key() const { return key_; }
  // Returns the Zobrist key computed from scratch (pieces, turn, rights, legal en passant).
  uint64_t compute_key() const;

  // Returns the pieces of both colours that attack s, given an occupancy.
  Bitboard attackers_to(Square s, Bitboard occupied) const;
  // Returns true when a piece of colour `by` attacks s, given an occupancy.
  bool attacked_by(Color by, Square s, Bitboard occupied) const {
    Bitboard queens = pieces(by, PieceType::Queen);
    return (pawn_attacks(opposite(by), s) & pieces(by, PieceType::Pawn)) ||
           (knight_attacks(s) & pieces(by, PieceType::Knight)) ||
           (king_attacks(s) & pieces(by, PieceType::King)) ||
           (bishop_attacks(s, occupied) & (pieces(by, PieceType::Bishop) | queens)) ||
           (rook_attacks(s, occupied) & (pieces(by, PieceType::Rook) | queens));
  }
  // Returns the pawns, knights, bishops, rooks and queens of colour `by` attacking s (kings
  // left out: they never give check), given an occupancy.
  Bitboard attackers_by(Color by, Square s, Bitboard occupied) const {
    Bitboard queens = pieces(by, PieceType::Queen);
    return ((pawn_attacks(opposite(by), s) & pieces(PieceType::Pawn)) |
            (knight_attacks(s) & pieces(PieceType::Knight)) |
            (bishop_attacks(s, occupied) & (pieces(PieceType::Bishop) | queens)) |
            (rook_attacks(s, occupied) & (pieces(PieceType::Rook) | queens))) &
           pieces(by);
  }
  // Returns the enemy pieces giving check to the side to move.
  Bitboard checkers() const;
  // Returns true when the side to move is in check.
  bool in_check() const { return checkers() != 0; }
  // Returns true when the pawn on `from` may legally capture en passant onto `to`.
  bool en_passant_is_legal(Square from, Square to) const;
  /* Insufficient material: true when there are no pawns, rooks or queens and either at most
     one knight or bishop is left in total (K v K, K+N v K, K+B v K), or every remaining
     minor piece is a bishop and all bishops stand on squares of one colour (e.g. K+B v K+B
     with same-coloured bishops). Then no sequence of legal moves can end in mate. K+N v K+N,
     K+B v K+N and opposite-coloured bishops are not included: mate is possible there. */
  // Returns true when neither side can ever mate (rule above).
  bool has_insufficient_material() const;

  // Plays a legal move and returns what unmake_move() needs.
  UndoInfo make_move(Move m);
  // Takes back the move most recently made with make_move().
  void unmake_move(Move m, const UndoInfo& undo);

  // Setup (used by the FEN reader). Call finish_setup() after the last change.
  // Puts a piece on an empty square.
  void put_piece(Piece p, Square s);
  // Sets the side to move.
  void set_turn(Color c) { turn_ = c; }
  // Adds a castling right for the colour's king (already placed) and the rook on `rook`.
  void add_castling_right(Color c, CastlingSide side, Square rook);
  // Sets the en-passant square read from a FEN; kept only if a legal capture exists.
  void set_ep_candidate(Square s) { ep_candidate_ = s; }
  // Sets the halfmove clock and the fullmove number.
  void set_clocks(int halfmove, int fullmove);
  // Resolves the en-passant square and computes the key; needs one king per side.
  void finish_setup();

  // Returns true when board, turn, rights, legal en passant and clocks are equal.
  bool operator==(const Position& other) const;
  bool operator!=(const Position& other) const { return !(*this == other); }

 private:
  void place(Piece p, Square s);
  void lift(Square s);
  void shift_piece(Square from, Square to);
  bool has_legal_en_passant(Square target) const;
  uint64_t castling_key(uint8_t mask) const;

  Piece board_[64];
  Bitboard by_color_[2] = {0, 0};
  Bitboard by_type_[kPieceTypeCount] = {0, 0, 0, 0, 0, 0};
  CastlingRights castling_;
  Color turn_ = Color::White;
  Square ep_square_ = NoSquare;
  Square ep_candidate_ = NoSquare;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;
  uint64_t key_ = 0;
};

// Returns true when `m` captures a piece in `pos` (en passant included; castling never does).
inline bool is_capture(const Position& pos, Move m) {
  if (m.kind() == MoveKind::EnPassant) return true;
  return m.kind() != MoveKind::Castling && pos.piece_on(m.to()) != Piece::None;
}

}  // namespace c960
