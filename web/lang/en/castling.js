// The castling words in en.
export default {
  'castle.title': 'Castling',
  'castle.short': 'O-O (short, h-side)',
  'castle.long': 'O-O-O (long, a-side)',
  'castle.both': 'King {kf} → {kt}, rook {rf} → {rt}',
  'castle.onlyRook': 'The king stays on {kt}; only the rook moves: {rf} → {rt}',
  'castle.onlyKing': 'The rook stays on {rt}; only the king moves: {kf} → {kt}',
  'castle.endsOnly': 'King on {kt}, rook on {rt}',
  'castle.legal': 'Possible now.',
  'castle.black': 'Black the same on the 8th rank.',
  'castle.fide':
    'How to castle (FIDE): take the king off the board, put the rook on its square, then the king on its square.',
  'castle.why.game-over': 'The game is over.',
  'castle.why.no-right': 'Not possible: the game began without this right.',
  'castle.why.castled': 'No longer possible: this side has castled.',
  'castle.why.king-moved': 'No longer possible: the king has moved.',
  'castle.why.rook-moved': 'No longer possible: this rook has moved.',
  'castle.why.rook-captured': 'No longer possible: this rook was captured.',
  'castle.why.blocked': 'Not now: {pieces} in the way.',
  'castle.why.in-check': 'Not now: the king is in check.',
  'castle.why.passes-attacked-square': 'Not now: the king crosses an attacked square ({squares}).',
  'castle.why.lands-in-check': 'Not now: the king would be in check ({squares}).',
};
