// The credits words in es.
export default {
  'credits.pageTitle': 'Ajedrez 960 – fuentes y licencias',
  'credits.description': 'Fuentes y licencias de las evaluaciones por motor de las 960 posiciones iniciales.',
  'credits.heading': 'Fuentes y licencias',
  'credits.intro':
    'La página de inicio muestra dos evaluaciones por motor de cada posición. Proceden de dos series publicadas del motor de ajedrez Stockfish sobre las 960 posiciones iniciales, ambas con licencia MIT. Las cifras se muestran tal como se publicaron (en peones, desde el lado de las blancas).',
  'credits.caveat':
    'Las dos series coinciden solo moderadamente, y un estudio de más de 14 millones de partidas en línea no halló diferencias significativas de resultados entre las posiciones iniciales.',
  'credits.depth32': 'profundidad 32',
  'credits.depth25': 'profundidad 25',
  'credits.source': 'Fuente:',
  'credits.withWdl': 'con victoria/tablas/derrota por mil',
  'credits.licence': 'Licencia MIT (texto completo)',
  'credits.mitTitle': 'El texto de la licencia (el mismo para ambas fuentes, en inglés)',
};
