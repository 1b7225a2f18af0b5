// The start-position FEN reader of the numbering library.
#include "numbering/start_fen.h"

#include <optional>
#include <string>
#include <vector>

#include "letters.h"
#include "numbering/startpos.h"
#include "text.h"

namespace c960 {
namespace {

Error not_start(const std::string& why) {
  return make_error(ErrorCode::NotStartPosition, "not a start position: " + why);
}

// Returns the ranks of a FEN board (rank 8 first), or ERR_FEN_BOARD when it is no FEN board.
Result<std::vector<std::string_view>> board_ranks(std::string_view board) {
  std::vector<std::string_view> ranks = split_fields(board, "/");
  if (ranks.size() != 8 || board.front() == '/' || board.back() == '/' ||
      board.find("//") != std::string_view::npos) {
    return make_error(ErrorCode::FenBoard, "the board of a FEN has 8 ranks separated by '/'; " +
                                               quoted_input(board) + " does not");
  }
  for (std::size_t i = 0; i < 8; ++i) {
    int squares = 0;
    for (char c : ranks[i]) {
      if (c >= '1' && c <= '8') {
        squares += c - '0';
      } else if (english_letter(Letters::English, c, true)) {
        ++squares;
      } else {
        return make_error(ErrorCode::FenBoard, "unknown piece letter " +
                                                   quoted_input(std::string_view(&c, 1)) +
                                                   " on rank " + std::to_string(8 - i));
      }
    }
    if (squares != 8)
      return make_error(ErrorCode::FenBoard, "rank " + std::to_string(8 - i) + " has " +
                                                 std::to_string(squares) + " squares, expected 8");
  }
  return ranks;
}

// Returns White's back rank when the board is a start position's.
Result<BackRank> start_back_rank(const std::vector<std::string_view>& ranks) {
  if (ranks[1] != "pppppppp" || ranks[6] != "PPPPPPPP")
    return not_start("the pawns must fill ranks 2 and 7");
  for (int r = 2; r <= 5; ++r)
    if (ranks[r] != "8") return not_start("ranks 3 to 6 must be empty");
  if (ranks[0].size() != 8 || ranks[7].size() != 8)
    return not_start("the back ranks must hold 8 pieces each");
  BackRank white{}, black{};
  for (int file = 0; file < 8; ++file) {
    white[file] = ranks[7][file];
    black[file] = to_upper(ranks[0][file]);
    if (ranks[0][file] != to_lower(ranks[0][file]) || ranks[7][file] != to_upper(ranks[7][file]))
      return not_start("White's pieces are upper case on rank 1, Black's lower case on rank 8");
  }
  if (white != black) return not_start("Black's pieces must mirror White's");
  auto checked = validate_back_rank(white);
  if (!checked) return not_start(checked.error().message);
  return white;
}

// Checks the castling field: all four rights, in KQkq, X-FEN or Shredder form.
std::optional<Error> check_castling(std::string_view field, const BackRank& rank) {
  for (char c : field) {
    bool letter = (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h') || c == 'K' || c == 'Q' ||
                  c == 'k' || c == 'q';
    if (!letter && field != "-")
      return make_error(ErrorCode::FenCastling, "castling field " + quoted_input(field) +
                                                    " has an unknown letter " +
                                                    quoted_input(std::string_view(&c, 1)));
  }
  if (field == "-")
    return not_start("castling '-' gives no castling rights; a start position has all four (KQkq)");
  int left_rook = -1, right_rook = -1;
  for (int file = 0; file < 8; ++file)
    if (rank[file] == 'R') (left_rook < 0 ? left_rook : right_rook) = file;
  bool seen[4] = {false, false, false, false};  // white h-side, white a-side, black h, black a
  for (char c : field) {
    char upper = to_upper(c);
    int side = upper == 'K' ? 0 : upper == 'Q' ? 1 : -1;
    if (side < 0) {
      int file = upper - 'A';
      side = file == right_rook ? 0 : file == left_rook ? 1 : -1;
    }
    if (side < 0)
      return make_error(ErrorCode::PositionCastling, "castling letter " +
                                                         quoted_input(std::string_view(&c, 1)) +
                                                         " names no rook of the start position");
    int index = side + (c >= 'a' ? 2 : 0);
    if (seen[index])
      return make_error(ErrorCode::PositionCastling,
                        "castling field " + quoted_input(field) + " repeats a right");
    seen[index] = true;
  }
  for (bool right : seen)
    if (!right)
      return not_start("a start position has all four castling rights; the field " +
                       quoted_input(field) + " lacks some");
  return std::nullopt;
}

}  // namespace

Result<int> number_of_start_fen(std::string_view text) {
  auto fields = split_fields(text, " ");
  if (fields.empty()) return make_error(ErrorCode::FenEmpty, "the FEN is empty");
  if (fields.size() > 6)
    return make_error(ErrorCode::FenFields,
                      "a FEN has at most 6 fields; this text has " + std::to_string(fields.size()));
  auto ranks = board_ranks(fields[0]);
  if (!ranks) return ranks.error();
  auto white = start_back_rank(ranks.value());
  if (!white) return white.error();
  if (fields.size() >= 2 && fields[1] != "w") {
    if (fields[1] != "b")
      return make_error(ErrorCode::FenTurn,
                        "the turn field is 'w' or 'b', not " + quoted_input(fields[1]));
    return not_start("White moves first");
  }
  if (fields.size() >= 3)
    if (auto error = check_castling(fields[2], white.value())) return *error;
  if (fields.size() >= 4 && fields[3] != "-") {
    bool square = fields[3].size() == 2 && fields[3][0] >= 'a' && fields[3][0] <= 'h' &&
                  (fields[3][1] == '3' || fields[3][1] == '6');
    if (!square)
      return make_error(ErrorCode::FenEnPassant,
                        "the en-passant field is '-' or a square on "
                        "rank 3 or 6, not " +
                            quoted_input(fields[3]));
    return not_start("there is no en-passant square before the first move");
  }
  for (std::size_t i = 4; i < fields.size(); ++i)
    if (!is_digits(fields[i], 6))
      return make_error(ErrorCode::FenClock,
                        std::string(i == 4 ? "the halfmove clock " : "the fullmove number ") +
                            quoted_input(fields[i]) + " is not a whole number of 1 to 6 digits");
  return number_of_back_rank(white.value());
}

}  // namespace c960
