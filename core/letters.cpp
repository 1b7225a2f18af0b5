// The one piece-letter table of the core.
#include "letters.h"

#include "text.h"

namespace c960 {
namespace {

constexpr std::string_view kEnglishOrder = "KQRBNP";

struct LetterRow {
  std::string_view name;
  std::string_view letters[6];  // in kEnglishOrder
};

constexpr LetterRow kRows[kLetterSetCount] = {
    {"en", {"K", "Q", "R", "B", "N", "P"}},
    {"de", {"K", "D", "T", "L", "S", "B"}},
    {"figurine", {"\u2654", "\u2655", "\u2656", "\u2657", "\u2658", "\u2659"}},
};

// The black figurines, for reading only (the white ones are the Figurine row).
constexpr std::string_view kBlackFigurines[6] = {"\u265A", "\u265B", "\u265C",
                                                 "\u265D", "\u265E", "\u265F"};

const LetterRow& row_of(Letters letters) { return kRows[int(letters)]; }

}  // namespace

std::string_view piece_letter(Letters letters, char english) {
  std::size_t column = kEnglishOrder.find(english);
  return column == std::string_view::npos ? std::string_view() : row_of(letters).letters[column];
}

char english_letter(Letters letters, char letter, bool with_pawn) {
  char upper = to_upper(letter);
  for (std::size_t column = 0; column < (with_pawn ? 6u : 5u); ++column) {
    std::string_view candidate = row_of(letters).letters[column];
    if (candidate.size() == 1 && candidate[0] == upper) return kEnglishOrder[column];
  }
  return 0;
}

char english_of_figurine(std::string_view text, std::size_t& length) {
  for (std::size_t column = 0; column < 6; ++column) {
    for (std::string_view figurine :
         {kRows[int(Letters::Figurine)].letters[column], kBlackFigurines[column]}) {
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

}  // namespace c960
