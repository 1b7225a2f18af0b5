// One ordinary die (Bodlaender; Althöfer 1998): five rolls, rerolls where a face has no square.
//   roll 1: dark-squared bishop on the k-th of a1, c1, e1, g1   (5, 6: roll again)
//   roll 2: light-squared bishop on the k-th of b1, d1, f1, h1  (5, 6: roll again)
//   roll 3: queen on the k-th of the six free squares
//   roll 4: first knight on the k-th of the five free squares   (6: roll again)
//   roll 5: second knight on the k-th of the four free squares  (5, 6: roll again)
//   then rook, king, rook on the last three squares from the left.
#include "draw/machines.h"

namespace c960::draw_detail {
namespace {

class DieDraw : public DrawMachine {
 public:
  std::string method() const override { return "die"; }
  std::unique_ptr<DrawMachine> clone() const override { return std::make_unique<DieDraw>(*this); }
  DrawInputKind kind() const override {
    return step_ < 5 ? DrawInputKind::Die : DrawInputKind::Done;
  }

  std::vector<DrawChoice> choices() const override {
    std::vector<DrawChoice> out;
    for (int v = 1; v <= range(); ++v) out.push_back({v, 1});
    return out;
  }

 protected:
  // Returns how many faces place a piece in the current step.
  int range() const {
    static const int kRanges[6] = {4, 4, 6, 5, 4, 0};
    return kRanges[step_];
  }

  // Returns the piece the current step places.
  char piece() const { return step_ == 2 ? 'Q' : step_ < 2 ? 'B' : 'N'; }

  // Returns the square the k-th face places on now.
  int target(int k) const {
    if (step_ == 0) return nth_free(rank_, k, 0);
    if (step_ == 1) return nth_free(rank_, k, 1);
    return nth_free(rank_, k);
  }

  DrawRequest request() const override {
    static const char* kSteps[5] = {"dark-bishop", "light-bishop", "queen", "first-knight",
                                    "second-knight"};
    static const char* kAmong[5] = {"dark", "light", "free", "free", "free"};
    if (step_ >= 5) return DrawRequest{};
    DrawRequest req = die_request(6, "d6");
    req.step = kSteps[step_];
    req.among = kAmong[step_];
    req.count = range();
    req.piece = piece();
    for (int k = 1; k <= range(); ++k) req.outcomes.push_back(facts(0, target(k)));
    return req;
  }

  std::vector<int> reroll_values() const override {
    std::vector<int> out;
    for (int v = range() + 1; step_ < 5 && v <= 6; ++v) out.push_back(v);
    return out;
  }

  Error rejection(int code) const override {
    static const char* kReasons[5] = {"only four dark squares", "only four light squares", "",
                                      "only five free squares", "only four free squares"};
    return die_rejection(code, 6, kReasons[step_ < 5 ? step_ : 2]);
  }

  void apply(int code, DrawNote* note) override {
    int file = target(code);
    rank_[file] = piece();
    add_placed(note, "placed", piece(), file, code);
    if (++step_ == 5) place_rook_king_rook(rank_, note);
  }

  void restart() override {
    rank_.fill('-');
    step_ = 0;
  }

 private:
  int step_ = 0;
};

}  // namespace

std::unique_ptr<DrawMachine> make_die_draw() { return std::make_unique<DieDraw>(); }

}  // namespace c960::draw_detail
