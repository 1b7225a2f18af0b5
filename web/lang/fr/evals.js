// The words of the engine evaluations option (shared/evals.js) in fr.
export default {
  'err.ERR_EVALS_THRESHOLD': 'Le seuil est un nombre de 0 à 9 pions, p. ex. 0,60.',
  'evals.exclude': 'sans les positions où les deux évaluations des moteurs donnent aux Blancs plus de',
  'evals.threshold': 'Seuil en pions',
  'evals.count': '{count} positions dépassent {threshold} dans les deux évaluations (Stockfish 17.1 et 18).',
};
