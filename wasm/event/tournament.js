// The tournament draw (api.tournamentDraw): distinct start positions for the rounds. In the event
// module, since the event draws (event.js) are tournament draws from the event's seed.
import { answer, codedError, own } from '../js/errors.js';
import { cryptoUniform, describe, listText, seedText } from '../js/values.js';

// Puts tournamentDraw on the API over the started event module `m`.
export function installTournament(api, m) {
  // Returns the number of rounds given as a number or its digits (NaN otherwise: the core says why).
  function roundCount(rounds) {
    if (typeof rounds === 'string' && /^\s*\d{1,6}\s*$/.test(rounds)) return Number(rounds);
    return typeof rounds === 'number' ? rounds : NaN;
  }

  // Returns whole numbers 0..959 as one text for a bound function (listText of their digits).
  function numberText(numbers) {
    return listText(numbers.map(String), 'ERR_TOURNAMENT_NUMBERS', 'a number');
  }

  // Returns the numbers to leave out (one or a list, numbers or digits), or throws ERR_TOURNAMENT_EXCLUDE.
  function excludeList(exclude) {
    if (exclude === undefined || exclude === null) return [];
    if (!Array.isArray(exclude)) exclude = [exclude];
    return exclude.map(function (n) {
      const v = typeof n === 'string' && /^\s*\d{1,6}\s*$/.test(n) ? Number(n) : n;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 959) {
        throw codedError(
          'ERR_TOURNAMENT_EXCLUDE',
          describe(n) + ' cannot be excluded: start positions are numbered 0 to 959.',
        );
      }
      return v;
    });
  }

  // Returns the tournament's rounds: [{ round, number, backRank, backRankDe, fen, shredderFen,
  // kingTableBase, bishopIndex, draw, swapColours }]. options: { rounds (1..960), seed?,
  // exclude?: [518], bothColours? }. With a seed the list is reproducible (the seed's SHA-256
  // stream, see seeded.h); without one it comes from crypto.getRandomValues. With bothColours
  // each position is played in two consecutive rounds, colours swapped in the second.
  api.tournamentDraw = function (options) {
    if (!options || typeof options !== 'object') {
      throw codedError('ERR_TOURNAMENT_ROUNDS', 'give the options as an object, e.g. { rounds: 9 }');
    }
    const rounds = roundCount(own(options, 'rounds'));
    const exclude = excludeList(own(options, 'exclude'));
    const both = !!own(options, 'bothColours');
    const seed = own(options, 'seed');
    let rows;
    if (seed !== undefined && seed !== null) {
      rows = answer(m.tournamentSeeded(rounds, numberText(exclude), both, seedText(seed)));
    } else {
      const needed = answer(m.tournamentCheck(rounds, numberText(exclude), both));
      const taken = {};
      exclude.forEach(function (n) {
        taken[n] = true;
      });
      const numbers = [];
      while (numbers.length < needed) {
        const n = cryptoUniform(960);
        if (taken[n]) continue;
        taken[n] = true;
        numbers.push(n);
      }
      rows = answer(m.tournamentFromNumbers(rounds, numberText(exclude), both, numberText(numbers)));
    }
    return rows.map(function (row) {
      const out = { round: row.round };
      Object.keys(row.position).forEach(function (key) {
        out[key] = row.position[key];
      });
      out.draw = row.draw;
      out.swapColours = row.swapColours;
      return out;
    });
  };
}
