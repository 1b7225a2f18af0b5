// The words of the engine evaluations option (shared/evals.js) in nl.
export default {
  'err.ERR_EVALS_THRESHOLD': 'De drempel is een getal van 0 tot 9 pionnen, bijv. 0,60.',
  'evals.exclude': 'zonder stellingen waarin beide computerevaluaties wit meer voordeel geven dan',
  'evals.threshold': 'Drempel in pionnen',
  'evals.count': '{count} stellingen liggen in beide evaluaties boven {threshold} (Stockfish 17.1 en 18).',
};
