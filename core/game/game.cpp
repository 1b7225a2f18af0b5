#include "game/game.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>

#include "notation/uci.h"
#include "numbering/startpos.h"
#include "rules/castling.h"
#include "rules/movegen.h"
#include "text.h"

namespace c960 {

namespace {

constexpr int kFiftyMoveHalfmoves = 100;
constexpr int kSeventyFiveMoveHalfmoves = 150;

// Returns true when the text has the shape of a UCI move: e2e4, e7e8q, e1h1.
bool looks_like_uci(std::string_view text) {
  auto file = [](char c) { return c >= 'a' && c <= 'h'; };
  auto rank = [](char c) { return c >= '1' && c <= '8'; };
  if (text.size() != 4 && text.size() != 5) return false;
  if (!file(text[0]) || !rank(text[1]) || !file(text[2]) || !rank(text[3])) return false;
  return text.size() == 4 || std::string_view("qrbnQRBN").find(text[4]) != std::string_view::npos;
}

Error game_over_error(const GameStatus& status) {
  return make_error(ErrorCode::GameOver, std::string("the game is over (") +
                                             result_name(status.result) + ", " +
                                             reason_name(status.reason) + "): no more moves");
}

}  // namespace

Game::Game() : Game(parse_fen(start_position(kClassicalStartNumber).value().fen).value()) {}

Game::Game(const Position& start) : start_(start), position_(start), keys_{start.key()} {}

Result<Game> Game::from_start_number(int number) {
  auto start = start_position(number);
  if (!start) return start.error();
  return from_fen(start.value().fen);
}

Result<Game> Game::from_fen(std::string_view fen) {
  auto position = parse_fen(fen);
  if (!position) return position.error();
  return Game(position.value());
}

Result<Game> Game::from_text(std::string_view text) {
  auto start = start_of_text(text);
  if (!start) return start.error();
  return Game(start.value());
}

Result<Position> Game::start_of_text(std::string_view text) {
  if (text.find('/') != std::string_view::npos) return parse_fen(text);
  auto number = parse_position_number(text, false);
  if (!number) return number.error();
  auto start = start_position(number.value());
  if (!start) return start.error();
  return parse_fen(start.value().fen);
}

std::string Game::fen(CastlingNotation notation) const { return write_fen(position_, notation); }

Result<std::string> Game::fen_at(int ply) const {
  int plies = int(history_.size());
  if (ply < 0 || ply > plies) {
    return make_error(
        ErrorCode::PlyRange,
        "ply " + std::to_string(ply) + " is not in this game (0 to " + std::to_string(plies) + ")");
  }
  return write_fen(ply == plies ? position_ : history_[ply].before);
}

Result<Move> parse_move_text(const Position& pos, std::string_view text, Letters letters) {
  std::string_view move = trim(text);
  if (looks_like_uci(move)) return parse_uci_move(pos, move);
  return parse_san(pos, move, letters);
}

Result<Move> Game::parse_move(std::string_view text, Letters letters) const {
  std::string_view move = trim(text);  // as parse_move_text(), inline: the replay's hot path
  if (looks_like_uci(move)) return parse_uci_move(position_, move);
  return parse_san(position_, move, letters);
}

Result<std::string> Game::play(std::string_view text, Letters letters) {
  GameStatus now = status();
  if (now.result != GameResult::Ongoing) return game_over_error(now);
  auto move = parse_move(text, letters);
  if (!move) return move.error();
  return record(move.value());  // the SAN and UCI readers return only legal moves
}

Result<std::string> Game::play_move(Move m) {
  GameStatus now = status();
  if (now.result != GameResult::Ongoing) return game_over_error(now);
  if (!c960::legal_moves(position_).contains(m)) {
    return make_error(ErrorCode::MoveIllegal,
                      move_to_uci(m) + " is not a legal move for " + side_name(position_.turn()));
  }
  return record(m);
}

Result<Move> Game::replay(std::string_view text) {
  GameStatus now = status();
  if (now.result != GameResult::Ongoing) return game_over_error(now);
  auto move = parse_move(text);
  if (!move) return move.error();
  record(move.value(), false);
  return move.value();
}

std::string Game::record(Move m, bool write_san) {
  history_.push_back(PlayedMove{m, write_san ? move_to_san(position_, m) : std::string(),
                                move_to_uci(m), position_});
  position_.make_move(m);
  keys_.push_back(position_.key());
  return history_.back().san;
}

void Game::reserve(std::size_t plies) {
  std::size_t most = kMaxGamePlies;
  std::size_t room = std::min(history_.size() + std::min(plies, most), most);
  history_.reserve(room);
  keys_.reserve(room + 1);
}

std::optional<std::string> Game::undo() {
  if (history_.empty()) return std::nullopt;
  PlayedMove last = history_.back();
  history_.pop_back();
  keys_.pop_back();
  position_ = last.before;
  claimed_ = GameEndReason::None;
  return last.san.empty() ? move_to_san(last.before, last.move) : last.san;
}

std::vector<std::string> Game::history_san(Letters letters) const {
  std::vector<std::string> out;
  for (const PlayedMove& played : history_) {
    if (letters != Letters::English) {
      out.push_back(move_to_san(played.before, played.move, letters));
      continue;
    }
    if (played.san.empty()) played.san = move_to_san(played.before, played.move);
    out.push_back(played.san);
  }
  return out;
}

MoveList Game::legal_moves() const { return c960::legal_moves(position_); }

std::vector<std::string> Game::legal_moves_san(Letters letters) const {
  std::vector<std::string> out;
  for (Move m : legal_moves()) out.push_back(move_to_san(position_, m, letters));
  return out;
}

std::vector<MoveDestinations> Game::dests() const {
  if (status().result != GameResult::Ongoing) return {};
  Bitboard targets[64] = {};  // per origin: the targets come out sorted and once each
  for (Move m : legal_moves()) {
    targets[m.from()] |= square_bb(m.to());
    if (m.kind() != MoveKind::Castling) continue;
    Square king_to = castling_king_destination(position_.turn(), castling_side(m));
    int distance = std::abs(int(file_of(king_to)) - int(file_of(m.from())));
    if (distance >= 2) targets[m.from()] |= square_bb(king_to);
  }
  std::vector<MoveDestinations> out;
  for (int s = 0; s < 64; ++s) {
    if (!targets[s]) continue;
    MoveDestinations entry{Square(s), {}};
    for (Bitboard b = targets[s]; b;) entry.to.push_back(pop_lsb(b));
    out.push_back(entry);
  }
  return out;
}

int Game::repetition_count() const {
  // Only positions since the last capture or pawn move can be the same as now.
  std::size_t window = std::min(keys_.size() - 1, std::size_t(position_.halfmove_clock()));
  return int(std::count(keys_.end() - 1 - std::ptrdiff_t(window), keys_.end(), keys_.back()));
}

GameStatus Game::automatic_status() const {
  GameStatus status;
  status.check = position_.in_check();
  if (status.check) status.checked_king = position_.king_square(position_.turn());
  bool can_move = has_legal_move(position_);
  if (!can_move) {
    status.result = !status.check                      ? GameResult::Draw
                    : position_.turn() == Color::White ? GameResult::BlackWins
                                                       : GameResult::WhiteWins;
    status.reason = status.check ? GameEndReason::Checkmate : GameEndReason::Stalemate;
  } else if (position_.has_insufficient_material()) {
    status.reason = GameEndReason::InsufficientMaterial;
  } else if (repetition_count() >= 5) {
    status.reason = GameEndReason::Fivefold;
  } else if (position_.halfmove_clock() >= kSeventyFiveMoveHalfmoves) {
    status.reason = GameEndReason::SeventyFiveMove;
  }
  if (can_move && status.reason != GameEndReason::None) status.result = GameResult::Draw;
  return status;
}

GameStatus Game::status() const {
  GameStatus status = automatic_status();
  if (status.result == GameResult::Ongoing && claimed_ != GameEndReason::None) {
    status.result = GameResult::Draw;
    status.reason = claimed_;
  }
  return status;
}

GameEndReason Game::claimable_draw() const {
  if (status().result != GameResult::Ongoing) return GameEndReason::None;
  if (repetition_count() >= 3) return GameEndReason::Threefold;
  if (position_.halfmove_clock() >= kFiftyMoveHalfmoves) return GameEndReason::FiftyMove;
  return GameEndReason::None;
}

Result<GameStatus> Game::claim_draw() {
  GameStatus now = status();
  if (now.result != GameResult::Ongoing) return game_over_error(now);
  GameEndReason claim = claimable_draw();
  if (claim == GameEndReason::None) {
    return make_error(ErrorCode::NoDrawClaim,
                      std::string("no draw can be claimed now: the halfmove clock is ") +
                          std::to_string(position_.halfmove_clock()) +
                          " (100 needed) and this position has occurred " +
                          std::to_string(repetition_count()) + " time(s) (3 needed)");
  }
  claimed_ = claim;
  return status();
}

const char* result_name(GameResult result) {
  switch (result) {
    case GameResult::WhiteWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    default: return "*";
  }
}

const char* reason_name(GameEndReason reason) {
  switch (reason) {
    case GameEndReason::Checkmate: return "checkmate";
    case GameEndReason::Stalemate: return "stalemate";
    case GameEndReason::InsufficientMaterial: return "insufficient-material";
    case GameEndReason::FiftyMove: return "fifty-move";
    case GameEndReason::Threefold: return "threefold";
    case GameEndReason::Fivefold: return "fivefold";
    case GameEndReason::SeventyFiveMove: return "seventy-five-move";
    default: return "";
  }
}

}  // namespace c960
