/*
 * The Spanish words of web/shared/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Spanish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    es: {
      'site.name': 'Ajedrez 960',
      'nav.label': 'Páginas',
      'nav.start': 'Posición inicial',
      'nav.play': 'Jugar',
      'nav.draw': 'Sorteo a mano',
      'nav.wall': 'Modo pantalla',
      'nav.event': 'Torneo',
      'nav.verify': 'Verificar',
      'nav.tables': 'Dos tablas',
      'nav.embed': 'Insertar',
      'lang.label': 'Idioma · Language',
      'number.err.ERR_EMPTY': 'Introduzca un número del 0 al 959.',
      'number.err.ERR_EMPTY.oneBased': 'Introduzca un número del 1 al 960.',
      'number.err.ERR_NUMBER_RANGE': '«{value}» no es un número válido. Se admiten números enteros del 0 al 959.',
      'number.err.ERR_NUMBER_RANGE.oneBased':
        '«{value}» no es un número válido. Se admiten números enteros del 1 al 960.',
      'number.err.ERR_BACK_RANK':
        '«{value}» no es ni un número ni una primera fila válida (ocho piezas como TAARCCDT: alfiles en casillas de distinto color, rey entre las torres).',
      'number.err.ERR_NOT_START_POSITION': '«{value}» no es una FEN de posición inicial de Chess960.',
      'number.err.ERR_INPUT_TOO_LONG': 'El texto es demasiado largo para un número, una primera fila o una FEN.',
      'number.err.ERR_URL': 'El número de la dirección ({value}) no es válido; se muestra el n.º 518.',
      'err.ERR_LOAD': 'No se pudo cargar el módulo de ajedrez (chess960.js). Vuelva a cargar la página.',
      'err.unknown': 'Error inesperado: {message}',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
