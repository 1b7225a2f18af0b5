// The embed words in pl.
export default {
  'embed.title': 'Osadzanie szachów 960 – poradnik',
  'embed.description': 'Umieść pozycje początkowe szachów 960 na stronie swojego klubu: widżet, iframe lub obraz.',
  'embed.heading': 'Osadzanie pozycji początkowych',
  'embed.intro':
    'Trzy sposoby umieszczenia pozycji początkowej szachów 960 na stronie klubu. Skopiuj fragment kodu do HTML swojej strony; nie trzeba niczego instalować.',
  'embed.baseOnline': 'Fragmenty zawierają już adres tych stron: `{base}`',
  'embed.baseOffline': '`{base}` oznacza adres, pod którym te strony znajdują się na twoim serwerze.',
  'embed.baseExample': 'https://twoja-strona.pl/chess960/',
  'embed.numberLabel': 'Pozycja początkowa w przykładach',
  'embed.numberHint': 'Numer 0–959, pierwszy rząd (np. WGGKSSHW lub RBBKNNQR) albo FEN pozycji początkowej',
  'embed.copy': 'kopiuj',
  'embed.copied': 'skopiowano',
  'embed.selected': 'zaznaczono – teraz naciśnij Ctrl+C',
  'embed.widget.title': '1. Widżet (zalecany)',
  'embed.widget.text':
    'Jeden skrypt, a potem dowolnie wiele diagramów. Z `controls` odwiedzający mogą sami ustawiać i losować pozycje.',
  'embed.attrs.title': 'Ustawienia (atrybuty)',
  'embed.attr.n':
    'numer 0–959 (także `0518`), pierwszy rząd w literach angielskich, np. `RBBKNNQR`, albo FEN pozycji początkowej',
  'embed.attr.random': 'wylosuj pozycję przy wczytaniu strony',
  'embed.attr.lang': 'język; w przeciwnym razie język twojej strony (`<html lang>`)',
  'embed.attr.show':
    'co jest pokazane pod szachownicą: numer, pierwszy rząd, FEN, obie tabele, dane (obie numeracje, pozycja lustrzana, król i wieże)',
  'embed.attr.controls': 'pole wprowadzania z „ustaw” i „losuj”',
  'embed.attr.size': 'szerokość najwyżej ok. 240, 360 lub 510 pikseli; bez `size` tak szeroki jak jego miejsce',
  'embed.attr.theme': 'kolory: jasne, ciemne, do druku albo zgodnie z ustawieniem urządzenia',
  'embed.attr.orientation': 'obraca szachownicę (czarne na dole)',
  'embed.attr.coords': 'współrzędne a–h/1–8 wewnątrz szachownicy albo brak',
  'embed.size.text':
    'Zamiast `size` możesz ustawić szerokość w arkuszu stylów swojej strony (nie atrybutem `style`: zabrania tego ścisła Content-Security-Policy):',
  'embed.dev.text':
    'Dla programistów: element zgłasza każdą pozycję zdarzeniem `chess960-change` (`detail.number`, `detail.fen`). Wygląd można zmienić własnościami niestandardowymi CSS (`--c960-light`, `--c960-dark`, `--c960-accent`, …) oraz `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Przykład',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text': 'Jeśli twój kreator stron pozwala na ramki iframe („osadź”, „blok HTML”), ale nie na skrypty:',
  'embed.iframe.css': 'Dodaj tę regułę do arkusza stylów swojej strony: na wąskich ekranach ramka się zwęża.',
  'embed.iframe.params': 'Parametry jak w widżecie: `?n=518&lang=pl&theme=dark&controls`.',
  'embed.img.title': '3. Obraz (bez skryptu)',
  'embed.img.text':
    'Stały diagram jako obraz SVG; jest po jednym dla każdego numeru (od `svg/0.svg` do `svg/959.svg`). Działa wszędzie, nawet w e-mailach i plikach PDF.',
  'embed.img.css': 'Z tą regułą w arkuszu stylów twojej strony obraz zmniejsza się na wąskich ekranach:',
  'embed.positionName': 'Pozycja początkowa Chess960 nr {n}',
  'embed.csp.title': 'Content-Security-Policy twojej strony',
  'embed.csp.text':
    "Jeśli twoja strona wysyła Content-Security-Policy, każdy sposób potrzebuje tylko zezwolenia dla tych stron: bez adresów `data:`, bez `connect-src`, bez `unsafe-inline` i niczego w `style-src`. Przykłady dla polityki z `default-src 'self'`:",
  'embed.csp.widget':
    "Widżet: skrypt w `script-src` oraz `'wasm-unsafe-eval'` (widżet liczy w WebAssembly; bez tego informuje o tym). Niczego więcej nie wczytuje.",
  'embed.csp.iframe': 'iframe: te strony w `frame-src` (strona w ramce ma własną politykę).',
  'embed.csp.img': 'Obraz: te strony w `img-src`.',
  'embed.cms.title': 'WordPress, Joomla i podobne',
  'embed.lib.title': 'Dla programistów: biblioteka',
  'embed.lib.text':
    "Zasady i numeracja tych stron są dostępne jako pakiet npm do własnych programów: dopóki nie jest opublikowany w npm, zbuduj go z tego projektu poleceniem `npm run package` (zapisuje `build-pkg/chess960-<wersja>.tgz`) i zainstaluj ten plik poleceniem `npm install ścieżka/do/chess960-<wersja>.tgz`; po publikacji `npm install chess960`. Potem `import { createChess960 } from 'chess960'` (Node, bundlery, przeglądarki, workery; WebAssembly jest w pakiecie, nic nie jest pobierane). Widżet to tam `chess960/widget`.",
  'embed.lib.link': 'Dokumentacja i przykłady biblioteki',
  'embed.frame.heading': 'Pozycja początkowa Chess960 {n}',
  'embed.frame.open': 'Otwórz w Szachy 960 ↗',
  'embed.frame.game': 'Partia Chess960',
  'embed.game.title': '4. Partie: przeglądarka',
  'embed.game.text':
    'Drugi skrypt pokazuje partie: jedną partię albo cały plik PGN, do przeglądania przyciskami, strzałkami, przesunięciem palca lub kliknięciem ruchu; z komentarzami, zegarami, ocenami i wariantami, a roszada opisana tak, jak przebiega. Wpisz PGN między znaczniki, w `<pre class="chess960-pgn">`, aby pozostał czytelny tam, gdzie skrypty nie działają:',
  'embed.game.demoOne': 'Przykład: jedna partia',
  'embed.game.file':
    'Plik z wieloma partiami: jego adres w `src` (plik twojej własnej strony; przeglądarka nie czyta plików innych stron). Lista pokazuje partie z graczami, wynikiem, rundą, datą i pozycją początkową; odwiedzający mogą filtrować według gracza.',
  'embed.game.demoFile': 'Przykład: plik z trzema partiami',
  'embed.game.attr.src': 'adres pliku PGN twojej strony; bez niego tekst wewnątrz elementu',
  'embed.game.attr.game': 'partia z pliku pokazana najpierw (`1` to pierwsza)',
  'embed.game.attr.play': 'adres strony gry (`play.html` tych stron): link kontynuuje tam pokazaną pozycję',
  'embed.game.api.title': 'Dla skryptów',
  'embed.game.api.ready': 'Promise spełniana, gdy tylko partia zostanie pokazana',
  'embed.game.api.fen': 'FEN pokazanej pozycji',
  'embed.game.api.ply': 'pokazany półruch (`0`: początek) i liczba półruchów linii głównej',
  'embed.game.api.gameIndex': 'pokazana partia (od `0`; ustawienie pokazuje inną) i liczba partii',
  'embed.game.api.goTo': 'pokazuje linię główną po półruchu `ply`',
  'embed.game.api.pgn': 'ustawia tekst PGN ze skryptu (zamiast `src` lub tekstu)',
  'embed.game.api.move':
    'zdarzenie przy każdej zmianie pokazanego ruchu; `detail` zawiera `ply`, `fen`, `san` i `gameIndex`',
  'embed.game.size':
    'Przeglądarka bierze szerokość swojego miejsca i działa od 280 do 1000 pikseli; od 600 pikseli ruchy stoją obok szachownicy. Dla stałej szerokości dodaj regułę do arkusza stylów swojej strony:',
  'embed.game.csp':
    "Content-Security-Policy: taka sama jak dla widżetu (te strony w `script-src` oraz `'wasm-unsafe-eval'`). Przy drukowaniu widać szachownicę i ruchy, przycisków nie.",
  'embed.game.frame.title': 'Partie w iframe',
  'embed.game.frame.text': 'Bez skryptów: `embed.html?pgn=`, a po nim PGN zakodowany dla URL, pokazuje partię w ramce:',
  'embed.game.frame.src':
    'Albo `embed.html?src=` z adresem pliku PGN na tej samej stronie co te strony (tu plik przykładowy):',
  'embed.game.frame.params':
    'Dalsze parametry: `lang`, `orientation=black`, `game=2`. Brakujący lub nieczytelny PGN albo plik innej strony zostaje odrzucony w ramce z podaniem powodu.',
  'embed.cms.intro':
    'Wiele systemów zarządzania treścią usuwa `<script>` i `<iframe>` z wpisów autorów. Co działa gdzie:',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Zainstaluj wtyczkę: Wtyczki → Dodaj nową → Wyślij wtyczkę na serwer, wybierz `chess960.zip`, włącz. Wymaga WordPressa 6.1 lub nowszego. WordPress sam zapisuje wtedy elementy, więc mogą z nich korzystać także Autorzy i Współpracownicy. Shortcode’y: pozycja początkowa, partia wpisana między znaczniki, plik PGN z biblioteki mediów:',
  'embed.cms.wp.blocks':
    'W edytorze blokowym to samo jest jako bloki „Chess960 position” i „Chess960 game”, z podglądem i ustawieniami na pasku bocznym.',
  'embed.cms.wp.download': 'Pobierz wtyczkę WordPress (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'Dla Joomli nie ma jeszcze wtyczki: wtyczka treści zastępowałaby w ten sam sposób `{chess960 n="518"}` i `{chess960_game}…{/chess960_game}` w artykułach. Do tego czasu: obraz albo iframe tam, gdzie filtr edytora na to pozwala.',
  'embed.cms.other.title': 'Inne systemy',
  'embed.cms.other.text':
    'W kreatorach stron i innych systemach użyj bloku na własny HTML („Własny HTML”, „Osadzanie”, „HTML/kod”): widżet i przeglądarkę tam, gdzie pozwala na skrypty, w przeciwnym razie formy iframe; gdzie nic z tego nie wolno, obraz.',
};
