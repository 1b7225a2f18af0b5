// The words of the engine evaluations option (shared/evals.js) in pl.
export default {
  'err.ERR_EVALS_THRESHOLD': 'Próg to liczba od 0 do 9 pionów, np. 0,60.',
  'evals.exclude': 'bez pozycji, w których obie oceny programów dają białym przewagę większą niż',
  'evals.threshold': 'Próg w pionach',
  'evals.count': 'Pozycji powyżej {threshold} w obu ocenach (Stockfish 17.1 i 18): {count}.',
};
