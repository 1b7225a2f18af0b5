// PGN: api.readPgnDatabase(text), api.readPgn(text) → Game, game.pgn(tags) → text. installPgn
// returns the names of the Game methods it adds that change no game (see wasm/js/answers.js).
import { answer, codedError, own } from './errors.js';
import { makeDisposable, ownerRegistry } from './lifetime.js';
import { describe, lettersOf, listText, requireString } from './values.js';

// `games` is what installGames returned (gameOfHandle for the games a PGN text gives).
export function installPgn(api, m, games) {
  const finalizer = ownerRegistry(function (id) {
    m.pgnDbFree(id);
  });

  // Returns [[name, value], …] from an object of tags; names are PGN tag names.
  function tagPairs(tags) {
    if (tags === undefined || tags === null) return [];
    if (typeof tags !== 'object' || Array.isArray(tags)) {
      throw codedError('ERR_PGN_TAG', 'tags must be an object such as { White: "Anna" }, not ' + describe(tags));
    }
    return Object.keys(tags).map(function (name) {
      if (!/^[A-Za-z0-9_]{1,40}$/.test(name))
        throw codedError('ERR_PGN_TAG', 'tag name ' + describe(name) + ' is not a PGN tag name');
      let value = tags[name];
      if (value === undefined || value === null) value = '';
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw codedError('ERR_PGN_TAG', 'tag ' + name + ' must be text, not ' + describe(value));
      }
      return [name, requireString(String(value), 'ERR_PGN_TAG', 'tag ' + name)];
    });
  }

  // Characters handed to the core per call while a PGN text is copied in, as UTF-8 bytes.
  const PIECE = 1 << 20;
  const utf8 = new TextEncoder();

  // Returns { id, length } of a core PGN database holding `text`, copied in pieces (no length
  // limit here: the core refuses a text over its limit with ERR_PGN_TOO_LARGE).
  function pgnFile(text) {
    if (typeof text !== 'string') throw codedError('ERR_PGN_EMPTY', 'the PGN text must be text, not ' + describe(text));
    const id = answer(m.pgnDbNew(text.length)); // UTF-8 has at least as many bytes as UTF-16 units
    try {
      for (let at = 0; at < text.length;) {
        let end = Math.min(text.length, at + PIECE);
        const last = text.charCodeAt(end - 1);
        if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1; // keep a surrogate pair whole
        answer(m.pgnDbAppend(id, utf8.encode(text.slice(at, end)))); // bytes: Embind copies them whole
        at = end;
      }
      return { id: id, length: answer(m.pgnDbIndex(id)) };
    } catch (error) {
      m.pgnDbFree(id);
      throw error;
    }
  }

  // Returns a Game from a bound function's { id, tags, result } answer.
  function pgnGame(loaded) {
    const game = games.gameOfHandle(loaded.id);
    game._pgnTags = loaded.tags;
    game._pgnResult = loaded.result;
    return game;
  }

  // Sets a tag on an object as its own property, whatever the name (`__proto__` too).
  function setTag(tags, name, value) {
    Object.defineProperty(tags, name, { value: value, enumerable: true, writable: true, configurable: true });
  }

  // Returns an object of tags from [[name, value], …] (the first of a repeated name wins).
  function tagObject(pairs) {
    const out = {};
    pairs.forEach(function (pair) {
      if (!Object.prototype.hasOwnProperty.call(out, pair[0])) setTag(out, pair[0], pair[1]);
    });
    return out;
  }

  // Returns `error` with the game number (1-based) it is about.
  function ofGame(error, i) {
    error.game = i + 1;
    return error;
  }

  // The games of a PGN text: indexed at once, each replayed only when asked for; free it with
  // delete().
  function PgnDatabase(text) {
    const file = pgnFile(text);
    this._id = file.id;
    this.length = file.length;
    if (finalizer) finalizer.register(this, file.id, this);
  }
  // Returns the database's id, or throws ERR_PGN_DELETED after delete().
  PgnDatabase.prototype._live = function () {
    if (!this._id) throw codedError('ERR_PGN_DELETED', 'this PGN database was deleted: read the text again');
    return this._id;
  };
  // Returns the index's answer for game i: { line, plies, result } (+ tags, startNumber).
  PgnDatabase.prototype._game = function (i, withTags) {
    return answer(m.pgnDbGame(this._live(), gameIndex(i), withTags));
  };
  // Returns the tags of game i as an object, with startNumber (0..959, or null) beside them.
  PgnDatabase.prototype.tags = function (i) {
    const game = this._game(i, true);
    const tags = tagObject(game.tags);
    setTag(tags, 'startNumber', game.startNumber);
    return tags;
  };
  // Returns { game, line, plies, result } of game i as indexed (no replay).
  PgnDatabase.prototype.info = function (i) {
    const game = this._game(i, false);
    return { game: i + 1, line: game.line, plies: game.plies, result: game.result };
  };
  // Returns null when game i reads, else { code, message, game, line } (a bad tag pair also with
  // its `tag` and a bad FEN tag with the FEN reader's `fenCode`); replays it once.
  PgnDatabase.prototype.error = function (i) {
    const found = answer(m.pgnDbError(this._live(), gameIndex(i)));
    if (!found) return null;
    const error = { code: found.code, message: found.message, game: i + 1, line: own(found, 'line') || 0 };
    if (own(found, 'tag')) error.tag = found.tag;
    if (own(found, 'fenCode')) error.fenCode = found.fenCode;
    return error;
  };
  // Returns game i as a Game, or throws its coded error (with .game and .line).
  PgnDatabase.prototype.open = function (i) {
    const id = this._live();
    const index = gameIndex(i);
    try {
      return pgnGame(answer(m.pgnDbOpen(id, index)));
    } catch (error) {
      throw ofGame(error, index);
    }
  };
  // Frees the database's memory; later calls throw ERR_PGN_DELETED (a second delete() does nothing).
  PgnDatabase.prototype.delete = function () {
    if (!this._id) return;
    if (finalizer) finalizer.unregister(this);
    m.pgnDbFree(this._id);
    this._id = null;
  };
  makeDisposable(PgnDatabase.prototype);

  // Returns i if it is a whole number the core can take, else throws ERR_PGN_GAME_NUMBER.
  function gameIndex(i) {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i > 0x7fffffff)
      throw codedError('ERR_PGN_GAME_NUMBER', 'a game number must be a whole number from 0, not ' + describe(i));
    return i;
  }

  // Returns the database of every game of a PGN text of any size (api.PgnDatabase).
  api.readPgnDatabase = function (text) {
    return new PgnDatabase(text);
  };
  api.PgnDatabase = PgnDatabase;

  // Returns a Game replaying the first game of a PGN text; its tags come back from game.pgnTags().
  api.readPgn = function (text) {
    const id = pgnFile(text).id;
    try {
      return pgnGame(answer(m.pgnDbOpen(id, 0)));
    } finally {
      m.pgnDbFree(id);
    }
  };

  // Returns the tags read by api.readPgn as an object ({} for other games); of a repeated tag
  // the first is kept, as the core does (a second FEN tag must agree with the first).
  api.Game.prototype.pgnTags = function () {
    this._live();
    const out = tagObject(this._pgnTags || []);
    if (this._pgnResult && this._pgnResult !== '*' && !own(out, 'Result')) out.Result = this._pgnResult;
    return out;
  };

  // Returns the game as PGN text; `tags` ({ Event, White, … }) add to or replace the tags read;
  // { letters } writes the SAN in that set (English by default, as PGN requires).
  // The caller's tags and options are read before the game's id (see Game.movesBetween).
  api.Game.prototype.pgn = function (tags, options) {
    const given = tagPairs(tags);
    const letters = lettersOf(options);
    const merged = {};
    const read = this.pgnTags();
    Object.keys(read).forEach(function (name) {
      setTag(merged, name, read[name]);
    });
    given.forEach(function (pair) {
      setTag(merged, pair[0], pair[1]);
    });
    const list = Object.keys(merged)
      .map(function (name) {
        return listText([name, String(merged[name])], 'ERR_PGN_TAG', 'tag ' + name);
      })
      .join('');
    return answer(m.pgnWrite(this._live(), list, letters));
  };

  return ['pgnTags', 'pgn'];
}
