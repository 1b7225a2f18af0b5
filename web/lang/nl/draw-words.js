/*
 * The Dutch words of the draw machines (mirrors web/draw/step-strings.js: the same keys,
 * "count.X.<plural category>" as Intl.PluralRules('nl') names them). Loaded by shared/i18n.js
 * only when the page is shown in Dutch; registered under "drawWords.<key>" like the German.
 */
(function (global) {
  'use strict';

  const words = {
    letters: 'KDTLP',
    'piece.K': 'koning',
    'piece.Q': 'dame',
    'piece.R': 'toren',
    'piece.B': 'loper',
    'piece.N': 'paard',
    'pieceThe.K': 'de koning',
    'pieceThe.Q': 'de dame',
    'pieceThe.R': 'de toren',
    'pieceThe.B': 'de loper',
    'pieceThe.N': 'het paard',
    'count.Q.one': '{n} dame',
    'count.Q.other': '{n} dames',
    'count.B.one': '{n} loper',
    'count.B.other': '{n} lopers',
    'count.N.one': '{n} paard',
    'count.N.other': '{n} paarden',
    'num.1': 'één',
    'num.2': 'twee',
    'num.3': 'drie',
    'num.4': 'vier',
    'num.5': 'vijf',
    'num.6': 'zes',
    'num.7': 'zeven',
    'num.8': 'acht',
    ordinal: '{k}e',
    listSeparator: ', ',
    'method.die': 'Eén dobbelsteen (Bodlaender / Althöfer)',
    'method.coins': 'Twee munten (Northam)',
    'method.coins-die': 'Twee munten en een dobbelsteen (Northam)',
    'method.bag': 'Zakje, ‘Lottofee’ (Coffin)',
    'method.bag-wheeler': 'Zakje met Wheelers lopercorrectie',
    'method.cards': 'Acht genummerde kaarten',
    'method.platonic': 'Platonische lichamen',
    'method.northam-placement': 'Spelers zetten de stukken neer (Northam, niet willekeurig)',
    'done.die': 'Klaar: toren, koning, toren staan op de laatste drie velden.',
    'done.coins': 'Klaar: de paarden staan op de laatste twee velden.',
    'done.coins-die': 'Klaar: de paarden staan op de laatste twee velden.',
    'done.bag': 'Klaar: de lopers staan op verschillende kleuren, de koning tussen de torens.',
    'done.bag-wheeler': 'Klaar: de lopers staan op verschillende kleuren, de koning tussen de torens.',
    'done.cards': 'Klaar: de lopers staan op verschillende kleuren, de koning tussen de torens.',
    'done.platonic': 'Klaar (de dodecaëder wordt genegeerd): toren, koning, toren op de laatste drie velden.',
    'done.northam-placement': 'Klaar: de koning op het middelste van de laatste drie velden, de torens op de andere.',
    'what.light-bishop': 'de witveldige loper',
    'what.dark-bishop': 'de zwartveldige loper',
    'what.queen': 'de dame',
    'what.king': 'de koning',
    'what.right-rook': 'de rechtertoren',
    'what.left-rook': 'de linkertoren',
    'what.first-knight': 'het eerste paard',
    'what.second-knight': 'het tweede paard',
    'where.dark': '1–{count} = {squares}',
    'where.light': '1–{count} = {squares}',
    'where.free': 'het k-de van de {countWord} vrije velden van links',
    'where.middle': 'een van de middelste vier van de zes vrije velden',
    'where.right-of-king': 'de vrije velden rechts van de koning',
    'where.left-of-king': 'de vrije velden links van de koning',
    'ask.die': 'Gooi voor {what}: {where}{again}.',
    'ask.die-fold': 'Gooi de dobbelsteen voor {what} ({where}): 1–{count}, waarbij {high} tellen als {low}.',
    'ask.coins':
      'Gooi beide munten voor {what} ({where}): kleine munt munt 0, grote munt munt 1, kop telt 2; tel op{again}.',
    'ask.coin': 'Gooi de grote munt voor {what} ({where}): munt = 1, kop = 2.',
    'again.die': ' ({rerolls}: opnieuw gooien)',
    'again.coins': ' ({rerolls}: opnieuw gooien)',
    'ask.octahedron': 'Octaëder (1–8): een loper op dat veld, geteld vanaf a1.',
    'ask.tetrahedron.dark': 'Tetraëder (1–4): de andere loper op dat zwarte veld.',
    'ask.tetrahedron.light': 'Tetraëder (1–4): de andere loper op dat witte veld.',
    'ask.cube': 'Kubus (1–6): de dame op dat vrije veld.',
    'ask.icosahedron':
      'Icosaëder (1–20): verdubbel en tel er 8 bij op; het tweede cijfer gehalveerd plus één plaatst het eerste paard, het eerste cijfer het tweede.',
    'step.bag-piece': 'Trek zonder te kijken een stuk uit het zakje en zet het op {square}.',
    'step.bishop-choice.dark':
      'Beide lopers staan op zwarte velden. Loot welke verhuist (bijv. een pion in een van twee gesloten handen): links ({left}) of rechts ({right}).',
    'step.bishop-choice.light':
      'Beide lopers staan op witte velden. Loot welke verhuist (bijv. een pion in een van twee gesloten handen): links ({left}) of rechts ({right}).',
    'step.bishop-piece.dark':
      'Doe de acht zwarte stukken in het zakje en trek er één: toren = 1e, paard = 2e, loper = 3e, dame of koning = 4e zwarte veld voor de loper op {from}.',
    'step.bishop-piece.light':
      'Doe de acht zwarte stukken in het zakje en trek er één: toren = 1e, paard = 2e, loper = 3e, dame of koning = 4e witte veld voor de loper op {from}.',
    'step.card-piece': 'Leg de volgende kaart van de geschudde stapel neer: het stuk ervan komt op {square}.',
    'step.bishop-card':
      'Beide lopers op één kleur: schud alle acht kaarten en trek er één. 1–4 verplaatst de linkerloper ({left}), 5–8 de rechter ({right}), naar het k-de veld van de andere kleur (k = kaart, bij 5–8 min 4).',
    'step.placement.black': 'Zwart zet een stuk op een vrij veld (bijv. ‘Lc1’); nog te plaatsen: {pieces}.',
    'step.placement.white': 'Wit zet een stuk op een vrij veld (bijv. ‘Lc1’); nog te plaatsen: {pieces}.',
    'label.coins.1': 'klein munt + groot munt',
    'label.coins.2': 'klein munt + groot kop',
    'label.coins.3': 'klein kop + groot munt',
    'label.coins.4': 'beide kop',
    'label.coin.1': 'munt',
    'label.coin.2': 'kop',
    'label.throw': '{faces} → {square}',
    'label.bag-piece': '{piece} ({n} in het zakje)',
    'label.bishop-choice.left': 'linkerloper ({square})',
    'label.bishop-choice.right': 'rechterloper ({square})',
    'label.bishop-piece': '{piece} → {square}',
    'label.bishop-card': '{from} → {square}',
    'label.knights': '{number} → {second}{first}: {a}, {b}',
    'event.placed': '{value}: {piece} op {square}.',
    'event.only-square': 'maar één veld: {piece} op {square}.',
    'event.drawn': '{piece} op {square}.',
    'event.card-laid': 'Kaart {value}: {piece} op {square}.',
    'event.player-placed.black': 'Zwart: {piece} op {square}.',
    'event.player-placed.white': 'Wit: {piece} op {square}.',
    'event.knights-placed': '{value} → {number} → {second}{first}: paarden op {a} en {b}.',
    'event.rook-king-rook': 'Toren, koning, toren op de laatste drie velden.',
    'event.knights-last': 'Paarden op de laatste twee velden.',
    'event.pair-swapped': 'Beide lopers op één kleur: het paar {a}-{b} wordt verwisseld.',
    'event.bishop-moved.dark':
      'Loper {from} gaat naar {square}, het {ordinal} zwarte veld; {thePiece} van daar gaat naar {from}.',
    'event.bishop-moved.light':
      'Loper {from} gaat naar {square}, het {ordinal} witte veld; {thePiece} van daar gaat naar {from}.',
    'event.king-moved-between-rooks':
      'De koning stond niet tussen de torens: koning en dichtstbijzijnde toren verwisseld ({from} en {square}).',
  };

  const prefixed = {};
  Object.keys(words).forEach(function (key) {
    prefixed['drawWords.' + key] = words[key];
  });
  global.Chess960Web.i18n.add({ nl: prefixed });
})(typeof window !== 'undefined' ? window : globalThis);
