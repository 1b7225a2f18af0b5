// Events: a tournament draw committed before round 1, verified after the reveal (api.event…).
import { answer, codedError } from './errors.js';
import { cryptoUint32, requireString } from './values.js';

export function installEvents(api, m) {
  // Returns the public value as text for the core (a number as its digits), or throws
  // ERR_EVENT_PUBLIC: not text, or a lone UTF-16 surrogate, which no UTF-8 text can carry (the
  // conversion would turn \uD800 and \uDC00 into the same character).
  function publicText(value) {
    const p = typeof value === 'number' ? String(value) : value === undefined || value === null ? '' : value;
    requireString(p, 'ERR_EVENT_PUBLIC', 'the public value');
    try {
      encodeURIComponent(p); // throws URIError on a lone surrogate, and only then
    } catch (e) {
      throw codedError('ERR_EVENT_PUBLIC', 'the public value is not Unicode text: it holds a lone surrogate.');
    }
    return p;
  }

  // Returns { commitment, fingerprint, seed } of o.secret and o.public (text or a number);
  // checked against o.commitment when `verify` is set (core/numbering/event.h: event_keys).
  function keys(o, verify) {
    if (!o || typeof o !== 'object') throw codedError('ERR_EVENT_SECRET', 'give the options as an object');
    return answer(
      m.eventKeys(
        !!verify,
        verify ? requireString(o.commitment, 'ERR_EVENT_COMMITMENT', 'the commitment') : '',
        requireString(o.secret, 'ERR_EVENT_SECRET', 'the secret'),
        publicText(o.public),
      ),
    );
  }

  // Returns a new secret: 32 bytes from crypto.getRandomValues as 64 lower-case hex digits.
  api.eventNewSecret = function () {
    let secret = '';
    for (let i = 0; i < 8; i++) secret += (cryptoUint32() + 4294967296).toString(16).slice(1);
    return secret;
  };

  // Returns { commitment, fingerprint } of a secret, or throws ERR_EVENT_SECRET.
  api.eventCommitment = function (secret) {
    const k = keys({ secret: secret });
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
    const seed = keys(o).seed;
    return api.tournamentDraw({ rounds: o.rounds, exclude: o.exclude, bothColours: o.bothColours, seed: seed });
  };

  // Returns the texts given in o (public, secret, commitment) in the form the draw reads them:
  // the public value trimmed with each run of white space one space, the hex texts as 64
  // lower-case digits (core/numbering/event.h: event_text); throws the first one's error.
  api.eventTexts = function (o) {
    if (!o || typeof o !== 'object') throw codedError('ERR_EVENT_PUBLIC', 'give the texts as an object');
    const out = {};
    if (o.public !== undefined) out.public = answer(m.eventText(0, publicText(o.public)));
    if (o.secret !== undefined)
      out.secret = answer(m.eventText(1, requireString(o.secret, 'ERR_EVENT_SECRET', 'the secret')));
    if (o.commitment !== undefined)
      out.commitment = answer(m.eventText(2, requireString(o.commitment, 'ERR_EVENT_COMMITMENT', 'the commitment')));
    return out;
  };
}
