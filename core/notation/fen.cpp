#include "notation/fen.h"

#include <algorithm>
#include <charconv>
#include <initializer_list>
#include <optional>
#include <vector>

#include "notation/uci.h"
#include "text.h"

namespace c960 {

namespace {

using MaybeError = std::optional<Error>;

// Returns the piece for a FEN letter, or None.
Piece piece_of_letter(char c) {
  for (int t = 0; t < kPieceTypeCount; ++t) {
    if (c == piece_type_letter(PieceType(t))) return make_piece(Color::White, PieceType(t));
    if (c == to_lower(piece_type_letter(PieceType(t))))
      return make_piece(Color::Black, PieceType(t));
  }
  return Piece::None;
}

Error board_error(std::string message) {
  return make_error(ErrorCode::FenBoard, std::move(message));
}

Error rank_width_error(int rank, int squares) {
  return board_error("rank " + std::to_string(rank + 1) + " has " + std::to_string(squares) +
                     " squares, expected 8");
}

MaybeError parse_board(std::string_view board, Position& pos) {
  int rank = 7;
  int file = 0;
  for (char c : board) {
    if (c == '/') {
      if (file != 8) return rank_width_error(rank, file);
      if (rank == 0) return board_error("board has more than 8 ranks");
      --rank;
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
    } else if (Piece p = piece_of_letter(c); p != Piece::None) {
      if (file < 8) pos.put_piece(p, make_square(File(file), Rank(rank)));
      ++file;
    } else {
      bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
      return board_error(std::string(letter ? "unknown piece letter " : "unexpected character ") +
                         quoted_input(std::string_view(&c, 1)) + " on rank " +
                         std::to_string(rank + 1));
    }
  }
  if (file != 8) return rank_width_error(rank, file);
  if (rank != 0) return board_error("board has " + std::to_string(8 - rank) + " ranks, expected 8");
  return std::nullopt;
}

// Returns the clock value, or -1 when the text is not 1 to 6 decimal digits.
int parse_clock(std::string_view text) {
  static_assert(kMaxFenClock == 999999, "6 digits");
  if (text.empty() || text.size() > 6) return -1;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

bool valid_castling_syntax(std::string_view field) {
  if (field == "-") return true;
  for (char c : field) {
    bool ok = c == 'K' || c == 'Q' || c == 'k' || c == 'q' || (c >= 'A' && c <= 'H') ||
              (c >= 'a' && c <= 'h');
    if (!ok) return false;
  }
  return !field.empty();
}

bool valid_ep_syntax(std::string_view field) {
  return field == "-" || (parse_square(field) != NoSquare && (field[1] == '3' || field[1] == '6'));
}

MaybeError check_kings_and_pawns(const Position& pos) {
  for (Color c : {Color::White, Color::Black}) {
    int kings = popcount(pos.pieces(c, PieceType::King));
    if (kings != 1) {
      return make_error(ErrorCode::PositionKings, std::string(side_name(c)) + " has " +
                                                      std::to_string(kings) +
                                                      " kings; each side needs exactly one");
    }
  }
  Bitboard stray = pos.pieces(PieceType::Pawn) & (rank_bb(Rank1) | rank_bb(Rank8));
  if (stray) {
    return make_error(ErrorCode::PositionPawnsOnBackRank,
                      "pawn on " + square_name(lsb(stray)) + ": pawns cannot stand on rank 1 or 8");
  }
  return std::nullopt;
}

MaybeError check_piece_counts(const Position& pos) {
  for (Color c : {Color::White, Color::Black}) {
    auto count = [&](PieceType t) { return popcount(pos.pieces(c, t)); };
    auto excess = [&](PieceType t, int start) { return count(t) > start ? count(t) - start : 0; };
    int promoted = excess(PieceType::Queen, 1) + excess(PieceType::Rook, 2) +
                   excess(PieceType::Bishop, 2) + excess(PieceType::Knight, 2);
    std::string who = side_name(c);
    if (popcount(pos.pieces(c)) > 16) {
      return make_error(ErrorCode::PositionTooManyPieces, who + " has more than 16 pieces");
    }
    if (count(PieceType::Pawn) > 8) {
      return make_error(ErrorCode::PositionTooManyPieces, who + " has more than 8 pawns");
    }
    if (promoted > 8 - count(PieceType::Pawn)) {
      return make_error(ErrorCode::PositionTooManyPieces,
                        who +
                            " has more extra queens, rooks, bishops and knights than "
                            "missing pawns could have promoted to");
    }
  }
  return std::nullopt;
}

Error castling_error(std::string message) {
  return make_error(ErrorCode::PositionCastling, std::move(message));
}

MaybeError add_castling_right(Position& pos, char letter) {
  Color c = letter >= 'a' ? Color::Black : Color::White;
  char lower = char(letter | 0x20);
  Rank back = back_rank(c);
  Square king = pos.king_square(c);
  std::string right = quoted_input(std::string_view(&letter, 1));
  if (rank_of(king) != back) {
    return castling_error("castling right " + right + " but the " + side_name(c) +
                          " king is not on rank " + std::to_string(back + 1));
  }
  Bitboard rooks = pos.pieces(c, PieceType::Rook) & rank_bb(back);
  Bitboard king_side_rooks = rooks & ~(square_bb(king) * 2 - 1);
  Bitboard queen_side_rooks = rooks & (square_bb(king) - 1);
  Square rook = NoSquare;
  if (lower == 'k' || lower == 'q') {
    Bitboard candidates = lower == 'k' ? king_side_rooks : queen_side_rooks;
    if (!candidates) {
      return castling_error("castling right " + right + " but " + side_name(c) +
                            " has no rook on that side of the king");
    }
    rook = lower == 'k' ? msb(candidates) : lsb(candidates);
  } else {
    rook = make_square(File(lower - 'a'), back);
    if (!(rooks & square_bb(rook))) {
      return castling_error("castling right " + right + " but there is no " + side_name(c) +
                            " rook on " + square_name(rook));
    }
  }
  CastlingSide side = rook > king ? CastlingSide::KingSide : CastlingSide::QueenSide;
  if (pos.castling().has(c, side)) {
    return castling_error("castling field gives " + std::string(side_name(c)) +
                          " two rights on the " +
                          (side == CastlingSide::KingSide ? "king" : "queen") + " side");
  }
  pos.add_castling_right(c, side, rook);
  return std::nullopt;
}

MaybeError apply_en_passant(Position& pos, std::string_view field) {
  if (field == "-") return std::nullopt;
  Square target = parse_square(field);
  Color us = pos.turn();
  Color them = opposite(us);
  std::string name = square_name(target);
  if (rank_of(target) != relative_rank(us, Rank6)) {
    return make_error(ErrorCode::PositionEnPassant,
                      "en-passant square " + name + " does not fit " + side_name(us) + " to move");
  }
  Square pawn = us == Color::White ? Square(target - 8) : Square(target + 8);
  Square origin = us == Color::White ? Square(target + 8) : Square(target - 8);
  if (pos.piece_on(pawn) != make_piece(them, PieceType::Pawn) ||
      pos.piece_on(target) != Piece::None || pos.piece_on(origin) != Piece::None) {
    return make_error(ErrorCode::PositionEnPassant,
                      "en-passant square " + name + " needs a " + side_name(them) + " pawn on " +
                          square_name(pawn) + " and empty " + name + " and " + square_name(origin));
  }
  pos.set_ep_candidate(target);
  return std::nullopt;
}

bool is_slider(Piece p) {
  PieceType t = type_of(p);
  return t == PieceType::Bishop || t == PieceType::Rook || t == PieceType::Queen;
}

MaybeError check_checks(const Position& pos) {
  Color us = pos.turn();
  Color them = opposite(us);
  Bitboard occupied = pos.occupied();
  if (pos.attackers_to(pos.king_square(them), occupied) & pos.pieces(us)) {
    return make_error(
        ErrorCode::PositionOppositeCheck,
        std::string(side_name(them)) + " is in check but it is " + side_name(us) + " to move");
  }
  Bitboard checkers = pos.checkers();
  if (!more_than_one(checkers)) return std::nullopt;
  Piece first = pos.piece_on(lsb(checkers));
  Piece second = pos.piece_on(msb(checkers));
  bool impossible = popcount(checkers) > 2 || (!is_slider(first) && !is_slider(second)) ||
                    (type_of(first) == PieceType::Bishop && type_of(second) == PieceType::Bishop);
  if (!impossible) return std::nullopt;
  return make_error(ErrorCode::PositionImpossibleCheck,
                    std::string(side_name(us)) + " is in check by " +
                        std::to_string(popcount(checkers)) +
                        " pieces in a way no legal move can produce");
}

MaybeError check_syntax(const std::vector<std::string_view>& fields) {
  if (fields[1] != "w" && fields[1] != "b") {
    return make_error(ErrorCode::FenTurn,
                      "turn " + quoted_input(fields[1]) + " must be 'w' or 'b'");
  }
  if (!valid_castling_syntax(fields[2])) {
    return make_error(ErrorCode::FenCastling, "castling field " + quoted_input(fields[2]) +
                                                  " must be '-' or letters from KQkq, A-H, a-h");
  }
  if (!valid_ep_syntax(fields[3])) {
    return make_error(ErrorCode::FenEnPassant, "en-passant field " + quoted_input(fields[3]) +
                                                   " must be '-' or a square on rank 3 or 6");
  }
  for (std::size_t i = 4; i < fields.size(); ++i) {
    if (parse_clock(fields[i]) < 0) {
      std::string_view field = fields[i];
      std::size_t digits = field.find_first_not_of("0123456789");
      // what follows the digits, when there are some ("1;": a ';' after the counters)
      std::string after = digits > 0 && digits != std::string_view::npos
                              ? " has " + quoted_input(field.substr(digits)) + " after its digits:"
                              : "";
      return make_error(ErrorCode::FenClock,
                        std::string(i == 4 ? "halfmove clock " : "fullmove number ") +
                            quoted_input(field) + after +
                            " must be a non-negative integer of at most 6 digits");
    }
  }
  return std::nullopt;
}

MaybeError check_legality(Position& pos, const std::vector<std::string_view>& fields) {
  if (MaybeError e = check_kings_and_pawns(pos)) return e;
  if (MaybeError e = check_piece_counts(pos)) return e;
  if (fields[2] != "-") {
    for (char letter : fields[2]) {
      if (MaybeError e = add_castling_right(pos, letter)) return e;
    }
  }
  if (MaybeError e = apply_en_passant(pos, fields[3])) return e;
  return check_checks(pos);
}

char castling_letter(const Position& pos, Color c, CastlingSide side, CastlingNotation notation) {
  Square rook = pos.castling().rook_square(c, side);
  Bitboard outer_rooks =
      pos.pieces(c, PieceType::Rook) & rank_bb(rank_of(rook)) &
      (side == CastlingSide::KingSide ? ~(square_bb(rook) * 2 - 1) : square_bb(rook) - 1);
  char letter = notation == CastlingNotation::XFen && !outer_rooks
                    ? (side == CastlingSide::KingSide ? 'k' : 'q')
                    : char('a' + file_of(rook));
  return c == Color::White ? char(letter - ('a' - 'A')) : letter;
}

// Writes the board field of a FEN at `out`; returns the end.
char* write_board(const Position& pos, char* out) {
  for (int r = 7; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      Piece p = pos.piece_on(make_square(File(f), Rank(r)));
      if (p == Piece::None) {
        ++empty;
        continue;
      }
      if (empty) *out++ = char('0' + empty);
      empty = 0;
      char letter = piece_type_letter(type_of(p));
      *out++ = color_of(p) == Color::White ? letter : to_lower(letter);
    }
    if (empty) *out++ = char('0' + empty);
    if (r) *out++ = '/';
  }
  return out;
}

// Writes a whole number (not negative) at `out`; returns the end.
char* write_number(int value, char* out) { return std::to_chars(out, out + 12, value).ptr; }

}  // namespace

Result<Position> parse_fen(std::string_view fen) {
  std::vector<std::string_view> fields = split_fields(fen, " ");  // a tab is not a separator
  if (fields.empty()) return make_error(ErrorCode::FenEmpty, "FEN is empty");
  if (fields.size() < 4 || fields.size() > 6) {
    return make_error(ErrorCode::FenFields,
                      "FEN has " + std::to_string(fields.size()) +
                          " fields, expected 4 to 6 (board, turn, castling, en passant, "
                          "halfmove clock, fullmove number)");
  }
  Position pos;
  if (MaybeError e = parse_board(fields[0], pos)) return *e;
  if (MaybeError e = check_syntax(fields)) return *e;
  pos.set_turn(fields[1] == "w" ? Color::White : Color::Black);
  int halfmove = fields.size() > 4 ? parse_clock(fields[4]) : 0;
  int fullmove = fields.size() > 5 ? parse_clock(fields[5]) : 1;
  pos.set_clocks(halfmove, fullmove > 0 ? fullmove : 1);
  if (MaybeError e = check_legality(pos, fields)) return *e;
  pos.finish_setup();
  return pos;
}

std::string write_fen(const Position& pos, CastlingNotation notation) {
  char
      text[128];  // written in place (at most 103 bytes): FENs are written for every game of a file
  char* out = write_board(pos, text);
  *out++ = ' ';
  *out++ = pos.turn() == Color::White ? 'w' : 'b';
  *out++ = ' ';
  char* rights = out;
  for (Color c : {Color::White, Color::Black}) {
    for (CastlingSide side : {CastlingSide::KingSide, CastlingSide::QueenSide}) {
      if (pos.castling().has(c, side)) *out++ = castling_letter(pos, c, side, notation);
    }
  }
  if (out == rights) *out++ = '-';
  *out++ = ' ';
  Square ep = pos.ep_square();
  if (ep == NoSquare) {
    *out++ = '-';
  } else {
    *out++ = char('a' + file_of(ep));
    *out++ = char('1' + rank_of(ep));
  }
  *out++ = ' ';
  out = write_number(pos.halfmove_clock(), out);
  *out++ = ' ';
  out = write_number(std::min(pos.fullmove_number(), kMaxFenClock), out);
  return std::string(text, out);
}

}  // namespace c960
