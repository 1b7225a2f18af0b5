/*
 * The words of the two tables (start page and printable tables page).
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'tables.title': 'Schach-960 · Zwei Tabellen',
        'tables.pageTitle': 'Schach-960 – Zwei Tabellen (Nr. {n})',
        'tables.how':
          'Nummer 0–959 = Königstabelle (die gleiche oder nächstkleinere Nummer) + Läufertabelle (Rest 0–15). Erst die beiden Läufer aufstellen, dann die sechs Figuren der Königstabelle von links nach rechts auf die freien Felder; Schwarz spiegelbildlich.',
        'tables.numberLabel': 'Nr.:',
        'tables.show': 'zeigen',
        'tables.print': 'drucken',
        'tables.kingTable': 'Königstabelle',
        'tables.bishopTable': 'Läufertabelle',
        'tables.kingCaption': 'Königstabelle: Reihenfolge der übrigen sechs Figuren auf den freien Feldern',
        'tables.bishopCaption': 'Läufertabelle: Felder der beiden Läufer für den Rest 0–15',
        'tables.colNumber': 'Nr.',
        'tables.colPieces': 'Figuren',
        'tables.colRest': 'Rest',
        'tables.bishopLetter': 'L',
        'tables.sum': '{n} = {base} + {index}',
        'tables.sheetSum': 'Nr. {n} = {base} + {index} →',
        'tables.sumText': 'Königstabelle Nr. {base} ({pieces}) + Läufertabelle Nr. {index} ({pattern}) = {rank}',
        'tables.foot':
          'Chess960 (Fischer-Random-Schach), Nummerierung nach Reinhard Scharnagl. Weiß: Grundreihe a1–h1; Schwarz steht spiegelbildlich auf a8–h8.',
      },
      en: {
        'tables.title': 'Chess960 · Two tables',
        'tables.pageTitle': 'Chess960 – two tables (no. {n})',
        'tables.how':
          'Number 0–959 = king table (the same or next lower number) + bishop table (remainder 0–15). Place the two bishops first, then the six pieces of the king table from left to right on the free squares; Black mirrors White.',
        'tables.numberLabel': 'No.:',
        'tables.show': 'show',
        'tables.print': 'print',
        'tables.kingTable': 'King table',
        'tables.bishopTable': 'Bishop table',
        'tables.kingCaption': 'King table: order of the other six pieces on the free squares',
        'tables.bishopCaption': 'Bishop table: squares of the two bishops for the remainder 0–15',
        'tables.colNumber': 'No.',
        'tables.colPieces': 'Pieces',
        'tables.colRest': 'Rest',
        'tables.bishopLetter': 'B',
        'tables.sum': '{n} = {base} + {index}',
        'tables.sheetSum': 'No. {n} = {base} + {index} →',
        'tables.sumText': 'King table no. {base} ({pieces}) + bishop table no. {index} ({pattern}) = {rank}',
        'tables.foot':
          'Chess960 (Fischer Random Chess), numbering by Reinhard Scharnagl. White: back rank a1–h1; Black mirrors it on a8–h8.',
      },
    },
    'tables',
  );
})(typeof window !== 'undefined' ? window : globalThis);
