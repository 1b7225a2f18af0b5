/*
 * The Italian texts of the error codes (mirrors web/shared/error-text.js: every code of the
 * catalogue). Loaded by shared/i18n.js only when the page is shown in Italian; also kept as
 * window.Chess960ErrorText.it like the German and English.
 */
(function (global) {
  'use strict';

  const texts = {
    ERR_INPUT_TOO_LONG: 'Il testo è troppo lungo (al massimo 100.000 caratteri).',
    ERR_NUMBER_RANGE: 'Non è il numero di una posizione iniziale: usare un numero intero da 0 a 959.',
    ERR_BACK_RANK:
      'Non è una prima traversa valida: otto pezzi, alfieri su case di colore diverso, il re tra le torri.',
    ERR_NOT_START_POSITION: 'Questa FEN non è una delle 960 posizioni iniziali.',
    ERR_SEED: 'Questo seme non è utilizzabile: indicare un testo o un numero.',
    ERR_TOURNAMENT_ROUNDS: 'Questo numero di turni non è possibile (da 1 a 960, e non più delle posizioni rimaste).',
    ERR_TOURNAMENT_EXCLUDE: 'Si possono escludere solo numeri da 0 a 959.',
    ERR_TOURNAMENT_NUMBERS: 'I numeri non corrispondono ai turni: troppi o troppo pochi, esclusi o ripetuti.',
    ERR_EVENT_SECRET: 'Il segreto è composto da esattamente 64 cifre esadecimali (0–9, a–f).',
    ERR_EVENT_COMMITMENT:
      'L’impegno non corrisponde: deve avere 64 cifre esadecimali ed essere lo SHA-256 del segreto.',
    ERR_EVENT_PUBLIC:
      'Il valore pubblico non è un testo leggibile (un surrogato UTF-16 isolato o byte non validi). Digitarlo di nuovo.',
    ERR_FEN_EMPTY: 'La FEN è vuota.',
    ERR_FEN_FIELDS: 'Una FEN ha da 4 a 6 campi separati da spazi.',
    ERR_FEN_BOARD: 'La scacchiera della FEN è malformata: otto traverse di otto case, separate da «/».',
    ERR_FEN_TURN: 'Una FEN indica il lato che muove con «w» o «b».',
    ERR_FEN_CASTLING:
      'Il campo dell’arrocco della FEN contiene un carattere sconosciuto (ammessi: «-», KQkq o le colonne A–H/a–h).',
    ERR_FEN_EP: 'Il campo della presa en passant della FEN è «-» oppure una casa della 3ª o 6ª traversa.',
    ERR_FEN_CLOCK: 'I contatori delle mosse di una FEN sono numeri interi.',
    ERR_POSITION_KINGS: 'Ogni lato deve avere esattamente un re.',
    ERR_POSITION_PAWNS_ON_BACKRANK: 'I pedoni non possono stare sulla 1ª o sull’8ª traversa.',
    ERR_POSITION_TOO_MANY_PIECES: 'Un lato non può avere così tanti pezzi.',
    ERR_POSITION_CASTLING:
      'Un diritto di arrocco non corrisponde alla posizione: re e torre non sono sulla prima traversa.',
    ERR_POSITION_EP: 'La casa en passant non corrisponde alla posizione.',
    ERR_POSITION_OPPOSITE_CHECK: 'Il lato che non ha la mossa è sotto scacco.',
    ERR_POSITION_IMPOSSIBLE_CHECK: 'Nessuna mossa può aver dato questo scacco.',
    ERR_MOVE_SYNTAX: 'Non è una mossa. Esempi: Cf3, exd5, e8=D, O-O, g1f3.',
    ERR_MOVE_ILLEGAL: 'Questa mossa non è legale qui.',
    ERR_MOVE_AMBIGUOUS: 'Questa mossa è ambigua: aggiungere la colonna o la traversa di partenza.',
    ERR_SQUARE: 'Non è una casa (da a1 a h8).',
    ERR_GAME_OVER: 'La partita è finita; non si possono più fare mosse.',
    ERR_NO_DRAW_CLAIM: 'Ora non si può reclamare la patta.',
    ERR_PLY_RANGE: 'Questa semimossa non fa parte della partita.',
    ERR_PERFT_DEPTH: 'La profondità perft deve essere un numero intero da 0 a 7.',
    ERR_PERFT_BUDGET:
      'Perft ha contato più nodi di quanti consentiti: scegliere una profondità minore o un budget di nodi maggiore.',
    ERR_GAME_DELETED: 'Questa partita non esiste più.',
    ERR_PGN_EMPTY: 'Il testo non contiene alcuna partita.',
    ERR_PGN_TAG: 'Un tag del PGN è malformato o indica un’altra variante degli scacchi.',
    ERR_PGN_SYNTAX:
      'Il PGN è malformato: un commento o una variante non è chiuso, oppure c’è una parentesi dove non dovrebbe.',
    ERR_PGN_MOVE: 'Una mossa del PGN non può essere giocata.',
    ERR_PGN_TOO_LARGE: 'Il file PGN supera i 256 MiB. Dividerlo in file più piccoli.',
    ERR_PGN_GAME_NUMBER: 'Il file non contiene questa partita.',
    ERR_PGN_DELETED: 'Il file PGN non è più caricato. Aprirlo di nuovo.',
    ERR_DRAW_METHOD: 'Questo metodo di sorteggio non esiste.',
    ERR_DRAW_VALUE: 'Questo valore non è possibile in questo passo.',
    ERR_DRAW_REROLL: 'Questo non dà alcuna casa: tirare di nuovo.',
    ERR_DRAW_FINISHED: 'Il sorteggio è già completo.',
    ERR_DRAW_UNFINISHED: 'Il sorteggio non è ancora completo.',
    ERR_DRAW_UNDO: 'Non c’è nulla da annullare.',
    ERR_DRAW_NOT_RANDOM: 'Questo metodo non è casuale: non ha una distribuzione.',
    ERR_DRAW_DELETED: 'Questo sorteggio non esiste più.',
    ERR_SAN_LETTERS: 'Insieme di lettere dei pezzi sconosciuto.',
    ERR_RANDOM_UNAVAILABLE: 'Questo browser non ha una fonte sicura di numeri casuali.',
    ERR_MODULE_DAMAGED: 'Il modulo scacchistico (chess960.js) è danneggiato. Ricaricare la pagina.',
    ERR_ENGINE_DELETED: 'Il motore scacchistico è stato chiuso. Ricaricare la pagina.',
    ERR_ENGINE_FAILED: 'Il motore scacchistico non è riuscito a calcolare. Ricaricare la pagina.',
  };
  if (global.Chess960ErrorText) global.Chess960ErrorText.it = texts;
  global.Chess960Web.i18n.add({ it: texts });
})(typeof window !== 'undefined' ? window : globalThis);
