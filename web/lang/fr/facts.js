// The facts words in fr.
export default {
  'facts.title': 'Caractéristiques de la position',
  'facts.number': 'Numéro',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960) – seul le no 0 s’appelle « 960 » quand on compte de 1 à 960 (comme sur une pendule DGT960)',
  'facts.numberZero': '0 (0–959) · 960 (1–960) : le 960 d’une pendule DGT960 est cette position',
  'facts.mirror': 'Position miroir',
  'facts.mirrorNote': '(la rangée de départ lue de droite à gauche)',
  'facts.kingRooksLabel': 'Roi et tours',
  'facts.kingRooks': 'roi {king}, tours {rookA} et {rookH}',
  'facts.evalsTitle': 'Évaluations des moteurs (du point de vue des Blancs)',
  'facts.engine': '{engine}, profondeur {depth} :',
  'facts.rank': 'rang {rank} sur 960 (1 = la plus favorable aux Blancs)',
  'facts.wdl': 'gain des Blancs {win} ‰ · nulle {draw} ‰ · gain des Noirs {loss} ‰',
  'facts.source': 'source : {source} ({commit}), licence MIT',
  'facts.caveat':
    'Les deux séries ne concordent que modérément, et une étude de plus de 14 millions de parties en ligne n’a trouvé aucune différence significative de résultats entre les positions de départ.',
  'facts.credits': 'Sources et licences (MIT)',
};
