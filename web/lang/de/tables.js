// The tables words in de.
export default {
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
};
