// ---- PGN: api.readPgn(text) → Game, game.pgn(tags) → text ------------------------------
installers.push(function (api, m) {
  // Returns [[name, value], …] from an object of tags; names are PGN tag names.
  function tagPairs(tags) {
    if (tags === undefined || tags === null) return [];
    if (typeof tags !== 'object' || Array.isArray(tags)) {
      throw codedError('ERR_PGN_TAG', 'tags must be an object such as { White: "Anna" }, not ' + describe(tags));
    }
    return Object.keys(tags).map(function (name) {
      if (!/^[A-Za-z0-9_]{1,40}$/.test(name))
        throw codedError('ERR_PGN_TAG', 'tag name ' + describe(name) + ' is not a PGN tag name');
      var value = tags[name];
      if (value === undefined || value === null) value = '';
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw codedError('ERR_PGN_TAG', 'tag ' + name + ' must be text, not ' + describe(value));
      }
      return [name, requireString(String(value), 'ERR_PGN_TAG', 'tag ' + name)];
    });
  }

  // Returns a Game replaying the first game of a PGN text; its tags come back from game.pgnTags().
  api.readPgn = function (text) {
    var loaded = answer(m.pgnLoad(requireString(text, 'ERR_PGN_EMPTY', 'the PGN text')));
    var game = Object.create(api.Game.prototype);
    game._handle = loaded.id;
    game._pgnTags = loaded.tags;
    game._pgnResult = loaded.result;
    return game;
  };

  // Returns the tags read by api.readPgn as an object ({} for other games).
  api.Game.prototype.pgnTags = function () {
    this._live();
    var out = {};
    (this._pgnTags || []).forEach(function (pair) {
      out[pair[0]] = pair[1];
    });
    if (this._pgnResult && this._pgnResult !== '*' && !out.Result) out.Result = this._pgnResult;
    return out;
  };

  // Returns the game as PGN text; `tags` ({ Event, White, … }) add to or replace the tags read.
  api.Game.prototype.pgn = function (tags) {
    var id = this._live();
    var merged = {};
    var read = this.pgnTags();
    Object.keys(read).forEach(function (name) {
      merged[name] = read[name];
    });
    tagPairs(tags).forEach(function (pair) {
      merged[pair[0]] = pair[1];
    });
    return answer(
      m.pgnWrite(
        id,
        Object.keys(merged)
          .map(function (name) {
            return listText([name, String(merged[name])], 'ERR_PGN_TAG', 'tag ' + name);
          })
          .join(''),
      ),
    );
  };
});
