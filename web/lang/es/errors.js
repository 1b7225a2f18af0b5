/*
 * The Spanish texts of the error codes (mirrors web/shared/error-text.js: every code of the
 * catalogue). Loaded by shared/i18n.js only when the page is shown in Spanish; also kept as
 * window.Chess960ErrorText.es like the German and English.
 */
(function (global) {
  'use strict';

  const texts = {
    ERR_INPUT_TOO_LONG: 'El texto es demasiado largo (como máximo 100 000 caracteres).',
    ERR_NUMBER_RANGE: 'Eso no es un número de posición inicial: use un número entero del 0 al 959.',
    ERR_BACK_RANK:
      'Esa no es una primera fila válida: ocho piezas, alfiles en casillas de distinto color, el rey entre las torres.',
    ERR_NOT_START_POSITION: 'Esta FEN no es ninguna de las 960 posiciones iniciales.',
    ERR_SEED: 'Esta semilla no se puede usar: indique un texto o un número.',
    ERR_TOURNAMENT_ROUNDS: 'Ese número de rondas no es posible (de 1 a 960, y no más que las posiciones que quedan).',
    ERR_TOURNAMENT_EXCLUDE: 'Solo se pueden excluir números del 0 al 959.',
    ERR_TOURNAMENT_NUMBERS: 'Los números no encajan con las rondas: demasiados o muy pocos, excluidos o repetidos.',
    ERR_EVENT_SECRET: 'El secreto tiene exactamente 64 dígitos hexadecimales (0–9, a–f).',
    ERR_EVENT_COMMITMENT: 'El compromiso no encaja: debe tener 64 dígitos hexadecimales y ser el SHA-256 del secreto.',
    ERR_EVENT_PUBLIC:
      'El valor público no es un texto legible (un sustituto UTF-16 aislado o bytes no válidos). Escríbalo de nuevo.',
    ERR_FEN_EMPTY: 'La FEN está vacía.',
    ERR_FEN_FIELDS: 'Una FEN tiene de 4 a 6 campos separados por espacios.',
    ERR_FEN_BOARD: 'El tablero de la FEN está mal formado: ocho filas de ocho casillas, separadas por «/».',
    ERR_FEN_TURN: 'Una FEN indica el bando que mueve con «w» o «b».',
    ERR_FEN_CASTLING:
      'El campo de enroque de la FEN tiene un carácter desconocido (se admiten «-», KQkq o las columnas A–H/a–h).',
    ERR_FEN_EP: 'El campo de captura al paso de la FEN es «-» o una casilla de la fila 3 o 6.',
    ERR_FEN_CLOCK: 'Los contadores de jugadas de una FEN son números enteros.',
    ERR_POSITION_KINGS: 'Cada bando necesita exactamente un rey.',
    ERR_POSITION_PAWNS_ON_BACKRANK: 'No puede haber peones en la fila 1 ni en la 8.',
    ERR_POSITION_TOO_MANY_PIECES: 'Un bando no puede tener tantas piezas.',
    ERR_POSITION_CASTLING:
      'Un derecho de enroque no encaja con la posición: el rey y la torre no están en la primera fila.',
    ERR_POSITION_EP: 'La casilla de captura al paso no encaja con la posición.',
    ERR_POSITION_OPPOSITE_CHECK: 'El bando que no mueve está en jaque.',
    ERR_POSITION_IMPOSSIBLE_CHECK: 'Ninguna jugada puede haber dado este jaque.',
    ERR_MOVE_SYNTAX: 'Eso no es una jugada. Ejemplos: Cf3, exd5, e8=D, O-O, g1f3.',
    ERR_MOVE_ILLEGAL: 'Esa jugada no es legal aquí.',
    ERR_MOVE_AMBIGUOUS: 'Esa jugada es ambigua: añada la columna o la fila de origen.',
    ERR_SQUARE: 'Eso no es una casilla (a1 a h8).',
    ERR_GAME_OVER: 'La partida ha terminado; no se pueden hacer más jugadas.',
    ERR_NO_DRAW_CLAIM: 'Ahora no se pueden reclamar tablas.',
    ERR_PLY_RANGE: 'Esa media jugada no está en la partida.',
    ERR_PERFT_DEPTH: 'La profundidad de perft debe ser un número entero del 0 al 7.',
    ERR_PERFT_BUDGET:
      'Perft ha contado más nodos de los permitidos: elija una profundidad menor o un presupuesto de nodos mayor.',
    ERR_GAME_DELETED: 'Esta partida ya no existe.',
    ERR_PGN_EMPTY: 'El texto no contiene ninguna partida.',
    ERR_PGN_TAG: 'Una etiqueta del PGN está mal formada o indica otra variante de ajedrez.',
    ERR_PGN_SYNTAX:
      'El PGN está mal formado: un comentario o una variante no está cerrado, o hay un paréntesis donde no corresponde.',
    ERR_PGN_MOVE: 'Una jugada del PGN no se puede hacer.',
    ERR_PGN_TOO_LARGE: 'El archivo PGN supera los 256 MiB. Divídalo en archivos más pequeños.',
    ERR_PGN_GAME_NUMBER: 'El archivo no contiene esa partida.',
    ERR_PGN_DELETED: 'El archivo PGN ya no está cargado. Vuelva a abrirlo.',
    ERR_DRAW_METHOD: 'No existe ese método de sorteo.',
    ERR_DRAW_VALUE: 'Ese valor no es posible en este paso.',
    ERR_DRAW_REROLL: 'Eso no da ninguna casilla: vuelva a tirar.',
    ERR_DRAW_FINISHED: 'El sorteo ya está completo.',
    ERR_DRAW_UNFINISHED: 'El sorteo aún no está completo.',
    ERR_DRAW_UNDO: 'No hay nada que deshacer.',
    ERR_DRAW_NOT_RANDOM: 'Este método no es aleatorio: no tiene distribución.',
    ERR_DRAW_DELETED: 'Este sorteo ya no existe.',
    ERR_SAN_LETTERS: 'Juego de letras de piezas desconocido.',
    ERR_RANDOM_UNAVAILABLE: 'Este navegador no tiene una fuente de azar segura.',
    ERR_MODULE_DAMAGED: 'El módulo de ajedrez (chess960.js) está dañado. Vuelva a cargar la página.',
    ERR_ENGINE_DELETED: 'El motor de ajedrez se ha cerrado. Vuelva a cargar la página.',
    ERR_ENGINE_FAILED: 'El motor de ajedrez no pudo calcular. Vuelva a cargar la página.',
  };
  if (global.Chess960ErrorText) global.Chess960ErrorText.es = texts;
  global.Chess960Web.i18n.add({ es: texts });
})(typeof window !== 'undefined' ? window : globalThis);
