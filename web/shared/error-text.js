/*
 * What a page says for each error code of chess960.js, in German and English. The API's own
 * messages are English and name the detail ("rank 3 has 9 squares"); a page shows this text in
 * its language, chosen by the error's stable code. Every code of the catalogue
 * (core/error_codes.h and wasm/js/errors.js) has both texts; tests/js/error_catalogue.test.mjs
 * checks it.
 * The texts are keys of the translator (shared/i18n.js: i18n.error(err) finds them by code) and,
 * for the pages not yet on it, window.Chess960ErrorText = { de: { ERR_…: text }, en: { … } }.
 */
(function (global) {
  'use strict';

  const texts = {
    de: {
      ERR_INPUT_TOO_LONG: 'Der Text ist zu lang (höchstens 100.000 Zeichen).',
      ERR_NUMBER_RANGE: 'Das ist keine Startstellungs-Nummer: erlaubt sind ganze Zahlen von 0 bis 959.',
      ERR_BACK_RANK:
        'Das ist keine gültige Grundreihe: acht Figuren, Läufer auf verschiedenfarbigen Feldern, König zwischen den Türmen.',
      ERR_NOT_START_POSITION: 'Diese FEN ist keine der 960 Startstellungen.',
      ERR_SEED: 'Dieser Seed ist nicht verwendbar: bitte einen Text oder eine Zahl angeben.',
      ERR_TOURNAMENT_ROUNDS:
        'Diese Rundenzahl ist nicht möglich (1 bis 960, und nicht mehr als Stellungen übrig sind).',
      ERR_TOURNAMENT_EXCLUDE: 'Ausgeschlossen werden können nur Nummern von 0 bis 959.',
      ERR_TOURNAMENT_NUMBERS:
        'Die Nummern passen nicht zu den Runden: zu viele oder zu wenige, ausgeschlossen oder doppelt.',
      ERR_EVENT_SECRET: 'Das Geheimnis besteht aus genau 64 Hex-Ziffern (0–9, a–f).',
      ERR_EVENT_COMMITMENT:
        'Die Festlegung passt nicht: Sie muss aus 64 Hex-Ziffern bestehen und der SHA-256 des Geheimnisses sein.',
      ERR_EVENT_PUBLIC:
        'Der öffentliche Wert ist kein lesbarer Text (ein einzelnes UTF-16-Surrogat oder ungültige Bytes). Bitte neu eintippen.',
      ERR_FEN_EMPTY: 'Die FEN ist leer.',
      ERR_FEN_FIELDS: 'Eine FEN hat 4 bis 6 durch Leerzeichen getrennte Felder.',
      ERR_FEN_BOARD: 'Das Brett der FEN ist fehlerhaft: acht Reihen zu acht Feldern, getrennt durch „/“.',
      ERR_FEN_TURN: 'In der FEN steht „w“ oder „b“ für die Seite am Zug.',
      ERR_FEN_CASTLING:
        'Das Rochadefeld der FEN enthält ein unbekanntes Zeichen (erlaubt: „-“, KQkq oder Linien A–H/a–h).',
      ERR_FEN_EP: 'Das En-passant-Feld der FEN ist „-“ oder ein Feld der 3. oder 6. Reihe.',
      ERR_FEN_CLOCK: 'Die Zugzähler der FEN sind ganze Zahlen.',
      ERR_POSITION_KINGS: 'Jede Seite braucht genau einen König.',
      ERR_POSITION_PAWNS_ON_BACKRANK: 'Bauern können nicht auf der 1. oder 8. Reihe stehen.',
      ERR_POSITION_TOO_MANY_PIECES: 'So viele Figuren kann eine Seite nicht haben.',
      ERR_POSITION_CASTLING:
        'Ein Rochaderecht passt nicht zur Stellung: König und Turm stehen nicht auf der Grundreihe.',
      ERR_POSITION_EP: 'Das En-passant-Feld passt nicht zur Stellung.',
      ERR_POSITION_OPPOSITE_CHECK: 'Die Seite, die nicht am Zug ist, steht im Schach.',
      ERR_POSITION_IMPOSSIBLE_CHECK: 'Dieses Schach kann durch keinen Zug entstanden sein.',
      ERR_MOVE_SYNTAX: 'Das ist kein Zug. Beispiele: Sf3, exd5, e8=D, O-O, g1f3.',
      ERR_MOVE_ILLEGAL: 'Dieser Zug ist hier nicht erlaubt.',
      ERR_MOVE_AMBIGUOUS: 'Dieser Zug ist mehrdeutig: bitte die Ausgangslinie oder -reihe angeben.',
      ERR_SQUARE: 'Das ist kein Feld (a1 bis h8).',
      ERR_GAME_OVER: 'Die Partie ist beendet; es sind keine Züge mehr möglich.',
      ERR_NO_DRAW_CLAIM: 'Ein Remis kann jetzt nicht beansprucht werden.',
      ERR_PLY_RANGE: 'Diesen Halbzug gibt es in der Partie nicht.',
      ERR_PERFT_DEPTH: 'Die Perft-Tiefe muss eine ganze Zahl von 0 bis 7 sein.',
      ERR_PERFT_BUDGET:
        'Perft hat mehr Knoten gezählt als erlaubt: eine kleinere Tiefe oder ein größeres Knotenbudget wählen.',
      ERR_GAME_DELETED: 'Diese Partie gibt es nicht mehr.',
      ERR_PGN_EMPTY: 'Der Text enthält keine Partie.',
      ERR_PGN_TAG: 'Eine Kopfzeile der PGN ist fehlerhaft oder nennt eine andere Schachvariante.',
      ERR_PGN_SYNTAX:
        'Die PGN ist fehlerhaft: ein Kommentar oder eine Variante ist nicht geschlossen, oder eine Klammer steht, wo keine hingehört.',
      ERR_PGN_MOVE: 'Ein Zug der PGN kann nicht gespielt werden.',
      ERR_PGN_TOO_LARGE: 'Die PGN-Datei ist größer als 256 MiB. Bitte teilen Sie sie in kleinere Dateien.',
      ERR_PGN_GAME_NUMBER: 'Diese Partie gibt es in der Datei nicht.',
      ERR_PGN_DELETED: 'Die PGN-Datei ist nicht mehr geladen. Bitte öffnen Sie sie noch einmal.',
      ERR_DRAW_METHOD: 'Dieses Auslosungsverfahren gibt es nicht.',
      ERR_DRAW_VALUE: 'Dieser Wert ist in diesem Schritt nicht möglich.',
      ERR_DRAW_REROLL: 'Dafür gibt es kein Feld: bitte noch einmal würfeln oder werfen.',
      ERR_DRAW_FINISHED: 'Die Auslosung ist schon fertig.',
      ERR_DRAW_UNFINISHED: 'Die Auslosung ist noch nicht fertig.',
      ERR_DRAW_UNDO: 'Es gibt nichts zurückzunehmen.',
      ERR_DRAW_NOT_RANDOM: 'Dieses Verfahren ist nicht zufällig: es hat keine Verteilung.',
      ERR_DRAW_DELETED: 'Diese Auslosung gibt es nicht mehr.',
      ERR_SAN_LETTERS: 'Unbekannter Buchstabensatz für Figuren.',
      ERR_RANDOM_UNAVAILABLE: 'Dieser Browser hat keine sichere Zufallsquelle.',
      ERR_MODULE_DAMAGED: 'Das Rechenmodul (chess960.js) ist beschädigt. Bitte die Seite neu laden.',
      ERR_ENGINE_DELETED: 'Der Computergegner wurde beendet. Bitte die Seite neu laden.',
      ERR_ENGINE_FAILED: 'Der Computergegner konnte nicht rechnen. Bitte die Seite neu laden.',
    },
    en: {
      ERR_INPUT_TOO_LONG: 'The text is too long (at most 100,000 characters).',
      ERR_NUMBER_RANGE: 'That is not a start-position number: use a whole number from 0 to 959.',
      ERR_BACK_RANK:
        'That is not a legal back rank: eight pieces, bishops on squares of opposite colours, the king between the rooks.',
      ERR_NOT_START_POSITION: 'This FEN is not one of the 960 start positions.',
      ERR_SEED: 'This seed cannot be used: give a text or a number.',
      ERR_TOURNAMENT_ROUNDS: 'That number of rounds is not possible (1 to 960, and no more than the positions left).',
      ERR_TOURNAMENT_EXCLUDE: 'Only numbers from 0 to 959 can be excluded.',
      ERR_TOURNAMENT_NUMBERS: 'The numbers do not fit the rounds: too many or too few, excluded or repeated.',
      ERR_EVENT_SECRET: 'The secret is exactly 64 hex digits (0–9, a–f).',
      ERR_EVENT_COMMITMENT: 'The commitment does not fit: it must be 64 hex digits and the SHA-256 of the secret.',
      ERR_EVENT_PUBLIC:
        'The public value is not readable text (a lone UTF-16 surrogate or invalid bytes). Please type it again.',
      ERR_FEN_EMPTY: 'The FEN is empty.',
      ERR_FEN_FIELDS: 'A FEN has 4 to 6 fields separated by spaces.',
      ERR_FEN_BOARD: 'The board of the FEN is malformed: eight ranks of eight squares, separated by "/".',
      ERR_FEN_TURN: 'A FEN names the side to move with "w" or "b".',
      ERR_FEN_CASTLING: 'The castling field of the FEN has an unknown character (allowed: "-", KQkq or files A–H/a–h).',
      ERR_FEN_EP: 'The en-passant field of the FEN is "-" or a square on rank 3 or 6.',
      ERR_FEN_CLOCK: 'The move counters of a FEN are whole numbers.',
      ERR_POSITION_KINGS: 'Each side needs exactly one king.',
      ERR_POSITION_PAWNS_ON_BACKRANK: 'Pawns cannot stand on rank 1 or 8.',
      ERR_POSITION_TOO_MANY_PIECES: 'A side cannot have that many pieces.',
      ERR_POSITION_CASTLING: 'A castling right does not fit the position: king and rook are not on the back rank.',
      ERR_POSITION_EP: 'The en-passant square does not fit the position.',
      ERR_POSITION_OPPOSITE_CHECK: 'The side not to move is in check.',
      ERR_POSITION_IMPOSSIBLE_CHECK: 'No move can have given this check.',
      ERR_MOVE_SYNTAX: 'That is not a move. Examples: Nf3, exd5, e8=Q, O-O, g1f3.',
      ERR_MOVE_ILLEGAL: 'That move is not legal here.',
      ERR_MOVE_AMBIGUOUS: 'That move is ambiguous: add the file or rank it starts from.',
      ERR_SQUARE: 'That is not a square (a1 to h8).',
      ERR_GAME_OVER: 'The game is over; no more moves can be made.',
      ERR_NO_DRAW_CLAIM: 'No draw can be claimed now.',
      ERR_PLY_RANGE: 'That half-move is not in the game.',
      ERR_PERFT_DEPTH: 'The perft depth must be a whole number from 0 to 7.',
      ERR_PERFT_BUDGET: 'Perft counted more nodes than allowed: choose a smaller depth or a larger node budget.',
      ERR_GAME_DELETED: 'This game no longer exists.',
      ERR_PGN_EMPTY: 'The text holds no game.',
      ERR_PGN_TAG: 'A tag pair of the PGN is malformed or names another chess variant.',
      ERR_PGN_SYNTAX:
        'The PGN is malformed: a comment or variation is not closed, or a bracket stands where none belongs.',
      ERR_PGN_MOVE: 'A move of the PGN cannot be played.',
      ERR_PGN_TOO_LARGE: 'The PGN file is larger than 256 MiB. Please split it into smaller files.',
      ERR_PGN_GAME_NUMBER: 'The file has no such game.',
      ERR_PGN_DELETED: 'The PGN file is no longer loaded. Please open it again.',
      ERR_DRAW_METHOD: 'There is no such draw method.',
      ERR_DRAW_VALUE: 'That value is not possible in this step.',
      ERR_DRAW_REROLL: 'That has no square: roll or throw again.',
      ERR_DRAW_FINISHED: 'The draw is already complete.',
      ERR_DRAW_UNFINISHED: 'The draw is not complete yet.',
      ERR_DRAW_UNDO: 'There is nothing to take back.',
      ERR_DRAW_NOT_RANDOM: 'This method is not random: it has no distribution.',
      ERR_DRAW_DELETED: 'This draw no longer exists.',
      ERR_SAN_LETTERS: 'Unknown set of piece letters.',
      ERR_RANDOM_UNAVAILABLE: 'This browser has no secure random source.',
      ERR_MODULE_DAMAGED: 'The chess module (chess960.js) is damaged. Please reload the page.',
      ERR_ENGINE_DELETED: 'The computer opponent was shut down. Please reload the page.',
      ERR_ENGINE_FAILED: 'The computer opponent could not search. Please reload the page.',
    },
  };
  global.Chess960ErrorText = texts;
  if (global.Chess960Web && global.Chess960Web.i18n) global.Chess960Web.i18n.add(texts, 'errors');
})(typeof window !== 'undefined' ? window : globalThis);
