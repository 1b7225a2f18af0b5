// Internal to the draw module: the machine of each method and the helpers they share.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "draw/draw.h"
#include "letters.h"
#include "text.h"

namespace c960::draw_detail {

// Machines, one per method (draw_die.cpp, draw_coins.cpp, ...).
std::unique_ptr<DrawMachine> make_die_draw();
std::unique_ptr<DrawMachine> make_coins_draw(bool die_for_three);
std::unique_ptr<DrawMachine> make_bag_draw(bool wheeler);
std::unique_ptr<DrawMachine> make_cards_draw();
std::unique_ptr<DrawMachine> make_platonic_draw();
std::unique_ptr<DrawMachine> make_northam_placement();

// Letters of the pieces in internal piece codes 0..4.
constexpr char kPieceLetters[] = "KQRBN";

// Returns the piece code 0..4 of an English letter, or -1.
int piece_code(char english);
// Returns the English letter of a piece read as English or German text (any case), or 0.
char piece_from_letter(char letter);
// Returns "c1" for file 2.
std::string square_name(int file);
// Returns true for the dark squares a1, c1, e1, g1.
inline bool is_dark(int file) { return file % 2 == 0; }
// Returns the empty files from a to h.
std::vector<int> free_files(const BackRank& rank);
// Returns the k-th (1-based) empty file from the left among files of `colour_filter`
// (-1 any, 0 dark, 1 light), or -1 when there are fewer.
int nth_free(const BackRank& rank, int k, int colour_filter = -1);
// Returns the English and German names of a piece letter ("knight"/"Springer").
std::string piece_name(char english);
std::string piece_name_de(char english);
// Returns the files of the two bishops (left first); both -1 if fewer than two.
void bishop_files(const BackRank& rank, int* left, int* right);
// Puts rook, king, rook on the three empty squares from left to right.
void place_rook_king_rook(BackRank& rank);
// Swaps the king with the nearest rook when it is not between the rooks; describes it.
void fix_king_between_rooks(BackRank& rank, DrawNote* note);
// Moves the bishop on `from` to the k-th square (1..4) of the other colour, swapping with the
// piece standing there; describes it.
void move_bishop_to_other_colour(BackRank& rank, int from, int k, DrawNote* note);
// Appends text to both languages of a note (space separated); no-op for null.
void add_note(DrawNote* note, const std::string& en, const std::string& de);
// Returns the request for a die roll with the given faces.
DrawRequest die_request(int sides, const std::string& die, const std::string& prompt,
                        const std::string& prompt_de);
// Returns the English counting word "1st", "2nd", ... and German "1.", "2.".
std::string ordinal(int k);
// Returns ERR_DRAW_VALUE for a face a die of `sides` does not have, else ERR_DRAW_REROLL with
// "5: roll again, <reason>".
Error die_rejection(int value, int sides, const std::string& reason);

}  // namespace c960::draw_detail
