// The tables words in de.
export default {
  'tables.title': 'Schach-960 · Zwei Tabellen',
  'tables.pageTitle': 'Schach-960 – Zwei Tabellen (Nr. {n})',
  'tables.how':
    'Nummer 0–959 = Königstabelle (die gleiche oder nächstkleinere Nummer) + Läufertabelle (Rest 0–15). Erst die beiden Läufer aufstellen, dann die sechs Figuren der Königstabelle von links nach rechts auf die freien Felder; Schwarz spiegelbildlich.',
  'tables.show': 'zeigen',
  'tables.sheetSum': 'Nr. {n} = {base} + {index} →',
  'tables.foot':
    'Chess960 (Fischer-Random-Schach), Nummerierung nach Reinhard Scharnagl. Weiß: Grundreihe a1–h1; Schwarz steht spiegelbildlich auf a8–h8.',
};
