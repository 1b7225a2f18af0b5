// The shared words in fr.
export default {
  'site.name': 'Échecs 960',
  'nav.label': 'Pages',
  'nav.start': 'Position de départ',
  'nav.play': 'Jouer',
  'nav.draw': 'Tirage à la main',
  'nav.wall': 'Mode mural',
  'nav.event': 'Tournoi',
  'nav.verify': 'Vérifier',
  'nav.tables': 'Deux tables',
  'nav.embed': 'Intégrer',
  'lang.label': 'Langue · Language',
  'number.err.ERR_EMPTY': 'Veuillez saisir un numéro de 0 à 959.',
  'number.err.ERR_EMPTY.oneBased': 'Veuillez saisir un numéro de 1 à 960.',
  'number.err.ERR_NUMBER_RANGE': '« {value} » n’est pas un numéro valable. Sont admis les nombres entiers de 0 à 959.',
  'number.err.ERR_NUMBER_RANGE.oneBased':
    '« {value} » n’est pas un numéro valable. Sont admis les nombres entiers de 1 à 960.',
  'number.err.ERR_BACK_RANK':
    '« {value} » n’est ni un numéro ni une rangée de départ valable (huit pièces comme TFFRCCDT : fous sur des cases de couleurs différentes, roi entre les tours).',
  'number.err.ERR_NOT_START_POSITION': '« {value} » n’est pas une FEN de position de départ Chess960.',
  'number.err.ERR_INPUT_TOO_LONG': 'Le texte est trop long pour un numéro, une rangée de départ ou une FEN.',
  'number.err.ERR_URL': 'Le numéro dans l’adresse ({value}) n’est pas valable ; le no 518 est affiché.',
  'err.ERR_LOAD': 'Le module d’échecs (chess960.js) n’a pas pu être chargé. Veuillez recharger la page.',
  'err.unknown': 'Erreur inattendue : {message}',
};
