#include "notation/san.h"

#include <algorithm>
#include <vector>

#include "letters.h"
#include "notation/uci.h"
#include "rules/castling.h"
#include "rules/movegen.h"
#include "text.h"

namespace c960 {

namespace {

constexpr std::size_t kMaxSanLength = 40;

// Returns the letter (or figurine) of a piece type in SAN.
std::string letter_of(PieceType t, Letters letters) {
  return std::string(piece_letter(letters, piece_type_letter(t)));
}

// Returns the origin file, rank or square that tells `m` apart from same-piece moves to its square.
std::string disambiguation(const Position& pos, const MoveList& moves, Move m) {
  PieceType type = type_of(pos.piece_on(m.from()));
  bool clash = false, same_file = false, same_rank = false;
  for (Move other : moves) {
    if (other == m || other.to() != m.to() || other.kind() == MoveKind::Castling) continue;
    if (type_of(pos.piece_on(other.from())) != type) continue;
    clash = true;
    same_file |= file_of(other.from()) == file_of(m.from());
    same_rank |= rank_of(other.from()) == rank_of(m.from());
  }
  if (!clash) return "";
  std::string square = square_name(m.from());
  if (!same_file) return square.substr(0, 1);
  if (!same_rank) return square.substr(1, 1);
  return square;
}

// Returns "+" or "#" when the move gives check or mate, else "".
std::string check_suffix(const Position& pos, Move m) {
  Position after = pos;
  after.make_move(m);
  if (!after.in_check()) return "";
  return has_legal_move(after) ? "+" : "#";
}

std::string san_without_suffix(const Position& pos, const MoveList& moves, Move m,
                               Letters letters) {
  if (m.kind() == MoveKind::Castling) {
    return castling_side(m) == CastlingSide::KingSide ? "O-O" : "O-O-O";
  }
  PieceType type = type_of(pos.piece_on(m.from()));
  bool capture = is_capture(pos, m);
  std::string text;
  if (type == PieceType::Pawn) {
    if (capture) text = square_name(m.from()).substr(0, 1) + "x";
    text += square_name(m.to());
    if (m.kind() == MoveKind::Promotion) text += "=" + letter_of(m.promotion_type(), letters);
    return text;
  }
  text = letter_of(type, letters) + disambiguation(pos, moves, m);
  if (capture) text += "x";
  return text + square_name(m.to());
}

// ---- reading --------------------------------------------------------------------------

// What the text of a non-castling move says.
struct SanPattern {
  PieceType piece = PieceType::Pawn;
  Letters written = Letters::English;  // the set the piece letter came from, else the named one
  int from_file = -1;                  // -1: not given
  int from_rank = -1;
  bool capture = false;
  Square to = NoSquare;
  bool promotion = false;
  PieceType promoted = PieceType::Queen;
  bool en_passant = false;  // "e.p." was written
};

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// Reads an upper-case piece letter of the named set, then English, and for English then German
// (so "B" is a bishop); notes the set it came from; returns false for anything else.
bool read_piece_letter(char c, Letters letters, PieceType& type, Letters& written) {
  if (c < 'A' || c > 'Z') return false;
  for (Letters set :
       {letters, Letters::English, letters == Letters::English ? Letters::German : letters}) {
    char english = english_letter(set, c);
    if (english) {
      written = set;
      return piece_type_of_letter(english, type);
    }
  }
  return false;
}

// Reads a promotion letter of the named set or English, either case (B/b is a bishop: pawns
// never promote to pawns).
bool read_promotion_letter(char c, Letters letters, PieceType& type) {
  Letters written = letters;
  return read_piece_letter(to_upper(c), letters, type, written) && type != PieceType::King;
}

// Returns true and removes `suffix` when `text` ends with it.
bool strip_suffix(std::string& text, std::string_view suffix) {
  if (text.size() < suffix.size() ||
      text.compare(text.size() - suffix.size(), suffix.size(), suffix) != 0) {
    return false;
  }
  text.erase(text.size() - suffix.size());
  return true;
}

// Removes trailing check marks, annotation glyphs, "e.p." and spaces; notes "e.p.".
void strip_annotations(std::string& text, bool& en_passant) {
  static const char* const kSuffixes[] = {" ", "+", "#", "!", "?", "e.p."};
  for (bool changed = true; changed;) {
    changed = false;
    for (const char* suffix : kSuffixes) {
      if (strip_suffix(text, suffix)) {
        changed = true;
        if (suffix[0] == 'e') en_passant = true;
      }
    }
  }
}

// Replaces the UTF-8 figurines of both colours by K Q R B N (pawn figurines stay as they are).
std::string replace_figurines(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = 0;
    char english = english_of_figurine(text.substr(i), length);
    if (english && english != 'P') {
      out += english;
      i += length;
    } else {
      out += text[i++];
    }
  }
  return out;
}

// Returns 0 when not castling text, else 2 (O-O) or 3 (O-O-O).
int castling_length(const std::string& body) {
  int count = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    bool circle = c == 'O' || c == '0' || c == 'o';
    if (i % 2 == 0 ? !circle : c != '-') return 0;
    if (circle) ++count;
  }
  return body.size() % 2 == 1 && (count == 2 || count == 3) ? count : 0;
}

// Reads the text of a non-castling move into `pattern`; returns false on a syntax error.
bool read_pattern(std::string body, Letters letters, SanPattern& pattern) {
  // A lower-case letter that is no file (n, s, r, t, q, k, l) is read as the piece letter.
  char first = body.empty() ? 0 : body[0];
  if (!is_file(first)) first = to_upper(first);
  if (read_piece_letter(first, letters, pattern.piece, pattern.written)) {
    body.erase(0, 1);
  }
  // Promotion at the end: "=Q", "Q", "(Q)", "/Q".
  if (body.size() >= 3 && body.back() == ')' && body[body.size() - 3] == '(') {
    if (!read_promotion_letter(body[body.size() - 2], letters, pattern.promoted)) return false;
    pattern.promotion = true;
    body.erase(body.size() - 3);
  } else if (!body.empty() && !is_rank(body.back())) {
    if (!read_promotion_letter(body.back(), letters, pattern.promoted)) return false;
    pattern.promotion = true;
    body.pop_back();
    if (!body.empty() && (body.back() == '=' || body.back() == '/')) body.pop_back();
  }
  if (pattern.promotion && pattern.piece != PieceType::Pawn) return false;
  if (body.size() < 2 || !is_file(body[body.size() - 2]) || !is_rank(body.back())) return false;
  pattern.to = parse_square(body.substr(body.size() - 2));
  body.erase(body.size() - 2);
  if (!body.empty() && (body.back() == 'x' || body.back() == ':' || body.back() == '-')) {
    pattern.capture = body.back() != '-';
    body.pop_back();
    if (body.empty() && pattern.piece == PieceType::Pawn) return false;
  }
  if (!body.empty() && is_rank(body.back())) {
    pattern.from_rank = body.back() - '1';
    body.pop_back();
  }
  if (!body.empty() && is_file(body.back())) {
    pattern.from_file = body.back() - 'a';
    body.pop_back();
  }
  return body.empty();
}

bool matches(const Position& pos, Move m, const SanPattern& p) {
  if (m.kind() == MoveKind::Castling || m.to() != p.to) return false;
  if (type_of(pos.piece_on(m.from())) != p.piece) return false;
  if (p.from_file >= 0 && file_of(m.from()) != p.from_file) return false;
  if (p.from_rank >= 0 && rank_of(m.from()) != p.from_rank) return false;
  if (p.capture && !is_capture(pos, m)) return false;
  if (p.en_passant && m.kind() != MoveKind::EnPassant) return false;
  // Without a promotion piece ("e8") every promotion fits: the move is ambiguous.
  if (!p.promotion) return true;
  return m.kind() == MoveKind::Promotion && m.promotion_type() == p.promoted;
}

// Returns a hint for an illegal move when a near reading of the text is legal.
std::string illegal_hint(const Position& pos, const MoveList& moves, const SanPattern& p) {
  for (Move m : moves) {
    if (m.to() != p.to || m.kind() == MoveKind::Castling) continue;
    bool pawn = type_of(pos.piece_on(m.from())) == PieceType::Pawn;
    if (pawn && p.piece == PieceType::Bishop && p.written == Letters::English) {
      return " (B is read as a bishop; write pawn moves without a letter: " +
             san_without_suffix(pos, moves, m, Letters::English) + ")";
    }
  }
  return "";
}

Error syntax_error(std::string_view text, Color us) {
  return make_error(ErrorCode::MoveSyntax, quoted_input(text) + " is not a chess move for " +
                                               side_name(us) +
                                               " (write SAN such as Nf3, exd5, e8=Q, O-O, or UCI "
                                               "such as g1f3)");
}

Result<Move> parse_castling(const Position& pos, const MoveList& moves, const std::string& text,
                            int length) {
  CastlingSide side = length == 2 ? CastlingSide::KingSide : CastlingSide::QueenSide;
  for (Move m : moves) {
    if (m.kind() == MoveKind::Castling && castling_side(m) == side) return m;
  }
  return make_error(ErrorCode::MoveIllegal,
                    text + " is not a legal move for " + side_name(pos.turn()));
}

}  // namespace

std::string move_to_san(const Position& pos, Move m, Letters letters) {
  MoveList moves = legal_moves(pos);
  return san_without_suffix(pos, moves, m, letters) + check_suffix(pos, m);
}

Result<Move> parse_san(const Position& pos, std::string_view raw, Letters letters) {
  Color us = pos.turn();
  if (raw.size() > kMaxSanLength) return syntax_error(raw, us);
  std::string text = replace_figurines(raw);
  std::size_t first = text.find_first_not_of(' ');
  text.erase(0, first == std::string::npos ? text.size() : first);
  text.erase(text.find_last_not_of(' ') + 1);  // the move as echoed in messages
  SanPattern pattern;
  pattern.written = letters;
  std::string body = text;
  strip_annotations(body, pattern.en_passant);
  MoveList moves = legal_moves(pos);
  if (int length = castling_length(body)) {
    if (pattern.en_passant) return syntax_error(raw, us);
    return parse_castling(pos, moves, text, length);
  }
  if (!read_pattern(body, letters, pattern)) return syntax_error(raw, us);
  MoveList candidates;
  for (Move m : moves) {
    if (matches(pos, m, pattern)) candidates.push(m);
  }
  if (candidates.size() == 1) return candidates[0];
  if (candidates.empty()) {
    return make_error(ErrorCode::MoveIllegal, text + " is not a legal move for " + side_name(us) +
                                                  illegal_hint(pos, moves, pattern));
  }
  // In order of their origin square (a stable pass per square instead of a sort: fewer bytes).
  MoveList by_origin;
  for (int s = 0; s < 64; ++s)
    for (Move m : candidates)
      if (m.from() == s) by_origin.push(m);
  std::string list;
  std::vector<std::string> sans;
  for (Move m : by_origin) {
    list += (list.empty() ? "" : ", ") + move_to_san(pos, m, pattern.written);
    sans.push_back(move_to_san(pos, m));
  }
  Error error = make_error(ErrorCode::MoveAmbiguous,
                           text + " is ambiguous for " + side_name(us) + ": " + list);
  error.candidates = sans;
  return error;
}

}  // namespace c960
