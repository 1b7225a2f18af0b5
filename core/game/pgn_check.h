// The arbiter's check of a PGN text: every game scanned and replayed in one pass on a bare
// position (no history kept), with the same verdict as PgnDatabase::open() for each game.
#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "error.h"
#include "game/pgn_scan.h"
#include "rules/position.h"

namespace c960 {

// How check_pgn() replays each game.
enum class PgnCheckRead {
  Fast,  // on a bare position (replay_pgn_final); a game with side lines is then read whole too
  Game,  // as PgnDatabase::open() does (replay_pgn: a Game with its history)
  Tree,  // as PgnDatabase::open_whole() does (replay_pgn_whole: the Game and its tree)
};

// What check_pgn() does besides giving each game its verdict.
struct PgnCheckOptions {
  PgnCheckRead read = PgnCheckRead::Fast;
  bool strip = false;  // write each good game's main line (PgnCheckedGame::stripped); reads as Game
};

// One game as checked.
struct PgnCheckedGame {
  int line = 1;                     // line of the game's first tag pair or move
  int plies = 0;                    // main-line move tokens
  std::string result = "*";         // the Result tag when it is one of the four, else the token
  std::optional<int> start_number;  // 0..959 when the tags start from one of the 960
  std::optional<Error> error;       // the game's error (as PgnDatabase::open() gives it)
  Position final_position;          // where the moves lead (when there is no error)
  std::string stripped;             // with PgnCheckOptions::strip, a good game written by
                                    // write_pgn(): its tags, main line and result, no comments,
                                    // NAGs or side lines ("" for a bad game)
};

// Replays a scanned game's moves on a bare position into `final`; returns the error replay_pgn()
// gives for it, or nothing (the rare cases it leaves to replay_pgn(): a move the fast SAN reader
// cannot decide, the end of a game, any error). `first_fen` is parse_fen() of the game's first
// FEN tag (nullptr: it has none).
std::optional<Error> replay_pgn_final(const PgnGameText& text, const Result<Position>* first_fen,
                                      Position& final);

// Checks every game of `text` in order and hands each to `on_game` (ERR_PGN_TOO_LARGE, as
// for PgnDatabase, for a text over its limit: then no game is handed over). A game whose main
// line is good and whose movetext holds side lines is read whole (read_pgn_tree()), so that a
// move of a side line that cannot be played is its ERR_PGN_MOVE, naming the side line's path;
// a game without side lines is never read twice.
std::optional<Error> check_pgn(std::string_view text,
                               const std::function<void(const PgnCheckedGame&)>& on_game,
                               const PgnCheckOptions& options = PgnCheckOptions());

// Checks, as check_pgn() does, the games of `text`, the beginning of a longer text, that stand
// before pgn_piece_cut(text); returns the cut (offset 0: no game handed over, read on) or
// ERR_PGN_TOO_LARGE. The rest is to be checked with the text that follows it.
Result<PgnCut> check_pgn_piece(std::string_view text,
                               const std::function<void(const PgnCheckedGame&)>& on_game,
                               const PgnCheckOptions& options = PgnCheckOptions());

}  // namespace c960
