// The bag, "Lottofee" (David J. Coffin), and Wheeler's fair correction of it.
//   Draw the eight pieces blindly one by one onto a1, b1, ..., h1.
//   Bishops on one colour: plain bag — swap the leftmost pair among a1-b1, c1-d1, e1-f1 that
//     holds a bishop (it is always the left bishop's pair: the left bishop of two same-coloured
//     bishops stands on a..f);
//     Wheeler — choose left or right bishop at random (a pawn in one of two closed hands), then
//     draw one of the eight black pieces from the bag: rook = 1st, knight = 2nd, bishop = 3rd,
//     queen or king = 4th square of the other colour, counted from the left; the bishop moves
//     there and the piece standing there takes the bishop's old square (the seed does not say
//     what happens to that piece; a swap keeps all eight pieces on the rank).
//   King not between the rooks: swap the king with the nearer rook.
#include "draw/machines.h"

namespace c960::draw_detail {
namespace {

enum Phase { kDrawing, kChooseBishop, kBlackPiece, kDone };

class BagDraw : public DrawMachine {
 public:
  explicit BagDraw(bool wheeler) : wheeler_(wheeler) {}
  std::string method() const override { return wheeler_ ? "bag-wheeler" : "bag"; }
  std::unique_ptr<DrawMachine> clone() const override { return std::make_unique<BagDraw>(*this); }

  DrawInputKind kind() const override {
    switch (phase_) {
      case kDrawing:
      case kBlackPiece: return DrawInputKind::Piece;
      case kChooseBishop: return DrawInputKind::Choice;
      default: return DrawInputKind::Done;
    }
  }

  std::vector<DrawChoice> choices() const override {
    std::vector<DrawChoice> out;
    if (phase_ == kDrawing) {
      for (int p = 0; p < 5; ++p)
        if (in_bag_[p] > 0) out.push_back({p, in_bag_[p]});
    } else if (phase_ == kChooseBishop) {
      out = {{0, 1}, {1, 1}};
    } else if (phase_ == kBlackPiece) {
      static const int kBlackSet[5] = {1, 1, 2, 2, 2};  // K Q R B N in the full black set
      for (int p = 0; p < 5; ++p) out.push_back({p, kBlackSet[p]});
    }
    return out;
  }

 protected:
  // Returns which square (1..4 of the other colour) a black piece code sends the bishop to.
  static int black_piece_rank(int code) {
    static const int kSquare[5] = {4, 4, 1, 3, 2};  // K Q R B N
    return kSquare[code];
  }

  int moving_bishop() const {
    int left, right;
    bishop_files(rank_, &left, &right);
    return chosen_ == 0 ? left : right;
  }

  DrawRequest request() const override {
    DrawRequest req;
    req.kind = kind();
    if (phase_ == kDrawing) {
      int file = drawn_;
      req.kind_name = "piece";
      req.prompt =
          "Draw a piece from the bag without looking and put it on " + square_name(file) + ".";
      req.prompt_de =
          "Ziehe blind eine Figur aus dem Beutel und stelle sie auf " + square_name(file) + ".";
      for (const auto& c : choices()) {
        char p = kPieceLetters[c.value];
        req.labels.push_back(piece_name(p) + " (" + std::to_string(c.weight) + " in the bag)");
        req.labels_de.push_back(piece_name_de(p) + " (" + std::to_string(c.weight) + " im Beutel)");
      }
    } else if (phase_ == kChooseBishop) {
      int left, right;
      bishop_files(rank_, &left, &right);
      req.kind_name = "choice";
      req.piece = 'B';
      req.prompt = "Both bishops stand on " + std::string(is_dark(left) ? "dark" : "light") +
                   " squares. Choose at random which one moves (e.g. a pawn hidden in one of two "
                   "hands): left (" +
                   square_name(left) + ") or right (" + square_name(right) + ").";
      req.prompt_de = "Beide Läufer stehen auf " +
                      std::string(is_dark(left) ? "schwarzen" : "weißen") +
                      " Feldern. Lose aus, welcher umzieht (z. B. Bauer in einer von zwei "
                      "verdeckten Händen): links (" +
                      square_name(left) + ") oder rechts (" + square_name(right) + ").";
      req.labels = {"left bishop (" + square_name(left) + ")",
                    "right bishop (" + square_name(right) + ")"};
      req.labels_de = {"linker Läufer (" + square_name(left) + ")",
                       "rechter Läufer (" + square_name(right) + ")"};
    } else if (phase_ == kBlackPiece) {
      int from = moving_bishop();
      int colour = is_dark(from) ? 1 : 0;
      req.kind_name = "piece";
      req.piece = 'B';
      req.prompt =
          "Put the eight black pieces into the bag and draw one: rook = 1st, knight = 2nd, bishop "
          "= 3rd, queen or king = 4th " +
          std::string(colour ? "light" : "dark") + " square for the bishop on " +
          square_name(from) + ".";
      req.prompt_de =
          "Die acht schwarzen Figuren in den Beutel, eine ziehen: Turm = 1., Springer = 2., Läufer "
          "= 3., Dame oder König = 4. " +
          std::string(colour ? "weißes" : "schwarzes") + " Feld für den Läufer auf " +
          square_name(from) + ".";
      BackRank empty{'-', '-', '-', '-', '-', '-', '-', '-'};
      for (const auto& c : choices()) {
        char p = kPieceLetters[c.value];
        std::string square = square_name(nth_free(empty, black_piece_rank(c.value), colour));
        req.labels.push_back(piece_name(p) + " → " + square);
        req.labels_de.push_back(piece_name_de(p) + " → " + square);
      }
    } else {
      req.kind_name = "done";
      req.prompt = "Done: the bishops stand on different colours and the king between the rooks.";
      req.prompt_de =
          "Fertig: die Läufer stehen auf verschiedenen Farben, der König zwischen den Türmen.";
    }
    return req;
  }

  Error rejection(int code) const override {
    if (phase_ == kDrawing && code >= 0 && code < 5)
      return make_error(ErrorCode::DrawValue,
                        "no " + piece_name(kPieceLetters[code]) +
                            " is left in the bag: draw again from what is there.");
    return DrawMachine::rejection(code);
  }

  void apply(int code, DrawNote* note) override {
    if (phase_ == kDrawing) {
      char p = kPieceLetters[code];
      rank_[drawn_] = p;
      --in_bag_[code];
      add_note(note, piece_name(p) + " on " + square_name(drawn_) + ".",
               piece_name_de(p) + " auf " + square_name(drawn_) + ".");
      if (++drawn_ == 8) after_drawing(note);
    } else if (phase_ == kChooseBishop) {
      chosen_ = code;
      phase_ = kBlackPiece;
    } else if (phase_ == kBlackPiece) {
      move_bishop_to_other_colour(rank_, moving_bishop(), black_piece_rank(code), note);
      finish(note);
    }
  }

  // Applies the bishop rule once all eight pieces stand.
  void after_drawing(DrawNote* note) {
    int left, right;
    bishop_files(rank_, &left, &right);
    if (is_dark(left) != is_dark(right)) return finish(note);
    if (wheeler_) {
      phase_ = kChooseBishop;
      return;
    }
    int a = left & ~1, b = a + 1;
    std::swap(rank_[a], rank_[b]);
    add_note(note,
             "Both bishops on one colour: the pair " + square_name(a) + "-" + square_name(b) +
                 " is swapped.",
             "Beide Läufer auf einer Farbe: das Paar " + square_name(a) + "-" + square_name(b) +
                 " wird getauscht.");
    finish(note);
  }

  void finish(DrawNote* note) {
    fix_king_between_rooks(rank_, note);
    phase_ = kDone;
  }

  void restart() override {
    rank_.fill('-');
    phase_ = kDrawing;
    drawn_ = 0;
    chosen_ = 0;
    in_bag_ = {1, 1, 2, 2, 2};
  }

 private:
  bool wheeler_;
  int phase_ = kDrawing;
  int drawn_ = 0;
  int chosen_ = 0;
  std::array<int, 5> in_bag_{1, 1, 2, 2, 2};  // K Q R B N still in the bag
};

}  // namespace

std::unique_ptr<DrawMachine> make_bag_draw(bool wheeler) {
  return std::make_unique<BagDraw>(wheeler);
}

}  // namespace c960::draw_detail
