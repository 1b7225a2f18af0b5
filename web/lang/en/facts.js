// The facts words in en.
export default {
  'facts.title': 'Facts of the position',
  'facts.number': 'Number',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960) – only no. 0 is called “960” when counting 1–960 (as on a DGT960 clock)',
  'facts.numberZero': '0 (0–959) · 960 (1–960): a DGT960 clock’s 960 is this position',
  'facts.mirror': 'Mirror position',
  'facts.mirrorNote': '(the back rank read right to left)',
  'facts.kingRooksLabel': 'King and rooks',
  'facts.kingRooks': 'king {king}, rooks {rookA} and {rookH}',
  'facts.evalsTitle': 'Engine evaluations (from White’s side)',
  'facts.engine': '{engine}, depth {depth}:',
  'facts.rank': 'rank {rank} of 960 (1 = most favourable to White)',
  'facts.wdl': 'White wins {win} ‰ · draw {draw} ‰ · Black wins {loss} ‰',
  'facts.source': 'source: {source} ({commit}), MIT licence',
  'facts.caveat':
    'The two runs agree only moderately, and a study of more than 14 million online games found no significant difference in results between start positions.',
  'facts.credits': 'Sources and licences (MIT)',
};
