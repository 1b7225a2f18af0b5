// ---- game: api.Game (a game id), api.perft, api.divide -----------------------
installers.push(function (api, m) {
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
    this._handle = answer(m.gameNew(startText(startNumberOrFen)));
  }

  // Returns the game's id, or throws ERR_GAME_DELETED after delete().
  Game.prototype._live = function () {
    if (!this._handle) throw codedError('ERR_GAME_DELETED', 'this game was deleted: create a new api.Game');
    return this._handle;
  };
  // Frees the game's memory; later calls throw ERR_GAME_DELETED (a second delete() does nothing).
  Game.prototype.delete = function () {
    if (this._handle) m.gameFree(this._handle);
    this._handle = null;
  };
  // Returns true once delete() was called.
  Game.prototype.isDeleted = function () {
    return !this._handle;
  };
  // Returns the current FEN (X-FEN castling field).
  Game.prototype.fen = function () {
    return answer(m.gameFen(this._live(), false));
  };
  // Returns the current FEN with Shredder-FEN castling letters (rook files).
  Game.prototype.shredderFen = function () {
    return answer(m.gameFen(this._live(), true));
  };
  // Returns the FEN the game started from.
  Game.prototype.startFen = function () {
    return answer(m.gameStartFen(this._live()));
  };
  // Returns the FEN before half-move `ply` (0 = start, history().length = now).
  Game.prototype.fenAt = function (ply) {
    return answer(m.gameFenAt(this._live(), numberText(ply, 'ERR_PLY_RANGE', 'the ply')));
  };
  // Returns 'w' or 'b'.
  Game.prototype.turn = function () {
    return answer(m.gameTurn(this._live()));
  };
  // Returns the current fullmove number.
  Game.prototype.moveNumber = function () {
    return answer(m.gameMoveNumber(this._live()));
  };
  // Returns the legal moves as UCI (castling as king takes own rook); [] once the game is over.
  Game.prototype.legalMoves = function () {
    return answer(m.gameLegalMoves(this._live()));
  };
  // Returns the legal moves as SAN ({ letters }: a set of LETTERS, 'en' by default).
  Game.prototype.legalMovesSan = function (options) {
    return answer(m.gameLegalMovesSan(this._live(), lettersOf(options)));
  };
  // Returns { from: [to, …] } for a board: castling as king onto rook and, two files away or more, onto c/g.
  Game.prototype.dests = function () {
    return answer(m.gameDests(this._live()));
  };
  // Returns in one call what a board page redraws from ({ letters } for the SAN): see GameView in chess960.d.ts.
  Game.prototype.view = function (options) {
    return answer(m.gameView(this._live(), lettersOf(options)));
  };
  // Returns what a board gesture from one square to another can mean: the ordinary move, the
  // castling (king onto its rook or its destination), the four promotions; [] for none.
  Game.prototype.movesBetween = function (from, to, options) {
    return answer(
      m.gameMovesBetween(
        this._live(),
        requireString(from, 'ERR_SQUARE', 'the square'),
        requireString(to, 'ERR_SQUARE', 'the square'),
        lettersOf(options),
      ),
    );
  };
  // Plays a move given as UCI or SAN ({ letters }: read in that set, then English) and returns its
  // English SAN; throws a coded error and changes nothing otherwise.
  Game.prototype.play = function (move, options) {
    return answer(m.gamePlay(this._live(), requireString(move, 'ERR_MOVE_SYNTAX', 'a move'), lettersOf(options)));
  };
  // Takes back the last move (and a claimed draw) and returns its SAN, or null at the start.
  Game.prototype.undo = function () {
    return answer(m.gameUndo(this._live()));
  };
  // Returns the moves played, as SAN ({ letters }: a set of LETTERS, 'en' by default).
  Game.prototype.history = function (options) {
    return answer(m.gameHistory(this._live(), lettersOf(options)));
  };
  // Returns the moves played, as UCI.
  Game.prototype.historyUci = function () {
    return answer(m.gameHistoryUci(this._live()));
  };
  // Returns { result, reason, check }; claimable draws show only after claimDraw().
  Game.prototype.status = function () {
    return answer(m.gameStatus(this._live()));
  };
  // Returns 'threefold' or 'fifty-move' when a draw may be claimed now, else false.
  Game.prototype.canClaimDraw = function () {
    return answer(m.gameCanClaimDraw(this._live()));
  };
  // Ends the game as a draw when one is claimable and returns the status; throws ERR_NO_DRAW_CLAIM otherwise.
  Game.prototype.claimDraw = function () {
    return answer(m.gameClaimDraw(this._live()));
  };
  // Returns how often the current position has occurred (1 the first time).
  Game.prototype.repetitionCount = function () {
    return answer(m.gameRepetitionCount(this._live()));
  };
  // Returns the UCI of a legal move given as SAN (or UCI) without playing it.
  Game.prototype.sanToUci = function (san) {
    return answer(m.gameSanToUci(this._live(), requireString(san, 'ERR_MOVE_SYNTAX', 'a move')));
  };
  // Returns the SAN of a legal move given as UCI (or SAN) without playing it.
  Game.prototype.uciToSan = function (uci) {
    return answer(m.gameUciToSan(this._live(), requireString(uci, 'ERR_MOVE_SYNTAX', 'a move')));
  };

  api.Game = Game;

  // Returns the { maxNodes } option for the core (0 for none), or throws ERR_PERFT_BUDGET for a
  // value that is not a whole number from 1.
  function nodeBudget(options) {
    var budget = own(options, 'maxNodes');
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
});
