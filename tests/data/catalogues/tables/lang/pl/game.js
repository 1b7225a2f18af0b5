// Polish with the form for 2–4 (few) but not the one for 5 and more (many).
export default {
  'game.count.one': 'Wczytano {n} partię.',
  'game.count.few': 'Wczytano {n} partie.',
  'game.count.other': 'Wczytano {n} partii.',
  'game.shortcode': 'Wpisz {shortcode}: `{chess960 n="518"}` zostanie zastąpione diagramem.',
  rank: '{k}. partia',
};
