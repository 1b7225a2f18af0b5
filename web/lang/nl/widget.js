// The widget words in nl.
export default {
  'widget.number': 'Nr. {n}',
  'widget.classical': 'gewone beginstelling',
  'widget.factsBoth': '{n} (telling 0–959) · {m} (telling 1–960, DGT960-klok)',
  'widget.factsMirror': 'Spiegelstelling: nr. {n}',
  'widget.factsKing': 'Koning {king}, torens {rookA} en {rookH}',
  'widget.rank': 'Achterste rij',
  'widget.fen': 'FEN',
  'widget.set': 'zetten',
  'widget.draw': 'loten',
  'widget.input': 'Nummer van de beginstelling (0–959), achterste rij of begin-FEN',
  'widget.board': 'Chess960-beginstelling {n}: {rank}',
  'widget.boardEmpty': 'Leeg schaakbord',
  'widget.loading': 'laden …',
  'widget.tables': '{n} = {base} + {index}',
  'widget.tablesText': 'Koningstabel {base}: {pieces} · lopertabel {index}: {pattern}',
  'widget.bishop': 'L',
  'widget.letters': 'KDTLP',
  'widget.errAttribute': 'Attribuut {name}="{value}" wordt niet begrepen; mogelijk: {allowed}.',
  'widget.errLoad': 'De Chess960-module kon niet worden geladen ({why}).',
  'widget.errCsp':
    "De Content-Security-Policy van deze pagina staat geen WebAssembly toe: script-src heeft 'wasm-unsafe-eval' nodig.",
  'widget.errInternal': 'Onverwachte fout: {why}',
  'number.err.ERR_EMPTY': 'Voer een nummer van 0 tot en met 959 in.',
  'number.err.ERR_EMPTY.oneBased': 'Voer een nummer van 1 tot en met 960 in.',
  'number.err.ERR_NUMBER_RANGE':
    '‘{value}’ is geen geldig nummer. Toegestaan zijn gehele getallen van 0 tot en met 959.',
  'number.err.ERR_NUMBER_RANGE.oneBased':
    '‘{value}’ is geen geldig nummer. Toegestaan zijn gehele getallen van 1 tot en met 960.',
  'number.err.ERR_BACK_RANK':
    '‘{value}’ is geen nummer en ook geen geldige achterste rij (acht stukken in Engelse letters zoals RBBKNNQR: lopers op velden van verschillende kleur, koning tussen de torens).',
  'number.err.ERR_NOT_START_POSITION': '‘{value}’ is geen FEN van een Chess960-beginstelling.',
  'number.err.ERR_INPUT_TOO_LONG': 'De tekst is te lang voor een nummer, achterste rij of FEN.',
  'number.err.ERR_URL': 'Het nummer in het adres ({value}) is ongeldig; nr. 518 wordt getoond.',
};
