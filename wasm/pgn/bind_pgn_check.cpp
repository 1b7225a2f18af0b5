// Embind binding of chess960-pgn.js: the one-pass check of a PGN text (core/game/pgn_check.h),
// compiled for speed in its own module. Type conversion only: the answer is a table of numbers
// and one text of strings in the module's memory, read by wasm/pgn/index.js (a JSON answer cost
// as much to write and to parse as the check of a file of tags only).
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <emscripten/bind.h>

#include "../json_writer.h"
#include "game/pgn_check.h"
#include "notation/fen.h"

namespace c960::bind {
namespace {

// The numbers kept per game, in this order (post.js reads them by these positions).
enum Column : int {
  kLine,
  kPlies,
  kResult,
  kStart,
  kFenBytes,
  kStrippedBytes,
  kErrorLine,
  kCodeBytes,
  kMessageBytes,
  kTagBytes,
  kFenCodeBytes,
  kColumns
};

// The last answer, kept until the next call: `numbers` holds kColumns numbers per game, `text`
// their strings one after the other (each game's final FEN, the game stripped, then its error
// code, message, tag name and FEN reader's code).
// A refused text leaves no numbers and the error as JSON in `text`.
struct Answer {
  std::vector<std::int32_t> numbers;
  std::string text;
  int cut_line = 0;  // for a piece: the line the rest begins on (0: no place to cut)
};
Answer& last_answer() {
  static Answer answer;
  return answer;
}

// Returns 0..3 for "1-0", "0-1", "1/2-1/2" and "*" (the four results a checked game has).
std::int32_t result_index(std::string_view result) {
  static constexpr std::array<std::string_view, 4> kResults = {"1-0", "0-1", "1/2-1/2", "*"};
  for (std::size_t i = 0; i < kResults.size(); ++i)
    if (kResults[i] == result) return std::int32_t(i);
  return 3;
}

// Checks the `bytes` UTF-8 bytes at `address` (memory the caller allocated with malloc and
// frees) into the last answer, with each final FEN (X-FEN) when `with_fens`, each game replayed
// as PgnCheckRead `read` (0 fast, 1 game, 2 tree) and written stripped when `strip`, and when
// `piece` (the beginning of a longer text) only the games before check_pgn_piece()'s cut;
// returns the number of games, or -1 when the text is refused (over the limit).
int check_pgn_text(std::uintptr_t address, std::size_t bytes, bool with_fens, int read, bool strip,
                   bool piece) {
  Answer& answer = last_answer();
  answer.numbers.clear();
  answer.text.clear();
  answer.cut_line = 0;
  std::string_view text(reinterpret_cast<const char*>(address), bytes);
  int games = 0;
  PgnCheckOptions options;
  options.read = read == 2   ? PgnCheckRead::Tree
                 : read == 1 ? PgnCheckRead::Game
                             : PgnCheckRead::Fast;
  options.strip = strip;
  auto on_game = [&](const PgnCheckedGame& game) {
    ++games;
    std::int32_t row[kColumns] = {game.line,
                                  game.plies,
                                  result_index(game.result),
                                  game.start_number ? *game.start_number : -1,
                                  -1,
                                  -1,
                                  -1,
                                  0,
                                  0,
                                  0,
                                  0};
    if (game.error) {
      std::string_view code = code_name(game.error->code);
      row[kErrorLine] = game.error->line;
      row[kCodeBytes] = std::int32_t(code.size());
      row[kMessageBytes] = std::int32_t(game.error->message.size());
      std::string_view fen_code = game.error->fen_code ? code_name(*game.error->fen_code) : "";
      row[kTagBytes] = std::int32_t(game.error->tag.size());
      row[kFenCodeBytes] = std::int32_t(fen_code.size());
      answer.text.append(code).append(game.error->message).append(game.error->tag).append(fen_code);
    } else {
      if (with_fens) {
        std::size_t before = answer.text.size();
        answer.text += write_fen(game.final_position);
        row[kFenBytes] = std::int32_t(answer.text.size() - before);
      }
      if (strip) {
        answer.text += game.stripped;
        row[kStrippedBytes] = std::int32_t(game.stripped.size());
      }
    }
    answer.numbers.insert(answer.numbers.end(), row, row + kColumns);
  };
  std::optional<Error> refused;
  if (piece) {
    auto cut = check_pgn_piece(text, on_game, options);
    if (cut)
      answer.cut_line = cut.value().offset == 0 ? 0 : cut.value().line;
    else
      refused = cut.error();
  } else {
    refused = check_pgn(text, on_game, options);
  }
  if (!refused) return games;
  answer.numbers.clear();
  answer.text = error_json(*refused);
  return -1;
}

// Returns the line the rest of the last piece begins on (0: it had no place to cut).
int answer_cut_line() { return last_answer().cut_line; }

// Returns the address of the last answer's numbers.
std::uintptr_t answer_numbers() {
  return reinterpret_cast<std::uintptr_t>(last_answer().numbers.data());
}

// Returns the address of the last answer's text.
std::uintptr_t answer_text() { return reinterpret_cast<std::uintptr_t>(last_answer().text.data()); }

// Returns the length in bytes of the last answer's text.
std::size_t answer_text_bytes() { return last_answer().text.size(); }

// Frees the last answer.
void free_answer() { last_answer() = Answer(); }

}  // namespace
}  // namespace c960::bind

EMSCRIPTEN_BINDINGS(chess960_pgn_check) {
  emscripten::function("checkPgnText", &c960::bind::check_pgn_text);
  emscripten::function("answerCutLine", &c960::bind::answer_cut_line);
  emscripten::function("answerNumbers", &c960::bind::answer_numbers);
  emscripten::function("answerText", &c960::bind::answer_text);
  emscripten::function("answerTextBytes", &c960::bind::answer_text_bytes);
  emscripten::function("freeAnswer", &c960::bind::free_answer);
}
