/*
 * The French words of web/draw/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in French.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    fr: {
      'draw.title': 'Échecs 960 – tirage à la main',
      'draw.heading': 'Tirage à la main',
      'draw.tagline':
        'Tirer au sort une position de départ des échecs 960 avec des dés, des pièces de monnaie, un sac ou des cartes',
      'draw.drawHeading': 'Tirage',
      'draw.method': 'Méthode',
      'draw.restart': 'recommencer',
      'draw.typeValue': 'ou saisir :',
      'draw.enter': 'valider',
      'draw.undo': 'annuler',
      'draw.backRank': 'Rangée de départ',
      'draw.rankStrip': 'Rangée de départ de a1 à h1',
      'draw.empty': 'vide',
      'draw.openIndex': 'Afficher la position',
      'draw.openPlay': 'Jouer',
      'draw.openWall': 'Affichage mural',
      'draw.resultNumber': 'No {n}',
      'draw.distHeading': 'La méthode est-elle équitable ?',
      'draw.distIntro':
        'La probabilité exacte de chaque numéro 0–959, calculée à partir de tous les résultats possibles. La ligne marque 1/960 (uniforme).',
      'draw.fair': 'Uniforme : chacune des 960 positions a une probabilité d’exactement 1/960.',
      'draw.unfair': 'Non uniforme : {count} probabilités différentes, de {min} à {max} (équitable serait 1/960).',
      'draw.notRandom':
        'Cette méthode n’est pas aléatoire : les joueurs choisissent les cases, elle n’a donc pas de distribution.',
      'draw.chartLabel': 'Distribution sur les numéros 0 à 959 : {summary}',
      'draw.fairShort': 'Équitable : chaque numéro a la probabilité 1/960.',
      'draw.unfairShort': 'Pas équitable : probabilités de {min} à {max} au lieu de 1/960.',
      'draw.tournamentHeading': 'Tirage de tournoi',
      'draw.showOnWall': 'afficher au mur',
      'draw.showOnWallLabel': 'Afficher la liste des rondes en mode mural (chiffres et tirage verrouillés)',
      'draw.link': 'Lien vers ce tirage',
      'draw.linkNote': 'Ce lien redonne la même liste : il contient la graine, les rondes et les options.',
      'draw.generatedSeed':
        'Aucune graine n’a été saisie ; la graine « {seed} » a donc été créée au hasard, elle permet de vérifier la liste.',
      'draw.options': 'Options : {list}',
      'draw.option.rounds': '{n} rondes',
      'draw.option.seed': 'graine « {seed} »',
      'draw.option.without518': 'sans le no 518',
      'draw.option.with518': 'no 518 admis',
      'draw.option.bothColours': 'chaque position deux fois, couleurs inversées',
      'draw.option.oneColour': 'chaque position une fois',
      'draw.roundsLimit':
        'Jusqu’à 960 rondes. Chaque position vient au plus une fois (deux fois de suite avec couleurs inversées) ; sans le no 518, il reste 959 positions.',
      'draw.rounds': 'Rondes',
      'draw.seed': 'Graine (vide = au hasard)',
      'draw.exclude518': 'sans le no 518 (échecs classiques)',
      'draw.option.evals': 'sans {count} positions au-dessus de {threshold} dans les deux évaluations',
      'draw.bothColours': 'chaque position deux fois, couleurs inversées',
      'draw.tournamentDraw': 'tirer',
      'draw.print': 'imprimer',
      'draw.colRound': 'Ronde',
      'draw.colNumber': 'No',
      'draw.colColours': 'Couleurs',
      'draw.swapped': 'inversées',
      'draw.asPaired': 'selon l’appariement',
      'draw.caption': '{rounds} rondes',
      'draw.captionSeed': '{rounds} rondes, graine « {seed} »',
      'draw.seedNote':
        'Vérifiable : no = les 4 premiers octets de SHA-256(« graine:k ») mod 960 (k = 0, 1, 2 … ; valeurs à partir de 4294967040 et répétitions sautées).',
      'err.ERR_DRAW_REROLL': '{value} : relancez – il n’y a pas de case pour ce résultat.',
      'err.ERR_DRAW_VALUE': '« {value} » n’est pas possible ici. Possible : {options}.',
      'err.ERR_DRAW_FINISHED': 'Le tirage est terminé. « recommencer » en lance un nouveau.',
      'err.ERR_DRAW_UNDO': 'Il n’y a rien à annuler.',
      'err.ERR_TOURNAMENT_ROUNDS':
        'Veuillez indiquer un nombre de rondes de 1 à 960 (il doit rester autant de positions).',
      'err.ERR_TOURNAMENT_EXCLUDE': 'Le numéro exclu n’est pas valable.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
