// Helpers shared by the draw machines: squares, events, the bag's corrections.
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

DrawFacts facts(char piece, int square) {
  DrawFacts f;
  f.piece = piece;
  f.square = square;
  return f;
}

DrawEvent event(const char* id, char piece, int square) {
  DrawEvent e;
  static_cast<DrawFacts&>(e) = facts(piece, square);
  e.id = id;
  return e;
}

void add_event(DrawNote* note, DrawEvent e) {
  if (note) note->events.push_back(std::move(e));
}

void add_placed(DrawNote* note, const char* id, char piece, int square, int value) {
  if (!note) return;
  DrawEvent e = event(id, piece, square);
  e.value = value;
  note->events.push_back(std::move(e));
}

void place_rook_king_rook(BackRank& rank, DrawNote* note) {
  const char order[3] = {'R', 'K', 'R'};
  std::vector<int> files;
  for (int f = 0; f < 8 && files.size() < 3; ++f)
    if (rank[f] == '-') {
      rank[f] = order[files.size()];
      files.push_back(f);
    }
  if (!note) return;
  DrawEvent e = event("rook-king-rook");
  e.squares = files;
  add_event(note, std::move(e));
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
  if (!note) return;
  DrawEvent e = event("king-moved-between-rooks", 'K', rook);
  e.from = king;
  add_event(note, std::move(e));
}

int other_colour_square(int from, int k) {
  return nth_free(BackRank{'-', '-', '-', '-', '-', '-', '-', '-'}, k, is_dark(from) ? 1 : 0);
}

void move_bishop_to_other_colour(BackRank& rank, int from, int k, DrawNote* note) {
  int target = other_colour_square(from, k);
  char displaced = rank[target];
  rank[target] = 'B';
  rank[from] = displaced;
  if (!note) return;
  DrawEvent e = event("bishop-moved", displaced, target);
  e.from = from;
  e.k = k;
  add_event(note, std::move(e));
}

DrawRequest die_request(int sides, const std::string& die) {
  DrawRequest req;
  req.kind = DrawInputKind::Die;
  req.kind_name = "die";
  req.numeric = true;
  req.sides = sides;
  req.die = die;
  return req;
}

Error die_rejection(int value, int sides, const std::string& reason) {
  if (value < 1 || value > sides)
    return make_error(ErrorCode::DrawValue, std::to_string(value) + ": a die with " +
                                                std::to_string(sides) + " faces shows only 1 to " +
                                                std::to_string(sides) + ".");
  return make_error(ErrorCode::DrawReroll, std::to_string(value) + ": roll again, " + reason + ".");
}

}  // namespace c960::draw_detail
