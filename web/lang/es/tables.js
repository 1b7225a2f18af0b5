// The tables words in es.
export default {
  'tables.title': 'Ajedrez 960 · Dos tablas',
  'tables.pageTitle': 'Ajedrez 960 – dos tablas (n.º {n})',
  'tables.how':
    'Número 0–959 = tabla del rey (el mismo número o el inmediatamente inferior) + tabla de los alfiles (resto 0–15). Coloque primero los dos alfiles y después las seis piezas de la tabla del rey, de izquierda a derecha, en las casillas libres; las negras en espejo.',
  'tables.numberLabel': 'N.º:',
  'tables.show': 'mostrar',
  'tables.print': 'imprimir',
  'tables.kingTable': 'Tabla del rey',
  'tables.bishopTable': 'Tabla de los alfiles',
  'tables.kingCaption': 'Tabla del rey: orden de las otras seis piezas en las casillas libres',
  'tables.bishopCaption': 'Tabla de los alfiles: casillas de los dos alfiles para el resto 0–15',
  'tables.colNumber': 'N.º',
  'tables.colPieces': 'Piezas',
  'tables.colRest': 'Resto',
  'tables.bishopLetter': 'A',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sheetSum': 'N.º {n} = {base} + {index} →',
  'tables.sumText': 'Tabla del rey n.º {base} ({pieces}) + tabla de los alfiles n.º {index} ({pattern}) = {rank}',
  'tables.foot':
    'Ajedrez 960 (ajedrez aleatorio de Fischer), numeración de Reinhard Scharnagl. Blancas: primera fila a1–h1; las negras la reflejan en a8–h8.',
};
