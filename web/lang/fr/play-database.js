/*
 * The French words of web/play/database/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in French.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    fr: {
      'db.title': 'Parties du fichier PGN',
      'db.close': 'Fermer la liste',
      'db.pasted': 'texte collé',
      'db.summary': '{name} : {count} parties',
      'db.summaryBad': '{name} : {count} parties, dont {bad} illisibles',
      'db.filterLabel': 'Filtrer les parties',
      'db.filterPlayer': 'Joueur',
      'db.filterNumber': 'No de la position de départ',
      'db.numberIgnored': 'Ce filtre n’est pas appliqué.',
      'db.countAll': '{total} parties',
      'db.count': '{shown} parties sur {total}',
      'db.caption': 'Parties de {name}, triées par {column}, {direction}',
      'db.ascending': 'ordre croissant',
      'db.descending': 'ordre décroissant',
      'db.col.game': 'No',
      'db.col.players': 'Blancs – Noirs',
      'db.col.event': 'Tournoi, ronde',
      'db.col.start': 'No de départ',
      'db.col.result': 'Résultat',
      'db.col.plies': 'Demi-coups',
      'db.round': 'ronde {round}',
      'db.sortBy': 'Trier par :',
      'db.openGame': 'Ouvrir la partie {n} :',
      'db.none': 'Aucune partie ne correspond aux filtres.',
      'db.more': 'Afficher {n} de plus ({left} restantes)',
      'db.read': '{count} parties lues.',
      'db.opened': 'Partie {n} ouverte : {moves} demi-coups.',
      'db.progress.read': 'Lecture du fichier : {percent} %',
      'db.progress.index': 'Recherche des parties …',
      'db.progress.check': 'Vérification des parties : {done} sur {total}',
      'db.cancel': 'Arrêter la lecture',
      'db.cancelled': 'Lecture arrêtée.',
      'db.exportAll': 'Tout télécharger en PGN',
      'db.exported': '{count} parties dans un fichier PGN.',
      'db.exportNone': 'Pas encore de partie à télécharger.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
