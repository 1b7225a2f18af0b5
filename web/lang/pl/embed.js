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
  'embed.cms.text':
    'Wiele systemów zarządzania treścią usuwa `<script>` i `<iframe>` z wpisów. Wtedy użyj obrazu (sposób 3). W WordPressie widżet działa w bloku „Własny HTML”, jeśli twoja rola pozwala dodawać skrypty; w Joomli użyj trybu edytora „HTML/kod” bez filtrowania.',
  'embed.lib.title': 'Dla programistów: biblioteka',
  'embed.lib.text':
    "Zasady i numeracja tych stron są dostępne jako pakiet npm do własnych programów: dopóki nie jest opublikowany w npm, zbuduj go z tego projektu poleceniem `npm run package` (zapisuje `build-pkg/chess960-<wersja>.tgz`) i zainstaluj ten plik poleceniem `npm install ścieżka/do/chess960-<wersja>.tgz`; po publikacji `npm install chess960`. Potem `import { createChess960 } from 'chess960'` (Node, bundlery, przeglądarki, workery; WebAssembly jest w pakiecie, nic nie jest pobierane). Widżet to tam `chess960/widget`.",
  'embed.lib.link': 'Dokumentacja i przykłady biblioteki',
  'embed.frame.heading': 'Pozycja początkowa Chess960 {n}',
  'embed.frame.open': 'Otwórz w Szachy 960 ↗',
};
