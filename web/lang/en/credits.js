// The credits words in en.
export default {
  'credits.pageTitle': 'Chess960 – sources and licences',
  'credits.description': 'Sources and licences of the engine evaluations of the 960 start positions.',
  'credits.heading': 'Sources and licences',
  'credits.intro':
    'The start page shows two engine evaluations of every position. They come from two published runs of the chess engine Stockfish over all 960 start positions, both under the MIT licence. The figures are shown as published (pawns, from White’s side).',
  'credits.caveat':
    'The two runs agree only moderately, and a study of more than 14 million online games found no significant difference in results between start positions.',
  'credits.depth32': 'depth 32',
  'credits.depth25': 'depth 25',
  'credits.source': 'Source:',
  'credits.withWdl': 'with win/draw/loss per mille',
  'credits.licence': 'MIT licence (full text)',
  'credits.mitTitle': 'The licence text (the same for both sources, in English)',
};
