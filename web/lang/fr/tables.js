// The tables words in fr.
export default {
  'tables.title': 'Échecs 960 · Deux tables',
  'tables.pageTitle': 'Échecs 960 – deux tables (no {n})',
  'tables.how':
    'Numéro 0–959 = table du roi (le même numéro ou le numéro inférieur le plus proche) + table des fous (reste 0–15). Placer d’abord les deux fous, puis les six pièces de la table du roi de gauche à droite sur les cases libres ; les Noirs en miroir.',
  'tables.show': 'afficher',
  'tables.sheetSum': 'No {n} = {base} + {index} →',
  'tables.foot':
    'Échecs 960 (échecs aléatoires Fischer), numérotation de Reinhard Scharnagl. Blancs : rangée de départ a1–h1 ; les Noirs la reproduisent en miroir sur a8–h8.',
};
