// The widget words in en.
export default {
  'widget.classical': 'standard chess position',
  'widget.factsBoth': '{n} (counting 0–959) · {m} (counting 1–960, DGT960 clock)',
  'widget.factsMirror': 'Mirror position: no. {n}',
  'widget.factsKing': 'King {king}, rooks {rookA} and {rookH}',
  'widget.input': 'Start position number (0–959), back rank or start FEN',
  'widget.board': 'Chess960 start position {n}: {rank}',
  'widget.boardEmpty': 'Empty chess board',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'King table {base}: {pieces} · bishop table {index}: {pattern}',
  'widget.errAttribute': 'Attribute {name}="{value}" is not understood; possible: {allowed}.',
  'widget.errLoad': 'The Chess960 module could not be loaded ({why}).',
  'widget.errCsp': "This page's Content-Security-Policy allows no WebAssembly: script-src needs 'wasm-unsafe-eval'.",
  'widget.errInternal': 'Unexpected error: {why}',
};
