// Texel tuning of the evaluation weights (core/search/eval_weights.cpp): fits the weights so
// that a logistic curve of the evaluation predicts each position's label, the expected score of
// White: a game result (1, 0.5, 0) or, better, Stockfish's score of the position turned into one.
//
// Recipe (docs/engine.md, "Tuning"):
//   1. Positions from self-play at a fixed node count, each game starting with a few random
//      plies so that games differ (one line per position: "FEN;result", result from White's side):
//        build/selfplay --games 6000 --first 0 --nodes 2000 --random-plies 8 --seed 12 > a.txt
//   2. Keep the quiet ones and label them with Stockfish's score ("FEN;label"):
//        TUNE_PRINT_QUIET=1 build/texel_tune a.txt b.txt > quiet.txt
//        node tuning/label_positions.mjs --in quiet.txt --out labelled.txt --every 2
//   3. build/texel_tune labelled.txt > core/search/eval_weights.cpp   (progress on stderr;
//      TUNE_MAX_POSITIONS (600000), TUNE_ROUNDS (2) and TUNE_TABLES (0: the piece-square
//      tables are kept; 1: fitted too) and TUNE_TABLE_PULL (1e-7, how strongly table entries
//      stay near their values) in the environment)
//
// Only quiet positions are used (not in check, no capture or promotion that wins material by
// static exchange). The evaluation is nearly linear in its weights, so each round measures
// every weight's effect on every position once (a finite difference), fits all weights to
// that linear model by gradient descent (Adam, with a small pull towards the current values),
// rounds them and measures the real error again.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "rules/movegen.h"
#include "search/evaluate.h"
#include "search/search.h"

using namespace c960;

namespace {

constexpr int kWeightCount = int(sizeof(EvalWeights) / sizeof(int));
static_assert(sizeof(EvalWeights) == kWeightCount * sizeof(int), "EvalWeights holds only ints");

std::vector<int> to_vector(const EvalWeights& w) {
  std::vector<int> v(kWeightCount);
  std::memcpy(v.data(), &w, sizeof w);
  return v;
}

EvalWeights from_vector(const std::vector<int>& v) {
  EvalWeights w;
  std::memcpy(&w, v.data(), sizeof w);
  return w;
}

struct Sample {
  Position pos;
  double result;  // the label: White's expected score, 0..1
};

// Returns the evaluation from White's side.
int white_eval(const Position& pos, const EvalWeights& w) {
  int e = evaluate(pos, w);
  return pos.turn() == Color::White ? e : -e;
}

bool is_quiet(const Position& pos) {
  if (pos.in_check()) return false;
  for (Move m : legal_moves(pos)) {
    if (m.kind() == MoveKind::Promotion) return false;
    if (is_capture(pos, m) && static_exchange(pos, m) > 0) return false;
  }
  return true;
}

/* Reads the positions; every tenth block of 2000 lines (about 20 whole games) goes to
   `check`, kept out of the fit to show whether the fit generalises. At most `limit` are fitted. */
void read_samples(int argc, char** argv, std::size_t limit, std::vector<Sample>& out,
                  std::vector<Sample>& check) {
  long line_number = 0;
  for (int a = 1; a < argc; ++a) {
    std::ifstream in(argv[a]);
    std::string line;
    while (std::getline(in, line) && out.size() < limit) {
      bool checking = (line_number++ / 2000) % 10 == 9;
      auto semi = line.rfind(';');
      if (semi == std::string::npos) continue;
      auto pos = parse_fen(line.substr(0, semi));
      if (!pos) continue;
      if (!is_quiet(pos.value())) continue;
      if (std::abs(white_eval(pos.value(), kEvalWeights)) > 1500) continue;  // decided already
      (checking ? check : out).push_back({pos.value(), std::stod(line.substr(semi + 1))});
    }
  }
}

double sigmoid(double k, double eval) { return 1.0 / (1.0 + std::exp(-k * eval)); }

double mean_error(const std::vector<Sample>& samples, const EvalWeights& w, double k) {
  double sum = 0;
  for (const Sample& s : samples) {
    double d = s.result - sigmoid(k, white_eval(s.pos, w));
    sum += d * d;
  }
  return sum / double(samples.size());
}

// Returns the logistic scale k (per centipawn) that fits the current weights best.
double fit_scale(const std::vector<Sample>& samples, const EvalWeights& w) {
  double lo = 0.001, hi = 0.02;
  for (int i = 0; i < 40; ++i) {
    double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
    if (mean_error(samples, w, a) < mean_error(samples, w, b))
      hi = b;
    else
      lo = a;
  }
  return (lo + hi) / 2;
}

// One round: linearise around `current`, fit, round. Returns the new weights.
std::vector<int> tune_round(const std::vector<Sample>& samples, const std::vector<int>& current,
                            double k, bool with_tables) {
  constexpr int kStep = 16;  // finite-difference step, large against the integer rounding
  const std::size_t n = samples.size();
  EvalWeights base_w = from_vector(current);
  std::vector<double> base(n);
  for (std::size_t i = 0; i < n; ++i) base[i] = white_eval(samples[i].pos, base_w);
  // Sparse rows: for each weight, the positions it changes and by how much per unit.
  std::vector<std::vector<std::pair<uint32_t, float>>> effect(kWeightCount);
  const int first_table = int(offsetof(EvalWeights, pst) / sizeof(int));
  const int end_table = first_table + int(sizeof(EvalWeights::pst) / sizeof(int));
  // The attack units index the king-danger table: a step there is not linear, the table is.
  const int first_units = int(offsetof(EvalWeights, attack_weight) / sizeof(int));
  const int end_units = first_units + int(sizeof(EvalWeights::attack_weight) / sizeof(int));
  for (int j = 0; j < kWeightCount; ++j) {
    if (!with_tables && j >= first_table && j < end_table) continue;
    if (j >= first_units && j < end_units) continue;  // the king-danger table's index
    std::vector<int> moved = current;
    moved[j] += kStep;
    EvalWeights w = from_vector(moved);
    for (std::size_t i = 0; i < n; ++i) {
      int d = white_eval(samples[i].pos, w) - int(base[i]);
      if (d != 0) effect[j].push_back({uint32_t(i), float(double(d) / kStep)});
    }
  }
  std::vector<double> delta(kWeightCount, 0.0), m(kWeightCount, 0.0), v(kWeightCount, 0.0);
  std::vector<double> eval(n), grad_eval(n);
  // The pull towards the current values: weak, but strong for the 384 table entries, each of
  // which only a few positions see (they overfit first).
  const char* table_pull_text = std::getenv("TUNE_TABLE_PULL");
  const double pull = 5e-9, table_pull = table_pull_text ? std::atof(table_pull_text) : 1e-7;
  const double rate = 0.5, b1 = 0.9, b2 = 0.999;
  for (int epoch = 1; epoch <= 1500; ++epoch) {
    eval = base;
    for (int j = 0; j < kWeightCount; ++j)
      if (delta[j] != 0)
        for (auto [i, c] : effect[j]) eval[i] += c * delta[j];
    double err = 0;
    for (std::size_t i = 0; i < n; ++i) {
      double p = sigmoid(k, eval[i]);
      err += (samples[i].result - p) * (samples[i].result - p);
      grad_eval[i] = 2.0 * (p - samples[i].result) * p * (1 - p) * k / double(n);
    }
    if (epoch % 250 == 0) std::fprintf(stderr, "  epoch %d linear error %.6f\n", epoch, err / n);
    for (int j = 0; j < kWeightCount; ++j) {
      if (effect[j].empty()) continue;
      double g = 2 * (j >= first_table && j < end_table ? table_pull : pull) * delta[j];
      for (auto [i, c] : effect[j]) g += grad_eval[i] * c;
      m[j] = b1 * m[j] + (1 - b1) * g;
      v[j] = b2 * v[j] + (1 - b2) * g * g;
      double mh = m[j] / (1 - std::pow(b1, epoch)), vh = v[j] / (1 - std::pow(b2, epoch));
      delta[j] -= rate * mh / (std::sqrt(vh) + 1e-12);
    }
  }
  std::vector<int> next = current;
  for (int j = 0; j < kWeightCount; ++j) next[j] = current[j] + int(std::lround(delta[j]));
  return next;
}

void print_score(std::ostream& out, Score s) { out << '{' << s.mg << ", " << s.eg << '}'; }

void print_scores(std::ostream& out, const Score* s, int count) {
  out << '{';
  for (int i = 0; i < count; ++i) {
    if (i) out << ", ";
    print_score(out, s[i]);
  }
  out << '}';
}

// Prints eval_weights.cpp with the given weights.
void print_weights_file(std::ostream& out, const EvalWeights& w, std::size_t samples) {
  static const char* const kPieces[6] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
  out << "// The evaluation's weights (see eval_weights.h), fitted by tuning/texel_tune.cpp to "
      << samples
      << "\n// labelled quiet positions of self-play games (docs/engine.md, \"Tuning\").\n"
      << "#include \"search/eval_weights.h\"\n\nnamespace c960 {\n\n// clang-format off\n"
      << "const EvalWeights kEvalWeights = {\n  /* material */ ";
  print_scores(out, w.material, 6);
  out << ",\n  /* pst */ {\n";
  for (int p = 0; p < 6; ++p) {
    out << "    { // " << kPieces[p] << '\n';
    for (int r = 0; r < 8; ++r) {
      out << "     ";
      for (int f = 0; f < 4; ++f) {
        out << ' ';
        print_score(out, w.pst[p][r * 4 + f]);
        out << ',';
      }
      out << '\n';
    }
    out << "    },\n";
  }
  out << "  },\n  /* mobility */ {\n";
  static const char* const kMobile[4] = {"knight", "bishop", "rook", "queen"};
  for (int p = 0; p < 4; ++p) {
    out << "    { // " << kMobile[p] << '\n';
    for (int row = 0; row < 4; ++row) {
      out << "     ";
      for (int n = row * 7; n < row * 7 + 7; ++n) {
        out << ' ';
        print_score(out, w.mobility[p][n]);
        out << ',';
      }
      out << '\n';
    }
    out << "    },\n";
  }
  out << "  }";
  auto one = [&out](const char* name, Score s) {
    out << ",\n  /* " << name << " */ ";
    print_score(out, s);
  };
  one("bishop_pair", w.bishop_pair);
  one("rook_open_file", w.rook_open_file);
  one("rook_half_open_file", w.rook_half_open_file);
  one("doubled_pawn", w.doubled_pawn);
  one("isolated_pawn", w.isolated_pawn);
  one("supported_pawn", w.supported_pawn);
  out << ",\n  /* passed_pawn */ ";
  print_scores(out, w.passed_pawn, 8);
  one("passed_their_king", w.passed_their_king);
  one("passed_our_king", w.passed_our_king);
  one("passed_free_stop", w.passed_free_stop);
  one("shield_near", w.shield_near);
  one("shield_far", w.shield_far);
  one("shield_missing", w.shield_missing);
  one("king_on_half_open_file", w.king_on_half_open_file);
  out << ",\n  /* attack_weight */ {";
  for (int i = 0; i < 6; ++i) out << (i ? ", " : "") << w.attack_weight[i];
  out << '}';
  out << ",\n  /* king_danger */ {\n";
  for (int i = 0; i < kKingDangerUnits; ++i) {
    out << (i % 8 == 0 ? "   " : "") << ' ';
    print_score(out, w.king_danger[i]);
    out << (i % 8 == 7 ? ",\n" : ",");
  }
  out << "  }";
  one("castling_right_in_centre", w.castling_right_in_centre);
  one("centre_king_without_rights", w.centre_king_without_rights);
  one("long_diagonal_open", w.long_diagonal_open);
  one("corner_bishop_blocked", w.corner_bishop_blocked);
  one("corner_knight", w.corner_knight);
  one("undeveloped_knight", w.undeveloped_knight);
  one("tempo", w.tempo);
  one("threat_by_pawn", w.threat_by_pawn);
  out << ",\n  /* threat_by_minor */ ";
  print_scores(out, w.threat_by_minor, 6);
  out << ",\n  /* threat_by_rook */ ";
  print_scores(out, w.threat_by_rook, 6);
  one("hanging", w.hanging);
  out << ",\n  /* pawn_phalanx */ ";
  print_scores(out, w.pawn_phalanx, 8);
  one("backward_pawn", w.backward_pawn);
  one("knight_outpost", w.knight_outpost);
  one("bishop_outpost", w.bishop_outpost);
  one("rook_on_seventh", w.rook_on_seventh);
  one("bishop_pawns", w.bishop_pawns);
  one("threat_by_push", w.threat_by_push);
  out << ",\n  /* safe_check */ ";
  print_scores(out, w.safe_check, 6);
  out << ",\n  /* pawn_storm */ ";
  print_scores(out, w.pawn_storm, 8);
  one("passed_safe_stop", w.passed_safe_stop);
  one("weak_king_ring", w.weak_king_ring);
  one("space", w.space);
  one("minor_behind_pawn", w.minor_behind_pawn);
  one("king_pawn_distance", w.king_pawn_distance);
  one("weak_unopposed", w.weak_unopposed);
  one("protected_passer", w.protected_passer);
  one("trapped_rook", w.trapped_rook);
  one("king_protector", w.king_protector);
  one("threat_by_king", w.threat_by_king);
  one("pawnless_flank", w.pawnless_flank);
  out << ",\n  /* complexity */ {";
  for (int i = 0; i < 6; ++i) out << (i ? ", " : "") << w.complexity[i];
  out << '}';
  out << ",\n};\n// clang-format on\n\n}  // namespace c960\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: texel_tune POSITIONS.txt... > core/search/eval_weights.cpp\n");
    return 2;
  }
  const char* limit_text = std::getenv("TUNE_MAX_POSITIONS");
  const char* rounds_text = std::getenv("TUNE_ROUNDS");
  const char* tables_text = std::getenv("TUNE_TABLES");
  bool with_tables = tables_text && std::atoi(tables_text) != 0;
  std::size_t limit = limit_text ? std::size_t(std::atol(limit_text)) : 600000;
  int rounds = rounds_text ? std::atoi(rounds_text) : 2;
  if (std::getenv("TUNE_PRINT_QUIET")) {
    // Only print the lines whose positions the fit would use (to label them elsewhere first).
    for (int a = 1; a < argc; ++a) {
      std::ifstream in(argv[a]);
      std::string line;
      while (std::getline(in, line)) {
        auto pos = parse_fen(line.substr(0, line.find(';')));
        if (pos && is_quiet(pos.value()) && std::abs(white_eval(pos.value(), kEvalWeights)) <= 1500)
          std::cout << line << '\n';
      }
    }
    return 0;
  }
  std::vector<Sample> samples, check;
  read_samples(argc, argv, limit, samples, check);
  std::fprintf(stderr, "%zu quiet positions fitted, %zu kept for the check\n", samples.size(),
               check.size());
  if (samples.empty() || check.empty()) return 1;
  std::vector<int> weights = to_vector(kEvalWeights);
  double k = fit_scale(samples, kEvalWeights);
  std::fprintf(stderr, "scale k %.5f, error %.6f, check %.6f\n", k,
               mean_error(samples, kEvalWeights, k), mean_error(check, kEvalWeights, k));
  for (int round = 1; round <= rounds; ++round) {
    weights = tune_round(samples, weights, k, with_tables);
    EvalWeights w = from_vector(weights);
    std::fprintf(stderr, "round %d: error %.6f, check %.6f\n", round, mean_error(samples, w, k),
                 mean_error(check, w, k));
  }
  print_weights_file(std::cout, from_vector(weights), samples.size());
  return 0;
}
