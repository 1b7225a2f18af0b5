/*
 * The French words of web/start/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in French.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    fr: {
      'start.pageTitle': 'Échecs 960 – position de départ no {n}',
      'start.pageTitlePlain': 'Échecs 960 – position de départ',
      'start.heading': 'Échecs 960',
      'start.tagline': '960 positions de départ · échecs aléatoires Fischer',
      'start.intro':
        'Saisissez un numéro de 0 à 959 et appuyez sur « placer » pour voir la position de départ – ou sur « tirer » pour une position au hasard. Le no 518 est la position de départ des échecs classiques.',
      'start.numberLabel': 'No :',
      'start.numberHint': 'Numéro 0–959, rangée de départ (p. ex. TFFRCCDT ou RBBKNNQR) ou FEN de départ',
      'start.numberHintOneBased':
        'Numéro 1–960 (960 = 0), rangée de départ (p. ex. TFFRCCDT ou RBBKNNQR) ou FEN de départ',
      'start.setzen': 'placer',
      'start.losen': 'tirer',
      'start.setzenLabel': 'Placer la position',
      'start.losenLabel': 'Tirer une position au sort',
      'start.oneBased': 'Compter de 1 à 960 (960 = 0)',
      'start.positionNo': 'No {n}',
      'start.positionNoOneBased': 'No {n} (= 960)',
      'start.classical': 'position de départ des échecs classiques',
      'start.backRank': 'Rangée de départ',
      'start.rankDe': 'Rangée de départ (lettres françaises)',
      'start.rankEn': 'Rangée de départ (lettres anglaises)',
      'start.fen': 'FEN',
      'start.copy': 'copier',
      'start.copyLabel': 'Copier la FEN',
      'start.copied': 'copiée',
      'start.copyFailed': 'Copie impossible – veuillez sélectionner et copier',
      'start.legend': 'R roi · D dame · T tour · F fou · C cavalier',
      'start.boardLabel': 'Position de départ {n} : {rank}',
      'start.boardLoading': 'Échiquier, position en cours de chargement',
      'start.loading': 'chargement …',
      'start.tables': 'Deux tables',
      'start.tablesIntro':
        'Pour un tirage sans ordinateur : cherchez dans la table du roi le même numéro ou le numéro inférieur le plus proche, et le reste (0–15) dans la table des fous. Placez d’abord les fous, puis les six pièces de la table du roi sur les cases libres ; les Noirs reproduisent la position des Blancs en miroir.',
      'start.footer': 'Échecs 960 : Bobby Fischer, 1996. Numérotation de Reinhard Scharnagl (0–959).',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
