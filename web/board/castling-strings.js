/*
 * The words of the castling card (board/castling-card.js).
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'castle.title': 'Rochade',
        'castle.short': 'O-O (kurze Rochade, h-Seite)',
        'castle.long': 'O-O-O (lange Rochade, a-Seite)',
        'castle.both': 'König {kf} → {kt}, Turm {rf} → {rt}',
        'castle.onlyRook': 'Der König bleibt auf {kt}; nur der Turm zieht: {rf} → {rt}',
        'castle.onlyKing': 'Der Turm bleibt auf {rt}; nur der König zieht: {kf} → {kt}',
        'castle.endsOnly': 'König auf {kt}, Turm auf {rt}',
        'castle.legal': 'Jetzt möglich.',
        'castle.black': 'Schwarz genauso auf der 8. Reihe.',
        'castle.fide':
          'So wird rochiert (FIDE): den König vom Brett nehmen, den Turm auf sein Zielfeld stellen, dann den König auf seines.',
        'castle.why.game-over': 'Die Partie ist beendet.',
        'castle.why.no-right': 'Nicht möglich: Das Rochaderecht fehlte schon zu Beginn.',
        'castle.why.castled': 'Nicht mehr möglich: Diese Seite hat schon rochiert.',
        'castle.why.king-moved': 'Nicht mehr möglich: Der König hat gezogen.',
        'castle.why.rook-moved': 'Nicht mehr möglich: Dieser Turm hat gezogen.',
        'castle.why.rook-captured': 'Nicht mehr möglich: Dieser Turm wurde geschlagen.',
        'castle.why.blocked': 'Jetzt nicht, im Weg: {pieces}.',
        'castle.why.in-check': 'Jetzt nicht: Der König steht im Schach.',
        'castle.why.passes-attacked-square': 'Jetzt nicht: Der König überquert ein angegriffenes Feld ({squares}).',
        'castle.why.lands-in-check': 'Jetzt nicht: Der König stünde im Schach ({squares}).',
        'castle.piece.K': 'König',
        'castle.piece.Q': 'Dame',
        'castle.piece.R': 'Turm',
        'castle.piece.B': 'Läufer',
        'castle.piece.N': 'Springer',
        'castle.piece.P': 'Bauer',
      },
      en: {
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
        'castle.piece.K': 'king',
        'castle.piece.Q': 'queen',
        'castle.piece.R': 'rook',
        'castle.piece.B': 'bishop',
        'castle.piece.N': 'knight',
        'castle.piece.P': 'pawn',
      },
    },
    'castling',
  );
})(typeof window !== 'undefined' ? window : globalThis);
