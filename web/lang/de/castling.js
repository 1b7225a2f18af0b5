// The castling words in de.
export default {
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
};
