// Eight numbered cards that show the eight pieces. The seed does not say which number shows
// which piece; this deck numbers them in the ordinary order R N B Q K B N R = 1..8 (any deck
// works: the numbers only matter for the correction draw).
//   Shuffle and lay the cards out left to right: the pieces stand as the cards say.
//   Bishops on one colour: shuffle again and draw one card. 1-4: the left bishop moves,
//     5-8: the right bishop moves (subtract 4); it goes to the k-th square of the other colour
//     counted from the left, and the piece standing there takes its old square (a swap, as in
//     Wheeler's fix; the seed's sentence is garbled here).
//   King not between the rooks: swap king and nearer rook, as with the bag.
#include <algorithm>

#include "draw/machines.h"

namespace c960::draw_detail {
namespace {

constexpr char kDeck[9] = "RNBQKBNR";  // card n shows kDeck[n - 1]

class CardsDraw : public DrawMachine {
 public:
  std::string method() const override { return "cards"; }
  std::unique_ptr<DrawMachine> clone() const override { return std::make_unique<CardsDraw>(*this); }

  DrawInputKind kind() const override {
    return laid_ < 8 || correcting_ ? DrawInputKind::Card : DrawInputKind::Done;
  }

  std::vector<DrawChoice> choices() const override {
    std::vector<DrawChoice> out;
    if (laid_ < 8) {
      for (int n = 1; n <= 8; ++n)
        if (!(used_ & (1 << n))) out.push_back({n, 1});
    } else if (correcting_) {
      for (int n = 1; n <= 8; ++n) out.push_back({n, 1});
    }
    return out;
  }

  // Cards showing the same piece lead to the same futures (the card numbers only matter in the
  // correction draw, where all eight are shuffled again): one card per piece, weighted.
  std::vector<DrawChoice> outcome_classes() const override {
    if (laid_ >= 8) return choices();
    std::vector<DrawChoice> out;
    for (const auto& c : choices()) {
      auto same = std::find_if(out.begin(), out.end(), [&](const DrawChoice& o) {
        return kDeck[o.value - 1] == kDeck[c.value - 1];
      });
      if (same != out.end())
        ++same->weight;
      else
        out.push_back(c);
    }
    return out;
  }

 protected:
  DrawRequest request() const override {
    if (kind() == DrawInputKind::Done) return DrawRequest{};
    DrawRequest req;
    req.kind = kind();
    req.kind_name = "card";
    req.numeric = true;
    if (laid_ < 8) {
      req.step = "card-piece";
      req.square = laid_;
      for (const auto& c : choices()) req.outcomes.push_back(facts(kDeck[c.value - 1], -1));
      return req;
    }
    req.step = "bishop-card";
    req.piece = 'B';
    bishop_files(rank_, &req.left, &req.right);
    req.among = is_dark(req.left) ? "light" : "dark";
    req.count = 4;
    for (int n = 1; n <= 8; ++n) {
      DrawFacts f = facts(0, -1);
      f.from = n <= 4 ? req.left : req.right;
      f.k = (n - 1) % 4 + 1;
      f.square = other_colour_square(f.from, f.k);
      req.outcomes.push_back(f);
    }
    return req;
  }

  Error rejection(int code) const override {
    if (code < 1 || code > 8)
      return make_error(ErrorCode::DrawValue,
                        std::to_string(code) + ": the cards are numbered 1 to 8.");
    return make_error(ErrorCode::DrawValue, "card " + std::to_string(code) +
                                                " is already laid out: each card comes only once.");
  }

  void apply(int code, DrawNote* note) override {
    if (laid_ < 8) {
      char p = kDeck[code - 1];
      rank_[laid_] = p;
      used_ |= 1 << code;
      add_placed(note, "card-laid", p, laid_, code);
      if (++laid_ < 8) return;
      int left, right;
      bishop_files(rank_, &left, &right);
      correcting_ = is_dark(left) == is_dark(right);
      if (!correcting_) fix_king_between_rooks(rank_, note);
      return;
    }
    int left, right;
    bishop_files(rank_, &left, &right);
    move_bishop_to_other_colour(rank_, code <= 4 ? left : right, (code - 1) % 4 + 1, note);
    correcting_ = false;
    fix_king_between_rooks(rank_, note);
  }

  void restart() override {
    rank_.fill('-');
    laid_ = 0;
    used_ = 0;
    correcting_ = false;
  }

 private:
  int laid_ = 0;
  int used_ = 0;  // bit n set: card n is laid out
  bool correcting_ = false;
};

}  // namespace

std::unique_ptr<DrawMachine> make_cards_draw() { return std::make_unique<CardsDraw>(); }

}  // namespace c960::draw_detail
