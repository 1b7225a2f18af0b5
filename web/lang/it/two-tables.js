// The words of the two tables (components/two-tables) in it.
export default {
  'tables.kingTable': 'Tabella del re',
  'tables.bishopTable': 'Tabella degli alfieri',
  'tables.kingCaption': 'Tabella del re: ordine degli altri sei pezzi sulle case libere',
  'tables.bishopCaption': 'Tabella degli alfieri: case dei due alfieri per il resto 0–15',
  'tables.colNumber': 'N.',
  'tables.colPieces': 'Pezzi',
  'tables.colRest': 'Resto',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'Tabella del re n. {base} ({pieces}) + tabella degli alfieri n. {index} ({pattern}) = {rank}',
};
