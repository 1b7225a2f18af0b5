// The words of the engine evaluations option (shared/evals.js) in it.
export default {
  'err.ERR_EVALS_THRESHOLD': 'La soglia è un numero da 0 a 9 pedoni, ad es. 0,60.',
  'evals.exclude': 'senza le posizioni in cui entrambe le valutazioni dei motori danno al Bianco più di',
  'evals.threshold': 'Soglia in pedoni',
  'evals.count': '{count} posizioni superano {threshold} in entrambe le valutazioni (Stockfish 17.1 e 18).',
};
