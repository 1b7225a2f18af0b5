// The facts words in pl.
export default {
  'facts.title': 'Dane pozycji',
  'facts.number': 'Numer',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960) – tylko nr 0 nazywa się „960” przy liczeniu od 1 do 960 (jak na zegarze DGT960)',
  'facts.numberZero': '0 (0–959) · 960 (1–960): pozycja 960 zegara DGT960 to właśnie ta',
  'facts.mirror': 'Pozycja lustrzana',
  'facts.mirrorNote': '(pierwszy rząd czytany od prawej do lewej)',
  'facts.kingRooksLabel': 'Król i wieże',
  'facts.kingRooks': 'król {king}, wieże {rookA} i {rookH}',
  'facts.evalsTitle': 'Oceny programów szachowych (z punktu widzenia białych)',
  'facts.engine': '{engine}, głębokość {depth}:',
  'facts.rank': 'miejsce {rank} na 960 (1 = najkorzystniejsza dla białych)',
  'facts.wdl': 'wygrana białych {win} ‰ · remis {draw} ‰ · wygrana czarnych {loss} ‰',
  'facts.source': 'źródło: {source} ({commit}), licencja MIT',
  'facts.caveat':
    'Obie serie zgadzają się tylko umiarkowanie, a badanie ponad 14 milionów partii online nie wykazało istotnych różnic w wynikach między pozycjami początkowymi.',
  'facts.credits': 'Źródła i licencje (MIT)',
};
