// The facts words in it.
export default {
  'facts.title': 'Dati della posizione',
  'facts.number': 'Numero',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960): solo il n. 0 si chiama «960» contando da 1 a 960 (come su un orologio DGT960)',
  'facts.numberZero': '0 (0–959) · 960 (1–960): il 960 di un orologio DGT960 è questa posizione',
  'facts.mirror': 'Posizione speculare',
  'facts.mirrorNote': '(la prima traversa letta da destra a sinistra)',
  'facts.kingRooksLabel': 'Re e torri',
  'facts.kingRooks': 're {king}, torri {rookA} e {rookH}',
  'facts.evalsTitle': 'Valutazioni dei motori (dal punto di vista del Bianco)',
  'facts.engine': '{engine}, profondità {depth}:',
  'facts.rank': 'posto {rank} su 960 (1 = la più favorevole al Bianco)',
  'facts.wdl': 'vince il Bianco {win} ‰ · patta {draw} ‰ · vince il Nero {loss} ‰',
  'facts.source': 'fonte: {source} ({commit}), licenza MIT',
  'facts.caveat':
    'Le due serie concordano solo in parte, e uno studio su oltre 14 milioni di partite online non ha trovato differenze significative nei risultati tra le posizioni iniziali.',
  'facts.credits': 'Fonti e licenze (MIT)',
};
