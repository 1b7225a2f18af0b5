// The words of the engine evaluations option (shared/evals.js) in en.
export default {
  'err.ERR_EVALS_THRESHOLD': 'The threshold is a number from 0 to 9 pawns, e.g. 0.60.',
  'evals.exclude': 'without positions where both engine evaluations give White more than',
  'evals.threshold': 'Threshold in pawns',
  'evals.count': '{count} positions are above {threshold} in both evaluations (Stockfish 17.1 and 18).',
};
