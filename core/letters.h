// Piece letters in every language the product reads and writes: one table, one row per
// language. A piece is named by its English upper-case letter (K Q R B N P) everywhere in the
// core; this table turns that letter into a language's letter and back.
#pragma once
#include <cstdint>
#include <string_view>

namespace c960 {

/* The letter sets, one row each of the table in letters.cpp (king, queen, rook, bishop,
   knight, pawn):
     English   K Q R B N P
     German    K D T L S B   (König, Dame, Turm, Läufer, Springer, Bauer)
     Figurine  ♔ ♕ ♖ ♗ ♘ ♙   (the white outline set for both colours, as printed notation does)
   Adding a language is one enum value and one row. */
enum class Letters : uint8_t { English, German, Figurine };

// Number of letter sets (rows of the table).
constexpr int kLetterSetCount = 3;

// Returns a piece's letter (UTF-8, one to three bytes) in a letter set; `english` is one of
// K Q R B N P, anything else gives "".
std::string_view piece_letter(Letters letters, char english);

// Returns the English letter of a single-byte piece letter of a letter set (upper or lower
// case), or 0 when the set has no such letter. `with_pawn` also accepts the pawn's letter.
char english_letter(Letters letters, char letter, bool with_pawn = false);

// Returns the English letter of the figurine (either colour) at the start of `text` and sets
// `length` to its bytes, or returns 0.
char english_of_figurine(std::string_view text, std::size_t& length);

// Returns the name of a letter set: "en", "de" or "figurine".
std::string_view letters_name(Letters letters);

// Returns the letter set of a name ("en", "de", "figurine"); false when the name is unknown.
bool letters_of_name(std::string_view name, Letters& letters);

}  // namespace c960
