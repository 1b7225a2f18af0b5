// Games: api.Game (a position and its history, held in the module by an id), api.perft, api.divide.
// installGames returns gameOfHandle(handle), which the PGN reader uses for the games it opens,
// and the names of the methods that change no game (see wasm/js/answers.js).
import { keptAnswer, keptAnswers } from './answers.js';
import { answer, codedError, own } from './errors.js';
import { outOfMemory } from './heap.js';
import { ownerRegistry, makeDisposable } from './lifetime.js';
import { describe, lettersOf, requireString } from './values.js';

export function installGames(api, m) {
  const finalizer = ownerRegistry(function (handle) {
    m._c960_game_free(handle);
  });

  // Returns the argument as the text the core reads: digits for a number, else the string.
  function startText(start) {
    if (start === undefined) return '518';
    if (typeof start === 'number') return String(start);
    if (typeof start === 'string') return requireString(start, 'ERR_NUMBER_RANGE', 'the start number or FEN');
    throw codedError('ERR_NUMBER_RANGE', describe(start) + ' is not a start-position number (0 to 959) or a FEN');
  }

  // Returns a whole-number argument as decimal text, or throws `code`.
  function numberText(value, code, what) {
    if (typeof value !== 'number') throw codedError(code, what + ' must be a number, not ' + describe(value));
    return String(value);
  }

  // A game from start position n (0..959, default 518) or any legal FEN; free it with delete().
  function Game(startNumberOrFen) {
    if (!(this instanceof Game)) return new Game(startNumberOrFen);
    adopt(this, newGame(startText(startNumberOrFen)));
  }

  const answerAt = m._malloc(8192); // the module writes its answers here, for good
  const utf8 = new TextEncoder();
  // Returns the id of a new game of the module from a start number or a FEN (as text), or throws
  // its coded error: the text goes into the module's memory as UTF-8 (the answers' buffer when
  // it fits) and the plain C export c960_game_new (wasm/bind_game.cpp) reads it there.
  function newGame(text) {
    const room = 3 * text.length + 1; // UTF-8 bytes at most
    const at = room <= 4096 ? answerAt : m._malloc(room);
    if (!at) throw outOfMemory();
    try {
      const length = utf8.encodeInto(text, m.HEAPU8.subarray(at, at + room)).written;
      const id = m._c960_game_new(at, length, answerAt);
      if (id === 0) throw outOfMemory();
      return id > 0 ? id : answer(textAt(-id));
    } finally {
      if (at !== answerAt) m._free(at);
    }
  }

  // Makes `game` the owner of the module's game `handle` (freed by delete(), or when `game` is
  // collected without it).
  function adopt(game, handle) {
    game._handle = handle;
    if (finalizer) finalizer.register(game, handle, game);
    return game;
  }

  // Returns a new Game (not constructed from a start) owning the module's game `handle`.
  function gameOfHandle(handle) {
    return adopt(Object.create(Game.prototype), handle);
  }

  // Returns the game's id, or throws ERR_GAME_DELETED after delete().
  Game.prototype._live = function () {
    if (!this._handle) throw codedError('ERR_GAME_DELETED', 'this game was deleted: create a new api.Game');
    return this._handle;
  };
  // Frees the game's memory; later calls throw ERR_GAME_DELETED (a second delete() does nothing).
  Game.prototype.delete = function () {
    if (!this._handle) return;
    if (finalizer) finalizer.unregister(this);
    m._c960_game_free(this._handle);
    this._handle = null;
  };
  makeDisposable(Game.prototype);
  // Returns an independent copy of the game (position, history, tags read from PGN).
  Game.prototype.clone = function () {
    const copy = gameOfHandle(answer(m.gameClone(this._live())));
    if (this._pgnTags) copy._pgnTags = this._pgnTags.slice();
    copy._pgnResult = this._pgnResult;
    return copy;
  };
  // Returns true once delete() was called.
  Game.prototype.isDeleted = function () {
    return !this._handle;
  };
  // Returns the FEN before half-move `ply` (0 = start, history().length = now).
  Game.prototype.fenAt = function (ply) {
    const text = numberText(ply, 'ERR_PLY_RANGE', 'the ply');
    return answer(m.gameFenAt(this._live(), text));
  };
  // Returns what a board gesture from one square to another can mean: the ordinary move, the
  // castling (king onto its rook or its destination), the four promotions; [] for none. The
  // arguments and options are read before the game's id, as in every method: a getter of the
  // caller's that deletes this game and makes another cannot turn the call onto the other one.
  Game.prototype.movesBetween = function (from, to, options) {
    const squares = [requireString(from, 'ERR_SQUARE', 'the square'), requireString(to, 'ERR_SQUARE', 'the square')];
    const letters = lettersOf(options);
    return answer(m.gameMovesBetween(this._live(), squares[0], squares[1], letters));
  };
  // Plays a move given as UCI or SAN ({ letters }: read in that set, then English) and returns its
  // English SAN; throws a coded error and changes nothing otherwise.
  Game.prototype.play = function (move, options) {
    const text = requireString(move, 'ERR_MOVE_SYNTAX', 'a move');
    const letters = lettersOf(options);
    return answer(m.gamePlay(this._live(), text, letters));
  };
  // Returns the UCI of a legal move given as SAN (or UCI) without playing it.
  Game.prototype.sanToUci = function (san) {
    const text = requireString(san, 'ERR_MOVE_SYNTAX', 'a move');
    return answer(m.gameSanToUci(this._live(), text));
  };
  // Returns the SAN of a legal move given as UCI (or SAN) without playing it.
  Game.prototype.uciToSan = function (uci) {
    const text = requireString(uci, 'ERR_MOVE_SYNTAX', 'a move');
    return answer(m.gameUciToSan(this._live(), text));
  };
  // The questions about the game as it stands, each answered by the plain C export
  // c960_game_answer (wasm/bind_game.cpp) by its place in this list, in a buffer of ours: one
  // call, no Embind conversion (package/types/index.d.ts says what each returns). Those that
  // change the game (undo, claimDraw) ask every time; the others keep their answer until the
  // game changes (wasm/js/answers.js).
  const QUESTIONS = [
    'startFen',
    'turn',
    'moveNumber',
    'dests',
    'undo',
    'status',
    'canClaimDraw',
    'claimDraw',
    'repetitionCount',
    'fen', // X-FEN castling field
    'shredderFen', // castling as rook files
    'historyUci',
  ];
  const CHANGING = ['undo', 'claimDraw'];
  const text = new TextDecoder();
  // Returns the text of `length` bytes the module wrote into the answers' buffer.
  function textAt(length) {
    return text.decode(m.HEAPU8.subarray(answerAt, answerAt + length));
  }
  // Returns the JSON text of the answer of question number `question` about `game`.
  function ask(game, question) {
    const length = m._c960_game_answer(game._live(), question, answerAt, 8192);
    if (length < 0) return askWithRoom(game, question, -length);
    if (!length) throw outOfMemory(); // the module checks its heap itself (wasm/bind_game.cpp)
    return textAt(length);
  }
  // Asks again with room for an answer longer than the buffer (the history of a long game).
  function askWithRoom(game, question, room) {
    const at = m._malloc(room);
    if (!at) throw outOfMemory();
    try {
      const length = m._c960_game_answer(game._live(), question, at, room);
      if (length <= 0) throw outOfMemory();
      return text.decode(m.HEAPU8.subarray(at, at + length));
    } finally {
      m._free(at);
    }
  }
  QUESTIONS.forEach(function (name, question) {
    Game.prototype[name] =
      CHANGING.indexOf(name) >= 0
        ? function () {
            return answer(ask(this, question));
          }
        : function () {
            return keptAnswer(this, name, ask, question);
          };
  });
  // turn(), asked most, is kept as a property of its own (wasm/js/answers.js).
  Game.prototype.turn = function () {
    const kept = keptAnswers(this);
    return kept.turn || (kept.turn = answer(ask(this, 1)));
  };
  // Square names by number (a1 = 0, b1 = 1, …, h8 = 63) and promotion letters by the 2 bits a
  // move keeps for them (core/rules/types.h, Move::raw()).
  const SQUARES = [];
  for (let s = 0; s < 64; s++) SQUARES.push('abcdefgh'[s & 7] + ((s >> 3) + 1));
  const PROMOTIONS = 'nbrq';
  // Returns the legal moves as UCI, built from the 16-bit moves c960_game_moves writes; the list
  // is kept until the game changes and each caller gets a copy of it.
  Game.prototype.legalMoves = function () {
    const kept = keptAnswers(this).byKey;
    let moves = kept.get('legalMoves');
    if (moves === undefined) {
      const count = m._c960_game_moves(this._live(), answerAt);
      if (count < 0) throw outOfMemory();
      const bytes = m.HEAPU8;
      moves = new Array(count);
      for (let i = 0; i < count; i++) {
        const raw = bytes[answerAt + 2 * i] | (bytes[answerAt + 2 * i + 1] << 8);
        const uci = SQUARES[raw & 63] + SQUARES[(raw >> 6) & 63];
        moves[i] = raw >> 14 === 1 ? uci + PROMOTIONS[(raw >> 12) & 3] : uci;
      }
      kept.set('legalMoves', moves);
    }
    return moves.slice();
  };
  // The SAN moves, the view and the history in a letter set ({ letters }: one of LETTERS, 'en' by
  // default), kept per set.
  ['legalMovesSan', 'view', 'history'].forEach(function (name) {
    const bound = m['game' + name[0].toUpperCase() + name.slice(1)];
    function askIn(game, letters) {
      return bound(game._live(), letters);
    }
    Game.prototype[name] = function (options) {
      const letters = lettersOf(options);
      return keptAnswer(this, name + ' ' + letters, askIn, letters);
    };
  });
  // The methods of this file that change nothing: their calls leave the kept answers as they
  // are; every other method of api.Game drops them once it ran (api.js, wasm/js/answers.js).
  const unchanging = QUESTIONS.filter(function (name) {
    return CHANGING.indexOf(name) < 0;
  }).concat(['legalMoves', 'legalMovesSan', 'view', 'history', 'fenAt', 'movesBetween', 'sanToUci', 'uciToSan']);

  api.Game = Game;

  // Returns the { maxNodes } option for the core (0 for none), or throws ERR_PERFT_BUDGET for a
  // value that is not a whole number from 1.
  function nodeBudget(options) {
    const budget = own(options, 'maxNodes');
    if (budget === undefined || budget === null) return 0;
    if (!Number.isSafeInteger(budget) || budget < 1)
      throw codedError('ERR_PERFT_BUDGET', 'maxNodes must be a whole number from 1, not ' + describe(budget));
    return budget;
  }

  // Returns the number of leaf nodes `depth` plies below the FEN (depth 0..7); with { maxNodes }
  // it stops with ERR_PERFT_BUDGET once more leaf nodes than that are counted.
  api.perft = function (fen, depth, options) {
    return answer(
      m.perft(
        requireString(fen, 'ERR_FEN_EMPTY', 'the FEN'),
        numberText(depth, 'ERR_PERFT_DEPTH', 'the perft depth'),
        nodeBudget(options),
      ),
    );
  };

  // Returns { uci: nodes } for each legal move of the FEN (depth 1..7), within { maxNodes } as perft.
  api.divide = function (fen, depth, options) {
    return answer(
      m.divide(
        requireString(fen, 'ERR_FEN_EMPTY', 'the FEN'),
        numberText(depth, 'ERR_PERFT_DEPTH', 'the divide depth'),
        nodeBudget(options),
      ),
    );
  };

  return { gameOfHandle: gameOfHandle, unchanging: unchanging.concat(['isDeleted', 'clone']) };
}
