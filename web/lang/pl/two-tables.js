// The words of the two tables (components/two-tables) in pl.
export default {
  'tables.kingTable': 'Tabela króla',
  'tables.bishopTable': 'Tabela gońców',
  'tables.kingCaption': 'Tabela króla: kolejność pozostałych sześciu figur na wolnych polach',
  'tables.bishopCaption': 'Tabela gońców: pola obu gońców dla reszty 0–15',
  'tables.colNumber': 'Nr',
  'tables.colPieces': 'Figury',
  'tables.colRest': 'Reszta',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'Tabela króla nr {base} ({pieces}) + tabela gońców nr {index} ({pattern}) = {rank}',
};
