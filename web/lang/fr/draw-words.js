/*
 * The French words of the draw machines (mirrors web/draw/step-strings.js: the same keys,
 * "count.X.<plural category>" as Intl.PluralRules('fr') names them). Loaded by shared/i18n.js
 * only when the page is shown in French; registered under "drawWords.<key>" like the German.
 */
(function (global) {
  'use strict';

  const words = {
    letters: 'RDTFC',
    'piece.K': 'roi',
    'piece.Q': 'dame',
    'piece.R': 'tour',
    'piece.B': 'fou',
    'piece.N': 'cavalier',
    'pieceThe.K': 'le roi',
    'pieceThe.Q': 'la dame',
    'pieceThe.R': 'la tour',
    'pieceThe.B': 'le fou',
    'pieceThe.N': 'le cavalier',
    'count.Q.one': '{n} dame',
    'count.Q.other': '{n} dames',
    'count.B.one': '{n} fou',
    'count.B.other': '{n} fous',
    'count.N.one': '{n} cavalier',
    'count.N.other': '{n} cavaliers',
    'num.1': 'une',
    'num.2': 'deux',
    'num.3': 'trois',
    'num.4': 'quatre',
    'num.5': 'cinq',
    'num.6': 'six',
    'num.7': 'sept',
    'num.8': 'huit',
    'ordinal.1': '1re',
    ordinal: '{k}e',
    listSeparator: ', ',
    'method.die': 'Un dé (Bodlaender / Althöfer)',
    'method.coins': 'Deux pièces de monnaie (Northam)',
    'method.coins-die': 'Deux pièces de monnaie et un dé (Northam)',
    'method.bag': 'Sac, « Lottofee » (Coffin)',
    'method.bag-wheeler': 'Sac avec la correction des fous de Wheeler',
    'method.cards': 'Huit cartes numérotées',
    'method.platonic': 'Solides de Platon',
    'method.northam-placement': 'Les joueurs placent les pièces (Northam, pas au hasard)',
    'done.die': 'Terminé : tour, roi, tour sur les trois dernières cases.',
    'done.coins': 'Terminé : les cavaliers sont sur les deux dernières cases.',
    'done.coins-die': 'Terminé : les cavaliers sont sur les deux dernières cases.',
    'done.bag': 'Terminé : les fous sont sur des couleurs différentes, le roi entre les tours.',
    'done.bag-wheeler': 'Terminé : les fous sont sur des couleurs différentes, le roi entre les tours.',
    'done.cards': 'Terminé : les fous sont sur des couleurs différentes, le roi entre les tours.',
    'done.platonic': 'Terminé (le dodécaèdre est ignoré) : tour, roi, tour sur les trois dernières cases.',
    'done.northam-placement': 'Terminé : le roi sur la case du milieu des trois dernières, les tours sur les autres.',
    'what.light-bishop': 'le fou de cases blanches',
    'what.dark-bishop': 'le fou de cases noires',
    'what.queen': 'la dame',
    'what.king': 'le roi',
    'what.right-rook': 'la tour de droite',
    'what.left-rook': 'la tour de gauche',
    'what.first-knight': 'le premier cavalier',
    'what.second-knight': 'le second cavalier',
    'where.dark': '1–{count} = {squares}',
    'where.light': '1–{count} = {squares}',
    'where.free': 'la k-ième des {countWord} cases libres en partant de la gauche',
    'where.middle': 'l’une des quatre cases du milieu parmi les six cases libres',
    'where.right-of-king': 'les cases libres à droite du roi',
    'where.left-of-king': 'les cases libres à gauche du roi',
    'ask.die': 'Lancez le dé pour {what} : {where}{again}.',
    'ask.die-fold': 'Lancez le dé pour {what} ({where}) : 1–{count}, {high} comptant pour {low}.',
    'ask.coins':
      'Lancez les deux pièces pour {what} ({where}) : petite pièce pile 0, grande pile 1, face 2 ; additionnez{again}.',
    'ask.coin': 'Lancez la grande pièce pour {what} ({where}) : pile = 1, face = 2.',
    'again.die': ' ({rerolls} : relancer)',
    'again.coins': ' ({rerolls} : relancer)',
    'ask.octahedron': 'Octaèdre (1–8) : un fou sur cette case, en comptant depuis a1.',
    'ask.tetrahedron.dark': 'Tétraèdre (1–4) : l’autre fou sur cette case noire.',
    'ask.tetrahedron.light': 'Tétraèdre (1–4) : l’autre fou sur cette case blanche.',
    'ask.cube': 'Cube (1–6) : la dame sur cette case libre.',
    'ask.icosahedron':
      'Icosaèdre (1–20) : doublez et ajoutez 8 ; le second chiffre divisé par deux plus un place le premier cavalier, le premier chiffre le second.',
    'step.bag-piece': 'Tirez une pièce du sac sans regarder et posez-la en {square}.',
    'step.bishop-choice.dark':
      'Les deux fous sont sur des cases noires. Tirez au sort celui qui se déplace (p. ex. un pion caché dans l’une des deux mains) : gauche ({left}) ou droite ({right}).',
    'step.bishop-choice.light':
      'Les deux fous sont sur des cases blanches. Tirez au sort celui qui se déplace (p. ex. un pion caché dans l’une des deux mains) : gauche ({left}) ou droite ({right}).',
    'step.bishop-piece.dark':
      'Mettez les huit pièces noires dans le sac et tirez-en une : tour = 1re, cavalier = 2e, fou = 3e, dame ou roi = 4e case noire pour le fou en {from}.',
    'step.bishop-piece.light':
      'Mettez les huit pièces noires dans le sac et tirez-en une : tour = 1re, cavalier = 2e, fou = 3e, dame ou roi = 4e case blanche pour le fou en {from}.',
    'step.card-piece': 'Posez la carte suivante du paquet mélangé : sa pièce va en {square}.',
    'step.bishop-card':
      'Les deux fous sont sur une même couleur : mélangez les huit cartes et tirez-en une. 1–4 déplace le fou de gauche ({left}), 5–8 celui de droite ({right}), sur la k-ième case de l’autre couleur (k = carte, moins 4 pour 5–8).',
    'step.placement.black':
      'Les Noirs posent une pièce sur une case libre (p. ex. « Fc1 ») ; reste à placer : {pieces}.',
    'step.placement.white':
      'Les Blancs posent une pièce sur une case libre (p. ex. « Fc1 ») ; reste à placer : {pieces}.',
    'label.coins.1': 'petite pile + grande pile',
    'label.coins.2': 'petite pile + grande face',
    'label.coins.3': 'petite face + grande pile',
    'label.coins.4': 'deux faces',
    'label.coin.1': 'pile',
    'label.coin.2': 'face',
    'label.throw': '{faces} → {square}',
    'label.bag-piece': '{piece} ({n} dans le sac)',
    'label.bishop-choice.left': 'fou de gauche ({square})',
    'label.bishop-choice.right': 'fou de droite ({square})',
    'label.bishop-piece': '{piece} → {square}',
    'label.bishop-card': '{from} → {square}',
    'label.knights': '{number} → {second}{first} : {a}, {b}',
    'event.placed': '{value} : {piece} en {square}.',
    'event.only-square': 'une seule case : {piece} en {square}.',
    'event.drawn': '{piece} en {square}.',
    'event.card-laid': 'Carte {value} : {piece} en {square}.',
    'event.player-placed.black': 'Noirs : {piece} en {square}.',
    'event.player-placed.white': 'Blancs : {piece} en {square}.',
    'event.knights-placed': '{value} → {number} → {second}{first} : cavaliers en {a} et {b}.',
    'event.rook-king-rook': 'Tour, roi, tour sur les trois dernières cases.',
    'event.knights-last': 'Cavaliers sur les deux dernières cases.',
    'event.pair-swapped': 'Les deux fous sur une même couleur : la paire {a}-{b} est échangée.',
    'event.bishop-moved.dark':
      'Le fou {from} va en {square}, la {ordinal} case noire ; {thePiece} qui s’y trouvait va en {from}.',
    'event.bishop-moved.light':
      'Le fou {from} va en {square}, la {ordinal} case blanche ; {thePiece} qui s’y trouvait va en {from}.',
    'event.king-moved-between-rooks':
      'Le roi n’était pas entre les tours : le roi et la tour la plus proche sont échangés ({from} et {square}).',
  };

  const prefixed = {};
  Object.keys(words).forEach(function (key) {
    prefixed['drawWords.' + key] = words[key];
  });
  global.Chess960Web.i18n.add({ fr: prefixed });
})(typeof window !== 'undefined' ? window : globalThis);
