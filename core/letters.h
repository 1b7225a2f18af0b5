// Piece letters in every language the product reads and writes: one table, one row per
// language. A piece is named by its English upper-case letter (K Q R B N P) everywhere in the
// core; this table turns that letter into a language's letter and back.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace c960 {

/* The letter sets, one row each of the table in letters.cpp (king, queen, rook, bishop,
   knight, pawn), as national scoresheets write them:
     en  English   K Q R B N P
     de  German    K D T L S B   (König, Dame, Turm, Läufer, Springer, Bauer)
     figurine      ♔ ♕ ♖ ♗ ♘ ♙   (the white outline set for both colours, as printed notation does)
     fr  French    R D T F C P   (roi, dame, tour, fou, cavalier, pion)
     es  Spanish   R D T A C P   (rey, dama, torre, alfil, caballo, peón)
     it  Italian   R D T A C P   (re, donna, torre, alfiere, cavallo, pedone)
     nl  Dutch     K D T L P P   (koning, dame, toren, loper, paard, pion: P reads as the knight;
                                  pawn moves carry no letter in SAN)
     pl  Polish    K H W G S P   (król, hetman, wieża, goniec, skoczek, pion)
   One letter means different pieces in different sets (R: a rook in English, a king in French),
   so text is read in a named set. Adding a language is one enum value and one row. */
enum class Letters : uint8_t { English, German, Figurine, French, Spanish, Italian, Dutch, Polish };

// Number of letter sets (rows of the table).
constexpr int kLetterSetCount = 8;

// Returns a piece's letter (UTF-8, one to three bytes) in a letter set; `english` is one of
// K Q R B N P, anything else gives "".
std::string_view piece_letter(Letters letters, char english);

// Returns the English letter of a single-byte piece letter of a letter set (upper or lower
// case), or 0 when the set has no such letter. `with_pawn` also accepts the pawn's letter.
char english_letter(Letters letters, char letter, bool with_pawn = false);

// Returns the English letter of the figurine (either colour) at the start of `text` and sets
// `length` to its bytes, or returns 0.
char english_of_figurine(std::string_view text, std::size_t& length);

// Returns the name of a letter set: "en", "de", "figurine", "fr", "es", "it", "nl" or "pl".
std::string_view letters_name(Letters letters);

// Returns the letter set of a name (see letters_name()); false when the name is unknown.
bool letters_of_name(std::string_view name, Letters& letters);

// Returns the five piece letters of a set, king first (e.g. "RDTFC"), for messages.
std::string piece_letters(Letters letters);

}  // namespace c960
