// The words of the engine evaluations option (shared/evals.js) in de.
export default {
  'err.ERR_EVALS_THRESHOLD': 'Die Schwelle ist eine Zahl von 0 bis 9 Bauern, z. B. 0,60.',
  'evals.exclude': 'ohne Stellungen, in denen beide Computerbewertungen mehr Vorteil für Weiß zeigen als',
  'evals.threshold': 'Schwelle in Bauern',
  'evals.count': '{count} Stellungen liegen in beiden Bewertungen (Stockfish 17.1 und 18) über {threshold}.',
};
