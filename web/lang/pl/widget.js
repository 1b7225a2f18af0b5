// The widget words in pl.
export default {
  'widget.classical': 'zwykła pozycja początkowa',
  'widget.factsBoth': '{n} (numeracja 0–959) · {m} (numeracja 1–960, zegar DGT960)',
  'widget.factsMirror': 'Pozycja lustrzana: nr {n}',
  'widget.factsKing': 'Król {king}, wieże {rookA} i {rookH}',
  'widget.input': 'Numer pozycji początkowej (0–959), pierwszy rząd albo FEN pozycji początkowej',
  'widget.board': 'Pozycja początkowa Chess960 {n}: {rank}',
  'widget.boardEmpty': 'Pusta szachownica',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Tabela króla {base}: {pieces} · tabela gońców {index}: {pattern}',
  'widget.errAttribute': 'Atrybut {name}="{value}" jest niezrozumiały; możliwe: {allowed}.',
  'widget.errLoad': 'Nie udało się wczytać modułu Chess960 ({why}).',
  'widget.errCsp':
    "Content-Security-Policy tej strony nie zezwala na WebAssembly: script-src wymaga 'wasm-unsafe-eval'.",
  'widget.errInternal': 'Nieoczekiwany błąd: {why}',
};
