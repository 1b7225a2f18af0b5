/*
 * The Italian words of the draw machines (mirrors web/draw/step-strings.js: the same keys,
 * "count.X.<plural category>" as Intl.PluralRules('it') names them). Loaded by shared/i18n.js
 * only when the page is shown in Italian; registered under "drawWords.<key>" like the German.
 */
(function (global) {
  'use strict';

  const words = {
    letters: 'RDTAC',
    'piece.K': 're',
    'piece.Q': 'donna',
    'piece.R': 'torre',
    'piece.B': 'alfiere',
    'piece.N': 'cavallo',
    'pieceThe.K': 'il re',
    'pieceThe.Q': 'la donna',
    'pieceThe.R': 'la torre',
    'pieceThe.B': 'l’alfiere',
    'pieceThe.N': 'il cavallo',
    'count.Q.one': '{n} donna',
    'count.Q.other': '{n} donne',
    'count.B.one': '{n} alfiere',
    'count.B.other': '{n} alfieri',
    'count.N.one': '{n} cavallo',
    'count.N.other': '{n} cavalli',
    'num.1': 'una',
    'num.2': 'due',
    'num.3': 'tre',
    'num.4': 'quattro',
    'num.5': 'cinque',
    'num.6': 'sei',
    'num.7': 'sette',
    'num.8': 'otto',
    ordinal: '{k}ª',
    listSeparator: ', ',
    'method.die': 'Un dado (Bodlaender / Althöfer)',
    'method.coins': 'Due monete (Northam)',
    'method.coins-die': 'Due monete e un dado (Northam)',
    'method.bag': 'Sacchetto, «Lottofee» (Coffin)',
    'method.bag-wheeler': 'Sacchetto con la correzione degli alfieri di Wheeler',
    'method.cards': 'Otto carte numerate',
    'method.platonic': 'Solidi platonici',
    'method.northam-placement': 'I giocatori dispongono i pezzi (Northam, non casuale)',
    'done.die': 'Fatto: torre, re, torre occupano le ultime tre case.',
    'done.coins': 'Fatto: i cavalli occupano le ultime due case.',
    'done.coins-die': 'Fatto: i cavalli occupano le ultime due case.',
    'done.bag': 'Fatto: gli alfieri stanno su colori diversi e il re tra le torri.',
    'done.bag-wheeler': 'Fatto: gli alfieri stanno su colori diversi e il re tra le torri.',
    'done.cards': 'Fatto: gli alfieri stanno su colori diversi e il re tra le torri.',
    'done.platonic': 'Fatto (il dodecaedro non si usa): torre, re, torre sulle ultime tre case.',
    'done.northam-placement': 'Fatto: il re sulla casa centrale delle ultime tre, le torri sulle altre.',
    'what.light-bishop': 'l’alfiere campochiaro',
    'what.dark-bishop': 'l’alfiere camposcuro',
    'what.queen': 'la donna',
    'what.king': 'il re',
    'what.right-rook': 'la torre destra',
    'what.left-rook': 'la torre sinistra',
    'what.first-knight': 'il primo cavallo',
    'what.second-knight': 'il secondo cavallo',
    'where.dark': '1–{count} = {squares}',
    'where.light': '1–{count} = {squares}',
    'where.free': 'la k-esima delle {countWord} case libere da sinistra',
    'where.middle': 'una delle quattro case centrali delle sei libere',
    'where.right-of-king': 'le case libere a destra del re',
    'where.left-of-king': 'le case libere a sinistra del re',
    'ask.die': 'Tirare il dado per {what}: {where}{again}.',
    'ask.die-fold': 'Tirare il dado per {what} ({where}): 1–{count}; {high} valgono come {low}.',
    'ask.coins':
      'Lanciare entrambe le monete per {what} ({where}): moneta piccola croce 0, grande croce 1, teste 2; sommare{again}.',
    'ask.coin': 'Lanciare la moneta grande per {what} ({where}): croce = 1, testa = 2.',
    'again.die': ' ({rerolls}: ritirare)',
    'again.coins': ' ({rerolls}: rilanciare)',
    'ask.octahedron': 'Ottaedro (1–8): un alfiere su quella casa, contando da a1.',
    'ask.tetrahedron.dark': 'Tetraedro (1–4): l’altro alfiere su quella casa scura.',
    'ask.tetrahedron.light': 'Tetraedro (1–4): l’altro alfiere su quella casa chiara.',
    'ask.cube': 'Cubo (1–6): la donna su quella casa libera.',
    'ask.icosahedron':
      'Icosaedro (1–20): raddoppiare e aggiungere 8; la seconda cifra dimezzata più uno colloca il primo cavallo, la prima cifra il secondo.',
    'step.bag-piece': 'Estrarre un pezzo dal sacchetto senza guardare e metterlo in {square}.',
    'step.bishop-choice.dark':
      'Entrambi gli alfieri sono su case scure. Sorteggiare quale si sposta (ad es. un pedone nascosto in una delle due mani): sinistro ({left}) o destro ({right}).',
    'step.bishop-choice.light':
      'Entrambi gli alfieri sono su case chiare. Sorteggiare quale si sposta (ad es. un pedone nascosto in una delle due mani): sinistro ({left}) o destro ({right}).',
    'step.bishop-piece.dark':
      'Mettere gli otto pezzi neri nel sacchetto ed estrarne uno: torre = 1ª, cavallo = 2ª, alfiere = 3ª, donna o re = 4ª casa scura per l’alfiere in {from}.',
    'step.bishop-piece.light':
      'Mettere gli otto pezzi neri nel sacchetto ed estrarne uno: torre = 1ª, cavallo = 2ª, alfiere = 3ª, donna o re = 4ª casa chiara per l’alfiere in {from}.',
    'step.card-piece': 'Scoprire la carta successiva del mazzo mescolato: il suo pezzo va in {square}.',
    'step.bishop-card':
      'Entrambi gli alfieri sullo stesso colore: mescolare tutte le otto carte ed estrarne una. 1–4 sposta l’alfiere sinistro ({left}), 5–8 il destro ({right}), sulla k-esima casa dell’altro colore (k = carta, meno 4 per 5–8).',
    'step.placement.black': 'Il Nero mette un pezzo su una casa libera (ad es. «Ac1»); restano da collocare: {pieces}.',
    'step.placement.white':
      'Il Bianco mette un pezzo su una casa libera (ad es. «Ac1»); restano da collocare: {pieces}.',
    'label.coins.1': 'piccola croce + grande croce',
    'label.coins.2': 'piccola croce + grande testa',
    'label.coins.3': 'piccola testa + grande croce',
    'label.coins.4': 'due teste',
    'label.coin.1': 'croce',
    'label.coin.2': 'testa',
    'label.throw': '{faces} → {square}',
    'label.bag-piece': '{piece} ({n} nel sacchetto)',
    'label.bishop-choice.left': 'alfiere sinistro ({square})',
    'label.bishop-choice.right': 'alfiere destro ({square})',
    'label.bishop-piece': '{piece} → {square}',
    'label.bishop-card': '{from} → {square}',
    'label.knights': '{number} → {second}{first}: {a}, {b}',
    'event.placed': '{value}: {piece} in {square}.',
    'event.only-square': 'una sola casa: {piece} in {square}.',
    'event.drawn': '{piece} in {square}.',
    'event.card-laid': 'Carta {value}: {piece} in {square}.',
    'event.player-placed.black': 'Nero: {piece} in {square}.',
    'event.player-placed.white': 'Bianco: {piece} in {square}.',
    'event.knights-placed': '{value} → {number} → {second}{first}: cavalli in {a} e {b}.',
    'event.rook-king-rook': 'Torre, re, torre sulle ultime tre case.',
    'event.knights-last': 'Cavalli sulle ultime due case.',
    'event.pair-swapped': 'Entrambi gli alfieri sullo stesso colore: la coppia {a}-{b} viene scambiata.',
    'event.bishop-moved.dark':
      'L’alfiere in {from} va in {square}, la {ordinal} casa scura; {thePiece} che vi si trovava va in {from}.',
    'event.bishop-moved.light':
      'L’alfiere in {from} va in {square}, la {ordinal} casa chiara; {thePiece} che vi si trovava va in {from}.',
    'event.king-moved-between-rooks':
      'Il re non era tra le torri: re e torre più vicina scambiati ({from} e {square}).',
  };

  const prefixed = {};
  Object.keys(words).forEach(function (key) {
    prefixed['drawWords.' + key] = words[key];
  });
  global.Chess960Web.i18n.add({ it: prefixed });
})(typeof window !== 'undefined' ? window : globalThis);
