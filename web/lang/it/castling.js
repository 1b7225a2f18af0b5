// The castling words in it.
export default {
  'castle.title': 'Arrocco',
  'castle.short': 'O-O (arrocco corto, lato h)',
  'castle.long': 'O-O-O (arrocco lungo, lato a)',
  'castle.both': 'Re {kf} → {kt}, torre {rf} → {rt}',
  'castle.onlyRook': 'Il re resta in {kt}; si muove solo la torre: {rf} → {rt}',
  'castle.onlyKing': 'La torre resta in {rt}; si muove solo il re: {kf} → {kt}',
  'castle.endsOnly': 'Re in {kt}, torre in {rt}',
  'castle.legal': 'Possibile ora.',
  'castle.black': 'Il Nero allo stesso modo sull’ottava traversa.',
  'castle.fide':
    'Come arroccare (FIDE): togliere il re dalla scacchiera, mettere la torre sulla sua casa, poi il re sulla sua.',
  'castle.why.game-over': 'La partita è finita.',
  'castle.why.no-right': 'Non possibile: la partita è iniziata senza questo diritto.',
  'castle.why.castled': 'Non più possibile: questo lato ha già arroccato.',
  'castle.why.king-moved': 'Non più possibile: il re si è mosso.',
  'castle.why.rook-moved': 'Non più possibile: questa torre si è mossa.',
  'castle.why.rook-captured': 'Non più possibile: questa torre è stata catturata.',
  'castle.why.blocked': 'Non ora, in mezzo: {pieces}.',
  'castle.why.in-check': 'Non ora: il re è sotto scacco.',
  'castle.why.passes-attacked-square': 'Non ora: il re attraversa una casa attaccata ({squares}).',
  'castle.why.lands-in-check': 'Non ora: il re finirebbe sotto scacco ({squares}).',
};
