// The catalogue of error codes: every code the core and the bindings report, once, with the
// stable name JavaScript sees. Each code is documented in package/types/index.d.ts and translated
// in web/lang/<language>/errors.js; tests/js/error_catalogue.test.mjs checks both against this
// list. The codes only the JS wrapper raises are listed in wasm/js/errors.js (WRAPPER_ERRORS).
#pragma once

// clang-format off
#define C960_ERROR_CODES(X)                                                               \
  /* any text argument */                                                                 \
  X(InputTooLong,              "ERR_INPUT_TOO_LONG")                                      \
  /* start positions (numbering/) */                                                      \
  X(NumberRange,               "ERR_NUMBER_RANGE")                                        \
  X(BackRank,                  "ERR_BACK_RANK")                                           \
  X(NotStartPosition,          "ERR_NOT_START_POSITION")                                  \
  X(Seed,                      "ERR_SEED")                                                \
  X(TournamentRounds,          "ERR_TOURNAMENT_ROUNDS")                                   \
  X(TournamentExclude,         "ERR_TOURNAMENT_EXCLUDE")                                  \
  X(TournamentNumbers,         "ERR_TOURNAMENT_NUMBERS")                                  \
  X(EventSecret,               "ERR_EVENT_SECRET")                                        \
  X(EventCommitment,           "ERR_EVENT_COMMITMENT")                                    \
  X(EventPublic,               "ERR_EVENT_PUBLIC")                                        \
  /* FEN syntax (notation/fen, and numbering's start-FEN reader) */                      \
  X(FenEmpty,                  "ERR_FEN_EMPTY")                                           \
  X(FenFields,                 "ERR_FEN_FIELDS")                                          \
  X(FenBoard,                  "ERR_FEN_BOARD")                                           \
  X(FenTurn,                   "ERR_FEN_TURN")                                            \
  X(FenCastling,               "ERR_FEN_CASTLING")                                        \
  X(FenEnPassant,              "ERR_FEN_EP")                                              \
  X(FenClock,                  "ERR_FEN_CLOCK")                                           \
  /* position legality (notation/fen) */                                                  \
  X(PositionKings,             "ERR_POSITION_KINGS")                                      \
  X(PositionPawnsOnBackRank,   "ERR_POSITION_PAWNS_ON_BACKRANK")                          \
  X(PositionTooManyPieces,     "ERR_POSITION_TOO_MANY_PIECES")                            \
  X(PositionCastling,          "ERR_POSITION_CASTLING")                                   \
  X(PositionEnPassant,         "ERR_POSITION_EP")                                         \
  X(PositionOppositeCheck,     "ERR_POSITION_OPPOSITE_CHECK")                             \
  X(PositionImpossibleCheck,   "ERR_POSITION_IMPOSSIBLE_CHECK")                           \
  /* moves (notation/san, notation/uci) and squares */                                    \
  X(MoveSyntax,                "ERR_MOVE_SYNTAX")                                         \
  X(MoveIllegal,               "ERR_MOVE_ILLEGAL")                                        \
  X(MoveAmbiguous,             "ERR_MOVE_AMBIGUOUS")                                      \
  X(Square,                    "ERR_SQUARE")                                              \
  /* games (game/) */                                                                     \
  X(GameOver,                  "ERR_GAME_OVER")                                           \
  X(NoDrawClaim,               "ERR_NO_DRAW_CLAIM")                                       \
  X(PlyRange,                  "ERR_PLY_RANGE")                                           \
  X(PerftDepth,                "ERR_PERFT_DEPTH")                                         \
  X(PerftBudget,               "ERR_PERFT_BUDGET")                                        \
  X(GameDeleted,               "ERR_GAME_DELETED")                                        \
  X(GameNode,                  "ERR_GAME_NODE")                                           \
  /* PGN (game/pgn) */                                                                    \
  X(PgnEmpty,                  "ERR_PGN_EMPTY")                                           \
  X(PgnTag,                    "ERR_PGN_TAG")                                             \
  X(PgnSyntax,                 "ERR_PGN_SYNTAX")                                          \
  X(PgnMove,                   "ERR_PGN_MOVE")                                            \
  X(PgnTooLarge,               "ERR_PGN_TOO_LARGE")                                       \
  X(PgnGameNumber,             "ERR_PGN_GAME_NUMBER")                                     \
  X(PgnDeleted,                "ERR_PGN_DELETED")                                         \
  X(PgnNag,                    "ERR_PGN_NAG")                                             \
  X(PgnComment,                "ERR_PGN_COMMENT")                                         \
  /* the physical draw methods (draw/) */                                                 \
  X(DrawMethod,                "ERR_DRAW_METHOD")                                         \
  X(DrawValue,                 "ERR_DRAW_VALUE")                                          \
  X(DrawReroll,                "ERR_DRAW_REROLL")                                         \
  X(DrawFinished,              "ERR_DRAW_FINISHED")                                       \
  X(DrawUnfinished,            "ERR_DRAW_UNFINISHED")                                     \
  X(DrawUndo,                  "ERR_DRAW_UNDO")                                           \
  X(DrawNotRandom,             "ERR_DRAW_NOT_RANDOM")                                     \
  X(DrawDeleted,               "ERR_DRAW_DELETED")
// clang-format on
