// The shared part of the draw machines: input text, undo by replay, the method list, and the
// exact distributions (every outcome enumerated through the machines themselves).
#include "draw/draw.h"

#include <algorithm>
#include <numeric>

#include "draw/machines.h"
#include "text.h"

namespace c960 {
namespace {

using draw_detail::kPieceLetters;

Error value_error(std::string message) {
  return make_error(ErrorCode::DrawValue, std::move(message));
}

Fraction reduced(std::uint64_t num, std::uint64_t den) {
  std::uint64_t g = std::gcd(num, den);
  return g ? Fraction{num / g, den / g} : Fraction{0, 1};
}

Fraction add(Fraction a, Fraction b) {
  if (a.num == 0) return b;
  std::uint64_t g = std::gcd(a.den, b.den);
  return reduced(a.num * (b.den / g) + b.num * (a.den / g), a.den / g * b.den);
}

Fraction times(Fraction a, std::uint64_t num, std::uint64_t den) {
  Fraction x = reduced(num, a.den);
  Fraction y = reduced(a.num, den);
  return reduced(x.num * y.num, x.den * y.den);
}

// Adds the probability of every finished outcome below `machine` (reached with chance p).
void enumerate(const DrawMachine& machine, Fraction p, std::vector<Fraction>& out) {
  if (machine.done()) {
    auto number = machine.result();
    if (number) out[number.value()] = add(out[number.value()], p);
    return;
  }
  auto choices = machine.outcome_classes();
  std::uint64_t total = 0;
  for (const auto& c : choices) total += static_cast<std::uint64_t>(c.weight);
  for (const auto& c : choices) {
    auto copy = machine.clone();
    copy->advance(c.value);
    enumerate(*copy, times(p, static_cast<std::uint64_t>(c.weight), total), out);
  }
}

}  // namespace

// ---- the machine base -----------------------------------------------------------------

DrawRequest DrawMachine::next() const {
  DrawRequest req = request();
  req.free_squares = draw_detail::free_files(rank_);
  if (req.kind == DrawInputKind::Done) return req;
  for (const auto& c : choices()) req.options.push_back(format(c.value));
  for (int v : reroll_values()) req.rerolls.push_back(format(v));
  req.outcomes.resize(req.options.size());
  return req;
}

Result<DrawNote> DrawMachine::give(std::string_view value) {
  if (done())
    return make_error(ErrorCode::DrawFinished, "the draw is finished: nothing more is needed");
  auto code = parse(value);
  if (!code) return code.error();
  return give_code(code.value());
}

Result<DrawNote> DrawMachine::give_code(int code) {
  if (done())
    return make_error(ErrorCode::DrawFinished, "the draw is finished: nothing more is needed");
  auto allowed = choices();
  bool ok = std::any_of(allowed.begin(), allowed.end(),
                        [code](const DrawChoice& c) { return c.value == code; });
  if (!ok) return rejection(code);
  DrawNote note;
  texts_.push_back(format(code));
  apply(code, &note);
  inputs_.push_back(code);
  return note;
}

void DrawMachine::advance(int code) {
  apply(code, nullptr);
  inputs_.push_back(code);
  texts_.emplace_back();
}

bool DrawMachine::undo() {
  if (inputs_.empty()) return false;
  inputs_.pop_back();
  texts_.pop_back();
  std::vector<int> replay;
  replay.swap(inputs_);
  restart();
  for (int code : replay) {
    apply(code, nullptr);
    inputs_.push_back(code);
  }
  return true;
}

bool DrawMachine::done() const { return kind() == DrawInputKind::Done; }

Result<int> DrawMachine::result() const {
  if (!done())
    return make_error(ErrorCode::DrawUnfinished,
                      "the draw is not finished yet: the next step is \"" + next().step + "\".");
  return number_of_back_rank(rank_);
}

std::string DrawMachine::partial_back_rank() const {
  return std::string(rank_.begin(), rank_.end());
}

std::vector<std::string> DrawMachine::history() const { return texts_; }

Error DrawMachine::rejection(int code) const {
  DrawRequest req = next();
  std::string options;
  for (const auto& o : req.options) options += (options.empty() ? "" : ", ") + o;
  return value_error(format(code) + " is not possible now: step \"" + req.step + "\" takes " +
                     options + ".");
}

Result<int> DrawMachine::parse(std::string_view text) const {
  std::string_view t = trim(text);
  DrawInputKind kind = this->kind();
  switch (kind) {
    case DrawInputKind::Die:
    case DrawInputKind::Coins:
    case DrawInputKind::Coin:
    case DrawInputKind::Card: {
      if (t.empty() || t.size() > 6 ||
          !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return value_error(
            quoted_input(text) + " is not a number: " +
            (kind == DrawInputKind::Card ? "give the card's number." : "give the number thrown."));
      return digits_value(t);
    }
    case DrawInputKind::Piece: {
      char piece = t.size() == 1 ? draw_detail::piece_from_letter(t[0]) : 0;
      if (!piece)
        return value_error(quoted_input(text) +
                           " is not a piece letter: use K Q R B N (or German K D T L S).");
      return draw_detail::piece_code(piece);
    }
    case DrawInputKind::Choice: {
      std::string word = lower_case(t);
      if (word == "left" || word == "links" || word == "l") return 0;
      if (word == "right" || word == "rechts" || word == "r") return 1;
      return value_error(quoted_input(text) + " is not a side: give \"left\" or \"right\".");
    }
    case DrawInputKind::Placement: {
      std::string compact;
      for (char c : t)
        if (!is_space(c)) compact += c;
      char piece = compact.size() >= 2 ? draw_detail::piece_from_letter(compact[0]) : 0;
      char file = compact.size() >= 2 ? to_lower(compact[1]) : 0;
      bool rank_ok = compact.size() == 2 || (compact.size() == 3 && compact[2] == '1');
      if (!piece || file < 'a' || file > 'h' || !rank_ok)
        return value_error(quoted_input(text) +
                           " is not a placement: write piece and square, e.g. \"Bc1\".");
      return draw_detail::piece_code(piece) * 8 + (file - 'a');
    }
    case DrawInputKind::Done: break;
  }
  return make_error(ErrorCode::DrawFinished, "the draw is finished: nothing more is needed");
}

std::string DrawMachine::format(int code) const {
  switch (kind()) {
    case DrawInputKind::Piece:
      return code >= 0 && code < 5 ? std::string(1, kPieceLetters[code]) : std::to_string(code);
    case DrawInputKind::Choice: return code == 0 ? "left" : "right";
    case DrawInputKind::Placement:
      if (code < 0 || code >= 40) return std::to_string(code);
      return std::string(1, kPieceLetters[code / 8]) + draw_detail::square_name(code % 8);
    default: return std::to_string(code);
  }
}

// ---- methods, convenience and distributions -------------------------------------------

const std::vector<DrawMethodInfo>& draw_methods() {
  static const std::vector<DrawMethodInfo> methods = {
      {"die", true},         {"coins", true}, {"coins-die", true}, {"bag", true},
      {"bag-wheeler", true}, {"cards", true}, {"platonic", true},  {"northam-placement", false},
  };
  return methods;
}

Result<std::unique_ptr<DrawMachine>> start_draw(std::string_view method_id) {
  using namespace draw_detail;
  if (method_id == "die") return make_die_draw();
  if (method_id == "coins") return make_coins_draw(false);
  if (method_id == "coins-die") return make_coins_draw(true);
  if (method_id == "bag") return make_bag_draw(false);
  if (method_id == "bag-wheeler") return make_bag_draw(true);
  if (method_id == "cards") return make_cards_draw();
  if (method_id == "platonic") return make_platonic_draw();
  if (method_id == "northam-placement") return make_northam_placement();
  std::string ids;
  for (const auto& m : draw_methods()) ids += (ids.empty() ? "" : ", ") + m.id;
  return make_error(ErrorCode::DrawMethod,
                    quoted_input(method_id) + " is not a draw method; known: " + ids + ".");
}

Result<int> draw_with(std::string_view method_id, const std::vector<std::string>& values) {
  auto started = start_draw(method_id);
  if (!started) return started.error();
  DrawMachine& machine = *started.value();
  for (size_t i = 0; i < values.size(); ++i) {
    if (machine.done())
      return make_error(ErrorCode::DrawFinished,
                        "the draw was complete after " + std::to_string(i) + " values; value " +
                            std::to_string(i + 1) + " (" + quoted_input(values[i]) +
                            ") is one too many.");
    auto step = machine.give(values[i]);
    if (!step) {
      Error e = step.error();
      e.message = "value " + std::to_string(i + 1) + ": " + e.message;
      return e;
    }
  }
  return machine.result();
}

Result<std::vector<Fraction>> draw_distribution(std::string_view method_id) {
  auto started = start_draw(method_id);
  if (!started) return started.error();
  for (const auto& m : draw_methods())
    if (m.id == method_id && !m.random)
      return make_error(ErrorCode::DrawNotRandom,
                        "the players choose every square in this method: it has no distribution.");
  std::vector<Fraction> out(kStartPositionCount, Fraction{0, 1});
  enumerate(*started.value(), Fraction{1, 1}, out);
  return out;
}

}  // namespace c960
