// The verify words in nl.
export default {
  'verify.title': 'Schaak960 – een loting controleren',
  'verify.heading': 'Een loting controleren',
  'verify.tagline': 'Elke ronde opnieuw berekenen uit de gepubliceerde teksten',
  'verify.commitment': 'Vastlegging (64 hexadecimale cijfers, gepubliceerd vóór ronde 1)',
  'verify.secret': 'Geheim (na het toernooi bekendgemaakt)',
  'verify.exclude': 'Uitgesloten nummers',
  'verify.check': 'controleren',
  'verify.ok': 'Het geheim past bij de vastlegging (vingerafdruk {fingerprint}).',
  'verify.depends':
    'Behalve van het geheim hangen de ronden af van de openbare waarde, het aantal ronden, de uitsluitingen en ‘beide kleuren’: vul ze allemaal in zoals het toernooi ze heeft gepubliceerd.',
  'verify.basis':
    'Berekend uit het geheim en: {settings}. Dit zijn alleen de ronden van het toernooi als dit de gepubliceerde instellingen zijn:',
  'verify.missing':
    'Let op: de link geeft niet: {fields}. Daar staan de standaardwaarden van de pagina – vergelijk ze met het gepubliceerde blad van het toernooi.',
  'verify.publicValue': 'openbare waarde ‘{value}’',
  'verify.noPublic': 'geen openbare waarde',
  'verify.oneColour': 'elke stelling één keer',
  'verify.mismatch':
    'De vastlegging past niet bij dit geheim: de SHA-256 ervan begint met {secret}, de vastlegging met {commitment}. Vergelijk beide teksten teken voor teken met het gepubliceerde blad.',
  'verify.offline': 'Wordt in de browser berekend, ook offline. chess960 event verify geeft dezelfde nummers.',
  'verify.swapped': 'kleuren gewisseld',
  'verify.hidden':
    'Let op: de openbare waarde bevat onzichtbare of schrijfrichting-wijzigende tekens, hier getoond als ⟨U+…⟩. Vergelijk haar teken voor teken met de gepubliceerde waarde.',
  'verify.readAs': 'Gelezen als: {value}',
  'verify.colours': 'Kleuren',
};
