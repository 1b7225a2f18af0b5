// The credits words in pl.
export default {
  'credits.pageTitle': 'Szachy 960 – źródła i licencje',
  'credits.description': 'Źródła i licencje ocen programów szachowych dla 960 pozycji początkowych.',
  'credits.heading': 'Źródła i licencje',
  'credits.intro':
    'Strona startowa pokazuje dwie oceny każdej pozycji wykonane przez program szachowy. Pochodzą z dwóch opublikowanych serii obliczeń programu Stockfish dla wszystkich 960 pozycji początkowych, obie na licencji MIT. Wartości podano tak, jak je opublikowano (w pionach, z punktu widzenia białych).',
  'credits.caveat':
    'Obie serie zgadzają się tylko umiarkowanie, a badanie ponad 14 milionów partii online nie wykazało istotnych różnic w wynikach między pozycjami początkowymi.',
  'credits.depth32': 'głębokość 32',
  'credits.depth25': 'głębokość 25',
  'credits.source': 'Źródło:',
  'credits.withWdl': 'z wygraną/remisem/przegraną w promilach',
  'credits.licence': 'Licencja MIT (pełny tekst)',
  'credits.mitTitle': 'Tekst licencji (ten sam dla obu źródeł, po angielsku)',
};
