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
// Returns the English name of a piece letter ("knight"), for error messages.
std::string piece_name(char english);
// Returns the files of the two bishops (left first); both -1 if fewer than two.
void bishop_files(const BackRank& rank, int* left, int* right);
// Returns facts with a piece and a square (the other fields unset).
DrawFacts facts(char piece, int square);
// Returns an event with its id, piece and square (the other facts unset).
DrawEvent event(const char* id, char piece = 0, int square = -1);
// Appends an event to a note; no-op for null.
void add_event(DrawNote* note, DrawEvent e);
// Appends an event that a piece went to a square, with the value that sent it (0: none).
void add_placed(DrawNote* note, const char* id, char piece, int square, int value = 0);
// Puts rook, king, rook on the three empty squares from left to right; reports it.
void place_rook_king_rook(BackRank& rank, DrawNote* note);
// Swaps the king with the nearest rook when it is not between the rooks; reports it.
void fix_king_between_rooks(BackRank& rank, DrawNote* note);
// Returns the file of the k-th square (1..4) of the colour other than `from`'s.
int other_colour_square(int from, int k);
// Moves the bishop on `from` to the k-th square (1..4) of the other colour, swapping with the
// piece standing there; reports it.
void move_bishop_to_other_colour(BackRank& rank, int from, int k, DrawNote* note);
// Returns the request for a die roll with the given faces.
DrawRequest die_request(int sides, const std::string& die);
// Returns ERR_DRAW_VALUE for a face a die of `sides` does not have, else ERR_DRAW_REROLL with
// "5: roll again, <reason>".
Error die_rejection(int value, int sides, const std::string& reason);

}  // namespace c960::draw_detail
