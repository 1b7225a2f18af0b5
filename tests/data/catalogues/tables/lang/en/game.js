// A table of words as the site kept them before the JSON catalogues: a counted text as one key
// per plural form, a form for one number beside its general text.
export default {
  'game.count.one': '{n} game read.',
  'game.count.other': '{n} games read.',
  rank: 'the {k}th game',
  'rank.1': 'the first game',
};
