// The credits words in nl.
export default {
  'credits.pageTitle': 'Schaak960 – bronnen en licenties',
  'credits.description': 'Bronnen en licenties van de computerevaluaties van de 960 beginstellingen.',
  'credits.heading': 'Bronnen en licenties',
  'credits.intro':
    'De startpagina toont van elke stelling twee evaluaties door een schaakprogramma. Ze komen uit twee gepubliceerde reeksen van het schaakprogramma Stockfish over alle 960 beginstellingen, beide onder de MIT-licentie. De waarden staan er zoals gepubliceerd (in pionnen, vanuit wit gezien).',
  'credits.caveat':
    'De twee reeksen stemmen slechts matig overeen, en een onderzoek van meer dan 14 miljoen online partijen vond geen significant verschil in uitslagen tussen de beginstellingen.',
  'credits.depth32': 'diepte 32',
  'credits.depth25': 'diepte 25',
  'credits.source': 'Bron:',
  'credits.withWdl': 'met winst/remise/verlies per mille',
  'credits.licence': 'MIT-licentie (volledige tekst)',
  'credits.mitTitle': 'De licentietekst (voor beide bronnen dezelfde, in het Engels)',
};
