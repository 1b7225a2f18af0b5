/*
 * The Spanish words of web/draw/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Spanish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    es: {
      'draw.title': 'Ajedrez 960 – sorteo a mano',
      'draw.heading': 'Sorteo a mano',
      'draw.tagline': 'Sortear una posición inicial de ajedrez 960 con dados, monedas, una bolsa o cartas',
      'draw.drawHeading': 'Sorteo',
      'draw.method': 'Método',
      'draw.restart': 'empezar de nuevo',
      'draw.typeValue': 'o escríbalo:',
      'draw.enter': 'aceptar',
      'draw.undo': 'deshacer',
      'draw.backRank': 'Primera fila',
      'draw.rankStrip': 'Primera fila de a1 a h1',
      'draw.empty': 'vacía',
      'draw.openIndex': 'Mostrar la posición',
      'draw.openPlay': 'Jugar',
      'draw.openWall': 'Pantalla de sala',
      'draw.resultNumber': 'N.º {n}',
      'draw.distHeading': '¿Es justo el método?',
      'draw.distIntro':
        'La probabilidad exacta de cada número 0–959, calculada a partir de todos los resultados posibles. La línea marca 1/960 (uniforme).',
      'draw.fair': 'Uniforme: cada una de las 960 posiciones tiene una probabilidad de exactamente 1/960.',
      'draw.unfair': 'No uniforme: {count} probabilidades distintas, de {min} a {max} (lo justo sería 1/960).',
      'draw.notRandom':
        'Este método no es aleatorio: los jugadores eligen las casillas, así que no tiene distribución.',
      'draw.chartLabel': 'Distribución sobre los números 0 a 959: {summary}',
      'draw.fairShort': 'Justo: cada número tiene probabilidad 1/960.',
      'draw.unfairShort': 'No es justo: probabilidades de {min} a {max} en lugar de 1/960.',
      'draw.tournamentHeading': 'Sorteo de torneo',
      'draw.showOnWall': 'mostrar en pantalla',
      'draw.showOnWallLabel': 'Mostrar la lista de rondas en el modo pantalla (cifras y sorteo bloqueados)',
      'draw.link': 'Enlace a este sorteo',
      'draw.linkNote': 'Este enlace vuelve a dar la misma lista: contiene la semilla, las rondas y las opciones.',
      'draw.generatedSeed':
        'No se introdujo ninguna semilla, así que la semilla «{seed}» se creó al azar; con ella se puede comprobar la lista.',
      'draw.options': 'Opciones: {list}',
      'draw.option.rounds': '{n} rondas',
      'draw.option.seed': 'semilla «{seed}»',
      'draw.option.without518': 'sin el n.º 518',
      'draw.option.with518': 'n.º 518 permitido',
      'draw.option.bothColours': 'cada posición dos veces, con colores invertidos',
      'draw.option.oneColour': 'cada posición una vez',
      'draw.roundsLimit':
        'Hasta 960 rondas. Cada posición sale como mucho una vez (con colores invertidos, dos veces seguidas); sin el n.º 518 quedan 959 posiciones.',
      'draw.rounds': 'Rondas',
      'draw.seed': 'Semilla (vacía = al azar)',
      'draw.exclude518': 'sin el n.º 518 (ajedrez clásico)',
      'draw.option.evals': 'sin {count} posiciones por encima de {threshold} en ambas evaluaciones',
      'draw.bothColours': 'cada posición dos veces, con colores invertidos',
      'draw.tournamentDraw': 'sortear',
      'draw.print': 'imprimir',
      'draw.colRound': 'Ronda',
      'draw.colNumber': 'N.º',
      'draw.colColours': 'Colores',
      'draw.swapped': 'invertidos',
      'draw.asPaired': 'según el emparejamiento',
      'draw.caption': '{rounds} rondas',
      'draw.captionSeed': '{rounds} rondas, semilla «{seed}»',
      'draw.seedNote':
        'Comprobable: n.º = los primeros 4 bytes de SHA-256(«semilla:k») mod 960 (k = 0, 1, 2 …; se omiten los valores desde 4294967040 y las repeticiones).',
      'err.ERR_DRAW_REROLL': '{value}: vuelva a tirar; para ese resultado no hay casilla.',
      'err.ERR_DRAW_VALUE': '«{value}» no es posible aquí. Posibles: {options}.',
      'err.ERR_DRAW_FINISHED': 'El sorteo está completo. «empezar de nuevo» inicia otro.',
      'err.ERR_DRAW_UNDO': 'No hay nada que deshacer.',
      'err.ERR_TOURNAMENT_ROUNDS': 'Indique un número de rondas del 1 al 960 (deben quedar tantas posiciones).',
      'err.ERR_TOURNAMENT_EXCLUDE': 'El número excluido no es válido.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
