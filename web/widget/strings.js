/*
 * The words of the embeddable widget <chess960-position>, in German and English. Bundled into
 * chess960-widget.js with the translator and the shared words (the start-number reader's
 * messages), so the widget depends on no page script. Keys: widget.*.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    de: {
      'widget.number': 'Nr. {n}',
      'widget.classical': 'normale Grundstellung',
      'widget.rank': 'Grundreihe',
      'widget.fen': 'FEN',
      'widget.set': 'setzen',
      'widget.draw': 'losen',
      'widget.input': 'Startnummer (0–959), Grundreihe oder Start-FEN',
      'widget.board': 'Chess960-Startstellung {n}: {rank}',
      'widget.boardEmpty': 'Leeres Schachbrett',
      'widget.loading': 'wird geladen …',
      'widget.tables': '{n} = {base} + {index}',
      'widget.tablesText': 'Königstabelle {base}: {pieces} · Läufertabelle {index}: {pattern}',
      'widget.bishop': 'L',
      'widget.letters': 'KDTLS',
      'widget.errAttribute': 'Attribut {name}="{value}" wird nicht verstanden; möglich: {allowed}.',
      'widget.errLoad': 'Das Chess960-Modul konnte nicht geladen werden ({why}).',
      'widget.errCsp':
        "Die Content-Security-Policy dieser Seite erlaubt kein WebAssembly: script-src braucht 'wasm-unsafe-eval'.",
      'widget.errInternal': 'Unerwarteter Fehler: {why}',
    },
    en: {
      'widget.number': 'No. {n}',
      'widget.classical': 'standard chess position',
      'widget.rank': 'Back rank',
      'widget.fen': 'FEN',
      'widget.set': 'set',
      'widget.draw': 'draw',
      'widget.input': 'Start position number (0–959), back rank or start FEN',
      'widget.board': 'Chess960 start position {n}: {rank}',
      'widget.boardEmpty': 'Empty chess board',
      'widget.loading': 'loading …',
      'widget.tables': '{n} = {base} + {index}',
      'widget.tablesText': 'King table {base}: {pieces} · bishop table {index}: {pattern}',
      'widget.bishop': 'B',
      'widget.letters': 'KQRBN',
      'widget.errAttribute': 'Attribute {name}="{value}" is not understood; possible: {allowed}.',
      'widget.errLoad': 'The Chess960 module could not be loaded ({why}).',
      'widget.errCsp':
        "This page's Content-Security-Policy allows no WebAssembly: script-src needs 'wasm-unsafe-eval'.",
      'widget.errInternal': 'Unexpected error: {why}',
    },
  }, 'widget');
})(typeof window !== 'undefined' ? window : globalThis);
