// The widget words in es.
export default {
  'widget.classical': 'posición inicial clásica',
  'widget.factsBoth': '{n} (numeración 0–959) · {m} (numeración 1–960, reloj DGT960)',
  'widget.factsMirror': 'Posición simétrica: n.º {n}',
  'widget.factsKing': 'Rey {king}, torres {rookA} y {rookH}',
  'widget.input': 'Número de posición inicial (0–959), primera fila o FEN inicial',
  'widget.board': 'Posición inicial de Chess960 {n}: {rank}',
  'widget.boardEmpty': 'Tablero vacío',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Tabla del rey {base}: {pieces} · tabla de los alfiles {index}: {pattern}',
  'widget.errAttribute': 'El atributo {name}="{value}" no se entiende; posibles: {allowed}.',
  'widget.errLoad': 'No se pudo cargar el módulo Chess960 ({why}).',
  'widget.errCsp':
    "La Content-Security-Policy de esta página no permite WebAssembly: script-src necesita 'wasm-unsafe-eval'.",
  'widget.errInternal': 'Error inesperado: {why}',
};
