// The widget words in de.
export default {
  'widget.classical': 'normale Grundstellung',
  'widget.factsBoth': '{n} (Zählung 0–959) · {m} (Zählung 1–960, DGT960-Uhr)',
  'widget.factsMirror': 'Spiegelstellung: Nr. {n}',
  'widget.factsKing': 'König {king}, Türme {rookA} und {rookH}',
  'widget.input': 'Startnummer (0–959), Grundreihe oder Start-FEN',
  'widget.board': 'Chess960-Startstellung {n}: {rank}',
  'widget.boardEmpty': 'Leeres Schachbrett',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Königstabelle {base}: {pieces} · Läufertabelle {index}: {pattern}',
  'widget.errAttribute': 'Attribut {name}="{value}" wird nicht verstanden; möglich: {allowed}.',
  'widget.errLoad': 'Das Chess960-Modul konnte nicht geladen werden ({why}).',
  'widget.errCsp':
    "Die Content-Security-Policy dieser Seite erlaubt kein WebAssembly: script-src braucht 'wasm-unsafe-eval'.",
  'widget.errInternal': 'Unerwarteter Fehler: {why}',
};
