// The widget words in fr.
export default {
  'widget.classical': 'position de départ classique',
  'widget.factsBoth': '{n} (numérotation 0–959) · {m} (numérotation 1–960, pendule DGT960)',
  'widget.factsMirror': 'Position miroir : no {n}',
  'widget.factsKing': 'Roi {king}, tours {rookA} et {rookH}',
  'widget.input': 'Numéro de position de départ (0–959), rangée de départ ou FEN de départ',
  'widget.board': 'Position de départ Chess960 {n} : {rank}',
  'widget.boardEmpty': 'Échiquier vide',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Table du roi {base} : {pieces} · table des fous {index} : {pattern}',
  'widget.errAttribute': 'Attribut {name}="{value}" non compris ; possibles : {allowed}.',
  'widget.errLoad': 'Le module Chess960 n’a pas pu être chargé ({why}).',
  'widget.errCsp':
    "La Content-Security-Policy de cette page n’autorise pas WebAssembly : script-src doit contenir 'wasm-unsafe-eval'.",
  'widget.errInternal': 'Erreur inattendue : {why}',
};
