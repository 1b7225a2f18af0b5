// The castling words in nl.
export default {
  'castle.title': 'Rokade',
  'castle.short': 'O-O (korte rokade, h-kant)',
  'castle.long': 'O-O-O (lange rokade, a-kant)',
  'castle.both': 'Koning {kf} → {kt}, toren {rf} → {rt}',
  'castle.onlyRook': 'De koning blijft op {kt}; alleen de toren gaat: {rf} → {rt}',
  'castle.onlyKing': 'De toren blijft op {rt}; alleen de koning gaat: {kf} → {kt}',
  'castle.endsOnly': 'Koning op {kt}, toren op {rt}',
  'castle.legal': 'Nu mogelijk.',
  'castle.black': 'Zwart net zo op de 8e rij.',
  'castle.fide':
    'Zo rokeer je (FIDE): neem de koning van het bord, zet de toren op zijn veld en daarna de koning op het zijne.',
  'castle.why.game-over': 'De partij is afgelopen.',
  'castle.why.no-right': 'Niet mogelijk: de partij begon zonder dit recht.',
  'castle.why.castled': 'Niet meer mogelijk: deze kleur heeft al gerokeerd.',
  'castle.why.king-moved': 'Niet meer mogelijk: de koning heeft gezet.',
  'castle.why.rook-moved': 'Niet meer mogelijk: deze toren heeft gezet.',
  'castle.why.rook-captured': 'Niet meer mogelijk: deze toren is geslagen.',
  'castle.why.blocked': 'Nu niet, in de weg: {pieces}.',
  'castle.why.in-check': 'Nu niet: de koning staat schaak.',
  'castle.why.passes-attacked-square': 'Nu niet: de koning gaat over een aangevallen veld ({squares}).',
  'castle.why.lands-in-check': 'Nu niet: de koning zou schaak staan ({squares}).',
};
