// Drawing a start position by hand: every physical method from the seeds as a deterministic
// step machine, plus the exact probability of each of the 960 numbers under each method.
//
// The core never rolls anything: the caller reports each roll, coin throw, card or piece and
// the machine says what it means. A machine keeps the list of accepted inputs; undo() replays
// all but the last one, so every state is a pure function of the inputs given so far.
//
// Input values (text, as a person would type them; numbers as decimal digits):
//   die        a face 1..sides (sides 4, 6, 8 or 20)
//   coins      the total of Northam's two coins 1..4 (small coin: back 0, front 2;
//              large coin: back 1, front 2; e.g. small front + large back = 3)
//   coin       the large coin alone: 1 (back) or 2 (front)
//   piece      a piece letter drawn from a bag, English KQRBN or German KDTLS, any case
//   card       a card number 1..8
//   choice     "left" or "right" (German "links"/"rechts"): which bishop moves
//   placement  piece letter + square, e.g. "Bc1", "N g1", "Sg1" (German letters too)
// See docs/draw-methods.md for each method's steps and the reading of unclear seed text.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "numbering/startpos.h"

namespace c960 {

// One draw method as listed to users; pages name it by its id.
struct DrawMethodInfo {
  std::string id;      // e.g. "die"
  bool random = true;  // false for Northam's placement by the players
};

// What kind of input a step needs.
enum class DrawInputKind { Die, Coins, Coin, Piece, Card, Choice, Placement, Done };

// One value a step can take, with its relative chance (used by the exact distributions).
struct DrawChoice {
  int value = 0;   // internal code: a number, a piece index into "KQRBN", or piece*8+file
  int weight = 1;  // chance relative to the other choices of the same step
};

// Language-free facts about what one option does or what one event did (docs/draw-methods.md
// lists which step or event sets which field); unset fields stay 0, -1 or empty.
struct DrawFacts {
  int value = 0;             // the number given (events placed, card-laid, knights-placed)
  char piece = 0;            // a piece, English letter: placed, drawn, shown, or displaced
  int square = -1;           // file where the piece (or the chosen bishop) goes or stands
  int from = -1;             // file the moving piece leaves
  int k = 0;                 // the k-th square of a colour the bishop goes to (bishop-moved)
  int in_bag = 0;            // how many of the piece are still in the bag (bag-piece)
  int number = 0;            // the icosahedron's roll doubled plus 8 (knights)
  std::vector<int> counts;   // the first and the second knight's count (knights)
  std::vector<int> squares;  // files of several pieces, from the left or in placing order
  std::string player;        // "black" or "white" (player-placed)
};

// What one accepted input did: an event id (e.g. "placed", "bishop-moved") and its facts.
struct DrawEvent : DrawFacts {
  std::string id;
};

// What the machine needs next; step "done" (kind Done) when the start position is complete.
// Steps and their fields are listed in docs/draw-methods.md; pages phrase them.
struct DrawRequest {
  DrawInputKind kind = DrawInputKind::Done;
  std::string kind_name = "done";    // "die", "coins", "coin", "piece", "card", ...
  std::string step = "done";         // stable step id, e.g. "dark-bishop", "bag-piece"
  std::vector<std::string> options;  // every value give() accepts now
  std::vector<std::string> rerolls;  // values that can come up but mean "roll again"
  std::vector<DrawFacts> outcomes;   // what each option does, one per option
  bool numeric = false;              // options are numbers
  int sides = 0;                     // faces of the die to roll (die steps only)
  std::string die;                   // "d6", "octahedron", ... (die steps only)
  char piece = 0;                    // piece placed by this step (English letter) or 0
  std::string player;                // "black"/"white" for the players' placement
  std::vector<int> free_squares;     // files 0..7 still empty
  std::string among;                 // the squares counted: "dark", "light", "free", ...
  int count = 0;                     // how many squares the step chooses among
  int square = -1;                   // the square being filled (bag-piece, card-piece)
  int from = -1;                     // the bishop that moves (bishop-piece)
  int left = -1;                     // the left bishop (bishop-choice, bishop-card)
  int right = -1;                    // the right bishop (bishop-choice, bishop-card)
  std::string to_place;              // pieces still to place, e.g. "QBBNN" (placement)
};

// What one accepted input did, in order (often one event, sometimes none or several).
struct DrawNote {
  std::vector<DrawEvent> events;
};

// A step machine for one draw method.
class DrawMachine {
 public:
  virtual ~DrawMachine() = default;

  // Returns the method id ("die", "bag", ...).
  virtual std::string method() const = 0;
  // Returns what is needed next (kind Done when finished).
  DrawRequest next() const;
  // Takes one input as text; on success returns what it did, else ERR_DRAW_REROLL,
  // ERR_DRAW_VALUE or ERR_DRAW_FINISHED and leaves the state unchanged.
  Result<DrawNote> give(std::string_view value);
  // Takes one input as internal code (see DrawChoice); same errors as give().
  Result<DrawNote> give_code(int code);
  // Goes back one accepted input; returns false when there is nothing to undo.
  bool undo();
  // Returns true when the back rank is complete and legal.
  bool done() const;
  // Returns the start-position number once done, else ERR_DRAW_UNFINISHED.
  Result<int> result() const;
  // Returns the back rank so far, English letters with '-' for empty squares.
  std::string partial_back_rank() const;
  // Returns the back rank so far, '-' for empty squares.
  const BackRank& partial_rank() const { return rank_; }
  // Returns the accepted inputs so far as text.
  std::vector<std::string> history() const;
  // Returns the values the current step can take with their chances (empty when done).
  virtual std::vector<DrawChoice> choices() const = 0;
  // Returns choices() with values that lead to the same futures merged into one weighted
  // representative; the exact enumeration walks these. Default: choices().
  virtual std::vector<DrawChoice> outcome_classes() const { return choices(); }
  // Returns a copy of this machine in its current state.
  virtual std::unique_ptr<DrawMachine> clone() const = 0;
  // Applies a value taken from choices() without checks or events (used by the enumeration).
  void advance(int code);
  // Returns the kind of input the current step needs (Done when finished).
  virtual DrawInputKind kind() const = 0;

 protected:
  // Returns the current step without the shared fields (options, free squares) filled in.
  virtual DrawRequest request() const = 0;
  // Returns the values that may come up now but mean "roll again".
  virtual std::vector<int> reroll_values() const { return {}; }
  // Returns the error for a value that is not among choices(): reroll or invalid.
  virtual Error rejection(int code) const;
  // Applies an accepted code; `note` may be null (the exact enumeration skips the events).
  virtual void apply(int code, DrawNote* note) = 0;
  // Puts the machine back to its empty start.
  virtual void restart() = 0;
  // Returns the internal code for input text of the current kind, or ERR_DRAW_VALUE.
  Result<int> parse(std::string_view text) const;
  // Returns the text form of an internal code for the current kind.
  std::string format(int code) const;

  BackRank rank_{'-', '-', '-', '-', '-', '-', '-', '-'};

 private:
  std::vector<int> inputs_;
  std::vector<std::string> texts_;
};

// Returns the draw methods in display order.
const std::vector<DrawMethodInfo>& draw_methods();

// Returns a new machine for `method_id`, or ERR_DRAW_METHOD.
Result<std::unique_ptr<DrawMachine>> start_draw(std::string_view method_id);

// Feeds `values` one by one into a new machine of `method_id` and returns the final number;
// errors name the position of the offending value, ERR_DRAW_UNFINISHED if values run out.
Result<int> draw_with(std::string_view method_id, const std::vector<std::string>& values);

// A probability num/den in lowest terms.
struct Fraction {
  std::uint64_t num = 0;
  std::uint64_t den = 1;
};

// Returns, for each number 0..959, its exact probability under `method_id` (every outcome
// enumerated through the method's own step machine), ERR_DRAW_METHOD or ERR_DRAW_NOT_RANDOM.
Result<std::vector<Fraction>> draw_distribution(std::string_view method_id);

}  // namespace c960
