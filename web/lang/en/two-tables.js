// The words of the two tables (components/two-tables) in en.
export default {
  'tables.kingTable': 'King table',
  'tables.bishopTable': 'Bishop table',
  'tables.kingCaption': 'King table: order of the other six pieces on the free squares',
  'tables.bishopCaption': 'Bishop table: squares of the two bishops for the remainder 0–15',
  'tables.colNumber': 'No.',
  'tables.colPieces': 'Pieces',
  'tables.colRest': 'Rest',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'King table no. {base} ({pieces}) + bishop table no. {index} ({pattern}) = {rank}',
};
