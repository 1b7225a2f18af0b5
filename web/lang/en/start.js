// The start words in en.
export default {
  'start.pageTitle': 'Chess960 – start position no. {n}',
  'start.pageTitlePlain': 'Chess960 – start position',
  'start.tagline': '960 start positions · Fischer Random Chess',
  'start.intro':
    'Enter a number from 0 to 959 and press “set” to see the start position – or “draw” for a random one. No. 518 is the ordinary chess start position.',
  'start.numberHint': 'Number 0–959, back rank (e.g. RBBKNNQR or TLLKSSDT) or start FEN',
  'start.numberHintOneBased': 'Number 1–960 (960 = 0), back rank (e.g. RBBKNNQR or TLLKSSDT) or start FEN',
  'start.setzenLabel': 'Set position',
  'start.losenLabel': 'Draw a random position',
  'start.oneBased': 'Count 1–960 (960 = 0)',
  'start.positionNoOneBased': 'No. {n} (= 960)',
  'start.classical': 'ordinary chess start',
  'start.rankDe': 'Back rank (German)',
  'start.rankEn': 'Back rank (English)',
  'start.copyLabel': 'Copy FEN',
  'start.copied': 'copied',
  'start.copyFailed': 'Cannot copy – please select and copy',
  'start.boardLoading': 'Chess board, loading position',
  'start.tablesIntro':
    'For drawing without a computer: find the same or next smaller number in the king table and the remainder (0–15) in the bishop table. Place the bishops first, then the six pieces of the king table on the free squares; Black mirrors White.',
  'start.footer': 'Chess960: Bobby Fischer, 1996. Numbering by Reinhard Scharnagl (0–959).',
};
