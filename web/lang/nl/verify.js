/*
 * The Dutch words of web/verify/strings.js (the same keys). Loaded by shared/i18n.js only
 * when the page is shown in Dutch.
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add({
    nl: {
      'verify.title': 'Schaak960 – een loting controleren',
      'verify.heading': 'Een loting controleren',
      'verify.tagline': 'Elke ronde opnieuw berekenen uit de gepubliceerde teksten',
      'verify.commitment': 'Vastlegging (64 hexadecimale cijfers, gepubliceerd vóór ronde 1)',
      'verify.secret': 'Geheim (na het toernooi bekendgemaakt)',
      'verify.exclude': 'Uitgesloten nummers',
      'verify.check': 'controleren',
      'verify.ok': 'Het geheim past bij de vastlegging (vingerafdruk {fingerprint}). De ronden:',
      'verify.mismatch':
        'De vastlegging past niet bij dit geheim: de SHA-256 ervan begint met {secret}, de vastlegging met {commitment}. Vergelijk beide teksten teken voor teken met het gepubliceerde blad.',
      'verify.offline': 'Wordt in de browser berekend, ook offline. chess960 event verify geeft dezelfde nummers.',
    },
  });
})(typeof window !== 'undefined' ? window : globalThis);
