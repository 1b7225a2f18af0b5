/*
 * The Italian words of web/shared/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Italian.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    it: {
      'site.name': 'Scacchi 960',
      'nav.label': 'Pagine',
      'nav.start': 'Posizione iniziale',
      'nav.play': 'Gioca',
      'nav.draw': 'Sorteggio a mano',
      'nav.wall': 'Modalità parete',
      'nav.event': 'Torneo',
      'nav.verify': 'Verifica',
      'nav.tables': 'Due tabelle',
      'nav.embed': 'Incorpora',
      'lang.label': 'Lingua · Language',
      'number.err.ERR_EMPTY': 'Inserire un numero da 0 a 959.',
      'number.err.ERR_EMPTY.oneBased': 'Inserire un numero da 1 a 960.',
      'number.err.ERR_NUMBER_RANGE': '«{value}» non è un numero valido. Sono ammessi i numeri interi da 0 a 959.',
      'number.err.ERR_NUMBER_RANGE.oneBased':
        '«{value}» non è un numero valido. Sono ammessi i numeri interi da 1 a 960.',
      'number.err.ERR_BACK_RANK':
        '«{value}» non è né un numero né una prima traversa valida (otto pezzi come TAARCCDT: alfieri su case di colore diverso, re tra le torri).',
      'number.err.ERR_NOT_START_POSITION': '«{value}» non è la FEN di una posizione iniziale Chess960.',
      'number.err.ERR_INPUT_TOO_LONG': 'Il testo è troppo lungo per un numero, una prima traversa o una FEN.',
      'number.err.ERR_URL': 'Il numero nell’indirizzo ({value}) non è valido; viene mostrato il n. 518.',
      'err.ERR_LOAD': 'Impossibile caricare il modulo scacchistico (chess960.js). Ricaricare la pagina.',
      'err.unknown': 'Errore imprevisto: {message}',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
