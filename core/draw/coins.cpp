// Two distinguishable coins (Edward Northam). The small coin counts 0 on its back, the large
// coin 1 on its back, both fronts count 2; the total of both is 1..4, each equally likely.
//   1..4: throw both coins;  1..3: throw both, a total of 4 means throw again
//   (or, in "coins-die", roll a die and count 4, 5, 6 as 1, 2, 3: never a rethrow);
//   1..2: throw the large coin alone;  a range of 1 needs no throw.
// Order (seed text): light bishop (b, d, f, h), dark bishop (a, c, e, g), king on one of the
// middle four of the six free squares, right rook, left rook, queen on one of the three
// squares left, knights on the last two. The rooks are counted from the left among the free
// squares on their side of the king: right of the king there are 4, 3, 2 or 1 of them, left
// 1, 2, 3 or 4 — exactly the ranges the coins provide. This reading also gives the seed's
// "six throws on average". It is not uniform (see docs/draw-methods.md).
#include "draw/machines.h"

namespace c960::draw_detail {
namespace {

enum Step { kLightBishop, kDarkBishop, kKing, kRightRook, kLeftRook, kQueen, kDone };

class CoinsDraw : public DrawMachine {
 public:
  explicit CoinsDraw(bool die_for_three) : die_for_three_(die_for_three) {}
  std::string method() const override { return die_for_three_ ? "coins-die" : "coins"; }
  std::unique_ptr<DrawMachine> clone() const override { return std::make_unique<CoinsDraw>(*this); }

  DrawInputKind kind() const override {
    switch (range()) {
      case 4: return DrawInputKind::Coins;
      case 3: return die_for_three_ ? DrawInputKind::Die : DrawInputKind::Coins;
      case 2: return DrawInputKind::Coin;
      default: return DrawInputKind::Done;
    }
  }

  std::vector<DrawChoice> choices() const override {
    std::vector<DrawChoice> out;
    int faces = kind() == DrawInputKind::Die ? 6 : range();
    for (int v = 1; v <= faces && step_ != kDone; ++v) out.push_back({v, 1});
    return out;
  }

 protected:
  // Returns how many squares the current step chooses among.
  int range() const {
    switch (step_) {
      case kLightBishop:
      case kDarkBishop:
      case kKing: return 4;
      case kRightRook: return static_cast<int>(side_squares(true).size());
      case kLeftRook: return static_cast<int>(side_squares(false).size());
      case kQueen: return 3;
      default: return 0;
    }
  }

  // Returns the free squares right (or left) of the king, from the left.
  std::vector<int> side_squares(bool right) const {
    std::vector<int> out;
    for (int f : free_files(rank_))
      if (right ? f > king_ : f < king_) out.push_back(f);
    return out;
  }

  // Returns the square that value k (1..range) places on now.
  int target(int k) const {
    switch (step_) {
      case kLightBishop: return nth_free(rank_, k, 1);
      case kDarkBishop: return nth_free(rank_, k, 0);
      case kKing: return nth_free(rank_, k + 1);  // the middle four of six
      case kRightRook: return side_squares(true)[k - 1];
      case kLeftRook: return side_squares(false)[k - 1];
      default: return nth_free(rank_, k);
    }
  }

  char piece() const {
    static const char kPieces[6] = {'B', 'B', 'K', 'R', 'R', 'Q'};
    return kPieces[step_];
  }

  DrawRequest request() const override {
    static const char* kSteps[6] = {"light-bishop", "dark-bishop", "king",
                                    "right-rook",   "left-rook",   "queen"};
    static const char* kAmong[6] = {"light",         "dark",         "middle",
                                    "right-of-king", "left-of-king", "free"};
    DrawInputKind k = kind();
    if (k == DrawInputKind::Done) return DrawRequest{};
    DrawRequest req = k == DrawInputKind::Die ? die_request(6, "d6") : DrawRequest{};
    req.kind = k;
    if (k != DrawInputKind::Die) req.kind_name = k == DrawInputKind::Coin ? "coin" : "coins";
    req.numeric = true;
    req.step = kSteps[step_];
    req.among = kAmong[step_];
    req.count = range();
    req.piece = piece();
    for (const auto& c : choices()) req.outcomes.push_back(facts(0, target(counted(c.value))));
    return req;
  }

  // Returns the count 1..range a value stands for (a die's 4, 5, 6 count as 1, 2, 3).
  int counted(int value) const {
    return kind() == DrawInputKind::Die ? (value - 1) % 3 + 1 : value;
  }

  std::vector<int> reroll_values() const override {
    if (kind() == DrawInputKind::Coins && range() == 3) return {4};
    return {};
  }

  Error rejection(int code) const override {
    DrawInputKind k = kind();
    if (k == DrawInputKind::Die) return die_rejection(code, 6, "");
    if (k == DrawInputKind::Coins && code == 4 && range() == 3)
      return make_error(ErrorCode::DrawReroll, "4: throw again, only three squares.");
    if (k == DrawInputKind::Coin)
      return make_error(
          ErrorCode::DrawValue,
          std::to_string(code) + ": the large coin counts only 1 (back) or 2 (front).");
    return make_error(ErrorCode::DrawValue,
                      std::to_string(code) + ": two coins add up to 1, 2, 3 or 4 only.");
  }

  void apply(int code, DrawNote* note) override {
    place(target(counted(code)), "placed", code, note);
    settle(note);
  }

  // Places the current step's piece and moves on; `id` and `value` describe why.
  void place(int file, const char* id, int value, DrawNote* note) {
    char p = piece();
    rank_[file] = p;
    if (p == 'K') king_ = file;
    add_placed(note, id, p, file, value);
    ++step_;
  }

  // Places pieces that have only one square left (a rook beside the king, the knights).
  void settle(DrawNote* note) {
    while (step_ != kDone && range() == 1) place(target(1), "only-square", 0, note);
    if (step_ != kDone) return;
    DrawEvent knights = event("knights-last", 'N');
    for (int f : free_files(rank_)) {
      rank_[f] = 'N';
      knights.squares.push_back(f);
    }
    add_event(note, std::move(knights));
  }

  void restart() override {
    rank_.fill('-');
    step_ = kLightBishop;
    king_ = -1;
  }

 private:
  bool die_for_three_;
  int step_ = kLightBishop;
  int king_ = -1;
};

}  // namespace

std::unique_ptr<DrawMachine> make_coins_draw(bool die_for_three) {
  return std::make_unique<CoinsDraw>(die_for_three);
}

}  // namespace c960::draw_detail
