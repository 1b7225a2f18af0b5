// The start words in fr.
export default {
  'start.pageTitle': 'Échecs 960 – position de départ no {n}',
  'start.pageTitlePlain': 'Échecs 960 – position de départ',
  'start.tagline': '960 positions de départ · échecs aléatoires Fischer',
  'start.intro':
    'Saisissez un numéro de 0 à 959 et appuyez sur « placer » pour voir la position de départ – ou sur « tirer » pour une position au hasard. Le no 518 est la position de départ des échecs classiques.',
  'start.numberHint': 'Numéro 0–959, rangée de départ (p. ex. TFFRCCDT ou RBBKNNQR) ou FEN de départ',
  'start.numberHintOneBased': 'Numéro 1–960 (960 = 0), rangée de départ (p. ex. TFFRCCDT ou RBBKNNQR) ou FEN de départ',
  'start.setzenLabel': 'Placer la position',
  'start.losenLabel': 'Tirer une position au sort',
  'start.oneBased': 'Compter de 1 à 960 (960 = 0)',
  'start.positionNoOneBased': 'No {n} (= 960)',
  'start.classical': 'position de départ des échecs classiques',
  'start.rankDe': 'Rangée de départ (lettres françaises)',
  'start.rankEn': 'Rangée de départ (lettres anglaises)',
  'start.copyLabel': 'Copier la FEN',
  'start.copied': 'copiée',
  'start.copyFailed': 'Copie impossible – veuillez sélectionner et copier',
  'start.boardLoading': 'Échiquier, position en cours de chargement',
  'start.tablesIntro':
    'Pour un tirage sans ordinateur : cherchez dans la table du roi le même numéro ou le numéro inférieur le plus proche, et le reste (0–15) dans la table des fous. Placez d’abord les fous, puis les six pièces de la table du roi sur les cases libres ; les Noirs reproduisent la position des Blancs en miroir.',
  'start.footer': 'Échecs 960 : Bobby Fischer, 1996. Numérotation de Reinhard Scharnagl (0–959).',
};
