// A game as the library holds it: its tree of moves (comments, NAGs, side lines) and the Game of
// the line it stands on, kept in step. Moves played go into the tree at the node the game stands
// on; going to another node, promoting or deleting a line rebuilds the Game of the new line.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.h"
#include "game/pgn_tree.h"

namespace c960 {

class GameRecord {
 public:
  // Returns a record of `game`: its moves become the tree's main line, the game stands at its end.
  explicit GameRecord(Game game);
  // Returns a record of a game with no move yet from `start` (a position already checked).
  explicit GameRecord(const Position& start);
  // Returns a record of a tree read with its main line's game `main` (the tree stands at the
  // end of its main line).
  GameRecord(PgnTree tree, Game main);

  // Returns the Game of the line the record stands on (its history ends at current()).
  const Game& game() const { return game_; }
  // Returns the tree of every line.
  const PgnTree& tree() const { return tree_; }
  // Returns the node the record stands on.
  int current() const { return tree_.current(); }
  // Returns the Game of the main line (game() when the record stands at the main line's end).
  Game main_game() const;

  // Plays a move (SAN in `letters`, or UCI) at the current node: the child that already plays
  // it, else a new line (the continuation when there is none, a side line otherwise). Returns
  // its English SAN, or the Game's error (nothing changes).
  Result<std::string> play(std::string_view text, Letters letters = Letters::English);
  // Takes back the last move of the current line and returns its SAN (nullopt at the start);
  // the move leaves the tree unless moves follow it there (then it stays, to go back to and to
  // play again): a move played and taken back leaves the tree as it was.
  std::optional<std::string> undo();
  // Ends the game as a claimed draw (Game::claim_draw()).
  Result<GameStatus> claim_draw() { return game_.claim_draw(); }

  // Goes to node `id` (the Game of its line); false when there is no such node.
  bool go_to(int id);
  // Moves the side line holding `id` one place up among its alternatives (PgnTree::promote).
  bool promote(int id);
  // Makes the line through `id` the main line; false when there is no such node or it is on the
  // main line already.
  bool promote_to_main(int id);
  // Deletes node `id` and every move after it; the record goes back to its parent when it
  // stood on a deleted node. False for the root or no such node.
  bool remove(int id);
  // Sets the comment after node `id`'s move (or, with `before`, before the first move of a
  // side line); else returns why not: ERR_GAME_NODE (no such node), ERR_PGN_COMMENT for a text
  // holding '}' (it would end a PGN comment: the written game would not read back the same) or
  // a comment before a move that does not begin a side line.
  std::optional<Error> set_comment(int id, std::string_view text, bool before);
  // Sets node `id`'s NAGs; false when there is no such node.
  bool set_nags(int id, std::vector<std::uint8_t> nags);

 private:
  PgnTree tree_;
  Game game_;
};

// Returns the SAN of every node's move in `letters`, by node id ("" at the root and for deleted
// nodes): each written from the position before it, found by one walk over the tree.
std::vector<std::string> tree_sans(const PgnTree& tree, Letters letters);
// Returns the ids of the line through node `id` without the root: the moves from the start to
// it, then the first choices after it (the main line for the root).
std::vector<int> line_through(const PgnTree& tree, int id);
// Returns the SAN of each move of `line` (ids of line_through) in `letters`, written from the
// start position along the line.
std::vector<std::string> line_sans(const PgnTree& tree, const std::vector<int>& line,
                                   Letters letters);

}  // namespace c960
