// The physical draw methods: hand-worked examples from the seeds, rejections, undo, and the
// exact distributions (uniform methods, the bag's documented bias, Northam's coin bias).
#include "draw/draw.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "numbering/startpos.h"
#include "test_helpers.h"

using namespace c960;

namespace {

std::unique_ptr<DrawMachine> machine(const std::string& id) {
  auto started = start_draw(id);
  REQUIRE(started.ok());
  return std::move(started.value());
}

// Gives every value, requiring each to be accepted; returns the machine.
std::unique_ptr<DrawMachine> run(const std::string& id, const std::vector<std::string>& values) {
  auto m = machine(id);
  for (const auto& v : values) {
    INFO(id << " value " << v << " at " << m->partial_back_rank());
    auto step = m->give(v);
    REQUIRE(step.ok());
  }
  return m;
}

std::string final_rank(const std::string& id, const std::vector<std::string>& values) {
  auto m = run(id, values);
  REQUIRE(m->done());
  REQUIRE(m->result().ok());
  return m->partial_back_rank();
}

std::string error_code(DrawMachine& m, const std::string& value) {
  auto step = m.give(value);
  return step.ok() ? "accepted" : code_name(step.error().code);
}

// Returns true for bishops on one of the pairs a-b, c-d, e-f, g-h.
bool bishops_on_a_pair(int number) {
  BackRank rank = back_rank_of(number);
  int first = -1;
  for (int f = 0; f < 8; ++f)
    if (rank[f] == 'B') {
      if (first < 0)
        first = f;
      else
        return first / 2 == f / 2;
    }
  return false;
}

std::vector<Fraction> distribution(const std::string& id) {
  auto d = draw_distribution(id);
  REQUIRE(d.ok());
  REQUIRE(d.value().size() == 960);
  return d.value();
}

bool is(const Fraction& f, std::uint64_t num, std::uint64_t den) {
  return f.num == num && f.den == den;
}

// Checks the fractions add up to exactly 1 (every outcome ended in a legal position).
void check_total_is_one(const std::vector<Fraction>& d) {
  // Sum the numerators over the common denominator.
  std::uint64_t lcm = 1;
  for (const auto& f : d) lcm = lcm / std::gcd(lcm, f.den) * f.den;
  std::uint64_t sum = 0;
  for (const auto& f : d) sum += f.num * (lcm / f.den);
  CHECK(sum == lcm);
}

// Returns the square each option of a request leads to.
std::vector<int> squares_of(const DrawRequest& req) {
  std::vector<int> out;
  for (const auto& o : req.outcomes) out.push_back(o.square);
  return out;
}

// Returns a request's language-free fields as one text, to compare two requests.
std::string describe(const DrawRequest& r) {
  std::string out = r.kind_name + "/" + r.step + "/" + r.among + "/" + r.die + "/" + r.player +
                    "/" + r.to_place + "/" + std::string(1, r.piece ? r.piece : '-');
  for (int v : {r.count, r.square, r.from, r.left, r.right, r.sides})
    out += "/" + std::to_string(v);
  for (const auto& o : r.options) out += " " + o;
  for (const auto& o : r.outcomes)
    out += " " + std::to_string(o.square) + std::string(1, o.piece ? o.piece : '-');
  return out;
}

const std::vector<std::string> kRandomMethods = {"die",         "coins", "coins-die", "bag",
                                                 "bag-wheeler", "cards", "platonic"};

}  // namespace

TEST_CASE("the method list gives every method's id; only Northam's placement is not random",
          "[draw]") {
  std::set<std::string> ids;
  for (const auto& m : draw_methods()) {
    ids.insert(m.id);
    CHECK(m.random == (m.id != "northam-placement"));
    CHECK(start_draw(m.id).ok());
  }
  CHECK(ids == std::set<std::string>{"die", "coins", "coins-die", "bag", "bag-wheeler", "cards",
                                     "platonic", "northam-placement"});
  auto unknown = start_draw("dice");
  REQUIRE(!unknown.ok());
  CHECK(unknown.error().code == ErrorCode::DrawMethod);
}

TEST_CASE("one die: hand-worked rolls give 0, 518 and 959", "[draw]") {
  // dark bishop a1, light b1, queen c1 (1st free), knights d1, e1, then R K R: BBQNNRKR.
  CHECK(final_rank("die", {"1", "1", "1", "1", "1"}) == "BBQNNRKR");
  // c1 (2nd dark), f1 (3rd light), queen d1 (3rd of a b d e g h), knight b1 (2nd of a b e g h),
  // knight g1 (3rd of a e g h): the ordinary start; the knights may also come in the other order.
  CHECK(final_rank("die", {"2", "3", "3", "2", "3"}) == "RNBQKBNR");
  CHECK(final_rank("die", {"2", "3", "3", "4", "2"}) == "RNBQKBNR");
  CHECK(run("die", {"2", "3", "3", "2", "3"})->result().value() == 518);
  // g1, h1, queen f1 (6th of a..f), knights e1 (5th), d1 (4th): RKRNNQBB.
  CHECK(final_rank("die", {"4", "4", "6", "5", "4"}) == "RKRNNQBB");
  CHECK(draw_with("die", {"4", "4", "6", "5", "4"}).value() == 959);
}

TEST_CASE("one die: the back rank fills square by square", "[draw]") {
  auto m = machine("die");
  CHECK(m->partial_back_rank() == "--------");
  CHECK(m->next().kind_name == "die");
  CHECK(m->next().step == "dark-bishop");
  CHECK(m->next().among == "dark");
  CHECK(m->next().count == 4);
  CHECK(squares_of(m->next()) == std::vector<int>{0, 2, 4, 6});  // a1 c1 e1 g1
  CHECK(m->next().piece == 'B');
  m->give("2");
  CHECK(m->partial_back_rank() == "--B-----");
  m->give("3");
  CHECK(m->partial_back_rank() == "--B--B--");  // bishop table index 6
  CHECK(m->next().free_squares == std::vector<int>{0, 1, 3, 4, 6, 7});
  CHECK(m->next().step == "queen");
  CHECK(m->next().among == "free");
  CHECK(m->next().count == 6);
  CHECK(squares_of(m->next()) == std::vector<int>{0, 1, 3, 4, 6, 7});
  CHECK(!m->done());
  CHECK(m->result().error().code == ErrorCode::DrawUnfinished);
}

TEST_CASE("one die: 5 and 6 are rolled again where a square is missing; 7 is no face", "[draw]") {
  auto m = machine("die");
  auto five = m->give("5");
  REQUIRE(!five.ok());
  CHECK(five.error().code == ErrorCode::DrawReroll);
  CHECK(five.error().message == "5: roll again, only four dark squares.");
  CHECK(error_code(*m, "6") == "ERR_DRAW_REROLL");
  CHECK(m->next().rerolls == std::vector<std::string>{"5", "6"});
  for (const char* bad : {"7", "0", "-1", "x", "", "2.5", "1e3"})
    CHECK(error_code(*m, bad) == "ERR_DRAW_VALUE");
  CHECK(m->partial_back_rank() == "--------");  // nothing changed
  m->give("1");
  CHECK(error_code(*m, "5") == "ERR_DRAW_REROLL");  // light bishop
  m->give("1");
  CHECK(m->next().rerolls.empty());  // queen: six free squares, every face counts
  m->give("6");
  CHECK(error_code(*m, "6") == "ERR_DRAW_REROLL");  // first knight: five squares
  m->give("5");
  CHECK(error_code(*m, "5") == "ERR_DRAW_REROLL");  // second knight: four squares
  CHECK(error_code(*m, "6") == "ERR_DRAW_REROLL");
  m->give("4");
  CHECK(m->done());
  CHECK(error_code(*m, "1") == "ERR_DRAW_FINISHED");
}

TEST_CASE("undo goes back one accepted value at a time", "[draw]") {
  auto m = run("die", {"2", "3", "3"});
  CHECK(m->history() == std::vector<std::string>{"2", "3", "3"});
  CHECK(m->partial_back_rank() == "--BQ-B--");
  CHECK(m->undo());
  CHECK(m->partial_back_rank() == "--B--B--");
  CHECK(m->undo());
  CHECK(m->undo());
  CHECK(m->partial_back_rank() == "--------");
  CHECK(!m->undo());
  CHECK(m->history().empty());
  // Undo after the end reopens the last step.
  auto full = run("die", {"1", "1", "1", "1", "1"});
  CHECK(full->undo());
  CHECK(!full->done());
  CHECK(full->partial_back_rank() == "BBQN----");
  full->give("4");  // second knight on h1 (4th of e f g h), then R K R on e1 f1 g1
  CHECK(full->partial_back_rank() == "BBQNRKRN");
}

TEST_CASE("undo restores every earlier state in every method", "[draw]") {
  for (const auto& method : draw_methods()) {
    INFO(method.id);
    auto m = machine(method.id);
    std::vector<std::string> ranks, requests;
    int salt = 0;
    while (!m->done()) {
      ranks.push_back(m->partial_back_rank());
      requests.push_back(describe(m->next()));
      auto options = m->next().options;
      REQUIRE(!options.empty());
      REQUIRE(m->give(options[(salt++ * 7 + 3) % options.size()]).ok());
    }
    for (size_t i = ranks.size(); i-- > 0;) {
      REQUIRE(m->undo());
      CHECK(m->partial_back_rank() == ranks[i]);
      CHECK(describe(m->next()) == requests[i]);
    }
    CHECK(!m->undo());
  }
}

TEST_CASE("every method accepts exactly the listed options and ends legal", "[draw]") {
  // Every text a user might type at any step; only the listed options may be accepted, only
  // the listed rerolls may be called "roll again".
  std::vector<std::string> universe = {"",      "x",      "-1",   "left", "right",
                                       "links", "rechts", "B c1", "1.0"};
  for (int n = 0; n <= 25; ++n) universe.push_back(std::to_string(n));
  for (char p : std::string("KQRBNDTLSPX")) {
    universe.push_back(std::string(1, p));
    for (char f : std::string("abcdefghi")) universe.push_back(std::string(1, p) + f + "1");
  }
  for (const auto& method : draw_methods()) {
    for (int path = 0; path < 6; ++path) {
      auto m = machine(method.id);
      int step = 0;
      while (!m->done()) {
        DrawRequest req = m->next();
        INFO(method.id << " path " << path << " step " << step << " rank "
                       << m->partial_back_rank());
        REQUIRE(!req.options.empty());
        CHECK(req.outcomes.size() == req.options.size());
        CHECK(req.step != "done");
        for (const auto& text : universe) {
          auto probe = m->clone();
          auto step_result = probe->give(text);
          // Options are written canonically (e.g. "Bc1"); German/lower-case inputs are
          // accepted as the same value.
          if (step_result.ok()) {
            std::string canonical = probe->history().back();
            CHECK(std::find(req.options.begin(), req.options.end(), canonical) !=
                  req.options.end());
          } else {
            bool listed_reroll =
                std::find(req.rerolls.begin(), req.rerolls.end(), text) != req.rerolls.end();
            CHECK((step_result.error().code == ErrorCode::DrawReroll) == listed_reroll);
            if (!listed_reroll) CHECK(step_result.error().code == ErrorCode::DrawValue);
            CHECK(probe->partial_back_rank() == m->partial_back_rank());
          }
        }
        for (const auto& option : req.options) CHECK(m->clone()->give(option).ok());
        REQUIRE(m->give(req.options[(path * 5 + step * 3) % req.options.size()]).ok());
        ++step;
      }
      CHECK(validate_back_rank(back_rank_of(m->result().value())).ok());
      CHECK(std::string(back_rank_of(m->result().value()).data(), 8) == m->partial_back_rank());
    }
  }
}

TEST_CASE("draw_with reports the offending value and missing or extra values", "[draw]") {
  auto reroll = draw_with("die", {"2", "5"});
  REQUIRE(!reroll.ok());
  CHECK(reroll.error().code == ErrorCode::DrawReroll);
  CHECK(reroll.error().message.find("value 2") != std::string::npos);
  CHECK(draw_with("die", {"2", "3"}).error().code == ErrorCode::DrawUnfinished);
  CHECK(draw_with("die", {"2", "3", "3", "2", "3", "1"}).error().code == ErrorCode::DrawFinished);
  CHECK(draw_with("nope", {}).error().code == ErrorCode::DrawMethod);
}

TEST_CASE("two coins: Northam's order, throws, and the die for 1..3", "[draw]") {
  // light bishop: 3 -> f1; dark: 2 -> c1; king: 3 -> 4th of a b d e g h = e1; right rook among
  // g h (large coin) 2 -> h1; left rook among a b d (coins, 4 = again) 1 -> a1; queen among
  // b d g: 2 -> d1; knights b1, g1.
  CHECK(final_rank("coins", {"3", "2", "3", "2", "1", "2"}) == "RNBQKBNR");
  auto m = run("coins", {"3", "2", "3"});
  CHECK(m->next().kind_name == "coin");
  CHECK(m->next().step == "right-rook");
  CHECK(m->next().among == "right-of-king");
  CHECK(squares_of(m->next()) == std::vector<int>{6, 7});  // g1 h1
  CHECK(error_code(*m, "3") == "ERR_DRAW_VALUE");
  m->give("2");
  CHECK(m->next().kind_name == "coins");
  CHECK(m->next().step == "left-rook");
  CHECK(squares_of(m->next()) == std::vector<int>{0, 1, 3});  // a1 b1 d1
  CHECK(m->next().rerolls == std::vector<std::string>{"4"});
  auto again = m->give("4");
  CHECK(again.error().code == ErrorCode::DrawReroll);
  CHECK(again.error().message == "4: throw again, only three squares.");
  CHECK(error_code(*m, "5") == "ERR_DRAW_VALUE");
  // With the die for 1..3: 4, 5, 6 count as 1, 2, 3, never a rethrow.
  CHECK(final_rank("coins-die", {"3", "2", "3", "2", "4", "5"}) == "RNBQKBNR");
  auto d = run("coins-die", {"3", "2", "3", "2"});
  CHECK(d->next().kind_name == "die");
  CHECK(d->next().rerolls.empty());
  CHECK(d->next().options.size() == 6);
  CHECK(d->next().count == 3);
  CHECK(squares_of(d->next()) == std::vector<int>{0, 1, 3, 0, 1, 3});  // 4, 5, 6 count as 1, 2, 3
  // King on the 2nd of six free squares (d1): the right rook has four squares (coins), the
  // left rook then only c1, placed without a throw.
  auto forced = run("coins", {"1", "1", "1"});
  CHECK(forced->partial_back_rank() == "BB-K----");
  CHECK(forced->next().kind_name == "coins");
  CHECK(forced->next().options.size() == 4);
  auto note = forced->give("1");
  CHECK(forced->partial_back_rank() == "BBRKR---");
  REQUIRE(note.value().events.size() == 2);
  CHECK(note.value().events[0].id == "placed");
  CHECK(note.value().events[0].square == 4);
  CHECK(note.value().events[1].id == "only-square");
  CHECK(note.value().events[1].piece == 'R');
  CHECK(note.value().events[1].square == 2);
  CHECK(forced->next().piece == 'Q');
}

TEST_CASE("two coins need six throws on average, as the seed says", "[draw]") {
  // Expected throws = sum over steps of (faces that can come up) / (faces that count).
  std::function<double(const DrawMachine&)> expected = [&](const DrawMachine& m) -> double {
    if (m.done()) return 0;
    DrawRequest req = m.next();
    double throws = double(req.options.size() + req.rerolls.size()) / req.options.size();
    double rest = 0;
    for (const auto& option : req.options) {
      auto copy = m.clone();
      copy->give(option);
      rest += expected(*copy);
    }
    return throws + rest / req.options.size();
  };
  CHECK(expected(*machine("coins")) == Approx(6.0).epsilon(1e-12));
  CHECK(expected(*machine("die")) == Approx(1.5 + 1.5 + 1 + 1.2 + 1.5).epsilon(1e-12));
}

TEST_CASE("the bag: pieces in drawing order, then the bishop and king swaps", "[draw]") {
  CHECK(final_rank("bag", {"R", "N", "B", "Q", "K", "B", "N", "R"}) == "RNBQKBNR");
  // German letters and lower case are the same pieces.
  CHECK(final_rank("bag", {"t", "S", "L", "D", "K", "l", "s", "T"}) == "RNBQKBNR");
  // Bishops a1 and c1 (both dark): the pair a1-b1 is swapped -> N B B Q K R N R; then the
  // king (e1) is right of... no: left of both rooks f1, h1 -> swap with f1: NBBQRKNR.
  CHECK(final_rank("bag", {"B", "N", "B", "Q", "K", "R", "N", "R"}) == "NBBQRKNR");
  auto swaps = run("bag", {"B", "N", "B", "Q", "K", "R", "N"})->give("R");
  REQUIRE(swaps.value().events.size() == 3);
  CHECK(swaps.value().events[0].id == "drawn");
  CHECK(swaps.value().events[1].id == "pair-swapped");
  CHECK(swaps.value().events[1].squares == std::vector<int>{0, 1});
  CHECK(swaps.value().events[2].id == "king-moved-between-rooks");
  CHECK(swaps.value().events[2].from == 4);    // e1
  CHECK(swaps.value().events[2].square == 5);  // f1
  // Bishops d1 and f1 (both light): leftmost pair holding a bishop is c1-d1.
  CHECK(final_rank("bag", {"R", "N", "Q", "B", "K", "B", "N", "R"}) == "RNBQKBNR");
  // King left of both rooks: swapped with the nearer rook.
  CHECK(final_rank("bag", {"K", "R", "R", "B", "B", "N", "N", "Q"}) == "RKRBBNNQ");
  // King right of both rooks.
  CHECK(final_rank("bag", {"Q", "N", "B", "B", "N", "R", "R", "K"}) == "QNBBNRKR");
  auto m = run("bag", {"B", "B"});
  CHECK(error_code(*m, "B") == "ERR_DRAW_VALUE");
  CHECK(error_code(*m, "P") == "ERR_DRAW_VALUE");
  CHECK(m->next().options == std::vector<std::string>{"K", "Q", "R", "N"});
}

TEST_CASE("the bag with Wheeler's fix: left/right, then a black piece names the square", "[draw]") {
  // B N B Q K R N R: bishops a1, c1 dark. Left bishop; knight = 2nd light square d1: the queen
  // from d1 goes to a1 -> Q N B B K R N R; king e1 left of both rooks -> swap with f1.
  auto m = run("bag-wheeler", {"B", "N", "B", "Q", "K", "R", "N", "R"});
  CHECK(m->next().kind_name == "choice");
  CHECK(m->next().options == std::vector<std::string>{"left", "right"});
  CHECK(m->next().left == 0);
  CHECK(m->next().right == 2);
  m->give("links");
  CHECK(m->next().kind_name == "piece");
  CHECK(m->next().step == "bishop-piece");
  CHECK(m->next().from == 0);
  CHECK(m->next().among == "light");
  CHECK(m->next().options.size() == 5);
  // K Q R B N: 4th, 4th, 1st, 3rd, 2nd light square.
  CHECK(squares_of(m->next()) == std::vector<int>{7, 7, 1, 5, 3});
  auto moved = m->give("S");  // German Springer
  REQUIRE(moved.value().events.size() == 2);
  CHECK(moved.value().events[0].id == "bishop-moved");
  CHECK(moved.value().events[0].from == 0);
  CHECK(moved.value().events[0].square == 3);
  CHECK(moved.value().events[0].k == 2);
  CHECK(moved.value().events[0].piece == 'Q');
  CHECK(m->done());
  CHECK(m->partial_back_rank() == "QNBBRKNR");
  // Right bishop (c1), queen = 4th light square h1: the rook from h1 goes to c1.
  CHECK(final_rank("bag-wheeler", {"B", "N", "B", "Q", "K", "R", "N", "R", "right", "Q"}) ==
        "BNRQKRNB");
  // Opposite colours need no correction.
  CHECK(run("bag-wheeler", {"R", "N", "B", "Q", "K", "B", "N", "R"})->done());
}

TEST_CASE("eight cards: layout, correction card, king swap", "[draw]") {
  // Deck 1..8 = R N B Q K B N R.
  CHECK(final_rank("cards", {"1", "2", "3", "4", "5", "6", "7", "8"}) == "RNBQKBNR");
  // B N B Q K R N R: bishops a1, c1 on dark squares. Card 6: right bishop (c1) to the
  // 2nd light square d1, the queen goes to c1; then king e1 swaps with the rook f1.
  auto m = run("cards", {"3", "2", "6", "4", "5", "1", "7", "8"});
  CHECK(m->partial_back_rank() == "BNBQKRNR");
  CHECK(m->next().kind_name == "card");
  CHECK(m->next().step == "bishop-card");
  CHECK(m->next().among == "light");
  CHECK(m->next().options.size() == 8);
  CHECK(m->next().outcomes[5].from == 2);    // card 6: the right bishop (c1) ...
  CHECK(m->next().outcomes[5].square == 3);  // ... to the 2nd light square, d1
  m->give("6");
  CHECK(m->partial_back_rank() == "BNQBRKNR");
  CHECK(m->done());
  // Card 1: left bishop (a1) to the 1st light square b1, the knight goes to a1.
  CHECK(final_rank("cards", {"3", "2", "6", "4", "5", "1", "7", "8", "1"}) == "NBBQRKNR");
  auto dup = run("cards", {"1"});
  CHECK(error_code(*dup, "1") == "ERR_DRAW_VALUE");
  CHECK(error_code(*dup, "9") == "ERR_DRAW_VALUE");
  CHECK(error_code(*dup, "0") == "ERR_DRAW_VALUE");
}

TEST_CASE("Platonic dice: the seed's example 19 -> 46 -> 44 and never a reroll", "[draw]") {
  // Octahedron 1: bishop a1; tetrahedron 1: 1st light square b1; cube 1: queen c1;
  // icosahedron 19 -> 46 -> 44: first knight 4th of d e f g h = g1, second knight 4th of
  // d e f h = h1; rook, king, rook on d1, e1, f1.
  auto m = run("platonic", {"1", "1", "1"});
  CHECK(m->next().sides == 20);
  CHECK(m->next().step == "knights");
  CHECK(m->next().outcomes[18].number == 46);
  CHECK(m->next().outcomes[18].counts == std::vector<int>{4, 4});
  auto note = m->give("19");
  REQUIRE(note.ok());
  REQUIRE(note.value().events.size() == 2);
  const DrawEvent& knights = note.value().events[0];
  CHECK(knights.id == "knights-placed");
  CHECK(knights.value == 19);
  CHECK(knights.number == 46);
  CHECK(knights.counts == std::vector<int>{4, 4});   // first knight 4th, second knight 4th
  CHECK(knights.squares == std::vector<int>{6, 7});  // g1, h1
  CHECK(note.value().events[1].id == "rook-king-rook");
  CHECK(note.value().events[1].squares == std::vector<int>{3, 4, 5});  // d1 e1 f1
  CHECK(m->partial_back_rank() == "BBQRKRNN");
  // Bishops c1 and f1, queen d1, icosahedron 12 -> 32 -> knights b1 (2nd) and g1 (3rd).
  CHECK(final_rank("platonic", {"3", "3", "3", "12"}) == "RNBQKBNR");
  auto p = machine("platonic");
  CHECK(p->next().die == "octahedron");
  CHECK(error_code(*p, "9") == "ERR_DRAW_VALUE");
  p->give("6");  // f1, a light square: the tetrahedron counts dark squares
  CHECK(p->next().die == "tetrahedron");
  CHECK(p->next().step == "second-bishop");
  CHECK(p->next().among == "dark");
  CHECK(squares_of(p->next()) == std::vector<int>{0, 2, 4, 6});
  CHECK(error_code(*p, "5") == "ERR_DRAW_VALUE");
  p->give("2");
  CHECK(p->next().sides == 6);
  p->give("1");
  CHECK(error_code(*p, "21") == "ERR_DRAW_VALUE");
  CHECK(error_code(*p, "0") == "ERR_DRAW_VALUE");
}

TEST_CASE("Northam's placement: Black first, second bishop on the other colour", "[draw]") {
  auto m = machine("northam-placement");
  CHECK(m->next().player == "black");
  CHECK(m->next().to_place == "QBBNN");
  m->give("Bc1");
  CHECK(m->next().player == "white");
  CHECK(m->next().to_place == "QBNN");
  CHECK(error_code(*m, "Be1") == "ERR_DRAW_VALUE");  // same colour as c1
  CHECK(error_code(*m, "Nc1") == "ERR_DRAW_VALUE");  // not free
  CHECK(error_code(*m, "Ka1") == "ERR_DRAW_VALUE");  // the king is not placed by hand
  CHECK(error_code(*m, "Rb1") == "ERR_DRAW_VALUE");
  CHECK(error_code(*m, "Bc9") == "ERR_DRAW_VALUE");
  m->give("L f1");                                   // German letter, space allowed
  CHECK(error_code(*m, "Bd1") == "ERR_DRAW_VALUE");  // no bishop left
  m->give("Dd1");
  m->give("nb1");
  CHECK(m->next().player == "black");
  m->give("Ng1");
  CHECK(m->done());
  CHECK(m->partial_back_rank() == "RNBQKBNR");
  CHECK(m->result().value() == 518);
  CHECK(draw_distribution("northam-placement").error().code == ErrorCode::DrawNotRandom);
}

TEST_CASE("Northam's placement: every sequence of choices ends legal; all 960 reachable",
          "[draw]") {
  std::set<int> reached;
  long leaves = 0;
  std::function<void(const DrawMachine&)> walk = [&](const DrawMachine& m) {
    if (m.done()) {
      auto n = m.result();
      REQUIRE(n.ok());
      reached.insert(n.value());
      ++leaves;
      return;
    }
    for (const auto& c : m.choices()) {
      auto copy = m.clone();
      copy->advance(c.value);
      walk(*copy);
    }
  };
  walk(*machine("northam-placement"));
  CHECK(reached.size() == 960);
  CHECK(leaves > 0);
}

TEST_CASE("exact distributions: die, Wheeler, cards and Platonic dice are uniform", "[draw]") {
  for (const std::string id : {"die", "bag-wheeler", "cards", "platonic"}) {
    INFO(id);
    auto d = distribution(id);
    CHECK(std::all_of(d.begin(), d.end(), [](const Fraction& f) { return is(f, 1, 960); }));
  }
}

TEST_CASE("exact distributions: the plain bag halves bishops on a-b, c-d, e-f, g-h", "[draw]") {
  auto d = distribution("bag");
  check_total_is_one(d);
  int pairs = 0;
  for (int n = 0; n < 960; ++n) {
    INFO(n);
    if (bishops_on_a_pair(n)) {
      ++pairs;
      CHECK(is(d[n], 1, 1680));
    } else {
      CHECK(is(d[n], 1, 840));  // twice as likely
    }
  }
  CHECK(pairs == 4 * 60);
}

TEST_CASE("exact distributions: Northam's coins favour the king on the 2nd or 5th free square",
          "[draw]") {
  // Right/left rook ranges are 4·1, 3·2, 2·3, 1·4: the position's chance is
  // 1/16 · 1/4 · 1/(left·right) · 1/3, i.e. 1/768 (king 2nd or 5th of the six non-bishop
  // squares) or 1/1152 (3rd or 4th).
  for (const std::string id : {"coins", "coins-die"}) {
    INFO(id);
    auto d = distribution(id);
    check_total_is_one(d);
    for (int n = 0; n < 960; ++n) {
      BackRank rank = back_rank_of(n);
      std::string others;
      for (char c : rank)
        if (c != 'B') others += c;
      size_t king = others.find('K');  // 1..4 (0-based) among the six
      INFO(n << " " << others);
      if (king == 1 || king == 4)
        CHECK(is(d[n], 1, 768));
      else
        CHECK(is(d[n], 1, 1152));
    }
  }
}

TEST_CASE("exact distributions add up to one for every random method", "[draw]") {
  for (const auto& id : kRandomMethods) {
    INFO(id);
    auto d = distribution(id);
    check_total_is_one(d);
    CHECK(std::all_of(d.begin(), d.end(), [](const Fraction& f) { return f.num > 0; }));
  }
  CHECK(draw_distribution("x").error().code == ErrorCode::DrawMethod);
}

TEST_CASE("cards: walking every card order (no merging) also gives 1/960 each", "[draw]") {
  // 8! equally likely layouts; a layout that needs the correction card splits into 8 equally
  // likely ends. Counting in units of 1/(8! * 8): each number must get 8! * 8 / 960 = 336.
  std::vector<long> units(960, 0);
  std::function<void(const DrawMachine&, long)> walk = [&](const DrawMachine& m, long weight) {
    if (m.done()) {
      units[m.result().value()] += weight;
      return;
    }
    auto choices = m.choices();
    bool correcting = m.partial_back_rank().find('-') == std::string::npos;
    for (const auto& c : choices) {
      auto copy = m.clone();
      copy->advance(c.value);
      walk(*copy, correcting ? weight / 8 : weight);
    }
  };
  walk(*machine("cards"), 8);
  CHECK(std::all_of(units.begin(), units.end(), [](long u) { return u == 336; }));
}
