// The widget words in nl.
export default {
  'widget.classical': 'gewone beginstelling',
  'widget.factsBoth': '{n} (telling 0–959) · {m} (telling 1–960, DGT960-klok)',
  'widget.factsMirror': 'Spiegelstelling: nr. {n}',
  'widget.factsKing': 'Koning {king}, torens {rookA} en {rookH}',
  'widget.input': 'Nummer van de beginstelling (0–959), achterste rij of begin-FEN',
  'widget.board': 'Chess960-beginstelling {n}: {rank}',
  'widget.boardEmpty': 'Leeg schaakbord',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Koningstabel {base}: {pieces} · lopertabel {index}: {pattern}',
  'widget.errAttribute': 'Attribuut {name}="{value}" wordt niet begrepen; mogelijk: {allowed}.',
  'widget.errLoad': 'De Chess960-module kon niet worden geladen ({why}).',
  'widget.errCsp':
    "De Content-Security-Policy van deze pagina staat geen WebAssembly toe: script-src heeft 'wasm-unsafe-eval' nodig.",
  'widget.errInternal': 'Onverwachte fout: {why}',
};
