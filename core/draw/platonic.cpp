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
    DrawRequest req;
    switch (step_) {
      case kOctahedron:
        req = die_request(8, "octahedron",
                          "Octahedron (1-8): one bishop on that square, counted from a1.",
                          "Oktaeder (1–8): ein Läufer auf dieses Feld, von a1 an gezählt.");
        req.piece = 'B';
        for (int v = 1; v <= 8; ++v) req.labels.push_back(square_name(v - 1));
        break;
      case kTetrahedron: {
        int colour = is_dark(first_bishop_) ? 1 : 0;
        req = die_request(4, "tetrahedron",
                          std::string("Tetrahedron (1-4): the other bishop on that ") +
                              (colour ? "light" : "dark") + " square.",
                          std::string("Tetraeder (1–4): der andere Läufer auf dieses ") +
                              (colour ? "weiße" : "schwarze") + " Feld.");
        req.piece = 'B';
        for (int v = 1; v <= 4; ++v) req.labels.push_back(square_name(nth_free(rank_, v, colour)));
        break;
      }
      case kCube:
        req = die_request(6, "cube", "Cube (1-6): the queen on that free square.",
                          "Hexaeder (1–6): die Dame auf dieses freie Feld.");
        req.piece = 'Q';
        for (int v = 1; v <= 6; ++v) req.labels.push_back(square_name(nth_free(rank_, v)));
        break;
      case kIcosahedron:
        req = die_request(20, "icosahedron",
                          "Icosahedron (1-20): double it and add 8; the second digit halved plus "
                          "one places the first knight, the first digit the second knight.",
                          "Ikosaeder (1–20): verdoppeln, 8 addieren; zweite Ziffer halbiert plus "
                          "eins setzt den ersten Springer, die erste Ziffer den zweiten.");
        req.piece = 'N';
        for (int v = 1; v <= 20; ++v) {
          auto [first, second] = knight_digits(v);
          req.labels.push_back(std::to_string(v) + " → " + std::to_string(2 * v + 8) + " → " +
                               std::to_string(second) + std::to_string(first));
        }
        break;
      default:
        req.kind_name = "done";
        req.prompt =
            "Done (the dodecahedron is ignored): rook, king, rook on the last three squares.";
        req.prompt_de =
            "Fertig (der Dodekaeder wird ignoriert): Turm, König, Turm auf die letzten drei "
            "Felder.";
        return req;
    }
    req.labels_de = req.labels;
    return req;
  }

  Error rejection(int code) const override { return die_rejection(code, sides(), ""); }

  void apply(int code, DrawNote* note) override {
    int file = -1;
    switch (step_) {
      case kOctahedron:
        file = first_bishop_ = code - 1;
        rank_[file] = 'B';
        break;
      case kTetrahedron:
        file = nth_free(rank_, code, is_dark(first_bishop_) ? 1 : 0);
        rank_[file] = 'B';
        break;
      case kCube:
        file = nth_free(rank_, code);
        rank_[file] = 'Q';
        break;
      case kIcosahedron: {
        auto [first, second] = knight_digits(code);
        int a = nth_free(rank_, first);
        rank_[a] = 'N';
        int b = nth_free(rank_, second);
        rank_[b] = 'N';
        place_rook_king_rook(rank_);
        std::string m = std::to_string(2 * code + 8);
        std::string digits = std::to_string(second) + std::to_string(first);
        add_note(
            note,
            std::to_string(code) + " → " + m + " → " + digits + ": knights on " + square_name(a) +
                " and " + square_name(b) + "; rook, king, rook on the last three squares.",
            std::to_string(code) + " → " + m + " → " + digits + ": Springer auf " + square_name(a) +
                " und " + square_name(b) + "; Turm, König, Turm auf die letzten drei Felder.");
        break;
      }
      default: break;
    }
    if (step_ < kIcosahedron) {
      char p = rank_[file];
      add_note(note, std::to_string(code) + ": " + piece_name(p) + " on " + square_name(file) + ".",
               std::to_string(code) + ": " + piece_name_de(p) + " auf " + square_name(file) + ".");
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
