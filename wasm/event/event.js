// Events: a tournament draw committed before round 1, verified after the reveal (api.event…).
import { answer, codedError, own } from '../js/errors.js';
import { cryptoUint32, requireString } from '../js/values.js';

export function installEvents(api, m) {
  // Returns the public value as text for the core (a number as its digits), or throws
  // ERR_EVENT_PUBLIC: not text, or not Unicode text (a lone UTF-16 surrogate: \uD800 and \uDC00
  // would give the same rounds), as requireString refuses every text.
  function publicText(value) {
    const p = typeof value === 'number' ? String(value) : value === undefined || value === null ? '' : value;
    return requireString(p, 'ERR_EVENT_PUBLIC', 'the public value');
  }

  // Returns { commitment, fingerprint, seed } of o.secret and o.public (text or a number);
  // checked against o.commitment when `verify` is set (core/numbering/event.h: event_keys).
  function keys(o, verify) {
    if (!o || typeof o !== 'object') throw codedError('ERR_EVENT_SECRET', 'give the options as an object');
    return answer(
      m.eventKeys(
        !!verify,
        verify ? requireString(own(o, 'commitment'), 'ERR_EVENT_COMMITMENT', 'the commitment') : '',
        requireString(own(o, 'secret'), 'ERR_EVENT_SECRET', 'the secret'),
        publicText(own(o, 'public')),
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
    return api.tournamentDraw({
      rounds: own(o, 'rounds'),
      exclude: own(o, 'exclude'),
      bothColours: own(o, 'bothColours'),
      seed: seed,
    });
  };

  // Returns the texts given in o (public, secret, commitment) in the form the draw reads them:
  // the public value trimmed with each run of white space one space, the hex texts as 64
  // lower-case digits (core/numbering/event.h: event_text); throws the first one's error.
  api.eventTexts = function (o) {
    if (!o || typeof o !== 'object') throw codedError('ERR_EVENT_PUBLIC', 'give the texts as an object');
    const given = { public: own(o, 'public'), secret: own(o, 'secret'), commitment: own(o, 'commitment') };
    const out = {};
    if (given.public !== undefined) out.public = answer(m.eventText(0, publicText(given.public)));
    if (given.secret !== undefined)
      out.secret = answer(m.eventText(1, requireString(given.secret, 'ERR_EVENT_SECRET', 'the secret')));
    if (given.commitment !== undefined)
      out.commitment = answer(
        m.eventText(2, requireString(given.commitment, 'ERR_EVENT_COMMITMENT', 'the commitment')),
      );
    return out;
  };
}
