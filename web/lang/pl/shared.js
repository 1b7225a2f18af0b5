// The shared words in pl.
export default {
  'site.name': 'Szachy 960',
  'nav.label': 'Strony',
  'nav.start': 'Pozycja początkowa',
  'nav.play': 'Graj',
  'nav.draw': 'Losowanie ręczne',
  'nav.wall': 'Tryb ekranu',
  'nav.event': 'Turniej',
  'nav.verify': 'Sprawdź',
  'nav.tables': 'Dwie tabele',
  'nav.embed': 'Osadzanie',
  'lang.label': 'Język · Language',
  'number.err.ERR_EMPTY': 'Wpisz numer od 0 do 959.',
  'number.err.ERR_EMPTY.oneBased': 'Wpisz numer od 1 do 960.',
  'number.err.ERR_NUMBER_RANGE': '„{value}” nie jest prawidłowym numerem. Dozwolone są liczby całkowite od 0 do 959.',
  'number.err.ERR_NUMBER_RANGE.oneBased':
    '„{value}” nie jest prawidłowym numerem. Dozwolone są liczby całkowite od 1 do 960.',
  'number.err.ERR_BACK_RANK':
    '„{value}” nie jest ani numerem, ani prawidłowym ustawieniem pierwszego rzędu (osiem figur, np. WGGKSSHW: gońce na polach różnego koloru, król między wieżami).',
  'number.err.ERR_NOT_START_POSITION': '„{value}” nie jest zapisem FEN pozycji początkowej Chess960.',
  'number.err.ERR_INPUT_TOO_LONG': 'Tekst jest za długi jak na numer, pierwszy rząd lub FEN.',
  'number.err.ERR_URL': 'Numer w adresie ({value}) jest nieprawidłowy; pokazano nr 518.',
  'err.ERR_LOAD': 'Nie udało się wczytać modułu szachowego (chess960.js). Odśwież stronę.',
  'err.unknown': 'Nieoczekiwany błąd: {message}',
};
