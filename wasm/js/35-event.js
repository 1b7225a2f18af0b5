// ---- events: a tournament draw committed before round 1, verified after the reveal -----
installers.push(function (api, m) {
  // Returns { commitment, fingerprint, seed } of o.secret and o.public (text or a number);
  // checked against o.commitment when `verify` is set (core/numbering/event.h: event_keys).
  function keys(o, verify) {
    if (!o || typeof o !== 'object') throw codedError('ERR_EVENT_SECRET', 'give the options as an object');
    var p = typeof o.public === 'number' ? String(o.public) : o.public || '';
    return answer(
      m.eventKeys(
        !!verify,
        verify ? requireString(o.commitment, 'ERR_EVENT_COMMITMENT', 'the commitment') : '',
        requireString(o.secret, 'ERR_EVENT_SECRET', 'the secret'),
        requireString(p, 'ERR_SEED', 'the public value'),
      ),
    );
  }

  // Returns a new secret: 32 bytes from crypto.getRandomValues as 64 lower-case hex digits.
  api.eventNewSecret = function () {
    for (var s = '', i = 0; i < 8; i++) s += (cryptoUint32() + 4294967296).toString(16).slice(1);
    return s;
  };

  // Returns { commitment, fingerprint } of a secret, or throws ERR_EVENT_SECRET.
  api.eventCommitment = function (secret) {
    var k = keys({ secret: secret });
    delete k.seed;
    return k;
  };

  // Returns true when o.secret matches o.commitment, else throws ERR_EVENT_COMMITMENT (or
  // ERR_EVENT_SECRET for a secret that is not 64 hex digits).
  api.eventVerify = function (o) {
    return !!keys(o, true);
  };

  // Returns the event's rounds (rows as tournamentDraw's): the tournament draw with the seed
  // "chess960-event-1:" + secret + ":" + public value (see docs/event.md).
  api.eventRounds = function (o) {
    var seed = keys(o).seed;
    return api.tournamentDraw({ rounds: o.rounds, exclude: o.exclude, bothColours: o.bothColours, seed: seed });
  };
});
