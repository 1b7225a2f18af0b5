// The widget words in it.
export default {
  'widget.classical': 'posizione iniziale classica',
  'widget.factsBoth': '{n} (numerazione 0–959) · {m} (numerazione 1–960, orologio DGT960)',
  'widget.factsMirror': 'Posizione speculare: n. {n}',
  'widget.factsKing': 'Re {king}, torri {rookA} e {rookH}',
  'widget.input': 'Numero della posizione iniziale (0–959), prima traversa o FEN iniziale',
  'widget.board': 'Posizione iniziale Chess960 {n}: {rank}',
  'widget.boardEmpty': 'Scacchiera vuota',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Tabella del re {base}: {pieces} · tabella degli alfieri {index}: {pattern}',
  'widget.errAttribute': 'Attributo {name}="{value}" non compreso; possibili: {allowed}.',
  'widget.errLoad': 'Impossibile caricare il modulo Chess960 ({why}).',
  'widget.errCsp':
    "La Content-Security-Policy di questa pagina non consente WebAssembly: script-src richiede 'wasm-unsafe-eval'.",
  'widget.errInternal': 'Errore imprevisto: {why}',
};
