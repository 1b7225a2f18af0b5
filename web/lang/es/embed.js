// The embed words in es.
export default {
  'embed.title': 'Insertar ajedrez 960 – guía',
  'embed.description': 'Ponga posiciones iniciales de ajedrez 960 en la web de su club: widget, iframe o imagen.',
  'embed.heading': 'Insertar posiciones iniciales',
  'embed.intro':
    'Tres formas de poner una posición inicial de ajedrez 960 en la web de su club. Copie un fragmento en el HTML de su página; no hay nada que instalar.',
  'embed.baseOnline': 'Los fragmentos ya llevan la dirección de estas páginas: `{base}`',
  'embed.baseOffline': '`{base}` representa la dirección en la que están estas páginas en su servidor web.',
  'embed.baseExample': 'https://su-sitio.org/chess960/',
  'embed.numberLabel': 'Posición inicial de los ejemplos',
  'embed.numberHint': 'Número 0–959, primera fila (p. ej. TAARCCDT o RBBKNNQR) o FEN inicial',
  'embed.copy': 'copiar',
  'embed.copied': 'copiado',
  'embed.selected': 'seleccionado: ahora pulse Ctrl+C',
  'embed.widget.title': '1. Widget (recomendado)',
  'embed.widget.text':
    'Un script y después tantos diagramas como quiera. Con `controls` los visitantes pueden colocar y sortear posiciones ellos mismos.',
  'embed.attrs.title': 'Ajustes (atributos)',
  'embed.attr.n':
    'número 0–959 (también `0518`), una primera fila en letras inglesas como `RBBKNNQR` o una FEN inicial',
  'embed.attr.random': 'sortear una posición al azar al cargar la página',
  'embed.attr.lang': 'idioma; si no, el de su página (`<html lang>`)',
  'embed.attr.show':
    'lo que se muestra bajo el tablero: número, primera fila, FEN, las dos tablas, los datos (ambas numeraciones, posición simétrica, rey y torres)',
  'embed.attr.controls': 'un campo de entrada con «colocar» y «sortear»',
  'embed.attr.size': 'como máximo unos 240, 360 o 510 píxeles de ancho; sin `size`, tan ancho como su espacio',
  'embed.attr.theme': 'colores: claros, oscuros, para imprimir o según la configuración del dispositivo',
  'embed.attr.orientation': 'gira el tablero (negras abajo)',
  'embed.attr.coords': 'coordenadas a–h/1–8 dentro del tablero, o ninguna',
  'embed.size.text':
    'En lugar de `size` puede fijar el ancho en la hoja de estilos de su página (no con un atributo `style`: una Content-Security-Policy estricta lo prohíbe):',
  'embed.dev.text':
    'Desarrolladores: el elemento comunica cada posición con el evento `chess960-change` (`detail.number`, `detail.fen`). Se le puede dar estilo con propiedades personalizadas de CSS (`--c960-light`, `--c960-dark`, `--c960-accent`, …) y `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Ejemplo',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text': 'Si su editor de sitios permite iframes («insertar», «bloque HTML») pero no scripts:',
  'embed.iframe.css':
    'Añada esta regla a la hoja de estilos de su página: en pantallas estrechas el marco se estrecha.',
  'embed.iframe.params': 'Parámetros como en el widget: `?n=518&lang=es&theme=dark&controls`.',
  'embed.img.title': '3. Imagen (sin script)',
  'embed.img.text':
    'Un diagrama fijo como imagen SVG; hay uno para cada número (`svg/0.svg` a `svg/959.svg`). Funciona en todas partes, incluso en correos electrónicos y PDF.',
  'embed.img.css': 'Con esta regla en la hoja de estilos de su página, la imagen se reduce en pantallas estrechas:',
  'embed.positionName': 'Posición inicial de Chess960 n.º {n}',
  'embed.csp.title': 'La Content-Security-Policy de su página',
  'embed.csp.text':
    "Si su página envía una Content-Security-Policy, cada forma solo necesita permiso para estas páginas: sin direcciones `data:`, sin `connect-src`, sin `unsafe-inline` y nada en `style-src`. Ejemplos para una política con `default-src 'self'`:",
  'embed.csp.widget':
    "Widget: el script en `script-src`, más `'wasm-unsafe-eval'` (el widget calcula con WebAssembly; sin ello, lo indica). No carga nada más.",
  'embed.csp.iframe': 'iframe: estas páginas en `frame-src` (la página dentro del marco trae su propia política).',
  'embed.csp.img': 'Imagen: estas páginas en `img-src`.',
  'embed.cms.title': 'WordPress, Joomla y similares',
  'embed.lib.title': 'Para desarrolladores: la biblioteca',
  'embed.lib.text':
    "Las reglas y la numeración de estas páginas existen como paquete npm para sus propios programas: mientras no esté publicado en npm, constrúyalo desde este proyecto con `npm run package` (escribe `build-pkg/chess960-<versión>.tgz`) e instale ese archivo con `npm install ruta/a/chess960-<versión>.tgz`; una vez publicado, `npm install chess960`. Luego `import { createChess960 } from 'chess960'` (Node, bundlers, navegadores, workers; el WebAssembly va dentro del paquete, no se descarga nada). El widget es allí `chess960/widget`.",
  'embed.lib.link': 'Referencia y ejemplos de la biblioteca',
  'embed.frame.heading': 'Posición inicial de Chess960 {n}',
  'embed.frame.open': 'Abrir en Ajedrez 960 ↗',
  'embed.frame.game': 'Partida de Chess960',
  'embed.game.title': '4. Partidas: el visor',
  'embed.game.text':
    'Un segundo script muestra partidas: una partida o todo un archivo PGN, para recorrer con los botones, las flechas del teclado, un deslizamiento o un clic en una jugada; con comentarios, relojes, evaluaciones y variantes, el enroque dicho como lo que ocurre. Ponga el PGN entre las etiquetas, en un `<pre class="chess960-pgn">`, para que siga legible donde no se ejecutan scripts:',
  'embed.game.demoOne': 'Ejemplo: una partida',
  'embed.game.file':
    'Un archivo de varias partidas: su dirección en `src` (un archivo de su propio sitio; el visor no lee archivos de otros sitios). Una lista muestra las partidas con jugadores, resultado, ronda, fecha y posición inicial; los visitantes pueden filtrar por jugador.',
  'embed.game.demoFile': 'Ejemplo: un archivo de tres partidas',
  'embed.game.attr.src': 'la dirección de un archivo PGN de su sitio; sin ella, el texto dentro del elemento',
  'embed.game.attr.game': 'la partida del archivo que se muestra primero (`1` es la primera)',
  'embed.game.attr.play':
    'la dirección de una página de juego (`play.html` de estas páginas): un enlace continúa allí la posición mostrada',
  'embed.game.api.title': 'Para scripts',
  'embed.game.api.ready': 'una Promise que se cumple en cuanto se muestra la partida',
  'embed.game.api.fen': 'la FEN de la posición mostrada',
  'embed.game.api.ply': 'la media jugada mostrada (`0`: el inicio) y las medias jugadas de la línea principal',
  'embed.game.api.gameIndex': 'la partida mostrada (desde `0`; al cambiarla se muestra otra) y el número de partidas',
  'embed.game.api.goTo': 'muestra la línea principal tras la media jugada `ply`',
  'embed.game.api.pgn': 'da el texto PGN desde un script (en lugar de `src` o del texto)',
  'embed.game.api.move':
    'evento en cada cambio de la jugada mostrada; `detail` contiene `ply`, `fen`, `san` y `gameIndex`',
  'embed.game.size':
    'El visor toma el ancho de su sitio y funciona de 280 a 1000 píxeles; desde 600 píxeles las jugadas están junto al tablero. Para un ancho fijo, una regla en la hoja de estilo de su página:',
  'embed.game.csp':
    "Content-Security-Policy: la misma que para el widget (estas páginas en `script-src`, más `'wasm-unsafe-eval'`). Al imprimir se ven el tablero y las jugadas, los botones no.",
  'embed.game.frame.title': 'Partidas en un iframe',
  'embed.game.frame.text':
    'Sin scripts: `embed.html?pgn=` seguido del PGN codificado para URL muestra la partida en un marco:',
  'embed.game.frame.src':
    'O `embed.html?src=` con la dirección de un archivo PGN en el mismo sitio que estas páginas (aquí el archivo de ejemplo):',
  'embed.game.frame.params':
    'Más parámetros: `lang`, `orientation=black`, `game=2`. Un PGN ausente o ilegible, o un archivo de otro sitio, se rechaza dentro del marco con el motivo.',
  'embed.cms.intro':
    'Muchos gestores de contenidos quitan `<script>` e `<iframe>` de las entradas de los autores. Qué funciona dónde:',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Instale el plugin: Plugins → Añadir nuevo → Subir plugin, elija `chess960.zip`, actívelo. Necesita WordPress 6.1 o posterior. WordPress escribe entonces los elementos por sí mismo, así que también Autores y Colaboradores pueden usarlos. Los shortcodes: una posición inicial, una partida escrita entre las etiquetas, un archivo PGN de la biblioteca de medios:',
  'embed.cms.wp.blocks':
    'En el editor de bloques está lo mismo como bloques «Chess960 position» y «Chess960 game», con vista previa y los ajustes en la barra lateral.',
  'embed.cms.wp.download': 'Descargar el plugin de WordPress (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'Aún no hay plugin para Joomla: un plugin de contenido reemplazaría `{chess960 n="518"}` y `{chess960_game}…{/chess960_game}` en los artículos del mismo modo. Mientras tanto: la imagen, o un iframe donde el filtro del editor lo permita.',
  'embed.cms.other.title': 'Otros sistemas',
  'embed.cms.other.text':
    'En constructores de sitios y otros sistemas, use un bloque para su propio HTML («HTML personalizado», «Insertar», «HTML/código»): el widget y el visor donde permita scripts, si no las formas iframe; donde no se permite ninguna, la imagen.',
};
