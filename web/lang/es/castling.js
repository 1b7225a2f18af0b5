// The castling words in es.
export default {
  'castle.title': 'Enroque',
  'castle.short': 'O-O (enroque corto, flanco h)',
  'castle.long': 'O-O-O (enroque largo, flanco a)',
  'castle.both': 'Rey {kf} → {kt}, torre {rf} → {rt}',
  'castle.onlyRook': 'El rey se queda en {kt}; solo se mueve la torre: {rf} → {rt}',
  'castle.onlyKing': 'La torre se queda en {rt}; solo se mueve el rey: {kf} → {kt}',
  'castle.endsOnly': 'Rey en {kt}, torre en {rt}',
  'castle.legal': 'Posible ahora.',
  'castle.black': 'Las negras igual en la 8.ª fila.',
  'castle.fide':
    'Cómo enrocar (FIDE): retire el rey del tablero, ponga la torre en su casilla y después el rey en la suya.',
  'castle.why.game-over': 'La partida ha terminado.',
  'castle.why.no-right': 'No es posible: la partida empezó sin este derecho.',
  'castle.why.castled': 'Ya no es posible: este bando ya se enrocó.',
  'castle.why.king-moved': 'Ya no es posible: el rey se ha movido.',
  'castle.why.rook-moved': 'Ya no es posible: esta torre se ha movido.',
  'castle.why.rook-captured': 'Ya no es posible: esta torre fue capturada.',
  'castle.why.blocked': 'Ahora no, en medio: {pieces}.',
  'castle.why.in-check': 'Ahora no: el rey está en jaque.',
  'castle.why.passes-attacked-square': 'Ahora no: el rey cruza una casilla atacada ({squares}).',
  'castle.why.lands-in-check': 'Ahora no: el rey quedaría en jaque ({squares}).',
};
