/*
 * The words of the draw machines (draw.html), one table per language, keyed by the ids the core
 * returns (chess960.d.ts: DrawStepId, DrawEventId, method ids). "{name}" placeholders are filled
 * by draw/words.js, which documents each one. Adding a language is one more table with the same
 * keys; "count.X.<plural category>" follows Intl.PluralRules (English and German need one/other).
 * Classic script: adds the tables to the translator (shared/i18n.js) under "drawWords.<key>".
 */
(function (global) {
  'use strict';

  const de = {
    letters: 'KDTLS', // K Q R B N
    'piece.K': 'König',
    'piece.Q': 'Dame',
    'piece.R': 'Turm',
    'piece.B': 'Läufer',
    'piece.N': 'Springer',
    'pieceThe.K': 'der König',
    'pieceThe.Q': 'die Dame',
    'pieceThe.R': 'der Turm',
    'pieceThe.B': 'der Läufer',
    'pieceThe.N': 'der Springer',
    'count.Q.one': '{n} Dame',
    'count.Q.other': '{n} Damen',
    'count.B.one': '{n} Läufer',
    'count.B.other': '{n} Läufer',
    'count.N.one': '{n} Springer',
    'count.N.other': '{n} Springer',
    'num.1': 'eins',
    'num.2': 'zwei',
    'num.3': 'drei',
    'num.4': 'vier',
    'num.5': 'fünf',
    'num.6': 'sechs',
    'num.7': 'sieben',
    'num.8': 'acht',
    ordinal: '{k}.',
    listSeparator: ', ',

    'method.die': 'Ein Würfel (Bodlaender / Althöfer)',
    'method.coins': 'Zwei Münzen (Northam)',
    'method.coins-die': 'Zwei Münzen und ein Würfel (Northam)',
    'method.bag': 'Beutel, „Lottofee“ (Coffin)',
    'method.bag-wheeler': 'Beutel mit Wheelers Läuferkorrektur',
    'method.cards': 'Acht nummerierte Karten',
    'method.platonic': 'Platonische Körper',
    'method.northam-placement': 'Spieler stellen auf (Northam, nicht zufällig)',

    'done.die': 'Fertig: Turm, König, Turm stehen auf den letzten drei Feldern.',
    'done.coins': 'Fertig: die Springer stehen auf den letzten beiden Feldern.',
    'done.coins-die': 'Fertig: die Springer stehen auf den letzten beiden Feldern.',
    'done.bag': 'Fertig: die Läufer stehen auf verschiedenen Farben, der König zwischen den Türmen.',
    'done.bag-wheeler': 'Fertig: die Läufer stehen auf verschiedenen Farben, der König zwischen den Türmen.',
    'done.cards': 'Fertig: die Läufer stehen auf verschiedenen Farben, der König zwischen den Türmen.',
    'done.platonic': 'Fertig (der Dodekaeder wird ignoriert): Turm, König, Turm auf die letzten drei Felder.',
    'done.northam-placement': 'Fertig: der König auf das mittlere der letzten drei Felder, die Türme auf die anderen.',

    // A roll or throw for one piece: "{what}" after "für", "{where}" the squares counted.
    'what.light-bishop': 'den weißfeldrigen Läufer',
    'what.dark-bishop': 'den schwarzfeldrigen Läufer',
    'what.queen': 'die Dame',
    'what.king': 'den König',
    'what.right-rook': 'den rechten Turm',
    'what.left-rook': 'den linken Turm',
    'what.first-knight': 'den ersten Springer',
    'what.second-knight': 'den zweiten Springer',
    'where.dark': '1–{count} = {squares}',
    'where.light': '1–{count} = {squares}',
    'where.free': 'das k-te der {countWord} freien Felder von links',
    'where.middle': 'eines der mittleren vier der sechs freien Felder',
    'where.right-of-king': 'die freien Felder rechts vom König',
    'where.left-of-king': 'die freien Felder links vom König',
    'ask.die': 'Würfeln für {what}: {where}{again}.',
    'ask.die-fold': 'Würfeln für {what} ({where}): 1–{count}, dabei zählen {high} als {low}.',
    'ask.coins':
      'Beide Münzen werfen für {what} ({where}): kleine Münze Rückseite 0, große Rückseite 1, Vorderseiten 2; zusammenzählen{again}.',
    'ask.coin': 'Die große Münze werfen für {what} ({where}): Rückseite = 1, Vorderseite = 2.',
    'again.die': ' ({rerolls}: noch einmal)',
    'again.coins': ' ({rerolls}: noch einmal werfen)',
    'ask.octahedron': 'Oktaeder (1–8): ein Läufer auf dieses Feld, von a1 an gezählt.',
    'ask.tetrahedron.dark': 'Tetraeder (1–4): der andere Läufer auf dieses schwarze Feld.',
    'ask.tetrahedron.light': 'Tetraeder (1–4): der andere Läufer auf dieses weiße Feld.',
    'ask.cube': 'Hexaeder (1–6): die Dame auf dieses freie Feld.',
    'ask.icosahedron':
      'Ikosaeder (1–20): verdoppeln, 8 addieren; zweite Ziffer halbiert plus eins setzt den ersten Springer, die erste Ziffer den zweiten.',

    'step.bag-piece': 'Ziehe blind eine Figur aus dem Beutel und stelle sie auf {square}.',
    'step.bishop-choice.dark':
      'Beide Läufer stehen auf schwarzen Feldern. Lose aus, welcher umzieht (z. B. Bauer in einer von zwei verdeckten Händen): links ({left}) oder rechts ({right}).',
    'step.bishop-choice.light':
      'Beide Läufer stehen auf weißen Feldern. Lose aus, welcher umzieht (z. B. Bauer in einer von zwei verdeckten Händen): links ({left}) oder rechts ({right}).',
    'step.bishop-piece.dark':
      'Die acht schwarzen Figuren in den Beutel, eine ziehen: Turm = 1., Springer = 2., Läufer = 3., Dame oder König = 4. schwarzes Feld für den Läufer auf {from}.',
    'step.bishop-piece.light':
      'Die acht schwarzen Figuren in den Beutel, eine ziehen: Turm = 1., Springer = 2., Läufer = 3., Dame oder König = 4. weißes Feld für den Läufer auf {from}.',
    'step.card-piece': 'Die nächste Karte des gemischten Stapels auslegen: ihre Figur kommt auf {square}.',
    'step.bishop-card':
      'Beide Läufer auf einer Farbe: alle acht Karten mischen, eine ziehen. 1–4 versetzt den linken Läufer ({left}), 5–8 den rechten ({right}), auf das k-te Feld der anderen Farbe (k = Karte, bei 5–8 minus 4).',
    'step.placement.black': 'Schwarz stellt eine Figur auf ein freies Feld (z. B. „Lc1“); noch zu setzen: {pieces}.',
    'step.placement.white': 'Weiß stellt eine Figur auf ein freies Feld (z. B. „Lc1“); noch zu setzen: {pieces}.',

    // Option buttons: the value, then what it does.
    'label.coins.1': 'klein Rückseite + groß Rückseite',
    'label.coins.2': 'klein Rückseite + groß Vorderseite',
    'label.coins.3': 'klein Vorderseite + groß Rückseite',
    'label.coins.4': 'beide Vorderseiten',
    'label.coin.1': 'Rückseite',
    'label.coin.2': 'Vorderseite',
    'label.throw': '{faces} → {square}',
    'label.bag-piece': '{piece} ({n} im Beutel)',
    'label.bishop-choice.left': 'linker Läufer ({square})',
    'label.bishop-choice.right': 'rechter Läufer ({square})',
    'label.bishop-piece': '{piece} → {square}',
    'label.bishop-card': '{from} → {square}',
    'label.knights': '{number} → {second}{first}: {a}, {b}',

    'event.placed': '{value}: {piece} auf {square}.',
    'event.only-square': 'nur ein Feld: {piece} auf {square}.',
    'event.drawn': '{piece} auf {square}.',
    'event.card-laid': 'Karte {value}: {piece} auf {square}.',
    'event.player-placed.black': 'Schwarz: {piece} auf {square}.',
    'event.player-placed.white': 'Weiß: {piece} auf {square}.',
    'event.knights-placed': '{value} → {number} → {second}{first}: Springer auf {a} und {b}.',
    'event.rook-king-rook': 'Turm, König, Turm auf die letzten drei Felder.',
    'event.knights-last': 'Springer auf die letzten beiden Felder.',
    'event.pair-swapped': 'Beide Läufer auf einer Farbe: das Paar {a}-{b} wird getauscht.',
    'event.bishop-moved.dark':
      'Läufer {from} zieht nach {square}, dem {ordinal} schwarzen Feld; {thePiece} von dort kommt nach {from}.',
    'event.bishop-moved.light':
      'Läufer {from} zieht nach {square}, dem {ordinal} weißen Feld; {thePiece} von dort kommt nach {from}.',
    'event.king-moved-between-rooks':
      'Der König stand nicht zwischen den Türmen: König und nächster Turm getauscht ({from} und {square}).',
  };

  const en = {
    letters: 'KQRBN',
    'piece.K': 'king',
    'piece.Q': 'queen',
    'piece.R': 'rook',
    'piece.B': 'bishop',
    'piece.N': 'knight',
    'pieceThe.K': 'the king',
    'pieceThe.Q': 'the queen',
    'pieceThe.R': 'the rook',
    'pieceThe.B': 'the bishop',
    'pieceThe.N': 'the knight',
    'count.Q.one': '{n} queen',
    'count.Q.other': '{n} queens',
    'count.B.one': '{n} bishop',
    'count.B.other': '{n} bishops',
    'count.N.one': '{n} knight',
    'count.N.other': '{n} knights',
    'num.1': 'one',
    'num.2': 'two',
    'num.3': 'three',
    'num.4': 'four',
    'num.5': 'five',
    'num.6': 'six',
    'num.7': 'seven',
    'num.8': 'eight',
    'ordinal.1': '1st',
    'ordinal.2': '2nd',
    'ordinal.3': '3rd',
    ordinal: '{k}th',
    listSeparator: ', ',

    'method.die': 'One die (Bodlaender / Althöfer)',
    'method.coins': 'Two coins (Northam)',
    'method.coins-die': 'Two coins and a die (Northam)',
    'method.bag': 'Bag, "Lottofee" (Coffin)',
    'method.bag-wheeler': 'Bag with Wheeler\u2019s bishop fix',
    'method.cards': 'Eight numbered cards',
    'method.platonic': 'Platonic dice',
    'method.northam-placement': 'Players place the pieces (Northam, not random)',

    'done.die': 'Done: rook, king, rook stand on the last three squares.',
    'done.coins': 'Done: the knights stand on the last two squares.',
    'done.coins-die': 'Done: the knights stand on the last two squares.',
    'done.bag': 'Done: the bishops stand on different colours and the king between the rooks.',
    'done.bag-wheeler': 'Done: the bishops stand on different colours and the king between the rooks.',
    'done.cards': 'Done: the bishops stand on different colours and the king between the rooks.',
    'done.platonic': 'Done (the dodecahedron is ignored): rook, king, rook on the last three squares.',
    'done.northam-placement': 'Done: the king on the middle of the last three squares, rooks on the others.',

    'what.light-bishop': 'the light-squared bishop',
    'what.dark-bishop': 'the dark-squared bishop',
    'what.queen': 'the queen',
    'what.king': 'the king',
    'what.right-rook': 'the right rook',
    'what.left-rook': 'the left rook',
    'what.first-knight': 'the first knight',
    'what.second-knight': 'the second knight',
    'where.dark': '1–{count} = {squares}',
    'where.light': '1–{count} = {squares}',
    'where.free': 'the k-th of the {countWord} free squares from the left',
    'where.middle': 'one of the middle four of the six free squares',
    'where.right-of-king': 'the free squares right of the king',
    'where.left-of-king': 'the free squares left of the king',
    'ask.die': 'Roll for {what}: {where}{again}.',
    'ask.die-fold': 'Roll the die for {what} ({where}): 1–{count}, and {high} count as {low}.',
    'ask.coins':
      'Throw both coins for {what} ({where}): small coin back 0, large coin back 1, fronts 2; add them{again}.',
    'ask.coin': 'Throw the large coin for {what} ({where}): back = 1, front = 2.',
    'again.die': ' ({rerolls}: roll again)',
    'again.coins': ' ({rerolls}: throw again)',
    'ask.octahedron': 'Octahedron (1–8): one bishop on that square, counted from a1.',
    'ask.tetrahedron.dark': 'Tetrahedron (1–4): the other bishop on that dark square.',
    'ask.tetrahedron.light': 'Tetrahedron (1–4): the other bishop on that light square.',
    'ask.cube': 'Cube (1–6): the queen on that free square.',
    'ask.icosahedron':
      'Icosahedron (1–20): double it and add 8; the second digit halved plus one places the first knight, the first digit the second knight.',

    'step.bag-piece': 'Draw a piece from the bag without looking and put it on {square}.',
    'step.bishop-choice.dark':
      'Both bishops stand on dark squares. Choose at random which one moves (e.g. a pawn hidden in one of two hands): left ({left}) or right ({right}).',
    'step.bishop-choice.light':
      'Both bishops stand on light squares. Choose at random which one moves (e.g. a pawn hidden in one of two hands): left ({left}) or right ({right}).',
    'step.bishop-piece.dark':
      'Put the eight black pieces into the bag and draw one: rook = 1st, knight = 2nd, bishop = 3rd, queen or king = 4th dark square for the bishop on {from}.',
    'step.bishop-piece.light':
      'Put the eight black pieces into the bag and draw one: rook = 1st, knight = 2nd, bishop = 3rd, queen or king = 4th light square for the bishop on {from}.',
    'step.card-piece': 'Lay out the next card of the shuffled deck: its piece goes on {square}.',
    'step.bishop-card':
      'Both bishops stand on one colour: shuffle all eight cards and draw one. 1–4 move the left bishop ({left}), 5–8 the right one ({right}), to the k-th square of the other colour (k = card, minus 4 for 5–8).',
    'step.placement.black': 'Black puts a piece on a free square (e.g. "Bc1"); left to place: {pieces}.',
    'step.placement.white': 'White puts a piece on a free square (e.g. "Bc1"); left to place: {pieces}.',

    'label.coins.1': 'small back + large back',
    'label.coins.2': 'small back + large front',
    'label.coins.3': 'small front + large back',
    'label.coins.4': 'both fronts',
    'label.coin.1': 'back',
    'label.coin.2': 'front',
    'label.throw': '{faces} → {square}',
    'label.bag-piece': '{piece} ({n} in the bag)',
    'label.bishop-choice.left': 'left bishop ({square})',
    'label.bishop-choice.right': 'right bishop ({square})',
    'label.bishop-piece': '{piece} → {square}',
    'label.bishop-card': '{from} → {square}',
    'label.knights': '{number} → {second}{first}: {a}, {b}',

    'event.placed': '{value}: {piece} on {square}.',
    'event.only-square': 'only one square: {piece} on {square}.',
    'event.drawn': '{piece} on {square}.',
    'event.card-laid': 'Card {value}: {piece} on {square}.',
    'event.player-placed.black': 'Black: {piece} on {square}.',
    'event.player-placed.white': 'White: {piece} on {square}.',
    'event.knights-placed': '{value} → {number} → {second}{first}: knights on {a} and {b}.',
    'event.rook-king-rook': 'Rook, king, rook on the last three squares.',
    'event.knights-last': 'Knights on the last two squares.',
    'event.pair-swapped': 'Both bishops on one colour: the pair {a}-{b} is swapped.',
    'event.bishop-moved.dark':
      'Bishop {from} moves to {square}, the {ordinal} dark square; {thePiece} from there goes to {from}.',
    'event.bishop-moved.light':
      'Bishop {from} moves to {square}, the {ordinal} light square; {thePiece} from there goes to {from}.',
    'event.king-moved-between-rooks':
      'The king was not between the rooks: king and nearest rook swapped ({from} and {square}).',
  };

  // Registered with the one translator under "drawWords." (words.js reads them there).
  const prefixed = function (table) {
    const out = {};
    Object.keys(table).forEach(function (key) {
      out['drawWords.' + key] = table[key];
    });
    return out;
  };
  global.Chess960Web.i18n.add({ de: prefixed(de), en: prefixed(en) }, 'draw-words');
})(typeof window !== 'undefined' ? window : globalThis);
