// The embed words in de.
export default {
  'embed.title': 'Schach-960 einbinden – Anleitung',
  'embed.description': 'Chess960-Startstellungen in die eigene Vereinsseite einbinden: Widget, iframe oder Bild.',
  'embed.heading': 'Startstellungen einbinden',
  'embed.intro':
    'Drei Wege, eine Chess960-Startstellung auf Ihre Vereinsseite zu bringen. Kopieren Sie einen Schnipsel in den HTML-Bereich Ihrer Seite; installieren müssen Sie nichts.',
  'embed.baseOnline': 'Die Schnipsel enthalten schon die Adresse dieser Seiten: `{base}`',
  'embed.baseOffline': '`{base}` steht für die Adresse, unter der diese Seiten auf Ihrem Webserver liegen.',
  'embed.baseExample': 'https://ihre-seite.de/schach960/',
  'embed.numberLabel': 'Startstellung für die Beispiele',
  'embed.numberHint': 'Nummer 0–959, Grundreihe (z. B. TLLKSSDT) oder Start-FEN',
  'embed.copy': 'kopieren',
  'embed.copied': 'kopiert',
  'embed.selected': 'markiert – jetzt Strg+C drücken',
  'embed.widget.title': '1. Widget (empfohlen)',
  'embed.widget.text':
    'Ein Skript, dann so viele Diagramme, wie Sie möchten. Mit `controls` können Besucher selbst setzen und losen.',
  'embed.attrs.title': 'Einstellungen (Attribute)',
  'embed.attr.n': 'Nummer 0–959 (auch `0518`), eine Grundreihe wie `TLLKSSDT` oder eine Start-FEN',
  'embed.attr.random': 'beim Laden eine zufällige Stellung losen',
  'embed.attr.lang': 'Sprache; sonst die Sprache Ihrer Seite (`<html lang>`)',
  'embed.attr.show':
    'was unter dem Brett steht: Nummer, Grundreihe, FEN, die zwei Tabellen, die Fakten (beide Zählungen, Spiegelstellung, König und Türme)',
  'embed.attr.controls': 'Eingabefeld mit „setzen“ und „losen“',
  'embed.attr.size': 'höchstens etwa 240, 360 oder 510 Pixel breit; ohne `size` so breit wie sein Platz',
  'embed.attr.theme': 'Farben: hell, dunkel, für den Druck, oder wie das Gerät eingestellt ist',
  'embed.attr.orientation': 'dreht das Brett (Schwarz unten)',
  'embed.attr.coords': 'Koordinaten a–h/1–8 im Brett oder ohne',
  'embed.size.text':
    'Die Breite können Sie statt mit `size` auch im Stylesheet Ihrer Seite festlegen (nicht mit einem `style`-Attribut: das verbietet eine strenge Content-Security-Policy):',
  'embed.dev.text':
    'Für Entwickler: Das Element meldet jede Stellung mit dem Ereignis `chess960-change` (`detail.number`, `detail.fen`). Gestalten lässt es sich mit CSS-Variablen (`--c960-light`, `--c960-dark`, `--c960-accent`, …) und `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Beispiel',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text': 'Wenn Ihr Baukasten keine Skripte erlaubt, aber iframes („Einbetten“, „HTML-Block“):',
  'embed.iframe.css': 'Dazu diese Regel im Stylesheet Ihrer Seite: Auf schmalen Bildschirmen wird der Rahmen schmaler.',
  'embed.iframe.params': 'Parameter wie beim Widget: `?n=518&lang=de&theme=dark&controls`.',
  'embed.img.title': '3. Bild (ohne Skript)',
  'embed.img.text':
    'Ein festes Diagramm als SVG-Bild; es gibt eines für jede Nummer (`svg/0.svg` bis `svg/959.svg`). Das geht überall, auch in E-Mails und PDFs.',
  'embed.img.css': 'Mit dieser Regel im Stylesheet Ihrer Seite wird das Bild auf schmalen Bildschirmen kleiner:',
  'embed.positionName': 'Chess960-Startstellung Nr. {n}',
  'embed.csp.title': 'Content-Security-Policy Ihrer Seite',
  'embed.csp.text':
    "Sendet Ihre Seite eine Content-Security-Policy, braucht jeder Weg nur eine Erlaubnis für diese Seiten: keine `data:`-Adressen, kein `connect-src`, kein `unsafe-inline` und nichts in `style-src`. Beispiele für eine Policy mit `default-src 'self'`:",
  'embed.csp.widget':
    "Widget: das Skript in `script-src`, dazu `'wasm-unsafe-eval'` (das Widget rechnet mit WebAssembly; fehlt die Angabe, sagt es das). Es lädt nichts nach.",
  'embed.csp.iframe': 'iframe: diese Seiten in `frame-src` (die Seite im Rahmen bringt ihre eigene Policy mit).',
  'embed.csp.img': 'Bild: diese Seiten in `img-src`.',
  'embed.cms.title': 'WordPress, Joomla & Co.',
  'embed.lib.title': 'Für Entwickler: die Bibliothek',
  'embed.lib.text':
    "Die Regeln und die Nummerierung dieser Seiten gibt es als npm-Paket für eigene Programme: bis es auf npm veröffentlicht ist, mit `npm run package` aus diesem Projekt bauen (das schreibt `build-pkg/chess960-<Version>.tgz`) und diese Datei mit `npm install pfad/zu/chess960-<Version>.tgz` installieren; nach der Veröffentlichung `npm install chess960`. Dann `import { createChess960 } from 'chess960'` (Node, Bundler, Browser, Worker; das WebAssembly steckt im Paket, nichts wird nachgeladen). Das Widget ist darin `chess960/widget`.",
  'embed.lib.link': 'Referenz und Beispiele der Bibliothek',
  'embed.frame.heading': 'Chess960-Startstellung {n}',
  'embed.frame.open': 'Auf Schach-960 öffnen ↗',
  'embed.frame.game': 'Chess960-Partie',
  'embed.game.title': '4. Partien: der Viewer',
  'embed.game.text':
    'Ein zweites Skript zeigt Partien: eine Partie oder eine ganze PGN-Datei, zum Durchspielen mit den Knöpfen, den Pfeiltasten, einem Wischen oder einem Klick auf einen Zug; mit Kommentaren, Uhren, Bewertungen und Varianten, die Rochade gesagt als das, was geschieht. Schreiben Sie die PGN zwischen die Tags, in ein `<pre class="chess960-pgn">`, dann bleibt sie lesbar, wo keine Skripte laufen:',
  'embed.game.demoOne': 'Beispiel: eine Partie',
  'embed.game.file':
    'Eine Datei mit mehreren Partien: ihre Adresse in `src` (eine Datei Ihrer eigenen Seite; der Viewer liest keine Dateien anderer Seiten). Eine Auswahl listet die Partien mit Spielern, Ergebnis, Runde, Datum und Startstellung; Besucher können nach Spieler filtern.',
  'embed.game.demoFile': 'Beispiel: eine Datei mit drei Partien',
  'embed.game.attr.src': 'die Adresse einer PGN-Datei Ihrer Seite; ohne sie der Text im Element',
  'embed.game.attr.game': 'die Partie der Datei, die zuerst gezeigt wird (`1` ist die erste)',
  'embed.game.attr.play':
    'die Adresse einer Spielseite (`play.html` dieser Seiten): ein Link setzt die gezeigte Stellung dort fort',
  'embed.game.api.title': 'Für Skripte',
  'embed.game.api.ready': 'ein Promise, das sich erfüllt, sobald die Partie gezeigt wird',
  'embed.game.api.fen': 'die FEN der gezeigten Stellung',
  'embed.game.api.ply': 'der gezeigte Halbzug (`0`: der Anfang) und die Halbzüge der Hauptvariante',
  'embed.game.api.gameIndex': 'die gezeigte Partie (ab `0`; setzen zeigt eine andere) und die Zahl der Partien',
  'embed.game.api.goTo': 'zeigt die Hauptvariante nach Halbzug `ply`',
  'embed.game.api.pgn': 'setzt den PGN-Text aus einem Skript (statt `src` oder des Textes)',
  'embed.game.api.move':
    'Ereignis bei jedem Wechsel des gezeigten Zuges; `detail` enthält `ply`, `fen`, `san` und `gameIndex`',
  'embed.game.size':
    'Der Viewer nimmt die Breite seines Platzes und funktioniert von 280 bis 1000 Pixel; ab 600 Pixel stehen die Züge neben dem Brett. Für eine feste Breite eine Regel im Stylesheet Ihrer Seite:',
  'embed.game.csp':
    "Content-Security-Policy: dieselbe wie für das Widget (diese Seiten in `script-src`, dazu `'wasm-unsafe-eval'`). Beim Drucken erscheinen Brett und Züge, die Knöpfe nicht.",
  'embed.game.frame.title': 'Partien im iframe',
  'embed.game.frame.text':
    'Ohne Skripte: `embed.html?pgn=` und dahinter die URL-kodierte PGN zeigt die Partie in einem Rahmen:',
  'embed.game.frame.src':
    'Oder `embed.html?src=` mit der Adresse einer PGN-Datei auf derselben Seite wie diese Seiten (hier die Beispieldatei):',
  'embed.game.frame.params':
    'Weitere Parameter: `lang`, `orientation=black`, `game=2`. Eine fehlende oder unlesbare PGN oder eine Datei einer anderen Seite wird im Rahmen mit dem Grund abgelehnt.',
  'embed.cms.intro':
    'Viele Redaktionssysteme entfernen `<script>` und `<iframe>` aus den Beiträgen von Autoren. Was wo geht:',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Installieren Sie das Plugin: Plugins → Installieren → Plugin hochladen, `chess960.zip` wählen, aktivieren. Es braucht WordPress 6.1 oder neuer. WordPress schreibt die Elemente dann selbst, so können auch Autoren und Mitarbeiter sie nutzen. Die Shortcodes: eine Startstellung, eine Partie zwischen den Tags, eine PGN-Datei aus der Mediathek:',
  'embed.cms.wp.blocks':
    'Im Block-Editor gibt es dasselbe als Blöcke „Chess960 position“ und „Chess960 game“, mit Vorschau und den Einstellungen in der Seitenleiste.',
  'embed.cms.wp.download': 'WordPress-Plugin herunterladen (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'Für Joomla gibt es noch kein Plugin: ein Inhalts-Plugin würde `{chess960 n="518"}` und `{chess960_game}…{/chess960_game}` in Beiträgen auf dieselbe Weise ersetzen. Bis dahin: das Bild, oder ein iframe, wo der Filter des Editors es erlaubt.',
  'embed.cms.other.title': 'Andere Systeme',
  'embed.cms.other.text':
    'In Baukästen und anderen Systemen einen Block für eigenes HTML nutzen („Eigenes HTML“, „Einbetten“, „HTML/Code“): Widget und Viewer, wo er Skripte erlaubt, sonst die iframe-Formen; wo beides nicht geht, das Bild.',
};
