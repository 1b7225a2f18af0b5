// ---- events: a tournament draw committed before round 1, verified after the reveal -----
installers.push(function (api, m) {
  // Returns a text argument (a number becomes its digits), or throws `code`.
  function text(value, code, what) {
    return requireString(typeof value === 'number' ? String(value) : value, code, what);
  }
  function options(o) {
    if (!o || typeof o !== 'object') throw codedError('ERR_EVENT_SECRET', 'give the options as an object');
    return o;
  }

  // Returns a new secret: 32 bytes from crypto.getRandomValues as 64 lower-case hex digits.
  api.eventNewSecret = function () {
    for (var s = '', i = 0; i < 8; i++) s += (cryptoUint32() + 4294967296).toString(16).slice(1);
    return s;
  };

  // Returns { commitment, fingerprint } of a secret, or throws ERR_EVENT_SECRET.
  api.eventCommitment = function (secret) {
    return answer(m.eventCommitment(text(secret, 'ERR_EVENT_SECRET', 'the secret')));
  };

  // Returns true when o.secret matches o.commitment, else throws ERR_EVENT_COMMITMENT (or
  // ERR_EVENT_SECRET for a secret that is not 64 hex digits).
  api.eventVerify = function (o) {
    o = options(o);
    var c = text(o.commitment, 'ERR_EVENT_COMMITMENT', 'the commitment');
    return answer(m.eventVerify(c, text(o.secret, 'ERR_EVENT_SECRET', 'the secret')));
  };

  // Returns the event's rounds (rows as tournamentDraw's): the tournament draw with the seed
  // "chess960-event-1:" + secret + ":" + public value (see docs/event.md).
  api.eventRounds = function (o) {
    o = options(o);
    var p = o.public == null ? '' : text(o.public, 'ERR_SEED', 'the public value');
    return api.tournamentDraw({
      rounds: o.rounds,
      exclude: o.exclude,
      bothColours: o.bothColours,
      seed: answer(m.eventSeed(text(o.secret, 'ERR_EVENT_SECRET', 'the secret'), p)),
    });
  };
});
