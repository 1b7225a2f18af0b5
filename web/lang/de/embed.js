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
  'embed.cms.text':
    'Viele Redaktionssysteme entfernen `<script>` und `<iframe>` aus Beiträgen. Dann nehmen Sie das Bild (Weg 3). In WordPress geht das Widget im Block „Individuelles HTML“, sofern Ihre Rolle Skripte einfügen darf; in Joomla mit einem Editor-Modus „HTML/Code“ ohne Filter.',
  'embed.lib.title': 'Für Entwickler: die Bibliothek',
  'embed.lib.text':
    "Die Regeln und die Nummerierung dieser Seiten gibt es als npm-Paket für eigene Programme: bis es auf npm veröffentlicht ist, mit `npm run package` aus diesem Projekt bauen (das schreibt `build-pkg/chess960-<Version>.tgz`) und diese Datei mit `npm install pfad/zu/chess960-<Version>.tgz` installieren; nach der Veröffentlichung `npm install chess960`. Dann `import { createChess960 } from 'chess960'` (Node, Bundler, Browser, Worker; das WebAssembly steckt im Paket, nichts wird nachgeladen). Das Widget ist darin `chess960/widget`.",
  'embed.lib.link': 'Referenz und Beispiele der Bibliothek',
  'embed.frame.heading': 'Chess960-Startstellung {n}',
  'embed.frame.open': 'Auf Schach-960 öffnen ↗',
};
