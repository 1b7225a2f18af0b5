// The facts words in de.
export default {
  'facts.title': 'Fakten zur Stellung',
  'facts.number': 'Nummer',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960) – nur Nr. 0 heißt in der Zählung 1–960 „960“ (so auf einer DGT960-Uhr)',
  'facts.numberZero': '0 (0–959) · 960 (1–960): die 960 einer DGT960-Uhr ist diese Stellung',
  'facts.mirror': 'Spiegelstellung',
  'facts.mirrorNote': '(die Grundreihe von rechts nach links gelesen)',
  'facts.kingRooksLabel': 'König und Türme',
  'facts.kingRooks': 'König {king}, Türme {rookA} und {rookH}',
  'facts.evalsTitle': 'Computerbewertungen (aus Sicht von Weiß)',
  'facts.engine': '{engine}, Tiefe {depth}:',
  'facts.rank': 'Rang {rank} von 960 (1 = größter Vorteil für Weiß)',
  'facts.wdl': 'Weiß gewinnt {win} ‰ · remis {draw} ‰ · Schwarz gewinnt {loss} ‰',
  'facts.source': 'Quelle: {source} ({commit}), MIT-Lizenz',
  'facts.caveat':
    'Die beiden Läufe stimmen nur mäßig überein, und eine Studie von mehr als 14 Millionen Online-Partien fand keinen signifikanten Unterschied der Ergebnisse zwischen den Startstellungen.',
  'facts.credits': 'Quellen und Lizenzen (MIT)',
};
