// The words of the two tables (components/two-tables) in es.
export default {
  'tables.kingTable': 'Tabla del rey',
  'tables.bishopTable': 'Tabla de los alfiles',
  'tables.kingCaption': 'Tabla del rey: orden de las otras seis piezas en las casillas libres',
  'tables.bishopCaption': 'Tabla de los alfiles: casillas de los dos alfiles para el resto 0–15',
  'tables.colNumber': 'N.º',
  'tables.colPieces': 'Piezas',
  'tables.colRest': 'Resto',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sumText': 'Tabla del rey n.º {base} ({pieces}) + tabla de los alfiles n.º {index} ({pattern}) = {rank}',
};
