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
    if (placed_ >= 5) return DrawRequest{};
    DrawRequest req;
    req.kind = kind();
    req.kind_name = "placement";
    req.step = "placement";
    req.player = placed_ % 2 == 0 ? "black" : "white";
    for (char p : {'Q', 'B', 'N'}) req.to_place.append(left_[piece_code(p)], p);
    for (const auto& c : choices())
      req.outcomes.push_back(facts(kPieceLetters[c.value / 8], c.value % 8));
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
    rank_[file] = p;
    --left_[code / 8];
    if (note) {
      DrawEvent placed = event("player-placed", p, file);
      placed.player = placed_ % 2 == 0 ? "black" : "white";
      note->events.push_back(std::move(placed));
    }
    if (++placed_ == 5) place_rook_king_rook(rank_, note);
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
