// Helpers every Catch2 suite of the core shares: data files, positions from FEN, sorted moves.
#pragma once
#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "notation/fen.h"
#include "notation/uci.h"
#include "rules/movegen.h"

namespace c960::test {

// The ordinary start position (number 518).
inline const std::string kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Returns the path of a file in tests/data.
inline std::string data_path(const std::string& file) {
  return std::string(C960_TEST_DATA_DIR) + "/" + file;
}

// Returns the FENs of the "epd" lines of .perft files in tests/data.
inline std::vector<std::string> perft_file_fens(const std::vector<std::string>& files) {
  std::vector<std::string> fens;
  for (const std::string& file : files) {
    std::ifstream in(data_path(file));
    std::string line;
    while (std::getline(in, line))
      if (line.rfind("epd ", 0) == 0) fens.push_back(line.substr(4));
  }
  return fens;
}

// Returns the FENs of tests/data/stockfish-chess960.txt ("<FEN> ; depth N ; nodes" lines).
inline std::vector<std::string> stockfish_file_fens() {
  std::vector<std::string> fens;
  std::ifstream in(data_path("stockfish-chess960.txt"));
  for (std::string line; std::getline(in, line);) {
    auto semi = line.find(';');
    if (semi != std::string::npos && line.find('/') < semi) fens.push_back(line.substr(0, semi));
  }
  return fens;
}

// Returns the position of a FEN the test knows to be legal (fails the test otherwise).
inline Position position_of(const std::string& fen) {
  Result<Position> parsed = parse_fen(fen);
  INFO(fen << (parsed ? "" : " -> " + parsed.error().message));
  REQUIRE(parsed.ok());
  return parsed.value();
}

// Returns the legal moves of a position as sorted UCI text, space separated.
inline std::string sorted_moves(const Position& pos) {
  std::vector<std::string> moves;
  for (Move m : legal_moves(pos)) moves.push_back(move_to_uci(m));
  std::sort(moves.begin(), moves.end());
  std::string text;
  for (const std::string& m : moves) text += (text.empty() ? "" : " ") + m;
  return text;
}

// Returns the legal moves of a FEN as sorted UCI text, space separated.
inline std::string sorted_moves(const std::string& fen) { return sorted_moves(position_of(fen)); }

}  // namespace c960::test

// Catch2 prints error codes by their names.
template <>
struct Catch::StringMaker<c960::ErrorCode> {
  static std::string convert(c960::ErrorCode code) { return c960::code_name(code); }
};
