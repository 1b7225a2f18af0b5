// Search speed at a fixed depth: searches positions of a .perft file (default the first 40 of
// tests/data/chess960-first100.perft, positions of real Chess960 games) to a fixed depth, each
// from a fresh table, and prints the nodes and the process CPU time. The node total is the
// search's signature: a change that only makes the search faster keeps it, so the time is then
// compared on the same tree; a change of the tree shows as another total.
//   search_bench [--depth N] [--count N] [--repeats N] [FILE]
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "search/search.h"

namespace {

double cpu_seconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

std::vector<std::string> read_fens(const std::string& file, int count) {
  std::vector<std::string> fens;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line) && int(fens.size()) < count) {
    std::istringstream words(line);
    std::string keyword, fen;
    words >> keyword;
    if (keyword != "epd") continue;
    std::getline(words, fen);
    fens.push_back(fen.substr(fen.find_first_not_of(' ')));
  }
  return fens;
}

}  // namespace

int main(int argc, char** argv) {
  int depth = 10, count = 40, repeats = 3;
  std::string file = "tests/data/chess960-first100.perft";
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--depth" && i + 1 < argc)
      depth = std::stoi(argv[++i]);
    else if (arg == "--count" && i + 1 < argc)
      count = std::stoi(argv[++i]);
    else if (arg == "--repeats" && i + 1 < argc)
      repeats = std::stoi(argv[++i]);
    else
      file = arg;
  }
  std::vector<std::string> fens = read_fens(file, count);
  if (fens.empty()) {
    std::printf("no positions in %s\n", file.c_str());
    return 1;
  }
  c960::Search search(16);
  c960::SearchLimits limits;
  limits.max_depth = depth;
  std::vector<double> runs;
  unsigned long long nodes = 0;
  for (int r = 0; r < repeats; ++r) {
    nodes = 0;
    double start = cpu_seconds();
    for (const std::string& fen : fens) {
      auto parsed = c960::parse_fen(fen);
      if (!parsed) {
        std::printf("%s: %s\n", fen.c_str(), parsed.error().message.c_str());
        return 1;
      }
      search.new_game();
      nodes += search.run(parsed.value(), {}, limits).info.nodes;
    }
    runs.push_back(cpu_seconds() - start);
  }
  std::sort(runs.begin(), runs.end());
  std::printf("%zu positions, depth %d: %llu nodes (the signature)\n", fens.size(), depth, nodes);
  std::printf("CPU time over %d runs: fastest %.3f s, median %.3f s, slowest %.3f s\n", repeats,
              runs.front(), runs[runs.size() / 2], runs.back());
  std::printf("nodes/s (fastest run): %.0f k\n", nodes / runs.front() / 1e3);
  return 0;
}
