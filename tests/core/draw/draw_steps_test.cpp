// The language-free words of the draw machines: every step id and event id each method can
// produce (all reachable states walked), expected from the rules in docs/draw-methods.md; each
// option's outcome is what giving it does; each note's events, replayed on the back rank as
// documented, give the rank after the step.
#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "draw/draw.h"

using namespace c960;

namespace {

struct Found {
  std::set<std::string> steps;   // "step kind among"
  std::set<std::string> events;  // event ids
};

bool is_file(int f) { return f >= 0 && f < 8; }
bool dark(int f) { return f % 2 == 0; }
const char* colour(int f) { return dark(f) ? "dark" : "light"; }

// Returns the k-th (1-based) empty file of a rank, or -1.
int nth_empty(const std::string& rank, int k) {
  for (int f = 0; f < 8; ++f)
    if (rank[f] == '-' && --k == 0) return f;
  return -1;
}

// Applies an event's documented effect to a back rank; false when the event does not fit it.
bool replay(std::string& rank, const DrawEvent& e) {
  const std::string& id = e.id;
  if (id == "placed" || id == "only-square" || id == "drawn" || id == "card-laid" ||
      id == "player-placed") {
    if (!is_file(e.square) || rank[e.square] != '-' || !e.piece) return false;
    rank[e.square] = e.piece;
    return true;
  }
  if (id == "rook-king-rook" || id == "knights-last" || id == "knights-placed") {
    const char* order = id == "rook-king-rook" ? "RKR" : "NN";
    if (e.squares.size() != std::strlen(order)) return false;
    if (id == "knights-placed") {
      // The roll n doubled plus 8; the second digit halved plus one counts the first knight,
      // the first digit the second knight, each among the free squares from the left.
      int m = 2 * e.value + 8;
      if (e.number != m || e.counts != std::vector<int>{m % 10 / 2 + 1, m / 10}) return false;
      if (e.squares[0] != nth_empty(rank, e.counts[0])) return false;
      rank[e.squares[0]] = 'N';
      return e.squares[1] == nth_empty(rank, e.counts[1]) && (rank[e.squares[1]] = 'N');
    }
    for (size_t i = 0; i < e.squares.size(); ++i) {
      if (e.squares[i] != nth_empty(rank, 1)) return false;  // the last squares, from the left
      rank[e.squares[i]] = order[i];
    }
    return true;
  }
  if (id == "pair-swapped") {
    if (e.squares.size() != 2 || e.squares[0] % 2 || e.squares[1] != e.squares[0] + 1) return false;
    std::swap(rank[e.squares[0]], rank[e.squares[1]]);
    return true;
  }
  if (id == "bishop-moved") {
    // The k-th square of the other colour from the left; the piece there takes the old square.
    int target = (dark(e.from) ? 1 : 0) + 2 * (e.k - 1);
    if (!is_file(e.from) || rank[e.from] != 'B' || e.square != target) return false;
    if (e.k < 1 || e.k > 4 || rank[e.square] != e.piece) return false;
    std::swap(rank[e.from], rank[e.square]);
    return true;
  }
  if (id == "king-moved-between-rooks") {
    if (!is_file(e.from) || !is_file(e.square)) return false;
    if (rank[e.from] != 'K' || rank[e.square] != 'R') return false;
    std::swap(rank[e.from], rank[e.square]);
    return true;
  }
  return false;
}

// Checks the request's squares counted (`among`, `count`) against the back rank.
void check_among(const DrawRequest& req, const std::string& rank) {
  std::vector<int> squares;
  for (const auto& o : req.outcomes) squares.push_back(o.square);
  if (req.among == "dark" || req.among == "light") {
    CHECK(req.count == 4);
    for (int f : squares) CHECK(colour(f) == req.among);
  } else if (req.among == "free") {
    CHECK(req.count == static_cast<int>(req.free_squares.size()));
  } else if (req.among == "middle") {
    REQUIRE(req.free_squares.size() == 6);
    CHECK(squares == std::vector<int>(req.free_squares.begin() + 1, req.free_squares.end() - 1));
  } else if (req.among == "right-of-king" || req.among == "left-of-king") {
    int king = static_cast<int>(rank.find('K'));
    for (int f : squares) CHECK((req.among == "right-of-king" ? f > king : f < king));
  } else {
    CHECK(req.among.empty());
  }
}

// Checks that giving option i did what its outcome says (the note's first event).
void check_outcome(const DrawRequest& req, size_t i, const std::string& rank,
                   const DrawNote& note) {
  const DrawFacts& o = req.outcomes[i];
  INFO("option " << req.options[i]);
  if (req.step == "bishop-choice") {
    CHECK(req.options[i] == (i == 0 ? "left" : "right"));
    CHECK(o.square == (i == 0 ? req.left : req.right));
    CHECK(rank[o.square] == 'B');
    CHECK(note.events.empty());
    return;
  }
  REQUIRE(!note.events.empty());
  const DrawEvent& e = note.events[0];
  if (req.step == "bag-piece" || req.step == "card-piece") {
    CHECK(e.id == (req.step == "bag-piece" ? "drawn" : "card-laid"));
    CHECK(e.square == req.square);
    CHECK(e.piece == o.piece);
    if (req.step == "card-piece") CHECK(o.piece == std::string("RNBQKBNR")[e.value - 1]);
    std::map<char, int> in_bag{{'K', 1}, {'Q', 1}, {'R', 2}, {'B', 2}, {'N', 2}};
    for (char c : rank) --in_bag[c];
    if (req.step == "bag-piece") CHECK(o.in_bag == in_bag[o.piece]);
  } else if (req.step == "bishop-piece" || req.step == "bishop-card") {
    CHECK(e.id == "bishop-moved");
    CHECK(e.from == (req.step == "bishop-piece" ? req.from : o.from));
    CHECK(e.square == o.square);
    CHECK(e.k == o.k);
    CHECK(colour(o.square) == req.among);
  } else if (req.step == "knights") {
    CHECK(e.id == "knights-placed");
    CHECK(e.squares == o.squares);
    CHECK(e.counts == o.counts);
    CHECK(e.number == o.number);
  } else if (req.step == "placement") {
    CHECK(e.id == "player-placed");
    CHECK(e.player == req.player);
    CHECK(e.piece == o.piece);
    CHECK(e.square == o.square);
    std::string to_place = "QBBNN";  // set aside; the players place them, Black first
    for (char c : rank)
      if (to_place.find(c) != std::string::npos) to_place.erase(to_place.find(c), 1);
    CHECK(req.to_place == to_place);
    CHECK(req.player == (to_place.size() % 2 == 1 ? "black" : "white"));
  } else {
    CHECK(e.id == "placed");
    CHECK(e.piece == req.piece);
    CHECK(e.square == o.square);
    CHECK(std::to_string(e.value) == req.options[i]);
  }
}

// Walks every state reachable from `m` once (states with the same rank and step merged).
void walk(const DrawMachine& m, std::set<std::string>& seen, Found& found) {
  DrawRequest req = m.next();
  std::string rank = m.partial_back_rank();
  if (!seen.insert(rank + "|" + req.step + "|" + std::to_string(req.from)).second) return;
  found.steps.insert(req.step + " " + req.kind_name + " " + req.among);
  if (m.done()) return;
  INFO(m.method() << " " << rank << " " << req.step);
  REQUIRE(req.outcomes.size() == req.options.size());
  check_among(req, rank);
  for (size_t i = 0; i < req.options.size(); ++i) {
    auto copy = m.clone();
    auto note = copy->give(req.options[i]);
    REQUIRE(note.ok());
    check_outcome(req, i, rank, note.value());
    std::string replayed = rank;
    for (const auto& e : note.value().events) {
      INFO("event " << e.id);
      CHECK(replay(replayed, e));
      found.events.insert(e.id);
    }
    CHECK(replayed == copy->partial_back_rank());
    walk(*copy, seen, found);
  }
}

Found walk_method(const std::string& id) {
  auto started = start_draw(id);
  REQUIRE(started.ok());
  std::set<std::string> seen;
  Found found;
  walk(*started.value(), seen, found);
  return found;
}

using Set = std::set<std::string>;

}  // namespace

TEST_CASE("draw words: one die", "[draw]") {
  Found f = walk_method("die");
  CHECK(f.steps == Set{"dark-bishop die dark", "light-bishop die light", "queen die free",
                       "first-knight die free", "second-knight die free", "done done "});
  CHECK(f.events == Set{"placed", "rook-king-rook"});
}

TEST_CASE("draw words: two coins, with and without the die for 1..3", "[draw]") {
  // Right of the king 4, 3, 2 or 1 free squares, left 1, 2, 3 or 4: ranges of 4 and 3 take
  // both coins (or the die, for 3), 2 the large coin, 1 no throw; the queen always has 3.
  Set common{"light-bishop coins light",
             "dark-bishop coins dark",
             "king coins middle",
             "right-rook coins right-of-king",
             "right-rook coin right-of-king",
             "left-rook coins left-of-king",
             "left-rook coin left-of-king",
             "done done "};
  Set coins = common, die = common;
  coins.insert("queen coins free");
  die.insert({"queen die free", "right-rook die right-of-king", "left-rook die left-of-king"});
  Found f = walk_method("coins");
  CHECK(f.steps == coins);
  CHECK(f.events == Set{"placed", "only-square", "knights-last"});
  Found d = walk_method("coins-die");
  CHECK(d.steps == die);
  CHECK(d.events == f.events);
}

TEST_CASE("draw words: the bag and Wheeler's fix", "[draw]") {
  Found bag = walk_method("bag");
  CHECK(bag.steps == Set{"bag-piece piece ", "done done "});
  CHECK(bag.events == Set{"drawn", "pair-swapped", "king-moved-between-rooks"});
  Found w = walk_method("bag-wheeler");
  CHECK(w.steps == Set{"bag-piece piece ", "bishop-choice choice ", "bishop-piece piece dark",
                       "bishop-piece piece light", "done done "});
  CHECK(w.events == Set{"drawn", "bishop-moved", "king-moved-between-rooks"});
}

TEST_CASE("draw words: cards, Platonic dice, Northam's placement", "[draw]") {
  Found cards = walk_method("cards");
  CHECK(cards.steps ==
        Set{"card-piece card ", "bishop-card card dark", "bishop-card card light", "done done "});
  CHECK(cards.events == Set{"card-laid", "bishop-moved", "king-moved-between-rooks"});
  Found p = walk_method("platonic");
  CHECK(p.steps == Set{"first-bishop die free", "second-bishop die dark", "second-bishop die light",
                       "queen die free", "knights die free", "done done "});
  CHECK(p.events == Set{"placed", "knights-placed", "rook-king-rook"});
  Found n = walk_method("northam-placement");
  CHECK(n.steps == Set{"placement placement ", "done done "});
  CHECK(n.events == Set{"player-placed", "rook-king-rook"});
}
