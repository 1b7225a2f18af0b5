// The words of the two tables (components/two-tables) in fr.
export default {
  'tables.kingTable': 'Table du roi',
  'tables.bishopTable': 'Table des fous',
  'tables.kingCaption': 'Table du roi : ordre des six autres pièces sur les cases libres',
  'tables.bishopCaption': 'Table des fous : cases des deux fous pour le reste 0–15',
  'tables.colNumber': 'No',
  'tables.colPieces': 'Pièces',
  'tables.colRest': 'Reste',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'Table du roi no {base} ({pieces}) + table des fous no {index} ({pattern}) = {rank}',
};
