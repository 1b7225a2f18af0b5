// The credits words in de.
export default {
  'credits.pageTitle': 'Schach-960 – Quellen und Lizenzen',
  'credits.description': 'Quellen und Lizenzen der Computerbewertungen der 960 Startstellungen.',
  'credits.heading': 'Quellen und Lizenzen',
  'credits.intro':
    'Die Startseite zeigt für jede Stellung zwei Computerbewertungen. Sie stammen aus zwei veröffentlichten Läufen der Schach-Engine Stockfish über alle 960 Startstellungen, beide unter der MIT-Lizenz. Die Zahlen werden unverändert gezeigt (Bauerneinheiten aus Sicht von Weiß).',
  'credits.caveat':
    'Die beiden Läufe stimmen nur mäßig überein, und eine Studie von mehr als 14 Millionen Online-Partien fand keinen signifikanten Unterschied der Ergebnisse zwischen den Startstellungen.',
  'credits.depth32': 'Tiefe 32',
  'credits.depth25': 'Tiefe 25',
  'credits.source': 'Quelle:',
  'credits.withWdl': 'mit Gewinn/Remis/Verlust in Promille',
  'credits.licence': 'MIT-Lizenz (Volltext)',
  'credits.mitTitle': 'Der Lizenztext (für beide Quellen gleich, Englisch)',
};
