// A table of words as the site kept them before the JSON catalogues: a counted text as one key
// per plural form, a form for one number beside its general text; braces around other than a
// name are text there (i18n.fill), as is an apostrophe.
export default {
  'game.count.one': '{n} game read.',
  'game.count.other': '{n} games read.',
  'game.shortcode': 'Type {shortcode}: `{chess960 n="518"}`, it\'s replaced by the diagram.',
  rank: 'the {k}th game',
  'rank.1': 'the first game',
};
