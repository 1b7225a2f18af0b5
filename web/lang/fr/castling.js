// The castling words in fr.
export default {
  'castle.title': 'Roque',
  'castle.short': 'O-O (petit roque, côté h)',
  'castle.long': 'O-O-O (grand roque, côté a)',
  'castle.both': 'Roi {kf} → {kt}, tour {rf} → {rt}',
  'castle.onlyRook': 'Le roi reste en {kt} ; seule la tour bouge : {rf} → {rt}',
  'castle.onlyKing': 'La tour reste en {rt} ; seul le roi bouge : {kf} → {kt}',
  'castle.endsOnly': 'Roi en {kt}, tour en {rt}',
  'castle.legal': 'Possible maintenant.',
  'castle.black': 'Les Noirs de même sur la 8e rangée.',
  'castle.fide':
    'Comment roquer (FIDE) : retirer le roi de l’échiquier, poser la tour sur sa case, puis le roi sur la sienne.',
  'castle.why.game-over': 'La partie est terminée.',
  'castle.why.no-right': 'Impossible : la partie a commencé sans ce droit.',
  'castle.why.castled': 'Plus possible : ce camp a déjà roqué.',
  'castle.why.king-moved': 'Plus possible : le roi a bougé.',
  'castle.why.rook-moved': 'Plus possible : cette tour a bougé.',
  'castle.why.rook-captured': 'Plus possible : cette tour a été prise.',
  'castle.why.blocked': 'Pas maintenant, sur le chemin : {pieces}.',
  'castle.why.in-check': 'Pas maintenant : le roi est en échec.',
  'castle.why.passes-attacked-square': 'Pas maintenant : le roi traverse une case attaquée ({squares}).',
  'castle.why.lands-in-check': 'Pas maintenant : le roi serait en échec ({squares}).',
};
