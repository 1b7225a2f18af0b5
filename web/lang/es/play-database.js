/*
 * The Spanish words of web/play/database/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Spanish.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    es: {
      'db.title': 'Partidas del archivo PGN',
      'db.close': 'Cerrar la lista',
      'db.pasted': 'texto pegado',
      'db.summary': '{name}: {count} partidas',
      'db.summaryBad': '{name}: {count} partidas, {bad} de ellas ilegibles',
      'db.filterLabel': 'Filtrar las partidas',
      'db.filterPlayer': 'Jugador',
      'db.filterNumber': 'N.º de posición inicial',
      'db.numberIgnored': 'Este filtro no se aplica.',
      'db.countAll': '{total} partidas',
      'db.count': '{shown} de {total} partidas',
      'db.caption': 'Partidas de {name}, ordenadas por {column}, {direction}',
      'db.ascending': 'ascendente',
      'db.descending': 'descendente',
      'db.col.game': 'N.º',
      'db.col.players': 'Blancas – Negras',
      'db.col.event': 'Torneo, ronda',
      'db.col.start': 'N.º inicial',
      'db.col.result': 'Resultado',
      'db.col.plies': 'Medias jugadas',
      'db.round': 'ronda {round}',
      'db.sortBy': 'Ordenar por:',
      'db.openGame': 'Abrir la partida {n}:',
      'db.none': 'Ninguna partida coincide con los filtros.',
      'db.more': 'Mostrar {n} más (quedan {left})',
      'db.read': '{count} partidas leídas.',
      'db.opened': 'Partida {n} abierta: {moves} medias jugadas.',
      'db.progress.read': 'Leyendo el archivo: {percent} %',
      'db.progress.index': 'Buscando las partidas …',
      'db.progress.check': 'Comprobando las partidas: {done} de {total}',
      'db.cancel': 'Detener la lectura',
      'db.cancelled': 'Lectura detenida.',
      'db.exportAll': 'Descargar todo como PGN',
      'db.exported': '{count} partidas en un archivo PGN.',
      'db.exportNone': 'Todavía no hay ninguna partida que descargar.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
