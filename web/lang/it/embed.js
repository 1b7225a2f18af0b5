// The embed words in it.
export default {
  'embed.title': 'Incorporare gli Scacchi 960 – guida',
  'embed.description':
    'Mettete le posizioni iniziali degli Scacchi 960 sul sito del vostro circolo: widget, iframe o immagine.',
  'embed.heading': 'Incorporare posizioni iniziali',
  'embed.intro':
    'Tre modi per mettere una posizione iniziale degli Scacchi 960 sul sito del vostro circolo. Copiate un frammento nell’HTML della vostra pagina; non c’è nulla da installare.',
  'embed.baseOnline': 'I frammenti contengono già l’indirizzo di queste pagine: `{base}`',
  'embed.baseOffline': '`{base}` indica l’indirizzo in cui si trovano queste pagine sul vostro server web.',
  'embed.baseExample': 'https://vostro-sito.org/chess960/',
  'embed.numberLabel': 'Posizione iniziale degli esempi',
  'embed.numberHint': 'Numero 0–959, prima traversa (ad es. TAARCCDT o RBBKNNQR) o FEN iniziale',
  'embed.copy': 'copia',
  'embed.copied': 'copiato',
  'embed.selected': 'selezionato – ora premere Ctrl+C',
  'embed.widget.title': '1. Widget (consigliato)',
  'embed.widget.text':
    'Uno script, poi quanti diagrammi volete. Con `controls` i visitatori possono impostare e sorteggiare posizioni da soli.',
  'embed.attrs.title': 'Impostazioni (attributi)',
  'embed.attr.n':
    'numero 0–959 (anche `0518`), una prima traversa in lettere inglesi come `RBBKNNQR` o una FEN iniziale',
  'embed.attr.random': 'sorteggiare una posizione casuale al caricamento della pagina',
  'embed.attr.lang': 'lingua; altrimenti quella della vostra pagina (`<html lang>`)',
  'embed.attr.show':
    'cosa si vede sotto la scacchiera: numero, prima traversa, FEN, le due tabelle, i dati (entrambe le numerazioni, posizione speculare, re e torri)',
  'embed.attr.controls': 'un campo di inserimento con «imposta» e «sorteggia»',
  'embed.attr.size': 'larghezza massima di circa 240, 360 o 510 pixel; senza `size`, largo quanto il suo spazio',
  'embed.attr.theme': 'colori: chiari, scuri, per la stampa o secondo l’impostazione del dispositivo',
  'embed.attr.orientation': 'capovolge la scacchiera (Nero in basso)',
  'embed.attr.coords': 'coordinate a–h/1–8 dentro la scacchiera, o nessuna',
  'embed.size.text':
    'Invece di `size` potete fissare la larghezza nel foglio di stile della vostra pagina (non con un attributo `style`: una Content-Security-Policy rigorosa lo vieta):',
  'embed.dev.text':
    'Sviluppatori: l’elemento segnala ogni posizione con l’evento `chess960-change` (`detail.number`, `detail.fen`). Si può personalizzare con le proprietà personalizzate CSS (`--c960-light`, `--c960-dark`, `--c960-accent`, …) e `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Esempio',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text':
    'Se il vostro strumento per siti consente gli iframe («incorpora», «blocco HTML») ma non gli script:',
  'embed.iframe.css':
    'Aggiungete questa regola al foglio di stile della vostra pagina: sugli schermi stretti il riquadro si restringe.',
  'embed.iframe.params': 'Parametri come per il widget: `?n=518&lang=it&theme=dark&controls`.',
  'embed.img.title': '3. Immagine (senza script)',
  'embed.img.text':
    'Un diagramma fisso come immagine SVG; ce n’è uno per ogni numero (da `svg/0.svg` a `svg/959.svg`). Funziona ovunque, anche nelle e-mail e nei PDF.',
  'embed.img.css':
    'Con questa regola nel foglio di stile della vostra pagina l’immagine si riduce sugli schermi stretti:',
  'embed.positionName': 'Posizione iniziale Chess960 n. {n}',
  'embed.csp.title': 'La Content-Security-Policy della vostra pagina',
  'embed.csp.text':
    "Se la vostra pagina invia una Content-Security-Policy, ogni modo richiede solo il permesso per queste pagine: nessun indirizzo `data:`, nessun `connect-src`, nessun `unsafe-inline` e niente in `style-src`. Esempi per una policy con `default-src 'self'`:",
  'embed.csp.widget':
    "Widget: lo script in `script-src`, più `'wasm-unsafe-eval'` (il widget calcola con WebAssembly; senza, lo segnala). Non carica nient’altro.",
  'embed.csp.iframe': 'iframe: queste pagine in `frame-src` (la pagina nel riquadro porta la propria policy).',
  'embed.csp.img': 'Immagine: queste pagine in `img-src`.',
  'embed.cms.title': 'WordPress, Joomla e simili',
  'embed.lib.title': 'Per sviluppatori: la libreria',
  'embed.lib.text':
    "Le regole e la numerazione di queste pagine esistono come pacchetto npm per i vostri programmi: finché non è pubblicato su npm, costruitelo da questo progetto con `npm run package` (scrive `build-pkg/chess960-<versione>.tgz`) e installate quel file con `npm install percorso/di/chess960-<versione>.tgz`; una volta pubblicato, `npm install chess960`. Poi `import { createChess960 } from 'chess960'` (Node, bundler, browser, worker; il WebAssembly è nel pacchetto, nulla viene scaricato). Il widget vi è `chess960/widget`.",
  'embed.lib.link': 'Riferimento ed esempi della libreria',
  'embed.frame.heading': 'Posizione iniziale Chess960 {n}',
  'embed.frame.open': 'Apri in Scacchi 960 ↗',
  'embed.frame.game': 'Partita di Chess960',
  'embed.game.title': '4. Partite: il visualizzatore',
  'embed.game.text':
    'Un secondo script mostra partite: una partita o un intero file PGN, da scorrere con i pulsanti, le frecce della tastiera, uno scorrimento col dito o un clic su una mossa; con commenti, orologi, valutazioni e varianti, l’arrocco detto come ciò che accade. Mettete il PGN tra i tag, in un `<pre class="chess960-pgn">`, così resta leggibile dove gli script non girano:',
  'embed.game.demoOne': 'Esempio: una partita',
  'embed.game.file':
    'Un file di più partite: il suo indirizzo in `src` (un file del vostro sito; il visualizzatore non legge file di altri siti). Un elenco mostra le partite con giocatori, risultato, turno, data e posizione iniziale; i visitatori possono filtrare per giocatore.',
  'embed.game.demoFile': 'Esempio: un file di tre partite',
  'embed.game.attr.src': 'l’indirizzo di un file PGN del vostro sito; senza, il testo dentro l’elemento',
  'embed.game.attr.game': 'la partita del file mostrata per prima (`1` è la prima)',
  'embed.game.attr.play':
    'l’indirizzo di una pagina di gioco (`play.html` di queste pagine): un link vi prosegue la posizione mostrata',
  'embed.game.api.title': 'Per gli script',
  'embed.game.api.ready': 'una Promise che si risolve appena la partita è mostrata',
  'embed.game.api.fen': 'la FEN della posizione mostrata',
  'embed.game.api.ply': 'la semimossa mostrata (`0`: l’inizio) e le semimosse della linea principale',
  'embed.game.api.gameIndex': 'la partita mostrata (da `0`; cambiandola se ne mostra un’altra) e il numero di partite',
  'embed.game.api.goTo': 'mostra la linea principale dopo la semimossa `ply`',
  'embed.game.api.pgn': 'imposta il testo PGN da uno script (al posto di `src` o del testo)',
  'embed.game.api.move':
    'evento a ogni cambio della mossa mostrata; `detail` contiene `ply`, `fen`, `san` e `gameIndex`',
  'embed.game.size':
    'Il visualizzatore prende la larghezza del suo posto e funziona da 280 a 1000 pixel; da 600 pixel le mosse stanno accanto alla scacchiera. Per una larghezza fissa, una regola nel foglio di stile della vostra pagina:',
  'embed.game.csp':
    "Content-Security-Policy: la stessa del widget (queste pagine in `script-src`, più `'wasm-unsafe-eval'`). In stampa compaiono scacchiera e mosse, i pulsanti no.",
  'embed.game.frame.title': 'Partite in un iframe',
  'embed.game.frame.text':
    'Senza script: `embed.html?pgn=` seguito dal PGN codificato per URL mostra la partita in una cornice:',
  'embed.game.frame.src':
    'Oppure `embed.html?src=` con l’indirizzo di un file PGN sullo stesso sito di queste pagine (qui il file d’esempio):',
  'embed.game.frame.params':
    'Altri parametri: `lang`, `orientation=black`, `game=2`. Un PGN mancante o illeggibile, o un file di un altro sito, viene rifiutato nella cornice con il motivo.',
  'embed.cms.intro':
    'Molti sistemi di gestione dei contenuti tolgono `<script>` e `<iframe>` dagli articoli degli autori. Cosa funziona dove:',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Installate il plugin: Plugin → Aggiungi nuovo → Carica plugin, scegliete `chess960.zip`, attivate. Richiede WordPress 6.1 o successivo. WordPress scrive allora gli elementi da sé, quindi anche Autori e Collaboratori possono usarli. Gli shortcode: una posizione iniziale, una partita scritta tra i tag, un file PGN della libreria media:',
  'embed.cms.wp.blocks':
    'Nell’editor a blocchi lo stesso c’è come blocchi «Chess960 position» e «Chess960 game», con anteprima e le impostazioni nella barra laterale.',
  'embed.cms.wp.download': 'Scarica il plugin WordPress (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'Per Joomla non c’è ancora un plugin: un plugin di contenuto sostituirebbe `{chess960 n="518"}` e `{chess960_game}…{/chess960_game}` negli articoli allo stesso modo. Nel frattempo: l’immagine, o un iframe dove il filtro dell’editor lo consente.',
  'embed.cms.other.title': 'Altri sistemi',
  'embed.cms.other.text':
    'Nei costruttori di siti e negli altri sistemi, usate un blocco per il vostro HTML («HTML personalizzato», «Incorpora», «HTML/codice»): il widget e il visualizzatore dove permette gli script, altrimenti le forme iframe; dove nessuno dei due è permesso, l’immagine.',
};
