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
    static const char* kWhatEn[6] = {"the light-squared bishop (b1, d1, f1, h1)",
                                     "the dark-squared bishop (a1, c1, e1, g1)",
                                     "the king: one of the middle four of the six free squares",
                                     "the right rook: the free squares right of the king",
                                     "the left rook: the free squares left of the king",
                                     "the queen: one of the three free squares"};
    static const char* kWhatDe[6] = {"den weißfeldrigen Läufer (b1, d1, f1, h1)",
                                     "den schwarzfeldrigen Läufer (a1, c1, e1, g1)",
                                     "den König: eines der mittleren vier der sechs freien Felder",
                                     "den rechten Turm: die freien Felder rechts vom König",
                                     "den linken Turm: die freien Felder links vom König",
                                     "die Dame: eines der drei freien Felder"};
    DrawRequest req;
    DrawInputKind k = kind();
    if (k == DrawInputKind::Done) {
      req.kind_name = "done";
      req.prompt = "Done: the knights stand on the last two squares.";
      req.prompt_de = "Fertig: die Springer stehen auf den letzten beiden Feldern.";
      return req;
    }
    std::string what = kWhatEn[step_], what_de = kWhatDe[step_];
    req.kind = k;
    req.numeric = true;
    req.piece = piece();
    if (k == DrawInputKind::Die) {
      req =
          die_request(6, "d6", "Roll the die for " + what + ": 1-3, and 4, 5, 6 count as 1, 2, 3.",
                      "Würfeln für " + what_de + ": 1–3, dabei zählen 4, 5, 6 als 1, 2, 3.");
      req.piece = piece();
      for (int v = 1; v <= 6; ++v)
        req.labels.push_back(std::to_string(v) + " → " + square_name(target((v - 1) % 3 + 1)));
      req.labels_de = req.labels;
      return req;
    }
    if (k == DrawInputKind::Coin) {
      req.kind_name = "coin";
      req.prompt = "Throw the large coin for " + what + ": back = 1, front = 2.";
      req.prompt_de = "Die große Münze werfen für " + what_de + ": Rückseite = 1, Vorderseite = 2.";
      req.labels = {"back (1) → " + square_name(target(1)),
                    "front (2) → " + square_name(target(2))};
      req.labels_de = {"Rückseite (1) → " + square_name(target(1)),
                       "Vorderseite (2) → " + square_name(target(2))};
      return req;
    }
    req.kind_name = "coins";
    bool three = range() == 3;
    req.prompt = "Throw both coins for " + what +
                 ": small coin back 0, large coin back 1, fronts 2; add them" +
                 (three ? " (4: throw again)." : ".");
    req.prompt_de =
        "Beide Münzen werfen für " + what_de +
        ": kleine Münze Rückseite 0, große Rückseite 1, Vorderseiten 2; zusammenzählen" +
        (three ? " (4: noch einmal werfen)." : ".");
    static const char* kFacesEn[4] = {"small back + large back", "small back + large front",
                                      "small front + large back", "both fronts"};
    static const char* kFacesDe[4] = {"klein Rückseite + groß Rückseite",
                                      "klein Rückseite + groß Vorderseite",
                                      "klein Vorderseite + groß Rückseite", "beide Vorderseiten"};
    for (int v = 1; v <= range(); ++v) {
      req.labels.push_back(std::to_string(v) + " (" + kFacesEn[v - 1] + ") → " +
                           square_name(target(v)));
      req.labels_de.push_back(std::to_string(v) + " (" + kFacesDe[v - 1] + ") → " +
                              square_name(target(v)));
    }
    return req;
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
    int k = kind() == DrawInputKind::Die ? (code - 1) % 3 + 1 : code;
    place(target(k), std::to_string(code), std::to_string(code), note);
    settle(note);
  }

  // Places the current step's piece and moves on.
  void place(int file, const std::string& why, const std::string& why_de, DrawNote* note) {
    char p = piece();
    rank_[file] = p;
    if (p == 'K') king_ = file;
    if (note)
      add_note(note, why + ": " + piece_name(p) + " on " + square_name(file) + ".",
               why_de + ": " + piece_name_de(p) + " auf " + square_name(file) + ".");
    ++step_;
  }

  // Places pieces that have only one square left (a rook beside the king, the knights).
  void settle(DrawNote* note) {
    while (step_ != kDone && range() == 1)
      place(target(1), "only one square", "nur ein Feld", note);
    if (step_ == kDone) {
      for (int f : free_files(rank_)) rank_[f] = 'N';
      add_note(note, "Knights on the last two squares.", "Springer auf die letzten beiden Felder.");
    }
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
