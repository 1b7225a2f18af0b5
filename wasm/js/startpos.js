// Numbering: start positions, the two tables, random and seeded draws (api.startPosition, …).
import { answer, codedError, own } from './errors.js';
import { cryptoUniform, describe, lettersOf, oneBasedOf, requireString, seedText } from './values.js';

export function installStartPositions(api, m) {
  // Returns the start position for a number 0..959 (or 1..960 with { oneBased: true }); { letters }
  // writes backRank in that set. chess960/numbering reads n and the options by the same rules.
  api.startPosition = function (n, options) {
    const oneBased = oneBasedOf(options);
    const letters = lettersOf(options);
    // Numbers go through their decimal text, so 1.5, NaN and 1e21 are rejected with their own spelling.
    if (typeof n === 'number') return answer(m.startPositionFromText(String(n), oneBased, letters));
    if (typeof n === 'string')
      return answer(m.startPositionFromText(requireString(n, 'ERR_NUMBER_RANGE', 'the number'), oneBased, letters));
    throw codedError(
      'ERR_NUMBER_RANGE',
      describe(n) +
        ' is not a start-position number: use a whole number from ' +
        (oneBased ? '1 to 960.' : '0 to 959.'),
    );
  };

  // Returns the number of a back rank ({ letters }: in that set or English; by default English or
  // German) or of a start-position FEN.
  api.positionNumber = function (text, options) {
    return answer(m.positionNumber(requireString(text, 'ERR_BACK_RANK', 'the back rank or FEN'), lettersOf(options)));
  };

  // Returns a random start position: uniform from crypto.getRandomValues, or reproducible from a seed.
  api.randomPosition = function (options) {
    const seed = own(options, 'seed');
    if (seed === undefined || seed === null) return api.startPosition(cryptoUniform(960));
    return api.startPosition(m.seededNumber(seedText(seed)));
  };

  // Returns the rows of the king table: [{ base, pieces, piecesDe }] for bases 0, 16, …, 944.
  api.kingTable = function () {
    return answer(m.kingTable());
  };

  // Returns the rows of the bishop table: [{ index, pattern, lightBishopFile, darkBishopFile }].
  api.bishopTable = function () {
    return answer(m.bishopTable());
  };
}
