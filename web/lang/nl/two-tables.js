// The words of the two tables (components/two-tables) in nl.
export default {
  'tables.kingTable': 'Koningstabel',
  'tables.bishopTable': 'Lopertabel',
  'tables.kingCaption': 'Koningstabel: volgorde van de zes andere stukken op de vrije velden',
  'tables.bishopCaption': 'Lopertabel: velden van de twee lopers voor de rest 0–15',
  'tables.colNumber': 'Nr.',
  'tables.colPieces': 'Stukken',
  'tables.colRest': 'Rest',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'Koningstabel nr. {base} ({pieces}) + lopertabel nr. {index} ({pattern}) = {rank}',
};
