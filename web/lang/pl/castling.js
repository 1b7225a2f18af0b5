// The castling words in pl.
export default {
  'castle.title': 'Roszada',
  'castle.short': 'O-O (krótka roszada, strona h)',
  'castle.long': 'O-O-O (długa roszada, strona a)',
  'castle.both': 'Król {kf} → {kt}, wieża {rf} → {rt}',
  'castle.onlyRook': 'Król zostaje na {kt}; rusza się tylko wieża: {rf} → {rt}',
  'castle.onlyKing': 'Wieża zostaje na {rt}; rusza się tylko król: {kf} → {kt}',
  'castle.endsOnly': 'Król na {kt}, wieża na {rt}',
  'castle.legal': 'Możliwa teraz.',
  'castle.black': 'Czarne tak samo na 8. rzędzie.',
  'castle.fide':
    'Jak wykonać roszadę (FIDE): zdejmij króla z szachownicy, postaw wieżę na jej polu, a potem króla na jego polu.',
  'castle.why.game-over': 'Partia się zakończyła.',
  'castle.why.no-right': 'Niemożliwa: partia zaczęła się bez tego prawa.',
  'castle.why.castled': 'Już niemożliwa: ta strona wykonała już roszadę.',
  'castle.why.king-moved': 'Już niemożliwa: król się ruszył.',
  'castle.why.rook-moved': 'Już niemożliwa: ta wieża się ruszyła.',
  'castle.why.rook-captured': 'Już niemożliwa: ta wieża została zbita.',
  'castle.why.blocked': 'Nie teraz, na drodze: {pieces}.',
  'castle.why.in-check': 'Nie teraz: król jest szachowany.',
  'castle.why.passes-attacked-square': 'Nie teraz: król przechodzi przez atakowane pole ({squares}).',
  'castle.why.lands-in-check': 'Nie teraz: król stanąłby pod szachem ({squares}).',
};
