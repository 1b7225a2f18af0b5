// Perft speed: prints nodes and M nodes/s for the reference positions. Time is the process
// CPU time (std::clock), so other load on a shared machine does not distort the figures.
// With "--data DIR" it instead runs every entry of DIR's perft files at full depth (the deep
// counts the test suite skips) and prints each mismatch.
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>

#include "notation/fen.h"
#include "rules/perft.h"

namespace {

struct BenchCase {
  const char* name;
  const char* fen;
  int depth;
  unsigned long long expected;
};

constexpr BenchCase kCases[] = {
    {"start 518", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609ULL},
    {"start 0", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", 5, 4975808ULL},
    {"start 959", "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1", 5, 4973573ULL},
    {"chess960-first100 id 0", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9",
     5, 8146062ULL},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
     4085603ULL},
};

double seconds_since(std::clock_t start) { return double(std::clock() - start) / CLOCKS_PER_SEC; }

// Returns 1 on a wrong count or an unreadable FEN, else 0.
// Takes the fastest of `repeats` runs (the figure least disturbed by other load).
int run(const std::string& name, const std::string& fen, int depth, unsigned long long expected,
        unsigned long long& total_nodes, double& total_seconds, int repeats = 1) {
  auto parsed = c960::parse_fen(fen);
  if (!parsed) {
    std::printf("%s: %s\n", name.c_str(), parsed.error().message.c_str());
    return 1;
  }
  unsigned long long nodes = 0;
  double seconds = 0;
  for (int i = 0; i < repeats; ++i) {
    std::clock_t start = std::clock();
    nodes = c960::perft(parsed.value(), depth);
    double elapsed = seconds_since(start);
    if (i == 0 || elapsed < seconds) seconds = elapsed;
  }
  total_nodes += nodes;
  total_seconds += seconds;
  bool wrong = nodes != expected;
  std::printf("%-24s depth %d  %12llu nodes  %8.1f M nodes/s%s\n", name.c_str(), depth, nodes,
              nodes / seconds / 1e6, wrong ? "  WRONG COUNT" : "");
  return wrong ? 1 : 0;
}

// Runs every "id/epd/perft" entry of a .perft file and every "<FEN> ; depth N ; nodes" line.
int run_data(const std::string& dir, unsigned long long& nodes, double& seconds) {
  int failures = 0;
  for (const char* file : {"chess960-first100.perft", "tricky.perft"}) {
    std::ifstream in(dir + "/" + file);
    std::string line, name, fen;
    while (std::getline(in, line)) {
      std::istringstream words(line);
      std::string keyword;
      words >> keyword;
      if (keyword == "id") words >> name;
      if (keyword == "epd") std::getline(words, fen);
      if (keyword != "perft") continue;
      int depth = 0;
      unsigned long long expected = 0;
      words >> depth >> expected;
      failures += run(name, fen, depth, expected, nodes, seconds);
    }
  }
  std::ifstream in(dir + "/stockfish-chess960.txt");
  std::string line;
  while (std::getline(in, line)) {
    std::size_t first = line.find(';');
    std::size_t second = line.find(';', first + 1);
    if (second == std::string::npos) continue;
    int depth = std::stoi(line.substr(line.find("depth", first) + 5));
    failures += run("stockfish", line.substr(0, first), depth, std::stoull(line.substr(second + 1)),
                    nodes, seconds);
  }
  return failures;
}

}  // namespace

int main(int argc, char** argv) {
  std::clock_t init_start = std::clock();
  c960::Position warm;  // builds the attack tables
  std::printf("table initialisation: %.2f ms\n", 1000.0 * seconds_since(init_start));
  unsigned long long total_nodes = 0;
  double total_seconds = 0;
  int failures = 0;
  if (argc == 3 && std::string(argv[1]) == "--data") {
    failures = run_data(argv[2], total_nodes, total_seconds);
  } else {
    // Warm-up, as the node bench gives WebAssembly: half a second of perft before any timing
    // (the first run of a fresh process is up to a third slower on this machine).
    std::clock_t warm_start = std::clock();
    while (seconds_since(warm_start) < 0.5)
      for (const BenchCase& c : kCases) c960::perft(c960::parse_fen(c.fen).value(), c.depth - 1);
    for (const BenchCase& c : kCases) {
      failures += run(c.name, c.fen, c.depth, c.expected, total_nodes, total_seconds, 7);
    }
  }
  std::printf("%-24s          %12llu nodes  %8.1f M nodes/s\n", "total", total_nodes,
              total_nodes / total_seconds / 1e6);
  if (failures) std::printf("%d wrong counts\n", failures);
  return failures ? 1 : 0;
}
