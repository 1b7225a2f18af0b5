// The credits words in fr.
export default {
  'credits.pageTitle': 'Échecs 960 – sources et licences',
  'credits.description': 'Sources et licences des évaluations par moteur des 960 positions de départ.',
  'credits.heading': 'Sources et licences',
  'credits.intro':
    'La page de départ affiche deux évaluations par moteur de chaque position. Elles proviennent de deux séries publiées du moteur d’échecs Stockfish sur les 960 positions de départ, toutes deux sous licence MIT. Les valeurs sont reprises telles que publiées (en pions, du point de vue des Blancs).',
  'credits.caveat':
    'Les deux séries ne concordent que modérément, et une étude de plus de 14 millions de parties en ligne n’a trouvé aucune différence significative de résultats entre les positions de départ.',
  'credits.depth32': 'profondeur 32',
  'credits.depth25': 'profondeur 25',
  'credits.source': 'Source :',
  'credits.withWdl': 'avec gain/nulle/perte pour mille',
  'credits.licence': 'Licence MIT (texte intégral)',
  'credits.mitTitle': 'Le texte de la licence (le même pour les deux sources, en anglais)',
};
