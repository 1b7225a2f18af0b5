/*
 * The words of the verify page (verify.html).
 */
(function (global) {
  'use strict';

  global.Chess960Web.i18n.add(
    {
      de: {
        'verify.title': 'Schach-960 – Auslosung prüfen',
        'verify.heading': 'Auslosung prüfen',
        'verify.tagline': 'Jede Runde aus den veröffentlichten Texten nachrechnen',
        'verify.commitment': 'Festlegung (64 Hex-Ziffern, vor Runde 1 veröffentlicht)',
        'verify.secret': 'Geheimnis (nach dem Turnier aufgedeckt)',
        'verify.exclude': 'Ausgeschlossene Nummern',
        'verify.check': 'prüfen',
        'verify.ok': 'Das Geheimnis passt zur Festlegung (Fingerabdruck {fingerprint}). Die Runden:',
        'verify.mismatch':
          'Die Festlegung passt nicht zu diesem Geheimnis: Sein SHA-256 beginnt mit {secret}, die Festlegung mit {commitment}. Vergleichen Sie beide Texte Zeichen für Zeichen mit dem Aushang.',
        'verify.offline': 'Rechnet ganz im Browser, auch offline. Dieselben Zahlen gibt chess960 event verify.',
      },
      en: {
        'verify.title': 'Chess960 – verify a draw',
        'verify.heading': 'Verify a draw',
        'verify.tagline': 'Recompute every round from the published texts',
        'verify.commitment': 'Commitment (64 hex digits, published before round 1)',
        'verify.secret': 'Secret (revealed after the event)',
        'verify.exclude': 'Excluded numbers',
        'verify.check': 'verify',
        'verify.ok': 'The secret matches the commitment (fingerprint {fingerprint}). The rounds:',
        'verify.mismatch':
          'The commitment does not fit this secret: its SHA-256 begins {secret}, the commitment {commitment}. Compare both texts with the published sheet character by character.',
        'verify.offline': 'Computes in the browser, offline too. chess960 event verify gives the same numbers.',
      },
    },
    'verify',
  );
})(typeof window !== 'undefined' ? window : globalThis);
