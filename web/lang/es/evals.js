// The words of the engine evaluations option (shared/evals.js) in es.
export default {
  'err.ERR_EVALS_THRESHOLD': 'El umbral es un número de 0 a 9 peones, p. ej. 0,60.',
  'evals.exclude': 'sin las posiciones en las que ambas evaluaciones de motor dan a las blancas más de',
  'evals.threshold': 'Umbral en peones',
  'evals.count': '{count} posiciones superan {threshold} en ambas evaluaciones (Stockfish 17.1 y 18).',
};
