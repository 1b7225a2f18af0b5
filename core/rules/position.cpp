#include "rules/position.h"

#include "splitmix.h"

namespace c960 {

namespace {

struct ZobristKeys {
  uint64_t piece[16][64];
  uint64_t castling[2][8];  // by colour and castling-rook file
  uint64_t en_passant[8];   // by file
  uint64_t black_to_move;
};

// The keys, filled once from the fixed splitmix64 seed (at run time: as a constant table they
// would add 8 KB of incompressible data to the shipped WASM).
ZobristKeys kKeys;

void init_keys() {
  static bool initialised = false;
  if (initialised) return;
  initialised = true;
  uint64_t state = 0x0C960C960C960ULL;
  for (auto& row : kKeys.piece)
    for (auto& k : row) k = splitmix64(state);
  for (auto& row : kKeys.castling)
    for (auto& k : row) k = splitmix64(state);
  for (auto& k : kKeys.en_passant) k = splitmix64(state);
  kKeys.black_to_move = splitmix64(state);
}

uint64_t piece_key(Piece p, Square s) { return kKeys.piece[uint8_t(p)][s]; }

}  // namespace

Position::Position() {
  init_attack_tables();
  init_keys();
  for (auto& p : board_) p = Piece::None;
}

void Position::place(Piece p, Square s) {
  Bitboard b = square_bb(s);
  board_[s] = p;
  by_color_[uint8_t(color_of(p))] |= b;
  by_type_[uint8_t(type_of(p))] |= b;
}

void Position::lift(Square s) {
  Piece p = board_[s];
  Bitboard b = square_bb(s);
  board_[s] = Piece::None;
  by_color_[uint8_t(color_of(p))] ^= b;
  by_type_[uint8_t(type_of(p))] ^= b;
}

void Position::shift_piece(Square from, Square to) {
  Piece p = board_[from];
  Bitboard b = square_bb(from) | square_bb(to);
  board_[from] = Piece::None;
  board_[to] = p;
  by_color_[uint8_t(color_of(p))] ^= b;
  by_type_[uint8_t(type_of(p))] ^= b;
}

uint64_t Position::castling_key(uint8_t mask) const {
  uint64_t key = 0;
  for (int i = 0; i < 4; ++i) {
    if (!(mask >> i & 1)) continue;
    Color c = Color(i / 2);
    Square rook = castling_.rook_square(c, CastlingSide(i % 2));
    if (rook != NoSquare) key ^= kKeys.castling[i / 2][file_of(rook)];
  }
  return key;
}

uint64_t Position::compute_key() const {
  uint64_t key = 0;
  for (int s = 0; s < 64; ++s) {
    if (board_[s] != Piece::None) key ^= piece_key(board_[s], Square(s));
  }
  if (turn_ == Color::Black) key ^= kKeys.black_to_move;
  if (ep_square_ != NoSquare) key ^= kKeys.en_passant[file_of(ep_square_)];
  return key ^ castling_key(castling_.mask());
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
  return (pawn_attacks(Color::Black, s) & pieces(Color::White, PieceType::Pawn)) |
         (pawn_attacks(Color::White, s) & pieces(Color::Black, PieceType::Pawn)) |
         (knight_attacks(s) & pieces(PieceType::Knight)) |
         (king_attacks(s) & pieces(PieceType::King)) |
         (bishop_attacks(s, occupied) & (pieces(PieceType::Bishop) | pieces(PieceType::Queen))) |
         (rook_attacks(s, occupied) & (pieces(PieceType::Rook) | pieces(PieceType::Queen)));
}

Bitboard Position::checkers() const {
  return attackers_by(opposite(turn_), king_square(turn_), occupied());
}

bool Position::en_passant_is_legal(Square from, Square to) const {
  Color us = turn_;
  Color them = opposite(us);
  Square captured = Square(to ^ 8);
  Square king = king_square(us);
  Bitboard occupied_after = (occupied() ^ square_bb(from) ^ square_bb(captured)) | square_bb(to);
  Bitboard queens = pieces(them, PieceType::Queen);
  return !((rook_attacks(king, occupied_after) & (pieces(them, PieceType::Rook) | queens)) ||
           (bishop_attacks(king, occupied_after) & (pieces(them, PieceType::Bishop) | queens)) ||
           (knight_attacks(king) & pieces(them, PieceType::Knight)) ||
           (pawn_attacks(us, king) & pieces(them, PieceType::Pawn) & ~square_bb(captured)));
}

bool Position::has_legal_en_passant(Square target) const {
  Bitboard capturers = pawn_attacks(opposite(turn_), target) & pieces(turn_, PieceType::Pawn);
  while (capturers) {
    if (en_passant_is_legal(pop_lsb(capturers), target)) return true;
  }
  return false;
}

bool Position::has_insufficient_material() const {
  if (pieces(PieceType::Pawn) | pieces(PieceType::Rook) | pieces(PieceType::Queen)) return false;
  Bitboard minors = pieces(PieceType::Knight) | pieces(PieceType::Bishop);
  if (!more_than_one(minors)) return true;
  Bitboard bishops = pieces(PieceType::Bishop);
  return minors == bishops && (!(bishops & kDarkSquares) || !(bishops & ~kDarkSquares));
}

UndoInfo Position::make_move(Move m) {
  UndoInfo undo{Piece::None, castling_.mask(), ep_square_, halfmove_clock_, key_};
  Color us = turn_;
  Square from = m.from();
  Square to = m.to();
  Piece piece = board_[from];
  Square ep_candidate = NoSquare;
  key_ ^= kKeys.black_to_move;
  if (ep_square_ != NoSquare) key_ ^= kKeys.en_passant[file_of(ep_square_)];
  ep_square_ = NoSquare;
  ++halfmove_clock_;
  if (us == Color::Black) ++fullmove_number_;

  if (m.kind() == MoveKind::Castling) {
    CastlingSide side = castling_side(m);
    Square king_to = castling_king_destination(us, side);
    Square rook_to = castling_rook_destination(us, side);
    Piece rook = board_[to];
    lift(from);
    lift(to);
    place(piece, king_to);
    place(rook, rook_to);
    key_ ^= piece_key(piece, from) ^ piece_key(piece, king_to) ^ piece_key(rook, to) ^
            piece_key(rook, rook_to);
  } else {
    Square captured_square = m.kind() == MoveKind::EnPassant ? Square(to ^ 8) : to;
    Piece captured = board_[captured_square];
    if (captured != Piece::None) {
      undo.captured = captured;
      lift(captured_square);
      key_ ^= piece_key(captured, captured_square);
      halfmove_clock_ = 0;
    }
    shift_piece(from, to);
    key_ ^= piece_key(piece, from) ^ piece_key(piece, to);
    if (type_of(piece) == PieceType::Pawn) {
      halfmove_clock_ = 0;
      if (m.kind() == MoveKind::Promotion) {
        Piece promoted = make_piece(us, m.promotion_type());
        lift(to);
        place(promoted, to);
        key_ ^= piece_key(piece, to) ^ piece_key(promoted, to);
      } else if ((from ^ to) == 16) {
        ep_candidate = Square((from + to) / 2);
      }
    }
  }

  uint8_t lost = castling_.mask() & (castling_.revoked_by(from) | castling_.revoked_by(to));
  if (lost) {
    key_ ^= castling_key(lost);
    castling_.remove(lost);
  }
  turn_ = opposite(us);
  if (ep_candidate != NoSquare && has_legal_en_passant(ep_candidate)) {
    ep_square_ = ep_candidate;
    key_ ^= kKeys.en_passant[file_of(ep_candidate)];
  }
  return undo;
}

void Position::unmake_move(Move m, const UndoInfo& undo) {
  Color us = opposite(turn_);
  Square from = m.from();
  Square to = m.to();
  turn_ = us;
  if (m.kind() == MoveKind::Castling) {
    CastlingSide side = castling_side(m);
    Square king_to = castling_king_destination(us, side);
    Square rook_to = castling_rook_destination(us, side);
    Piece king = board_[king_to];
    Piece rook = board_[rook_to];
    lift(king_to);
    lift(rook_to);
    place(king, from);
    place(rook, to);
  } else {
    if (m.kind() == MoveKind::Promotion) {
      lift(to);
      place(make_piece(us, PieceType::Pawn), to);
    }
    shift_piece(to, from);
    if (undo.captured != Piece::None) {
      place(undo.captured, m.kind() == MoveKind::EnPassant ? Square(to ^ 8) : to);
    }
  }
  castling_.restore(undo.castling_mask);
  ep_square_ = undo.ep_square;
  halfmove_clock_ = undo.halfmove_clock;
  if (us == Color::Black) --fullmove_number_;
  key_ = undo.key;
}

void Position::put_piece(Piece p, Square s) { place(p, s); }

void Position::add_castling_right(Color c, CastlingSide side, Square rook) {
  castling_.add(c, side, king_square(c), rook);
}

void Position::set_clocks(int halfmove, int fullmove) {
  halfmove_clock_ = halfmove;
  fullmove_number_ = fullmove;
}

void Position::finish_setup() {
  ep_square_ = NoSquare;
  if (ep_candidate_ != NoSquare && has_legal_en_passant(ep_candidate_)) ep_square_ = ep_candidate_;
  ep_candidate_ = NoSquare;
  key_ = compute_key();
}

bool Position::operator==(const Position& other) const {
  for (int s = 0; s < 64; ++s) {
    if (board_[s] != other.board_[s]) return false;
  }
  for (int i = 0; i < 4; ++i) {
    Color c = Color(i / 2);
    CastlingSide side = CastlingSide(i % 2);
    if (castling_.rook_square(c, side) != other.castling_.rook_square(c, side)) return false;
  }
  return turn_ == other.turn_ && ep_square_ == other.ep_square_ &&
         halfmove_clock_ == other.halfmove_clock_ && fullmove_number_ == other.fullmove_number_;
}

}  // namespace c960
