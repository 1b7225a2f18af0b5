// Scharnagl numbering of the 960 start positions and everything derived from it.
#include "numbering/startpos.h"

#include "letters.h"
#include "numbering/start_fen.h"
#include "text.h"

namespace c960 {
namespace {

// The ten placements of king, rooks and knights on the five squares left after the bishops
// and the queen ("KRN code", docs/numbering.md).
constexpr const char* kKrnCodes[10] = {"NNRKR", "NRNKR", "NRKNR", "NRKRN", "RNNKR",
                                       "RNKNR", "RNKRN", "RKNNR", "RKNRN", "RKRNN"};

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
  return make_error(ErrorCode::NumberRange,
                    shown + " is not a start-position number: use a whole number from " +
                        (one_based ? "1 to 960." : "0 to 959."));
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
    if (english_letter(Letters::English, piece) == 0)
      return make_error(ErrorCode::BackRank, std::string("'") + piece + "' is not a piece letter");
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
      return make_error(ErrorCode::BackRank, "a back rank has " + std::to_string(want.wanted) +
                                                 " " + want.name + "; this one has " +
                                                 std::to_string(have));
  }
  int bishop_colours = 0;
  for (int file = 0; file < 8; ++file)
    if (rank[file] == 'B') bishop_colours += (file % 2 == 0) ? 1 : 2;
  if (bishop_colours != 3)
    return make_error(ErrorCode::BackRank, "the bishops on " + square_list(rank, 'B') +
                                               " stand on squares of the same colour");
  int king = -1, rooks_left = 0;
  for (int file = 0; file < 8; ++file) {
    if (rank[file] == 'K') king = file;
    if (rank[file] == 'R' && king < 0) ++rooks_left;
  }
  if (rooks_left != 1)
    return make_error(ErrorCode::BackRank, "the king on " + std::string(1, 'a' + king) +
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
    return make_error(ErrorCode::NumberRange, "no number given: enter a start-position number");
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

Result<BackRank> parse_back_rank(std::string_view text, Letters letters) {
  std::string plain;  // figurines as English letters
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::size_t length = 1;
    char english = english_of_figurine(text.substr(i), length);
    plain += english ? english : text[i];
    i += length - 1;
  }
  std::string_view written = trim(plain);
  if (written.size() != 8)
    return make_error(ErrorCode::BackRank, "a back rank has 8 pieces; " + quoted_input(written) +
                                               " has " + std::to_string(written.size()) +
                                               " characters");
  std::string upper;
  for (char c : written) upper += to_upper(c);
  // The named set first, then English (for English, German: the two never clash).
  Letters sets[2] = {letters, letters == Letters::English ? Letters::German : Letters::English};
  auto describe = [](Letters set) {
    return std::string(letters_name(set)) + " " + piece_letters(set);
  };
  for (Letters set : sets) {
    BackRank rank{};
    bool whole = true;
    for (int file = 0; file < 8; ++file)
      whole &= (rank[file] = english_letter(set, upper[file])) != 0;
    if (whole) return validate_back_rank(rank);
  }
  for (int file = 0; file < 8; ++file) {
    if (!english_letter(sets[0], upper[file]) && !english_letter(sets[1], upper[file]))
      return make_error(ErrorCode::BackRank,
                        std::string("'") + written[file] + "' on the " +
                            static_cast<char>('a' + file) + "-file is not a piece letter (" +
                            describe(sets[0]) + ", " + describe(sets[1]) + ")");
  }
  return make_error(ErrorCode::BackRank, quoted_input(written) + " mixes the letters of " +
                                             describe(sets[0]) + " and " + describe(sets[1]));
}

Result<int> position_number_of_text(std::string_view text, Letters letters) {
  std::string_view input = trim(text);
  if (input.empty())
    return make_error(ErrorCode::BackRank,
                      "no text given: enter a back rank such as RNBQKBNR or a FEN");
  if (input.find('/') != std::string_view::npos) return number_of_start_fen(input);
  auto rank = parse_back_rank(input, letters);
  if (!rank) return rank.error();
  return number_of_back_rank(rank.value());
}

int mirror_number(int number) {
  BackRank rank = back_rank_of(number);
  return number_of_back_rank(
             BackRank{rank[7], rank[6], rank[5], rank[4], rank[3], rank[2], rank[1], rank[0]})
      .value();
}

std::string back_rank_text(const BackRank& rank, Letters letters) {
  std::string out;
  for (char piece : rank) out += piece_letter(letters, piece);
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

std::string start_pieces(const BackRank& rank) {
  std::string squares(64, '.');
  for (int file = 0; file < 8; ++file) {
    if (rank[file] == '-') continue;
    squares[file] = rank[file];
    squares[56 + file] = to_lower(rank[file]);
  }
  for (int file = 0; file < 8; ++file) {
    squares[8 + file] = 'P';
    squares[48 + file] = 'p';
  }
  return squares;
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
      row.pieces_de += piece_letter(Letters::German, piece);
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
