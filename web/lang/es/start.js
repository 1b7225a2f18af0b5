// The start words in es.
export default {
  'start.pageTitle': 'Ajedrez 960 – posición inicial n.º {n}',
  'start.pageTitlePlain': 'Ajedrez 960 – posición inicial',
  'start.tagline': '960 posiciones iniciales · ajedrez aleatorio de Fischer',
  'start.intro':
    'Introduzca un número del 0 al 959 y pulse «colocar» para ver la posición inicial, o «sortear» para una posición al azar. El n.º 518 es la posición inicial del ajedrez clásico.',
  'start.numberHint': 'Número 0–959, primera fila (p. ej. TAARCCDT o RBBKNNQR) o FEN inicial',
  'start.numberHintOneBased': 'Número 1–960 (960 = 0), primera fila (p. ej. TAARCCDT o RBBKNNQR) o FEN inicial',
  'start.setzenLabel': 'Colocar la posición',
  'start.losenLabel': 'Sortear una posición al azar',
  'start.oneBased': 'Contar del 1 al 960 (960 = 0)',
  'start.positionNoOneBased': 'N.º {n} (= 960)',
  'start.classical': 'posición inicial del ajedrez clásico',
  'start.rankDe': 'Primera fila (letras españolas)',
  'start.rankEn': 'Primera fila (letras inglesas)',
  'start.copyLabel': 'Copiar la FEN',
  'start.copied': 'copiada',
  'start.copyFailed': 'No se puede copiar: selecciónela y cópiela',
  'start.boardLoading': 'Tablero, cargando la posición',
  'start.tablesIntro':
    'Para sortear sin ordenador: busque en la tabla del rey el mismo número o el inmediatamente inferior, y el resto (0–15) en la tabla de los alfiles. Coloque primero los alfiles y después las seis piezas de la tabla del rey en las casillas libres; las negras reflejan a las blancas.',
  'start.footer': 'Ajedrez 960: Bobby Fischer, 1996. Numeración de Reinhard Scharnagl (0–959).',
};
