// The start words in pl.
export default {
  'start.pageTitle': 'Szachy 960 – pozycja początkowa nr {n}',
  'start.pageTitlePlain': 'Szachy 960 – pozycja początkowa',
  'start.tagline': '960 pozycji początkowych · szachy losowe Fischera',
  'start.intro':
    'Wpisz numer od 0 do 959 i naciśnij „ustaw”, aby zobaczyć pozycję początkową – albo „losuj”, aby wylosować pozycję. Nr 518 to zwykła pozycja początkowa szachów klasycznych.',
  'start.numberHint': 'Numer 0–959, pierwszy rząd (np. WGGKSSHW lub RBBKNNQR) albo FEN pozycji początkowej',
  'start.numberHintOneBased':
    'Numer 1–960 (960 = 0), pierwszy rząd (np. WGGKSSHW lub RBBKNNQR) albo FEN pozycji początkowej',
  'start.setzenLabel': 'Ustaw pozycję',
  'start.losenLabel': 'Wylosuj pozycję',
  'start.oneBased': 'Licz od 1 do 960 (960 = 0)',
  'start.positionNoOneBased': 'Nr {n} (= 960)',
  'start.classical': 'zwykła pozycja początkowa',
  'start.rankDe': 'Pierwszy rząd (litery polskie)',
  'start.rankEn': 'Pierwszy rząd (litery angielskie)',
  'start.copyLabel': 'Kopiuj FEN',
  'start.copied': 'skopiowano',
  'start.copyFailed': 'Nie można skopiować – zaznacz i skopiuj ręcznie',
  'start.boardLoading': 'Szachownica, wczytywanie pozycji',
  'start.tablesIntro':
    'Losowanie bez komputera: znajdź w tabeli króla ten sam lub najbliższy mniejszy numer, a resztę (0–15) w tabeli gońców. Najpierw ustaw gońce, potem sześć figur z tabeli króla na wolnych polach; czarne ustawiają się lustrzanie do białych.',
  'start.footer': 'Szachy 960: Bobby Fischer, 1996. Numeracja Reinharda Scharnagla (0–959).',
};
