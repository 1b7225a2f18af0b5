// Platonic dice: never a reroll. Squares are always counted among the free ones from the left.
//   octahedron (1-8): one bishop on that square
//   tetrahedron (1-4): the other bishop on that square of the other colour
//   cube (1-6): the queen
//   icosahedron n (1-20): m = 2n + 8 (10..48); its second digit halved plus one (1-5) places
//     the first knight, its first digit (1-4) the second knight (19 -> 46 -> "44")
//   the dodecahedron is ignored; rook, king, rook on the last three squares.
#include "draw/machines.h"

namespace c960::draw_detail {
namespace {

enum Step { kOctahedron, kTetrahedron, kCube, kIcosahedron, kDone };

class PlatonicDraw : public DrawMachine {
 public:
  std::string method() const override { return "platonic"; }
  std::unique_ptr<DrawMachine> clone() const override {
    return std::make_unique<PlatonicDraw>(*this);
  }
  DrawInputKind kind() const override {
    return step_ < kDone ? DrawInputKind::Die : DrawInputKind::Done;
  }

  std::vector<DrawChoice> choices() const override {
    std::vector<DrawChoice> out;
    for (int v = 1; v <= sides(); ++v) out.push_back({v, 1});
    return out;
  }

  // Returns the two knight counts (first knight 1-5, second knight 1-4) for an icosahedron roll.
  static std::pair<int, int> knight_digits(int n) {
    int m = 2 * n + 8;
    return {m % 10 / 2 + 1, m / 10};
  }

 protected:
  int sides() const {
    static const int kSides[5] = {8, 4, 6, 20, 0};
    return kSides[step_];
  }

  DrawRequest request() const override {
    static const char* kSteps[4] = {"first-bishop", "second-bishop", "queen", "knights"};
    static const char* kDice[4] = {"octahedron", "tetrahedron", "cube", "icosahedron"};
    if (step_ == kDone) return DrawRequest{};
    DrawRequest req = die_request(sides(), kDice[step_]);
    req.step = kSteps[step_];
    req.piece = step_ == kCube ? 'Q' : step_ == kIcosahedron ? 'N' : 'B';
    req.among = step_ != kTetrahedron ? "free" : is_dark(first_bishop_) ? "light" : "dark";
    req.count = step_ == kTetrahedron ? 4 : static_cast<int>(free_files(rank_).size());
    for (int v = 1; v <= sides(); ++v) req.outcomes.push_back(outcome(v));
    return req;
  }

  // Returns where value v puts the current step's piece (both knights for the icosahedron).
  DrawFacts outcome(int v) const {
    if (step_ == kOctahedron) return facts(0, v - 1);
    if (step_ == kTetrahedron) return facts(0, nth_free(rank_, v, is_dark(first_bishop_) ? 1 : 0));
    if (step_ == kCube) return facts(0, nth_free(rank_, v));
    auto [first, second] = knight_digits(v);
    BackRank rank = rank_;
    DrawFacts f;
    f.number = 2 * v + 8;
    f.counts = {first, second};
    for (int count : f.counts) {
      int file = nth_free(rank, count);
      rank[file] = 'N';
      f.squares.push_back(file);
    }
    return f;
  }

  Error rejection(int code) const override { return die_rejection(code, sides(), ""); }

  void apply(int code, DrawNote* note) override {
    DrawFacts f = outcome(code);
    if (step_ == kOctahedron) first_bishop_ = f.square;
    if (step_ == kIcosahedron) {
      for (int file : f.squares) rank_[file] = 'N';
      if (note) {
        DrawEvent knights;
        static_cast<DrawFacts&>(knights) = f;
        knights.id = "knights-placed";
        knights.piece = 'N';
        knights.value = code;
        note->events.push_back(std::move(knights));
      }
      place_rook_king_rook(rank_, note);
    } else {
      char p = step_ == kCube ? 'Q' : 'B';
      rank_[f.square] = p;
      add_placed(note, "placed", p, f.square, code);
    }
    ++step_;
  }

  void restart() override {
    rank_.fill('-');
    step_ = kOctahedron;
    first_bishop_ = -1;
  }

 private:
  int step_ = kOctahedron;
  int first_bishop_ = -1;
};

}  // namespace

std::unique_ptr<DrawMachine> make_platonic_draw() { return std::make_unique<PlatonicDraw>(); }

}  // namespace c960::draw_detail
