// The tables words in es.
export default {
  'tables.title': 'Ajedrez 960 · Dos tablas',
  'tables.pageTitle': 'Ajedrez 960 – dos tablas (n.º {n})',
  'tables.how':
    'Número 0–959 = tabla del rey (el mismo número o el inmediatamente inferior) + tabla de los alfiles (resto 0–15). Coloque primero los dos alfiles y después las seis piezas de la tabla del rey, de izquierda a derecha, en las casillas libres; las negras en espejo.',
  'tables.show': 'mostrar',
  'tables.sheetSum': 'N.º {n} = {base} + {index} →',
  'tables.foot':
    'Ajedrez 960 (ajedrez aleatorio de Fischer), numeración de Reinhard Scharnagl. Blancas: primera fila a1–h1; las negras la reflejan en a8–h8.',
};
