/*
 * The Polish texts of the error codes (mirrors web/shared/error-text.js: every code of the
 * catalogue). Loaded by shared/i18n.js only when the page is shown in Polish; also kept as
 * window.Chess960ErrorText.pl like the German and English.
 */
(function (global) {
  'use strict';

  const texts = {
    ERR_INPUT_TOO_LONG: 'Tekst jest za długi (najwyżej 100 000 znaków).',
    ERR_NUMBER_RANGE: 'To nie jest numer pozycji początkowej: podaj liczbę całkowitą od 0 do 959.',
    ERR_BACK_RANK:
      'To nie jest prawidłowy pierwszy rząd: osiem figur, gońce na polach różnego koloru, król między wieżami.',
    ERR_NOT_START_POSITION: 'Ten zapis FEN nie jest żadną z 960 pozycji początkowych.',
    ERR_SEED: 'Tego ziarna nie można użyć: podaj tekst lub liczbę.',
    ERR_TOURNAMENT_ROUNDS: 'Taka liczba rund nie jest możliwa (od 1 do 960 i nie więcej niż pozostałych pozycji).',
    ERR_TOURNAMENT_EXCLUDE: 'Wykluczyć można tylko numery od 0 do 959.',
    ERR_TOURNAMENT_NUMBERS: 'Numery nie pasują do rund: za dużo lub za mało, wykluczone lub powtórzone.',
    ERR_EVENT_SECRET: 'Sekret składa się z dokładnie 64 cyfr szesnastkowych (0–9, a–f).',
    ERR_EVENT_COMMITMENT: 'Zobowiązanie nie pasuje: musi mieć 64 cyfry szesnastkowe i być skrótem SHA-256 sekretu.',
    ERR_EVENT_PUBLIC:
      'Wartość publiczna nie jest czytelnym tekstem (osamotniony surogat UTF-16 lub nieprawidłowe bajty). Wpisz ją ponownie.',
    ERR_FEN_EMPTY: 'Zapis FEN jest pusty.',
    ERR_FEN_FIELDS: 'Zapis FEN ma od 4 do 6 pól oddzielonych spacjami.',
    ERR_FEN_BOARD: 'Szachownica w zapisie FEN jest błędna: osiem rzędów po osiem pól, oddzielonych znakiem „/”.',
    ERR_FEN_TURN: 'Zapis FEN wskazuje stronę na posunięciu literą „w” lub „b”.',
    ERR_FEN_CASTLING: 'Pole roszady w zapisie FEN zawiera nieznany znak (dozwolone: „-”, KQkq lub kolumny A–H/a–h).',
    ERR_FEN_EP: 'Pole bicia w przelocie w zapisie FEN to „-” lub pole w 3. albo 6. rzędzie.',
    ERR_FEN_CLOCK: 'Liczniki posunięć w zapisie FEN to liczby całkowite.',
    ERR_POSITION_KINGS: 'Każda strona musi mieć dokładnie jednego króla.',
    ERR_POSITION_PAWNS_ON_BACKRANK: 'Piony nie mogą stać w 1. ani w 8. rzędzie.',
    ERR_POSITION_TOO_MANY_PIECES: 'Strona nie może mieć tylu figur.',
    ERR_POSITION_CASTLING: 'Prawo do roszady nie pasuje do pozycji: król i wieża nie stoją w pierwszym rzędzie.',
    ERR_POSITION_EP: 'Pole bicia w przelocie nie pasuje do pozycji.',
    ERR_POSITION_OPPOSITE_CHECK: 'Strona, która nie jest na posunięciu, jest szachowana.',
    ERR_POSITION_IMPOSSIBLE_CHECK: 'Żadne posunięcie nie mogło dać tego szacha.',
    ERR_MOVE_SYNTAX: 'To nie jest posunięcie. Przykłady: Sf3, exd5, e8=H, O-O, g1f3.',
    ERR_MOVE_ILLEGAL: 'To posunięcie jest tu nieprawidłowe.',
    ERR_MOVE_AMBIGUOUS: 'To posunięcie jest niejednoznaczne: dodaj kolumnę lub rząd, z którego wychodzi.',
    ERR_SQUARE: 'To nie jest pole (od a1 do h8).',
    ERR_GAME_OVER: 'Partia się zakończyła; nie można już wykonywać posunięć.',
    ERR_NO_DRAW_CLAIM: 'Teraz nie można zażądać remisu.',
    ERR_PLY_RANGE: 'Tego półruchu nie ma w partii.',
    ERR_PERFT_DEPTH: 'Głębokość perft musi być liczbą całkowitą od 0 do 7.',
    ERR_PERFT_BUDGET:
      'Perft policzył więcej węzłów, niż dozwolono: wybierz mniejszą głębokość lub większy budżet węzłów.',
    ERR_GAME_DELETED: 'Ta partia już nie istnieje.',
    ERR_PGN_EMPTY: 'Tekst nie zawiera żadnej partii.',
    ERR_PGN_TAG: 'Znacznik PGN jest błędny albo wskazuje inny wariant szachów.',
    ERR_PGN_SYNTAX:
      'PGN jest błędny: komentarz lub wariant nie jest zamknięty albo nawias stoi tam, gdzie nie powinien.',
    ERR_PGN_MOVE: 'Posunięcia z PGN nie można wykonać.',
    ERR_PGN_TOO_LARGE: 'Plik PGN jest większy niż 256 MiB. Podziel go na mniejsze pliki.',
    ERR_PGN_GAME_NUMBER: 'W pliku nie ma takiej partii.',
    ERR_PGN_DELETED: 'Plik PGN nie jest już wczytany. Otwórz go ponownie.',
    ERR_DRAW_METHOD: 'Nie ma takiej metody losowania.',
    ERR_DRAW_VALUE: 'Ta wartość nie jest możliwa w tym kroku.',
    ERR_DRAW_REROLL: 'To nie daje żadnego pola: rzuć ponownie.',
    ERR_DRAW_FINISHED: 'Losowanie jest już zakończone.',
    ERR_DRAW_UNFINISHED: 'Losowanie nie jest jeszcze zakończone.',
    ERR_DRAW_UNDO: 'Nie ma czego cofnąć.',
    ERR_DRAW_NOT_RANDOM: 'Ta metoda nie jest losowa: nie ma rozkładu.',
    ERR_DRAW_DELETED: 'To losowanie już nie istnieje.',
    ERR_SAN_LETTERS: 'Nieznany zestaw liter figur.',
    ERR_RANDOM_UNAVAILABLE: 'Ta przeglądarka nie ma bezpiecznego źródła losowości.',
    ERR_MODULE_DAMAGED: 'Moduł szachowy (chess960.js) jest uszkodzony. Odśwież stronę.',
    ERR_ENGINE_DELETED: 'Silnik szachowy został zamknięty. Odśwież stronę.',
    ERR_ENGINE_FAILED: 'Silnik szachowy nie mógł liczyć. Odśwież stronę.',
  };
  if (global.Chess960ErrorText) global.Chess960ErrorText.pl = texts;
  global.Chess960Web.i18n.add({ pl: texts });
})(typeof window !== 'undefined' ? window : globalThis);
