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
    if (phase_ == kDone) return DrawRequest{};
    DrawRequest req;
    req.kind = kind();
    req.kind_name = phase_ == kChooseBishop ? "choice" : "piece";
    if (phase_ == kDrawing) {
      req.step = "bag-piece";
      req.square = drawn_;
      for (const auto& c : choices()) {
        DrawFacts f = facts(kPieceLetters[c.value], -1);
        f.in_bag = c.weight;
        req.outcomes.push_back(f);
      }
      return req;
    }
    req.piece = 'B';
    if (phase_ == kChooseBishop) {
      bishop_files(rank_, &req.left, &req.right);
      req.step = "bishop-choice";
      req.outcomes = {facts(0, req.left), facts(0, req.right)};
      return req;
    }
    req.step = "bishop-piece";
    req.from = moving_bishop();
    req.among = is_dark(req.from) ? "light" : "dark";
    req.count = 4;
    for (const auto& c : choices()) {
      DrawFacts f = facts(kPieceLetters[c.value], -1);
      f.k = black_piece_rank(c.value);
      f.square = other_colour_square(req.from, f.k);
      req.outcomes.push_back(f);
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
      add_placed(note, "drawn", p, drawn_);
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
    if (note) {
      DrawEvent swapped = event("pair-swapped");
      swapped.squares = {a, b};
      add_event(note, std::move(swapped));
    }
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
