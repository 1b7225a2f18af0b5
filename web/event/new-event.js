// A new event from the event page's form (event.html): a new secret and its commitment, the
// rounds and exclusions as typed (impossible options refused by the API now, not on the day).
import { byId } from '../shared/dom.js';
import * as evals from '../shared/evals.js';

// Returns the exclusions the form asks for (numbers as typed; the API checks them), with the
// positions above the evaluation threshold when that is chosen (ERR_EVALS_THRESHOLD if no number).
function formExclusions() {
  const list = [];
  if (byId('no-518').checked) list.push(518);
  if (byId('no-534').checked) list.push(534);
  if (byId('no-unbalanced').checked) {
    const pawns = evals.threshold(byId('unbalanced-threshold').value);
    if (Number.isNaN(pawns)) throw Object.assign(new Error('threshold'), { code: 'ERR_EVALS_THRESHOLD' });
    list.push(...evals.above(pawns));
  }
  for (const typed of byId('exclude')
    .value.split(/[\s,;]+/)
    .filter(Boolean)) {
    list.push(/^\d+$/.test(typed) ? Number(typed) : typed);
  }
  return list.filter((n, i) => list.indexOf(n) === i);
}

// Returns a new event from the form (api: the library): a new secret and its commitment;
// impossible options throw the API's error now, not on the day.
export function newEvent(api) {
  const secret = api.eventNewSecret();
  const rounds = Number(byId('rounds').value);
  const exclude = formExclusions();
  const bothColours = byId('both').checked;
  api.eventRounds({ secret, public: '', rounds, exclude, bothColours }); // ERR_TOURNAMENT_ROUNDS / _EXCLUDE
  return {
    id: 'e' + Date.now().toString(36) + secret.slice(0, 6),
    name: byId('name').value.trim().slice(0, 200),
    rounds,
    exclude: exclude.map(Number).sort((a, b) => a - b),
    bothColours,
    secret,
    public: '',
    publicFixed: false,
    revealed: [],
    secretRevealedAt: null,
    created: new Date().toISOString(),
    ...api.eventCommitment(secret),
  };
}
