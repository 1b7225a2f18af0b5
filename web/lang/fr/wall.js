/*
 * The French words of web/wall/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in French.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    fr: {
      'wall.title': 'Échecs 960 – mode mural',
      'wall.titleN': 'Échecs 960 – no {n}',
      'wall.no': 'No',
      'wall.round': 'Ronde {r}',
      'wall.roundOf': 'Ronde {r} sur {total}',
      'wall.board': 'Position de départ {n} : {rank}',
      'wall.losen': 'tirer',
      'wall.light': 'clair',
      'wall.dark': 'sombre',
      'wall.fullscreen': 'Plein écran',
      'wall.home': 'Page de départ',
      'wall.drawByHand': 'À la main',
      'wall.drawByHandLabel': 'Tirage à la main : dé, pièces de monnaie, cartes, tirage de tournoi',
      'wall.prev': 'Numéro précédent (flèche gauche)',
      'wall.next': 'Numéro suivant (flèche droite)',
      'wall.prevRound': 'Ronde précédente (flèche gauche)',
      'wall.nextRound': 'Ronde suivante (flèche droite)',
      'wall.lettersTo.own': 'Lettres françaises (D)',
      'wall.lettersTo.en': 'Lettres anglaises (D)',
      'wall.themeTo.light': 'Couleurs claires (T)',
      'wall.themeTo.dark': 'Couleurs sombres (T)',
      'wall.fullscreenLabel': 'Plein écran (F)',
      'wall.facts': 'Infos',
      'wall.factsShow': 'Afficher les caractéristiques de la position (I)',
      'wall.factsHide': 'Masquer les caractéristiques (I)',
      'wall.controls': 'Commandes',
      'wall.keys':
        'Chiffres + Entrée : placer · L/Espace : tirer · ←/→ · F : plein écran · D : lettres · T : clair/sombre · I : infos · Tirage à la main : draw.html',
      'wall.keysRounds':
        'Liste des rondes : ←/→ change de ronde · chiffres et tirage verrouillés (U : déverrouiller) · F : plein écran · D : lettres · T : clair/sombre · I : infos',
      'wall.lock': 'Verrouillé',
      'wall.unlock': 'Déverrouillé',
      'wall.lockLabel': 'Verrouiller chiffres et tirage (U)',
      'wall.unlockLabel': 'Déverrouiller chiffres et tirage (U)',
      'wall.locked':
        'La liste des rondes est verrouillée : chiffres et tirage ne changent pas la position. U déverrouille.',
      'wall.unlocked': 'Déverrouillé : chiffres et tirage changent désormais la position affichée. U reverrouille.',
      'wall.qr': 'Cette position sur votre téléphone :',
      'wall.entry': 'No {digits}',
      'wall.errRounds': 'Liste de rondes non valable (rounds={value}) : numéros 0–959 séparés par des virgules.',
      'wall.errQr': 'Code QR indisponible.',
      'wall.legend': 'R roi · D dame · T tour · F fou · C cavalier',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
