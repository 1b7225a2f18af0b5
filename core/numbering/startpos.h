// Start positions of Chess960: Scharnagl numbering 0..959, back-rank text in English and
// German letters, start FEN (X-FEN and Shredder-FEN), and the two-table view for clubs.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "letters.h"

namespace c960 {

// Number of Chess960 start positions.
constexpr int kStartPositionCount = 960;
// Number of the ordinary chess start position (RNBQKBNR).
constexpr int kClassicalStartNumber = 518;

// A white back rank, files a..h, as English upper-case letters (e.g. "RNBQKBNR").
using BackRank = std::array<char, 8>;

// Everything the product shows about one start position.
struct StartPosition {
  int number = 0;            // 0..959
  BackRank back_rank{};      // English letters, a..h
  std::string back_rank_en;  // "RNBQKBNR"
  std::string back_rank_de;  // "TSLDKLST"
  std::string fen;           // X-FEN, castling "KQkq"
  std::string shredder_fen;  // castling by rook files, e.g. "HAha"
  int king_table_base = 0;   // 16 * (queen + 6 * krn): 0, 16, ..., 944
  int bishop_index = 0;      // number mod 16: light bishop + 4 * dark bishop
};

// One row of the king table: the six non-bishop pieces in order on the free squares.
struct KingTableRow {
  int base = 0;           // 0, 16, ..., 944
  std::string pieces_en;  // e.g. "RNQKNR"
  std::string pieces_de;  // e.g. "TSDKST"
};

// One row of the bishop table: where the two bishops stand.
struct BishopTableRow {
  int index = 0;              // 0..15 = light + 4 * dark
  std::string pattern;        // e.g. "--B--B--"
  int light_bishop_file = 0;  // 1, 3, 5, 7 (b, d, f, h)
  int dark_bishop_file = 0;   // 0, 2, 4, 6 (a, c, e, g)
};

// Returns the back rank (English letters) of start position `number` (0..959, unchecked).
BackRank back_rank_of(int number);

// Returns the full description of start position `number`, or ERR_NUMBER_RANGE.
Result<StartPosition> start_position(int number);

// Returns the number for a legal back rank, or ERR_BACK_RANK naming what is wrong.
Result<int> number_of_back_rank(const BackRank& rank);

// Checks a back rank: 8 pieces, KQRRBBNN, bishops on opposite colours, king between rooks.
Result<BackRank> validate_back_rank(const BackRank& rank);

// Parses a start-position number written as text ("518", " 7 "), 0-based or 1-based (960 = 0).
Result<int> parse_position_number(std::string_view text, bool one_based);

// Checks a whole number against 0..959, or 1..960 when one-based (960 = 0).
Result<int> checked_position_number(int number, bool one_based);

/* Back-rank text, any case: by default (English) in English (KQRBN) or German (KDTLS) letters;
   in another named set in its letters when every letter is one of them, else in English
   (French TCFDRFCT and RNBQKBNR are both 518); figurines (either colour) in any set. */
// Parses back-rank text in the named letters (rules above).
Result<BackRank> parse_back_rank(std::string_view text, Letters letters = Letters::English);

// Returns the number for back-rank text (read as parse_back_rank()) or a start-position FEN.
Result<int> position_number_of_text(std::string_view text, Letters letters = Letters::English);

// Returns the number of the mirror position: the back rank read right to left (518 <-> 534).
int mirror_number(int number);

// Returns the back rank written with the given letters.
std::string back_rank_text(const BackRank& rank, Letters letters);

// Returns the 64 squares of a start position, a1, b1, …, h8: FEN letters (upper case White)
// and '.' for an empty square; a back rank still being drawn may hold '-' (empty) squares, then
// the pawns stand and the pieces drawn so far. A board draws from this; nobody reads the FEN.
std::string start_pieces(const BackRank& rank);

// Returns the start FEN with castling "KQkq" (X-FEN) or file letters (Shredder-FEN).
std::string start_fen(const BackRank& rank, bool shredder);

// Returns the 60 rows of the king table (bases 0, 16, ..., 944).
std::vector<KingTableRow> king_table();

// Returns the 16 rows of the bishop table.
std::vector<BishopTableRow> bishop_table();

}  // namespace c960
