// The facts words in es.
export default {
  'facts.title': 'Datos de la posición',
  'facts.number': 'Número',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960): solo el n.º 0 se llama «960» al contar del 1 al 960 (como en un reloj DGT960)',
  'facts.numberZero': '0 (0–959) · 960 (1–960): el 960 de un reloj DGT960 es esta posición',
  'facts.mirror': 'Posición simétrica',
  'facts.mirrorNote': '(la primera fila leída de derecha a izquierda)',
  'facts.kingRooksLabel': 'Rey y torres',
  'facts.kingRooks': 'rey {king}, torres {rookA} y {rookH}',
  'facts.evalsTitle': 'Evaluaciones de motores (desde el lado de las blancas)',
  'facts.engine': '{engine}, profundidad {depth}:',
  'facts.rank': 'puesto {rank} de 960 (1 = la más favorable a las blancas)',
  'facts.wdl': 'ganan blancas {win} ‰ · tablas {draw} ‰ · ganan negras {loss} ‰',
  'facts.source': 'fuente: {source} ({commit}), licencia MIT',
  'facts.caveat':
    'Las dos series coinciden solo moderadamente, y un estudio de más de 14 millones de partidas en línea no halló diferencias significativas de resultados entre las posiciones iniciales.',
  'facts.credits': 'Fuentes y licencias (MIT)',
};
