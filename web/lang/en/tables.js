// The tables words in en.
export default {
  'tables.title': 'Chess960 · Two tables',
  'tables.pageTitle': 'Chess960 – two tables (no. {n})',
  'tables.how':
    'Number 0–959 = king table (the same or next lower number) + bishop table (remainder 0–15). Place the two bishops first, then the six pieces of the king table from left to right on the free squares; Black mirrors White.',
  'tables.show': 'show',
  'tables.sheetSum': 'No. {n} = {base} + {index} →',
  'tables.foot':
    'Chess960 (Fischer Random Chess), numbering by Reinhard Scharnagl. White: back rank a1–h1; Black mirrors it on a8–h8.',
};
