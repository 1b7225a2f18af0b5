// Scharnagl numbering of the 960 start positions and everything derived from it.
#include "numbering/startpos.h"

namespace c960 {
namespace {

// The ten placements of king, rooks and knights on the five squares left after the bishops
// and the queen ("KRN code", SPEC.md §2).
constexpr const char* kKrnCodes[10] = {"NNRKR", "NRNKR", "NRKNR", "NRKRN", "RNNKR",
                                       "RNKNR", "RNKRN", "RKNNR", "RKNRN", "RKRNN"};

constexpr char kEnglishLetters[] = "KQRBNP";
constexpr char kGermanLetters[] = "KDTLSB";

// Returns the German letter for an English piece letter (upper case).
char german_letter(char english) {
  for (int i = 0; i < 6; ++i)
    if (kEnglishLetters[i] == english) return kGermanLetters[i];
  return '?';
}

// Returns the English letter for a piece letter in the given letter set, or 0.
char english_letter(char letter, Letters letters) {
  const char* from = letters == Letters::German ? kGermanLetters : kEnglishLetters;
  for (int i = 0; i < 5; ++i)  // pawns never stand on the back rank
    if (from[i] == letter) return kEnglishLetters[i];
  return 0;
}

// Returns the file names of the set squares of an 8-bit file mask, e.g. "b, d".
std::string square_list(const BackRank& rank, char piece) {
  std::string out;
  for (int file = 0; file < 8; ++file) {
    if (rank[file] != piece) continue;
    if (!out.empty()) out += " and ";
    out += static_cast<char>('a' + file);
    out += '1';
  }
  return out;
}

Error range_error(const std::string& shown, bool one_based) {
  return make_error("ERR_NUMBER_RANGE",
                    shown + " is not a start-position number: use a whole number from " +
                        (one_based ? "1 to 960." : "0 to 959."));
}

// Checks the castling field of a start FEN: all four rights, in KQkq, X-FEN or Shredder form.
Result<bool> check_start_castling(std::string_view field, const BackRank& rank) {
  int left_rook = -1, right_rook = -1;
  for (int file = 0; file < 8; ++file) {
    if (rank[file] != 'R') continue;
    (left_rook < 0 ? left_rook : right_rook) = file;
  }
  bool seen[4] = {false, false, false, false};  // white h-side, white a-side, black h, black a
  for (char c : field) {
    bool white = c >= 'A' && c <= 'Z';
    char upper = to_upper(c);
    int side = -1;
    if (upper == 'K')
      side = 0;
    else if (upper == 'Q')
      side = 1;
    else if (upper >= 'A' && upper <= 'H') {
      int file = upper - 'A';
      side = file == right_rook ? 0 : file == left_rook ? 1 : -1;
      if (side < 0)
        return make_error("ERR_FEN", std::string("castling letter '") + c +
                                         "' names no rook of the start position");
    } else {
      return make_error("ERR_FEN", std::string("castling field has an unknown letter '") + c + "'");
    }
    int index = side + (white ? 0 : 2);
    if (seen[index])
      return make_error("ERR_FEN", "castling field " + quoted_input(field) + " repeats a right");
    seen[index] = true;
  }
  for (bool right : seen)
    if (!right)
      return make_error("ERR_FEN", "a start position has all four castling rights; the field " +
                                       quoted_input(field) + " lacks some");
  return true;
}

// Returns the number of the start position described by a FEN.
Result<int> number_of_start_fen(std::string_view text) {
  auto fields = split_fields(text);
  if (fields.size() > 6)
    return make_error("ERR_FEN",
                      "a FEN has at most 6 fields; this text has " + std::to_string(fields.size()));
  std::string_view board = fields[0];
  std::vector<std::string_view> ranks;
  size_t start = 0;
  for (size_t i = 0; i <= board.size(); ++i) {
    if (i == board.size() || board[i] == '/') {
      ranks.push_back(board.substr(start, i - start));
      start = i + 1;
    }
  }
  if (ranks.size() != 8)
    return make_error(
        "ERR_FEN", "the board of a FEN has 8 ranks; this one has " + std::to_string(ranks.size()));
  if (ranks[1] != "pppppppp" || ranks[6] != "PPPPPPPP")
    return make_error("ERR_FEN", "not a start position: the pawns must fill ranks 2 and 7");
  for (int r = 2; r <= 5; ++r)
    if (ranks[r] != "8")
      return make_error("ERR_FEN", "not a start position: ranks 3 to 6 must be empty");
  if (ranks[0].size() != 8 || ranks[7].size() != 8)
    return make_error("ERR_FEN", "not a start position: the back ranks must hold 8 pieces each");
  BackRank white{}, black{};
  for (int file = 0; file < 8; ++file) {
    white[file] = ranks[7][file];
    black[file] = to_upper(ranks[0][file]);
    if (ranks[0][file] != to_lower(ranks[0][file]) || ranks[7][file] != to_upper(ranks[7][file]))
      return make_error("ERR_FEN",
                        "not a start position: White's pieces are upper case on "
                        "rank 1, Black's lower case on rank 8");
  }
  if (white != black)
    return make_error("ERR_FEN", "not a start position: Black's pieces must mirror White's");
  auto checked = validate_back_rank(white);
  if (!checked) return make_error("ERR_FEN", "not a start position: " + checked.error().message);
  if (fields.size() >= 2 && fields[1] != "w")
    return make_error("ERR_FEN", "not a start position: White moves first");
  if (fields.size() >= 3) {
    auto castling = check_start_castling(fields[2], white);
    if (!castling) return castling.error();
  }
  if (fields.size() >= 4 && fields[3] != "-")
    return make_error("ERR_FEN", "not a start position: there is no en-passant square");
  for (size_t i = 4; i < fields.size(); ++i) {
    for (char c : fields[i])
      if (c < '0' || c > '9')
        return make_error("ERR_FEN",
                          "move counter " + quoted_input(fields[i]) + " is not a number");
  }
  return number_of_back_rank(white);
}

}  // namespace

BackRank back_rank_of(int number) {
  BackRank rank{};
  rank.fill(0);
  int n = number;
  rank[1 + 2 * (n % 4)] = 'B';  // light-squared bishop on b, d, f, h
  n /= 4;
  rank[2 * (n % 4)] = 'B';  // dark-squared bishop on a, c, e, g
  n /= 4;
  int queen = n % 6;
  n /= 6;
  for (int file = 0, free = 0; file < 8; ++file) {
    if (rank[file]) continue;
    if (free++ == queen) {
      rank[file] = 'Q';
      break;
    }
  }
  const char* code = kKrnCodes[n];
  for (int file = 0; file < 8; ++file)
    if (!rank[file]) rank[file] = *code++;
  return rank;
}

Result<StartPosition> start_position(int number) {
  if (number < 0 || number >= kStartPositionCount)
    return range_error(std::to_string(number), false);
  StartPosition position;
  position.number = number;
  position.back_rank = back_rank_of(number);
  position.back_rank_en = back_rank_text(position.back_rank, Letters::English);
  position.back_rank_de = back_rank_text(position.back_rank, Letters::German);
  position.fen = start_fen(position.back_rank, false);
  position.shredder_fen = start_fen(position.back_rank, true);
  position.bishop_index = number % 16;
  position.king_table_base = number - position.bishop_index;
  return position;
}

Result<BackRank> validate_back_rank(const BackRank& rank) {
  int count[128] = {};
  for (char piece : rank) {
    if (english_letter(piece, Letters::English) == 0)
      return make_error("ERR_BACK_RANK", std::string("'") + piece + "' is not a piece letter");
    ++count[static_cast<unsigned char>(piece)];
  }
  const struct {
    char piece;
    int wanted;
    const char* name;
  } kWanted[] = {{'K', 1, "king"},
                 {'Q', 1, "queen"},
                 {'R', 2, "rooks"},
                 {'B', 2, "bishops"},
                 {'N', 2, "knights"}};
  for (const auto& want : kWanted) {
    int have = count[static_cast<unsigned char>(want.piece)];
    if (have != want.wanted)
      return make_error("ERR_BACK_RANK", "a back rank has " + std::to_string(want.wanted) + " " +
                                             want.name + "; this one has " + std::to_string(have));
  }
  int bishop_colours = 0;
  for (int file = 0; file < 8; ++file)
    if (rank[file] == 'B') bishop_colours += (file % 2 == 0) ? 1 : 2;
  if (bishop_colours != 3)
    return make_error("ERR_BACK_RANK", "the bishops on " + square_list(rank, 'B') +
                                           " stand on squares of the same colour");
  int king = -1, rooks_left = 0;
  for (int file = 0; file < 8; ++file) {
    if (rank[file] == 'K') king = file;
    if (rank[file] == 'R' && king < 0) ++rooks_left;
  }
  if (rooks_left != 1)
    return make_error("ERR_BACK_RANK", "the king on " + std::string(1, 'a' + king) +
                                           "1 does not stand between the rooks on " +
                                           square_list(rank, 'R'));
  return rank;
}

Result<int> number_of_back_rank(const BackRank& rank) {
  auto checked = validate_back_rank(rank);
  if (!checked) return checked.error();
  int light = -1, dark = -1, queen = -1, free = 0;
  std::string rest;
  for (int file = 0; file < 8; ++file) {
    char piece = rank[file];
    if (piece == 'B') {
      (file % 2 ? light : dark) = file / 2;
      continue;
    }
    if (piece == 'Q')
      queen = free;
    else
      rest += piece;
    ++free;
  }
  int krn = 0;
  while (rest != kKrnCodes[krn]) ++krn;  // validated above: one code must match
  return light + 4 * dark + 16 * queen + 96 * krn;
}

Result<int> parse_position_number(std::string_view text, bool one_based) {
  std::string_view digits = trim(text);
  if (digits.empty())
    return make_error("ERR_NUMBER_RANGE", "no number given: enter a start-position number");
  if (digits.size() > 6) return range_error(quoted_input(digits), one_based);
  int value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return range_error(quoted_input(digits), one_based);
    value = value * 10 + (c - '0');
  }
  return checked_position_number(value, one_based);
}

Result<int> checked_position_number(int number, bool one_based) {
  if (one_based) {
    if (number < 1 || number > kStartPositionCount)
      return range_error(std::to_string(number), true);
    return number % kStartPositionCount;
  }
  if (number < 0 || number >= kStartPositionCount)
    return range_error(std::to_string(number), false);
  return number;
}

Result<BackRank> parse_back_rank(std::string_view text) {
  std::string_view letters = trim(text);
  if (letters.size() != 8)
    return make_error("ERR_BACK_RANK", "a back rank has 8 pieces; " + quoted_input(letters) +
                                           " has " + std::to_string(letters.size()) +
                                           " characters");
  std::string upper;
  for (char c : letters) upper += to_upper(c);
  bool english_only = upper.find_first_of("QRN") != std::string::npos;
  bool german_only = upper.find_first_of("DTLS") != std::string::npos;
  if (english_only && german_only)
    return make_error("ERR_BACK_RANK",
                      quoted_input(letters) + " mixes English (KQRBN) and German (KDTLS) letters");
  Letters set = german_only ? Letters::German : Letters::English;
  BackRank rank{};
  for (int file = 0; file < 8; ++file) {
    rank[file] = english_letter(upper[file], set);
    if (!rank[file])
      return make_error("ERR_BACK_RANK",
                        std::string("'") + letters[file] + "' on the " +
                            static_cast<char>('a' + file) +
                            "-file is not a piece letter (English KQRBN, German KDTLS)");
  }
  return validate_back_rank(rank);
}

Result<int> position_number_of_text(std::string_view text) {
  std::string_view input = trim(text);
  if (input.empty())
    return make_error("ERR_BACK_RANK",
                      "no text given: enter a back rank such as RNBQKBNR or a FEN");
  if (input.find('/') != std::string_view::npos) return number_of_start_fen(input);
  auto rank = parse_back_rank(input);
  if (!rank) return rank.error();
  return number_of_back_rank(rank.value());
}

std::string back_rank_text(const BackRank& rank, Letters letters) {
  std::string out;
  for (char piece : rank) out += letters == Letters::German ? german_letter(piece) : piece;
  return out;
}

std::string start_fen(const BackRank& rank, bool shredder) {
  std::string white = back_rank_text(rank, Letters::English), black;
  for (char c : white) black += to_lower(c);
  std::string castling = "KQkq";
  if (shredder) {
    int left = -1, right = -1;
    for (int file = 0; file < 8; ++file)
      if (rank[file] == 'R') (left < 0 ? left : right) = file;
    castling = {static_cast<char>('A' + right), static_cast<char>('A' + left),
                static_cast<char>('a' + right), static_cast<char>('a' + left)};
  }
  return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + castling + " - 0 1";
}

std::vector<KingTableRow> king_table() {
  std::vector<KingTableRow> rows;
  for (int base = 0; base < kStartPositionCount; base += 16) {
    BackRank rank = back_rank_of(base);
    KingTableRow row;
    row.base = base;
    for (char piece : rank) {
      if (piece == 'B') continue;
      row.pieces_en += piece;
      row.pieces_de += german_letter(piece);
    }
    rows.push_back(row);
  }
  return rows;
}

std::vector<BishopTableRow> bishop_table() {
  std::vector<BishopTableRow> rows;
  for (int index = 0; index < 16; ++index) {
    BishopTableRow row;
    row.index = index;
    row.light_bishop_file = 1 + 2 * (index % 4);
    row.dark_bishop_file = 2 * (index / 4);
    row.pattern = "--------";
    row.pattern[row.light_bishop_file] = 'B';
    row.pattern[row.dark_bishop_file] = 'B';
    rows.push_back(row);
  }
  return rows;
}

}  // namespace c960
