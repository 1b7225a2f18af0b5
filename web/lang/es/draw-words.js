/*
 * The Spanish words of the draw machines (mirrors web/draw/step-strings.js: the same keys,
 * "count.X.<plural category>" as Intl.PluralRules('es') names them). Loaded by shared/i18n.js
 * only when the page is shown in Spanish; registered under "drawWords.<key>" like the German.
 */
(function (global) {
  'use strict';

  const words = {
    letters: 'RDTAC',
    'piece.K': 'rey',
    'piece.Q': 'dama',
    'piece.R': 'torre',
    'piece.B': 'alfil',
    'piece.N': 'caballo',
    'pieceThe.K': 'el rey',
    'pieceThe.Q': 'la dama',
    'pieceThe.R': 'la torre',
    'pieceThe.B': 'el alfil',
    'pieceThe.N': 'el caballo',
    'count.Q.one': '{n} dama',
    'count.Q.other': '{n} damas',
    'count.B.one': '{n} alfil',
    'count.B.other': '{n} alfiles',
    'count.N.one': '{n} caballo',
    'count.N.other': '{n} caballos',
    'num.1': 'una',
    'num.2': 'dos',
    'num.3': 'tres',
    'num.4': 'cuatro',
    'num.5': 'cinco',
    'num.6': 'seis',
    'num.7': 'siete',
    'num.8': 'ocho',
    ordinal: '{k}.ª',
    listSeparator: ', ',
    'method.die': 'Un dado (Bodlaender / Althöfer)',
    'method.coins': 'Dos monedas (Northam)',
    'method.coins-die': 'Dos monedas y un dado (Northam)',
    'method.bag': 'Bolsa, «Lottofee» (Coffin)',
    'method.bag-wheeler': 'Bolsa con la corrección de alfiles de Wheeler',
    'method.cards': 'Ocho cartas numeradas',
    'method.platonic': 'Sólidos platónicos',
    'method.northam-placement': 'Los jugadores colocan las piezas (Northam, no aleatorio)',
    'done.die': 'Listo: torre, rey y torre ocupan las tres últimas casillas.',
    'done.coins': 'Listo: los caballos ocupan las dos últimas casillas.',
    'done.coins-die': 'Listo: los caballos ocupan las dos últimas casillas.',
    'done.bag': 'Listo: los alfiles están en colores distintos y el rey entre las torres.',
    'done.bag-wheeler': 'Listo: los alfiles están en colores distintos y el rey entre las torres.',
    'done.cards': 'Listo: los alfiles están en colores distintos y el rey entre las torres.',
    'done.platonic': 'Listo (el dodecaedro no se usa): torre, rey y torre en las tres últimas casillas.',
    'done.northam-placement': 'Listo: el rey en la casilla central de las tres últimas, las torres en las otras.',
    'what.light-bishop': 'el alfil de casillas blancas',
    'what.dark-bishop': 'el alfil de casillas negras',
    'what.queen': 'la dama',
    'what.king': 'el rey',
    'what.right-rook': 'la torre derecha',
    'what.left-rook': 'la torre izquierda',
    'what.first-knight': 'el primer caballo',
    'what.second-knight': 'el segundo caballo',
    'where.dark': '1–{count} = {squares}',
    'where.light': '1–{count} = {squares}',
    'where.free': 'la k-ésima de las {countWord} casillas libres desde la izquierda',
    'where.middle': 'una de las cuatro casillas centrales de las seis libres',
    'where.right-of-king': 'las casillas libres a la derecha del rey',
    'where.left-of-king': 'las casillas libres a la izquierda del rey',
    'ask.die': 'Tire el dado para {what}: {where}{again}.',
    'ask.die-fold': 'Tire el dado para {what} ({where}): 1–{count}; {high} cuentan como {low}.',
    'ask.coins':
      'Lance las dos monedas para {what} ({where}): moneda pequeña cruz 0, grande cruz 1, caras 2; súmelas{again}.',
    'ask.coin': 'Lance la moneda grande para {what} ({where}): cruz = 1, cara = 2.',
    'again.die': ' ({rerolls}: otra vez)',
    'again.coins': ' ({rerolls}: lanzar otra vez)',
    'ask.octahedron': 'Octaedro (1–8): un alfil en esa casilla, contando desde a1.',
    'ask.tetrahedron.dark': 'Tetraedro (1–4): el otro alfil en esa casilla negra.',
    'ask.tetrahedron.light': 'Tetraedro (1–4): el otro alfil en esa casilla blanca.',
    'ask.cube': 'Cubo (1–6): la dama en esa casilla libre.',
    'ask.icosahedron':
      'Icosaedro (1–20): duplique y sume 8; la segunda cifra dividida entre dos más uno coloca el primer caballo, la primera cifra el segundo.',
    'step.bag-piece': 'Saque de la bolsa una pieza sin mirar y colóquela en {square}.',
    'step.bishop-choice.dark':
      'Los dos alfiles están en casillas negras. Sortee cuál se mueve (p. ej. un peón escondido en una de dos manos): izquierda ({left}) o derecha ({right}).',
    'step.bishop-choice.light':
      'Los dos alfiles están en casillas blancas. Sortee cuál se mueve (p. ej. un peón escondido en una de dos manos): izquierda ({left}) o derecha ({right}).',
    'step.bishop-piece.dark':
      'Meta las ocho piezas negras en la bolsa y saque una: torre = 1.ª, caballo = 2.ª, alfil = 3.ª, dama o rey = 4.ª casilla negra para el alfil de {from}.',
    'step.bishop-piece.light':
      'Meta las ocho piezas negras en la bolsa y saque una: torre = 1.ª, caballo = 2.ª, alfil = 3.ª, dama o rey = 4.ª casilla blanca para el alfil de {from}.',
    'step.card-piece': 'Ponga la siguiente carta del mazo barajado: su pieza va a {square}.',
    'step.bishop-card':
      'Los dos alfiles están en el mismo color: baraje las ocho cartas y saque una. 1–4 mueve el alfil izquierdo ({left}), 5–8 el derecho ({right}), a la k-ésima casilla del otro color (k = carta, menos 4 para 5–8).',
    'step.placement.black':
      'Las negras colocan una pieza en una casilla libre (p. ej. «Ac1»); quedan por colocar: {pieces}.',
    'step.placement.white':
      'Las blancas colocan una pieza en una casilla libre (p. ej. «Ac1»); quedan por colocar: {pieces}.',
    'label.coins.1': 'pequeña cruz + grande cruz',
    'label.coins.2': 'pequeña cruz + grande cara',
    'label.coins.3': 'pequeña cara + grande cruz',
    'label.coins.4': 'dos caras',
    'label.coin.1': 'cruz',
    'label.coin.2': 'cara',
    'label.throw': '{faces} → {square}',
    'label.bag-piece': '{piece} ({n} en la bolsa)',
    'label.bishop-choice.left': 'alfil izquierdo ({square})',
    'label.bishop-choice.right': 'alfil derecho ({square})',
    'label.bishop-piece': '{piece} → {square}',
    'label.bishop-card': '{from} → {square}',
    'label.knights': '{number} → {second}{first}: {a}, {b}',
    'event.placed': '{value}: {piece} en {square}.',
    'event.only-square': 'solo una casilla: {piece} en {square}.',
    'event.drawn': '{piece} en {square}.',
    'event.card-laid': 'Carta {value}: {piece} en {square}.',
    'event.player-placed.black': 'Negras: {piece} en {square}.',
    'event.player-placed.white': 'Blancas: {piece} en {square}.',
    'event.knights-placed': '{value} → {number} → {second}{first}: caballos en {a} y {b}.',
    'event.rook-king-rook': 'Torre, rey y torre en las tres últimas casillas.',
    'event.knights-last': 'Caballos en las dos últimas casillas.',
    'event.pair-swapped': 'Los dos alfiles en el mismo color: se intercambia la pareja {a}-{b}.',
    'event.bishop-moved.dark':
      'El alfil de {from} va a {square}, la {ordinal} casilla negra; {thePiece} que estaba allí va a {from}.',
    'event.bishop-moved.light':
      'El alfil de {from} va a {square}, la {ordinal} casilla blanca; {thePiece} que estaba allí va a {from}.',
    'event.king-moved-between-rooks':
      'El rey no estaba entre las torres: se intercambian el rey y la torre más cercana ({from} y {square}).',
  };

  const prefixed = {};
  Object.keys(words).forEach(function (key) {
    prefixed['drawWords.' + key] = words[key];
  });
  global.Chess960Web.i18n.add({ es: prefixed });
})(typeof window !== 'undefined' ? window : globalThis);
