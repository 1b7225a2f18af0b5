// The verify words in fr.
export default {
  'verify.title': 'Échecs 960 – vérifier un tirage',
  'verify.heading': 'Vérifier un tirage',
  'verify.tagline': 'Recalculer chaque ronde à partir des textes publiés',
  'verify.commitment': 'Engagement (64 chiffres hexadécimaux, publié avant la 1re ronde)',
  'verify.secret': 'Secret (révélé après le tournoi)',
  'verify.exclude': 'Numéros exclus',
  'verify.check': 'vérifier',
  'verify.ok': 'Le secret correspond à l’engagement (empreinte {fingerprint}).',
  'verify.depends':
    'Outre le secret, les rondes dépendent de la valeur publique, du nombre de rondes, des exclusions et de « les deux couleurs » : saisissez-les tous tels que le tournoi les a publiés.',
  'verify.basis':
    'Calculé à partir du secret et de : {settings}. Ce ne sont les rondes du tournoi que si ce sont les réglages qu’il a publiés :',
  'verify.missing':
    'Attention : le lien ne donne pas : {fields}. Les valeurs par défaut de la page y figurent – comparez-les avec la feuille publiée du tournoi.',
  'verify.publicValue': 'valeur publique « {value} »',
  'verify.noPublic': 'pas de valeur publique',
  'verify.oneColour': 'chaque position une fois',
  'verify.mismatch':
    'L’engagement ne correspond pas à ce secret : son SHA-256 commence par {secret}, l’engagement par {commitment}. Comparez les deux textes caractère par caractère avec la feuille publiée.',
  'verify.offline': 'Calculé dans le navigateur, même hors ligne. chess960 event verify donne les mêmes numéros.',
  'verify.swapped': 'couleurs inversées',
  'verify.hidden':
    'Attention : la valeur publique contient des caractères invisibles ou qui changent le sens d’écriture, montrés ici comme ⟨U+…⟩. Comparez-la caractère par caractère avec la valeur publiée.',
  'verify.readAs': 'Lu comme : {value}',
  'verify.colours': 'Couleurs',
};
