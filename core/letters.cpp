// The one piece-letter table of the core.
#include "letters.h"

#include "text.h"

namespace c960 {
namespace {

constexpr std::string_view kEnglishOrder = "KQRBNP";

// One row: a set's name and its six letters in kEnglishOrder, all of one width in bytes.
struct LetterRow {
  std::string_view name;
  std::string_view letters;
};

constexpr LetterRow kRows[kLetterSetCount] = {
    {"en", "KQRBNP"}, {"de", "KDTLSB"}, {"figurine", "\u2654\u2655\u2656\u2657\u2658\u2659"},
    {"fr", "RDTFCP"}, {"es", "RDTACP"}, {"it", "RDTACP"},
    {"nl", "KDTLPP"}, {"pl", "KHWGSP"},
};

// The black figurines, for reading only (the white ones are the figurine row).
constexpr std::string_view kBlackFigurines = "\u265A\u265B\u265C\u265D\u265E\u265F";

const LetterRow& row_of(Letters letters) { return kRows[int(letters)]; }

// Returns the letter in `column` of a row of six letters of equal width.
std::string_view column_of(std::string_view row, std::size_t column) {
  std::size_t width = row.size() / 6;
  return row.substr(column * width, width);
}

}  // namespace

std::string_view piece_letter(Letters letters, char english) {
  std::size_t column = kEnglishOrder.find(english);
  return column == std::string_view::npos ? std::string_view()
                                          : column_of(row_of(letters).letters, column);
}

char english_letter(Letters letters, char letter, bool with_pawn) {
  char upper = to_upper(letter);
  std::string_view row = row_of(letters).letters;
  for (std::size_t column = 0; column < (with_pawn ? 6u : 5u); ++column) {
    if (row.size() == 6 && row[column] == upper) return kEnglishOrder[column];
  }
  return 0;
}

char english_of_figurine(std::string_view text, std::size_t& length) {
  // Every figurine is three bytes from 0xE2: ASCII text (most SAN) is answered at once.
  if (text.empty() || static_cast<unsigned char>(text[0]) < 0x80) return 0;
  for (std::size_t column = 0; column < 6; ++column) {
    for (std::string_view row : {row_of(Letters::Figurine).letters, kBlackFigurines}) {
      std::string_view figurine = column_of(row, column);
      if (text.substr(0, figurine.size()) == figurine) {
        length = figurine.size();
        return kEnglishOrder[column];
      }
    }
  }
  return 0;
}

std::string_view letters_name(Letters letters) { return row_of(letters).name; }

bool letters_of_name(std::string_view name, Letters& letters) {
  for (int i = 0; i < kLetterSetCount; ++i) {
    if (kRows[i].name == name) {
      letters = Letters(i);
      return true;
    }
  }
  return false;
}

std::string piece_letters(Letters letters) {
  std::string out;
  for (char english : kEnglishOrder.substr(0, 5)) out += piece_letter(letters, english);
  return out;
}

}  // namespace c960
