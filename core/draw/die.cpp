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

  // Returns the square the k-th face places on now.
  int target(int k) const {
    if (step_ == 0) return nth_free(rank_, k, 0);
    if (step_ == 1) return nth_free(rank_, k, 1);
    return nth_free(rank_, k);
  }

  DrawRequest request() const override {
    static const char* kEn[5] = {
        "Roll for the dark-squared bishop: 1-4 = a1, c1, e1, g1 (5, 6: roll again).",
        "Roll for the light-squared bishop: 1-4 = b1, d1, f1, h1 (5, 6: roll again).",
        "Roll for the queen: the k-th of the six free squares from the left.",
        "Roll for the first knight: the k-th of the five free squares (6: roll again).",
        "Roll for the second knight: the k-th of the four free squares (5, 6: roll again)."};
    static const char* kDe[5] = {
        "Würfeln für den schwarzfeldrigen Läufer: 1–4 = a1, c1, e1, g1 (5, 6: noch einmal).",
        "Würfeln für den weißfeldrigen Läufer: 1–4 = b1, d1, f1, h1 (5, 6: noch einmal).",
        "Würfeln für die Dame: das k-te der sechs freien Felder von links.",
        "Würfeln für den ersten Springer: das k-te der fünf freien Felder (6: noch einmal).",
        "Würfeln für den zweiten Springer: das k-te der vier freien Felder (5, 6: noch einmal)."};
    if (step_ >= 5) {
      DrawRequest done;
      done.kind_name = "done";
      done.prompt = "Done: rook, king, rook stand on the last three squares.";
      done.prompt_de = "Fertig: Turm, König, Turm stehen auf den letzten drei Feldern.";
      return done;
    }
    DrawRequest req = die_request(6, "d6", kEn[step_], kDe[step_]);
    req.piece = step_ == 2 ? 'Q' : step_ < 2 ? 'B' : 'N';
    for (int k = 1; k <= range(); ++k) req.labels.push_back(square_name(target(k)));
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
    char piece = step_ == 2 ? 'Q' : step_ < 2 ? 'B' : 'N';
    int file = target(code);
    rank_[file] = piece;
    if (note)
      add_note(
          note, std::to_string(code) + ": " + piece_name(piece) + " on " + square_name(file) + ".",
          std::to_string(code) + ": " + piece_name_de(piece) + " auf " + square_name(file) + ".");
    if (++step_ == 5) {
      place_rook_king_rook(rank_);
      add_note(note, "Rook, king, rook on the last three squares.",
               "Turm, König, Turm auf die letzten drei Felder.");
    }
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
