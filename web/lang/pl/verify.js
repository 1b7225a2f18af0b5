// The verify words in pl.
export default {
  'verify.title': 'Szachy 960 – sprawdź losowanie',
  'verify.heading': 'Sprawdź losowanie',
  'verify.tagline': 'Przelicz każdą rundę z opublikowanych tekstów',
  'verify.commitment': 'Zobowiązanie (64 cyfry szesnastkowe, opublikowane przed 1. rundą)',
  'verify.secret': 'Sekret (ujawniony po turnieju)',
  'verify.exclude': 'Wykluczone numery',
  'verify.check': 'sprawdź',
  'verify.ok': 'Sekret zgadza się ze zobowiązaniem (odcisk {fingerprint}).',
  'verify.depends':
    'Poza sekretem rundy zależą od wartości publicznej, liczby rund, wykluczeń i opcji „oba kolory”: wpisz je wszystkie tak, jak opublikował je turniej.',
  'verify.basis':
    'Obliczono z sekretu oraz: {settings}. To są rundy turnieju tylko wtedy, gdy są to opublikowane przez niego ustawienia:',
  'verify.missing':
    'Uwaga: link nie podaje: {fields}. Stoją tam wartości domyślne strony – porównaj je z opublikowanym arkuszem turnieju.',
  'verify.publicValue': 'wartość publiczna „{value}”',
  'verify.noPublic': 'brak wartości publicznej',
  'verify.oneColour': 'każda pozycja raz',
  'verify.mismatch':
    'Zobowiązanie nie pasuje do tego sekretu: jego SHA-256 zaczyna się od {secret}, zobowiązanie od {commitment}. Porównaj oba teksty znak po znaku z opublikowanym arkuszem.',
  'verify.offline': 'Obliczane w przeglądarce, także offline. chess960 event verify daje te same numery.',
  'verify.swapped': 'kolory zamienione',
  'verify.hidden':
    'Uwaga: wartość publiczna zawiera znaki niewidoczne lub zmieniające kierunek pisma, pokazane tu jako ⟨U+…⟩. Porównaj ją znak po znaku z opublikowaną wartością.',
  'verify.readAs': 'Odczytano jako: {value}',
  'verify.colours': 'Kolory',
};
