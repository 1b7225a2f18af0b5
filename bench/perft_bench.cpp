// Perft speed: prints nodes and M nodes/s for the reference positions (native build).
#include <chrono>
#include <cstdio>

#include "fen.h"
#include "perft.h"

namespace {

struct BenchCase {
  const char* name;
  const char* fen;
  int depth;
  unsigned long long expected;
};

constexpr BenchCase kCases[] = {
    {"start 518", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609ULL},
    {"start 0", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", 5, 0},
    {"start 959", "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1", 5, 0},
    {"chess960-first100 id 0", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9",
     5, 8146062ULL},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
     4085603ULL},
};

}  // namespace

int main() {
  using Clock = std::chrono::steady_clock;
  auto init_start = Clock::now();
  c960::Position warm;  // builds the attack tables
  double init_ms = std::chrono::duration<double, std::milli>(Clock::now() - init_start).count();
  std::printf("table initialisation: %.2f ms\n", init_ms);
  unsigned long long total_nodes = 0;
  double total_seconds = 0;
  int failures = 0;
  for (const BenchCase& c : kCases) {
    auto parsed = c960::parse_fen(c.fen);
    if (!parsed) {
      std::printf("%s: %s\n", c.name, parsed.error().message.c_str());
      return 1;
    }
    auto start = Clock::now();
    unsigned long long nodes = c960::perft(parsed.value(), c.depth);
    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    bool wrong = c.expected && nodes != c.expected;
    failures += wrong;
    total_nodes += nodes;
    total_seconds += seconds;
    std::printf("%-24s depth %d  %12llu nodes  %8.1f M nodes/s%s\n", c.name, c.depth, nodes,
                nodes / seconds / 1e6, wrong ? "  WRONG COUNT" : "");
  }
  std::printf("%-24s          %12llu nodes  %8.1f M nodes/s\n", "total", total_nodes,
              total_nodes / total_seconds / 1e6);
  return failures ? 1 : 0;
}
