// The credits words in it.
export default {
  'credits.pageTitle': 'Scacchi 960 – fonti e licenze',
  'credits.description': 'Fonti e licenze delle valutazioni dei motori delle 960 posizioni iniziali.',
  'credits.heading': 'Fonti e licenze',
  'credits.intro':
    'La pagina iniziale mostra due valutazioni di ogni posizione fatte da un motore. Provengono da due serie pubblicate del motore scacchistico Stockfish su tutte le 960 posizioni iniziali, entrambe con licenza MIT. I valori sono riportati come pubblicati (in pedoni, dal punto di vista del Bianco).',
  'credits.caveat':
    'Le due serie concordano solo in parte, e uno studio su oltre 14 milioni di partite online non ha trovato differenze significative nei risultati tra le posizioni iniziali.',
  'credits.depth32': 'profondità 32',
  'credits.depth25': 'profondità 25',
  'credits.source': 'Fonte:',
  'credits.withWdl': 'con vittoria/patta/sconfitta per mille',
  'credits.licence': 'Licenza MIT (testo completo)',
  'credits.mitTitle': 'Il testo della licenza (lo stesso per entrambe le fonti, in inglese)',
};
