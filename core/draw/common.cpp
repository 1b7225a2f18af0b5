// Helpers shared by the draw machines: squares, piece names, the bag's corrections.
#include <string>

#include "draw/machines.h"

namespace c960::draw_detail {

int piece_code(char english) {
  for (int i = 0; i < 5; ++i)
    if (kPieceLetters[i] == english) return i;
  return -1;
}

char piece_from_letter(char letter) {
  char english = english_letter(Letters::English, letter);
  return english ? english : english_letter(Letters::German, letter);
}

std::string square_name(int file) { return std::string(1, static_cast<char>('a' + file)) + "1"; }

std::vector<int> free_files(const BackRank& rank) {
  std::vector<int> out;
  for (int f = 0; f < 8; ++f)
    if (rank[f] == '-') out.push_back(f);
  return out;
}

int nth_free(const BackRank& rank, int k, int colour_filter) {
  for (int f = 0; f < 8; ++f) {
    if (rank[f] != '-') continue;
    if (colour_filter == 0 && !is_dark(f)) continue;
    if (colour_filter == 1 && is_dark(f)) continue;
    if (--k == 0) return f;
  }
  return -1;
}

std::string piece_name(char english) {
  switch (english) {
    case 'K': return "king";
    case 'Q': return "queen";
    case 'R': return "rook";
    case 'B': return "bishop";
    case 'N': return "knight";
    default: return "piece";
  }
}

std::string piece_name_de(char english) {
  switch (english) {
    case 'K': return "König";
    case 'Q': return "Dame";
    case 'R': return "Turm";
    case 'B': return "Läufer";
    case 'N': return "Springer";
    default: return "Figur";
  }
}

void bishop_files(const BackRank& rank, int* left, int* right) {
  *left = *right = -1;
  for (int f = 0; f < 8; ++f) {
    if (rank[f] != 'B') continue;
    if (*left < 0)
      *left = f;
    else
      *right = f;
  }
}

void place_rook_king_rook(BackRank& rank) {
  const char order[3] = {'R', 'K', 'R'};
  int i = 0;
  for (int f = 0; f < 8 && i < 3; ++f)
    if (rank[f] == '-') rank[f] = order[i++];
}

void add_note(DrawNote* note, const std::string& en, const std::string& de) {
  if (!note) return;
  note->en += (note->en.empty() ? "" : " ") + en;
  note->de += (note->de.empty() ? "" : " ") + de;
}

void fix_king_between_rooks(BackRank& rank, DrawNote* note) {
  int king = -1, first_rook = -1, second_rook = -1;
  for (int f = 0; f < 8; ++f) {
    if (rank[f] == 'K') king = f;
    if (rank[f] == 'R') (first_rook < 0 ? first_rook : second_rook) = f;
  }
  if (king < 0 || second_rook < 0 || (first_rook < king && king < second_rook)) return;
  // Both rooks stand on one side of the king: the nearer one is the inner rook.
  int rook = king < first_rook ? first_rook : second_rook;
  rank[king] = 'R';
  rank[rook] = 'K';
  if (note)
    add_note(note,
             "The king was not between the rooks: king and nearest rook swapped (" +
                 square_name(king) + " and " + square_name(rook) + ").",
             "Der König stand nicht zwischen den Türmen: König und nächster Turm getauscht (" +
                 square_name(king) + " und " + square_name(rook) + ").");
}

void move_bishop_to_other_colour(BackRank& rank, int from, int k, DrawNote* note) {
  int target = nth_free(BackRank{'-', '-', '-', '-', '-', '-', '-', '-'}, k, is_dark(from) ? 1 : 0);
  char displaced = rank[target];
  rank[target] = 'B';
  rank[from] = displaced;
  if (note)
    add_note(note,
             "Bishop " + square_name(from) + " moves to " + square_name(target) + ", the " +
                 ordinal(k) + " " + (is_dark(target) ? "dark" : "light") + " square; the " +
                 piece_name(displaced) + " from there goes to " + square_name(from) + ".",
             "Läufer " + square_name(from) + " zieht nach " + square_name(target) + ", dem " +
                 std::to_string(k) + ". " + (is_dark(target) ? "schwarzen" : "weißen") + " Feld; " +
                 (displaced == 'Q' ? "die " : "der ") + piece_name_de(displaced) +
                 " von dort kommt nach " + square_name(from) + ".");
}

DrawRequest die_request(int sides, const std::string& die, const std::string& prompt,
                        const std::string& prompt_de) {
  DrawRequest req;
  req.kind = DrawInputKind::Die;
  req.kind_name = "die";
  req.prompt = prompt;
  req.prompt_de = prompt_de;
  req.numeric = true;
  req.sides = sides;
  req.die = die;
  return req;
}

std::string ordinal(int k) {
  switch (k) {
    case 1: return "1st";
    case 2: return "2nd";
    case 3: return "3rd";
    default: return std::to_string(k) + "th";
  }
}

Error die_rejection(int value, int sides, const std::string& reason) {
  if (value < 1 || value > sides)
    return make_error(ErrorCode::DrawValue, std::to_string(value) + ": a die with " +
                                                std::to_string(sides) + " faces shows only 1 to " +
                                                std::to_string(sides) + ".");
  return make_error(ErrorCode::DrawReroll, std::to_string(value) + ": roll again, " + reason + ".");
}

}  // namespace c960::draw_detail
