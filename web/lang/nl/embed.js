// The embed words in nl.
export default {
  'embed.title': 'Chess960 insluiten – een handleiding',
  'embed.description': 'Zet Chess960-beginstellingen op de website van je club: widget, iframe of afbeelding.',
  'embed.heading': 'Beginstellingen insluiten',
  'embed.intro':
    'Drie manieren om een Chess960-beginstelling op de website van je club te zetten. Kopieer een fragment in de HTML van je pagina; er hoeft niets te worden geïnstalleerd.',
  'embed.baseOnline': 'De fragmenten bevatten al het adres van deze pagina’s: `{base}`',
  'embed.baseOffline': '`{base}` staat voor het adres waar deze pagina’s op je webserver staan.',
  'embed.baseExample': 'https://jouw-site.nl/chess960/',
  'embed.numberLabel': 'Beginstelling voor de voorbeelden',
  'embed.numberHint': 'Nummer 0–959, achterste rij (bijv. TLLKPPDT of RBBKNNQR) of begin-FEN',
  'embed.copy': 'kopiëren',
  'embed.copied': 'gekopieerd',
  'embed.selected': 'geselecteerd – druk nu op Ctrl+C',
  'embed.widget.title': '1. Widget (aanbevolen)',
  'embed.widget.text':
    'Eén script, daarna zoveel diagrammen als je wilt. Met `controls` kunnen bezoekers zelf stellingen zetten en loten.',
  'embed.attrs.title': 'Instellingen (attributen)',
  'embed.attr.n': 'nummer 0–959 (ook `0518`), een achterste rij in Engelse letters zoals `RBBKNNQR` of een begin-FEN',
  'embed.attr.random': 'een willekeurige stelling loten bij het laden van de pagina',
  'embed.attr.lang': 'taal; anders de taal van je pagina (`<html lang>`)',
  'embed.attr.show':
    'wat onder het bord staat: nummer, achterste rij, FEN, de twee tabellen, de feiten (beide tellingen, spiegelstelling, koning en torens)',
  'embed.attr.controls': 'een invoerveld met ‘zetten’ en ‘loten’',
  'embed.attr.size': 'hoogstens ongeveer 240, 360 of 510 pixels breed; zonder `size` zo breed als de plek',
  'embed.attr.theme': 'kleuren: licht, donker, voor afdrukken of zoals het apparaat is ingesteld',
  'embed.attr.orientation': 'draait het bord (zwart onder)',
  'embed.attr.coords': 'coördinaten a–h/1–8 binnen het bord, of geen',
  'embed.size.text':
    'In plaats van `size` kun je de breedte in het stylesheet van je pagina instellen (niet met een `style`-attribuut: een strikte Content-Security-Policy verbiedt dat):',
  'embed.dev.text':
    'Ontwikkelaars: het element meldt elke stelling met de gebeurtenis `chess960-change` (`detail.number`, `detail.fen`). Het is op te maken met CSS-custom properties (`--c960-light`, `--c960-dark`, `--c960-accent`, …) en `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Voorbeeld',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text': 'Als je websitebouwer iframes toestaat (‘insluiten’, ‘HTML-blok’) maar geen scripts:',
  'embed.iframe.css':
    'Voeg deze regel toe aan het stylesheet van je pagina: op smalle schermen wordt het kader smaller.',
  'embed.iframe.params': 'Parameters als bij de widget: `?n=518&lang=nl&theme=dark&controls`.',
  'embed.img.title': '3. Afbeelding (zonder script)',
  'embed.img.text':
    'Een vast diagram als SVG-afbeelding; er is er een voor elk nummer (`svg/0.svg` tot `svg/959.svg`). Het werkt overal, zelfs in e-mails en pdf’s.',
  'embed.img.css': 'Met deze regel in het stylesheet van je pagina krimpt de afbeelding op smalle schermen:',
  'embed.positionName': 'Chess960-beginstelling nr. {n}',
  'embed.csp.title': 'De Content-Security-Policy van je pagina',
  'embed.csp.text':
    "Als je pagina een Content-Security-Policy meestuurt, heeft elke manier alleen toestemming voor deze pagina’s nodig: geen `data:`-adressen, geen `connect-src`, geen `unsafe-inline` en niets in `style-src`. Voorbeelden voor een policy met `default-src 'self'`:",
  'embed.csp.widget':
    "Widget: het script in `script-src`, plus `'wasm-unsafe-eval'` (de widget rekent met WebAssembly; zonder dat meldt hij dat). Hij laadt verder niets.",
  'embed.csp.iframe': 'iframe: deze pagina’s in `frame-src` (de pagina in het kader brengt haar eigen policy mee).',
  'embed.csp.img': 'Afbeelding: deze pagina’s in `img-src`.',
  'embed.cms.title': 'WordPress, Joomla en dergelijke',
  'embed.lib.title': 'Voor ontwikkelaars: de bibliotheek',
  'embed.lib.text':
    "De regels en de nummering van deze pagina's bestaan als npm-pakket voor uw eigen programma's: zolang het niet op npm gepubliceerd is, bouwt u het uit dit project met `npm run package` (dat schrijft `build-pkg/chess960-<versie>.tgz`) en installeert u dat bestand met `npm install pad/naar/chess960-<versie>.tgz`; na publicatie `npm install chess960`. Dan `import { createChess960 } from 'chess960'` (Node, bundlers, browsers, workers; de WebAssembly zit in het pakket, er wordt niets opgehaald). De widget is daarin `chess960/widget`.",
  'embed.lib.link': 'Referentie en voorbeelden van de bibliotheek',
  'embed.frame.heading': 'Chess960-beginstelling {n}',
  'embed.frame.open': 'Openen in Schaak960 ↗',
  'embed.frame.game': 'Chess960-partij',
  'embed.game.title': '4. Partijen: de viewer',
  'embed.game.text':
    'Een tweede script toont partijen: één partij of een heel PGN-bestand, door te lopen met de knoppen, de pijltjestoetsen, een veeg of een klik op een zet; met commentaar, klokken, evaluaties en varianten, de rokade gezegd als wat er gebeurt. Zet de PGN tussen de tags, in een `<pre class="chess960-pgn">`, zodat hij leesbaar blijft waar geen scripts draaien:',
  'embed.game.demoOne': 'Voorbeeld: één partij',
  'embed.game.file':
    'Een bestand met meerdere partijen: zijn adres in `src` (een bestand van je eigen site; de viewer leest geen bestanden van andere sites). Een keuzelijst toont de partijen met spelers, uitslag, ronde, datum en beginstelling; bezoekers kunnen op speler filteren.',
  'embed.game.demoFile': 'Voorbeeld: een bestand met drie partijen',
  'embed.game.attr.src': 'het adres van een PGN-bestand van je site; zonder dat de tekst in het element',
  'embed.game.attr.game': 'de partij van het bestand die eerst getoond wordt (`1` is de eerste)',
  'embed.game.attr.play':
    'het adres van een speelpagina (`play.html` van deze pagina’s): een link zet de getoonde stelling daar voort',
  'embed.game.api.title': 'Voor scripts',
  'embed.game.api.ready': 'een Promise die vervuld wordt zodra de partij getoond wordt',
  'embed.game.api.fen': 'de FEN van de getoonde stelling',
  'embed.game.api.ply': 'de getoonde halve zet (`0`: het begin) en de halve zetten van de hoofdvariant',
  'embed.game.api.gameIndex': 'de getoonde partij (vanaf `0`; instellen toont een andere) en het aantal partijen',
  'embed.game.api.goTo': 'toont de hoofdvariant na halve zet `ply`',
  'embed.game.api.pgn': 'zet de PGN-tekst vanuit een script (in plaats van `src` of de tekst)',
  'embed.game.api.move':
    'gebeurtenis bij elke wissel van de getoonde zet; `detail` bevat `ply`, `fen`, `san` en `gameIndex`',
  'embed.game.size':
    'De viewer neemt de breedte van zijn plek en werkt van 280 tot 1000 pixels; vanaf 600 pixels staan de zetten naast het bord. Voor een vaste breedte een regel in het stylesheet van je pagina:',
  'embed.game.csp':
    "Content-Security-Policy: dezelfde als voor de widget (deze pagina’s in `script-src`, plus `'wasm-unsafe-eval'`). Bij afdrukken verschijnen bord en zetten, de knoppen niet.",
  'embed.game.frame.title': 'Partijen in een iframe',
  'embed.game.frame.text':
    'Zonder scripts: `embed.html?pgn=` gevolgd door de URL-gecodeerde PGN toont de partij in een frame:',
  'embed.game.frame.src':
    'Of `embed.html?src=` met het adres van een PGN-bestand op dezelfde site als deze pagina’s (hier het voorbeeldbestand):',
  'embed.game.frame.params':
    'Meer parameters: `lang`, `orientation=black`, `game=2`. Een ontbrekende of onleesbare PGN, of een bestand van een andere site, wordt in het frame geweigerd met de reden.',
  'embed.cms.intro':
    'Veel contentmanagementsystemen halen `<script>` en `<iframe>` uit de berichten van auteurs. Wat waar werkt:',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Installeer de plugin: Plugins → Nieuwe plugin → Plugin uploaden, kies `chess960.zip`, activeer. Hij vraagt WordPress 6.1 of nieuwer. WordPress schrijft de elementen dan zelf, dus ook Auteurs en Schrijvers kunnen ze gebruiken. De shortcodes: een beginstelling, een partij tussen de tags, een PGN-bestand uit de mediabibliotheek:',
  'embed.cms.wp.blocks':
    'In de blokeditor bestaat hetzelfde als de blokken „Chess960 position” en „Chess960 game”, met een voorbeeld en de instellingen in de zijbalk.',
  'embed.cms.wp.download': 'De WordPress-plugin downloaden (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'Voor Joomla is er nog geen plugin: een contentplugin zou `{chess960 n="518"}` en `{chess960_game}…{/chess960_game}` in artikelen op dezelfde manier vervangen. Tot dan: de afbeelding, of een iframe waar het filter van de editor dat toestaat.',
  'embed.cms.other.title': 'Andere systemen',
  'embed.cms.other.text':
    'Gebruik in sitebouwers en andere systemen een blok voor eigen HTML („Aangepaste HTML”, „Insluiten”, „HTML/code”): de widget en de viewer waar het scripts toestaat, anders de iframe-vormen; waar geen van beide mag, de afbeelding.',
};
