// Northam's setup by the players (not random). Bishops, knights and queen are set aside; the
// players, Black first, take turns to put one of them on any free square of the back rank
// (both sides use the mirrored rank). The second bishop must go on the other colour from the
// first. Then the king goes on the middle of the three free squares, the rooks on the others.
// A second bishop always finds a square: the three other pieces cannot fill the four squares
// of its colour.
#include "draw/machines.h"

namespace c960::draw_detail {
namespace {

class NorthamPlacement : public DrawMachine {
 public:
  std::string method() const override { return "northam-placement"; }
  std::unique_ptr<DrawMachine> clone() const override {
    return std::make_unique<NorthamPlacement>(*this);
  }
  DrawInputKind kind() const override {
    return placed_ < 5 ? DrawInputKind::Placement : DrawInputKind::Done;
  }

  std::vector<DrawChoice> choices() const override {
    std::vector<DrawChoice> out;
    if (placed_ >= 5) return out;
    for (char p : {'Q', 'B', 'N'}) {
      int code = piece_code(p);
      if (left_[code] == 0) continue;
      for (int f : free_files(rank_))
        if (allowed(p, f)) out.push_back({code * 8 + f, 1});
    }
    return out;
  }

 protected:
  // Returns true unless a second bishop would stand on the first bishop's colour.
  bool allowed(char piece, int file) const {
    if (piece != 'B' || left_[piece_code('B')] == 2) return true;
    int first, unused;
    bishop_files(rank_, &first, &unused);
    return is_dark(first) != is_dark(file);
  }

  DrawRequest request() const override {
    DrawRequest req;
    req.kind = kind();
    if (placed_ >= 5) {
      req.kind_name = "done";
      req.prompt = "Done: the king on the middle of the last three squares, rooks on the others.";
      req.prompt_de =
          "Fertig: der König auf das mittlere der letzten drei Felder, die Türme auf die anderen.";
      return req;
    }
    bool black = placed_ % 2 == 0;
    req.kind_name = "placement";
    req.player = black ? "black" : "white";
    std::string left_en, left_de;
    for (char p : {'Q', 'B', 'N'}) {
      int n = left_[piece_code(p)];
      if (!n) continue;
      left_en += (left_en.empty() ? "" : ", ") + std::to_string(n) + " " + piece_name(p) +
                 (n > 1 ? "s" : "");
      left_de += (left_de.empty() ? "" : ", ") + std::to_string(n) + " " + piece_name_de(p);
    }
    req.prompt = std::string(black ? "Black" : "White") +
                 " puts a piece on a free square (e.g. \"Bc1\"); left to place: " + left_en + ".";
    for (const auto& c : choices()) {
      std::string square = square_name(c.value % 8);
      req.labels.push_back(std::string(1, kPieceLetters[c.value / 8]) + square);
      req.labels_de.push_back(
          std::string(piece_letter(Letters::German, kPieceLetters[c.value / 8])) + square);
    }
    req.prompt_de =
        std::string(black ? "Schwarz" : "Weiß") +
        " stellt eine Figur auf ein freies Feld (z. B. „Lc1“); noch zu setzen: " + left_de + ".";
    return req;
  }

  Error rejection(int code) const override {
    int piece_index = code / 8, file = code % 8;
    if (code < 0 || piece_index >= 5) return DrawMachine::rejection(code);
    char p = kPieceLetters[piece_index];
    std::string what = std::string(1, p) + square_name(file);
    if (p == 'K' || p == 'R')
      return make_error(
          ErrorCode::DrawValue,
          what +
              ": king and rooks are not placed by the players; they take the last three squares.");
    if (left_[piece_index] == 0)
      return make_error(ErrorCode::DrawValue,
                        what + ": no " + piece_name(p) + " is left to place.");
    if (rank_[file] != '-')
      return make_error(ErrorCode::DrawValue, what + ": " + square_name(file) + " is not free.");
    return make_error(ErrorCode::DrawValue, what + ": the second bishop must stand on a " +
                                                (is_dark(file) ? "light" : "dark") + " square.");
  }

  void apply(int code, DrawNote* note) override {
    char p = kPieceLetters[code / 8];
    int file = code % 8;
    bool black = placed_ % 2 == 0;
    rank_[file] = p;
    --left_[code / 8];
    add_note(note,
             std::string(black ? "Black" : "White") + ": " + piece_name(p) + " on " +
                 square_name(file) + ".",
             std::string(black ? "Schwarz" : "Weiß") + ": " + piece_name_de(p) + " auf " +
                 square_name(file) + ".");
    if (++placed_ == 5) {
      place_rook_king_rook(rank_);
      add_note(note, "King on the middle of the last three squares, rooks beside it.",
               "König auf das mittlere der letzten drei Felder, Türme daneben.");
    }
  }

  void restart() override {
    rank_.fill('-');
    placed_ = 0;
    left_ = {0, 1, 0, 2, 2};
  }

 private:
  int placed_ = 0;
  std::array<int, 5> left_{0, 1, 0, 2, 2};  // K Q R B N still to place
};

}  // namespace

std::unique_ptr<DrawMachine> make_northam_placement() {
  return std::make_unique<NorthamPlacement>();
}

}  // namespace c960::draw_detail
