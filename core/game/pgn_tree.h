// A game as a tree of moves: each move with its comments, NAGs, clock and evaluation, and its
// side lines (variations) nested to any depth; read from a game's movetext with every move of
// every line checked by the rules, written back as export-format PGN, and edited.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.h"
#include "game/game.h"
#include "notation/san.h"
#include "rules/position.h"

namespace c960 {

// The most moves a tree may hold, its main line and every side line together (ERR_PGN_SYNTAX
// beyond): a tree is held in memory, about 150 bytes a move.
constexpr std::size_t kMaxPgnTreeMoves = 200000;

// The most side lines one inside another that the reader follows (ERR_PGN_SYNTAX beyond): each
// open one holds two positions while it is read (about 0.5 KB).
constexpr std::size_t kMaxPgnLineDepth = 20000;

// An engine evaluation from a [%eval …] command: centipawns from White's side, or mate.
struct PgnEval {
  int centipawns = 0;  // when mate == 0
  int mate = 0;        // moves to mate, > 0 White mates, < 0 Black mates; 0: not a mate score
  int depth = 0;       // the search depth written after a comma ("0.17,23"), 0: not given
  bool operator==(const PgnEval& other) const {
    return centipawns == other.centipawns && mate == other.mate && depth == other.depth;
  }
};

// What the commands of a comment say: [%clk h:mm:ss], [%emt h:mm:ss], [%eval 0.17 | #-3].
struct PgnCommands {
  std::optional<double> clock;  // seconds left on the mover's clock after the move
  std::optional<double> emt;    // seconds the move took
  std::optional<PgnEval> eval;  // the evaluation after the move
};

// The moves that follow a node: [0] continues its line, the others are its side lines, in order.
// Holds one id without allocating (most moves have one follower).
class NodeChildren {
 public:
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int operator[](std::size_t i) const { return data()[i]; }
  const int* begin() const { return data(); }
  const int* end() const { return data() + size_; }
  int* begin() { return data(); }
  int* end() { return data() + size_; }
  // Adds a follower at the end.
  void push_back(int id);
  // Removes the follower at `at` (a pointer into this list).
  void erase(const int* at);
  // Returns the followers as a list.
  std::vector<int> list() const { return std::vector<int>(begin(), end()); }

 private:
  const int* data() const { return size_ <= 1 ? &one_ : more_.data(); }
  int* data() { return size_ <= 1 ? &one_ : more_.data(); }
  int one_ = -1;           // the follower while there is at most one
  std::vector<int> more_;  // every follower once there are two or more
  std::size_t size_ = 0;
};

// One node of the tree: the root (no move; its comment is the game's comment before the first
// move) or a move with what the text says about it.
struct PgnNode {
  Move move;                       // the move (no move at the root)
  std::string comment_before;      // a comment before the move (the first move of a side line)
  std::string comment_after;       // the comment after the move (at the root: the game's comment)
  std::vector<std::uint8_t> nags;  // NAGs in the order read ($1; "!" = 1 … "?!" = 6)
  PgnCommands commands;            // read from comment_after
  int parent = -1;                 // the node before (-1 at the root)
  NodeChildren children;           // children[0] continues the line; the others are side lines
  bool removed = false;            // true once deleted from the tree
};

// Returns the commands of a comment's text ([%clk], [%emt], [%eval]; others are left alone).
PgnCommands read_pgn_commands(std::string_view comment);
// Returns a comment's text with its white space runs (line breaks too) made one space, trimmed.
std::string normal_comment(std::string_view text);
// Appends normal_comment(text) to `to`, after a space when `to` is not empty (nothing for a
// comment of white space only).
void append_normal_comment(std::string& to, std::string_view text);

class PgnTree {
 public:
  // Returns a tree with no moves from the position `start`.
  explicit PgnTree(const Position& start = Position());
  // Makes room for `moves` moves at once (reading a game of known length).
  void reserve(std::size_t moves);

  // Returns the id of the root (0): the start position.
  static constexpr int root() { return 0; }
  // Returns the node with that id (0 <= id < size()).
  const PgnNode& node(int id) const { return nodes_[std::size_t(id)]; }
  // Returns the number of node ids given out (deleted nodes before the last node left included).
  std::size_t size() const { return nodes_.size(); }
  // Returns true when `id` names a node of the tree that has not been deleted.
  bool has(int id) const;
  // Returns the position the tree starts from.
  const Position& start() const { return start_; }

  // Returns the ids from the root to `id` (both included).
  std::vector<int> path(int id) const;
  // Returns the ids of the line that follows children[0] from `id` on (`id` excluded).
  std::vector<int> line_after(int id) const;
  // Returns the ids of the main line (the root excluded).
  std::vector<int> main_line() const { return line_after(root()); }
  // Returns the position after the move of node `id` (the start at the root).
  Position position(int id) const;
  // Returns the number of half-moves from the start to node `id`.
  int ply(int id) const;
  // Returns how many side lines node `id` lies in (0 on the main line).
  int depth(int id) const;
  // Returns the Game of the line from the start to node `id`: its history, undo and view.
  Game game(int id) const;

  // Adds the legal move `m` after node `at`: the child that already plays it, or a new child
  // (the line's continuation when `at` has none, else a new side line). Returns its id;
  // ERR_MOVE_ILLEGAL for a move not legal there, ERR_PGN_SYNTAX beyond kMaxPgnTreeMoves.
  // `known_legal`: the caller checked the move in the position of `at` (no replay from the start).
  Result<int> play(int at, Move m, bool known_legal = false);
  // Adds a move given as SAN (in `letters`) or UCI after node `at`, like play().
  Result<int> play_text(int at, std::string_view text, Letters letters = Letters::English);
  // Makes the side line holding `id` the first choice at its branch nearest to `id`; returns
  // false when `id` is on the main line already (nothing changes).
  bool promote(int id);
  // Makes the line through `id` the main line (promote() until none is left).
  void promote_to_main(int id);
  // Deletes node `id` and every move after it (not the root); its parent keeps its other lines.
  // The deleted nodes' ids name no node (has() is false); those after the last node left are
  // freed and given to the next moves added, so a move played and deleted leaves size() as it was.
  bool remove(int id);
  // Sets the comment after node `id`'s move (the game's comment at the root) and reads its
  // commands again; the text's white space is made single spaces.
  void set_comment(int id, std::string_view text);
  // Sets the comment before node `id`'s move when it starts a side line (false otherwise: in
  // PGN a comment between two moves of a line belongs to the move before it).
  bool set_comment_before(int id, std::string_view text);
  // Sets node `id`'s NAGs.
  void set_nags(int id, std::vector<std::uint8_t> nags);

  // The node the game stands at (the root at first): its line is the Game's line.
  int current() const { return current_; }
  // Goes to node `id`; false when the tree has no such node.
  bool go_to(int id);

  // Returns true when both trees hold the same start, moves, comments, NAGs and lines in the
  // same order (the SAN as read is not compared).
  bool same_as(const PgnTree& other) const;

  // Adds a move node read from text after `at` without a legality check (the reader checks).
  int add_read(int at, Move m);
  // Returns the node for editing by the reader.
  PgnNode& edit(int id) { return nodes_[std::size_t(id)]; }

 private:
  Position start_;
  std::vector<PgnNode> nodes_;
  int current_ = 0;
};

/* Reading a game's movetext into a tree. `game` is the game's text as the scanner found it (its
   tag pairs, skipped here, then its movetext, whose comments and variations are closed),
   starting on line `line`; `main` is the game replayed from its main line (its moves are taken
   from there, not read again). Comments are kept as text with white space runs made one space;
   several comments in a row are joined with a space. A comment after a move is that move's comment;
   a comment at the start of a side line is its first move's comment_before; the comment before the
   first move of the game is the root's. NAGs ($n, and the glyphs !, ?, !!, ??, !?, ?! after a
   move or as tokens of their own, read as NAGs 1-6) belong to the move before them. A move of a
   side line that is not legal where it stands is ERR_PGN_MOVE naming the move, its line and the
   variation's path ("side line 2 at 12...": the second alternative to Black's 12th move).
   ERR_PGN_SYNTAX: a side line before any move, side lines nested deeper than kMaxPgnLineDepth,
   more than kMaxPgnTreeMoves moves. A result token inside a side line is not kept. */
// Returns the tree of a game's movetext (rules above), or the first error.
Result<PgnTree> read_pgn_tree(std::string_view game, int line, const Game& main);

/* Writing export-format movetext: lines of at most 79 characters, broken only between tokens
   and at spaces inside comments; a move number before each White move and "N..." before a
   Black move that starts the game or a side line or follows a comment or a side line; NAGs as
   "$n"; comments as {text}, a "}" in the text written as ")" (it would end the comment); side
   lines after the move they replace, in parentheses; the SAN written by the core in `letters`;
   then `result`. */
// Returns the movetext of a tree (rules above).
std::string write_pgn_tree(const PgnTree& tree, const std::string& result,
                           Letters letters = Letters::English);

}  // namespace c960
