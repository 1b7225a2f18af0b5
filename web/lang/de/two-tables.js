// The words of the two tables (components/two-tables) in de.
export default {
  'tables.kingTable': 'Königstabelle',
  'tables.bishopTable': 'Läufertabelle',
  'tables.kingCaption': 'Königstabelle: Reihenfolge der übrigen sechs Figuren auf den freien Feldern',
  'tables.bishopCaption': 'Läufertabelle: Felder der beiden Läufer für den Rest 0–15',
  'tables.colNumber': 'Nr.',
  'tables.colPieces': 'Figuren',
  'tables.colRest': 'Rest',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'Königstabelle Nr. {base} ({pieces}) + Läufertabelle Nr. {index} ({pattern}) = {rank}',
};
