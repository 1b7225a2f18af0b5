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
        'verify.ok': 'Das Geheimnis passt zur Festlegung (Fingerabdruck {fingerprint}).',
        'verify.depends':
          'Die Runden hängen außer vom Geheimnis vom öffentlichen Wert, der Rundenzahl, den Ausschlüssen und „beide Farben“ ab: Tragen Sie alle so ein, wie das Turnier sie veröffentlicht hat.',
        'verify.basis':
          'Berechnet aus dem Geheimnis und: {settings}. Nur wenn das die veröffentlichten Angaben des Turniers sind, sind dies seine Runden:',
        'verify.missing':
          'Achtung: Der Link enthält nicht: {fields}. Dort stehen die Vorgaben dieser Seite – bitte mit dem Aushang des Turniers vergleichen.',
        'verify.publicValue': 'öffentlicher Wert „{value}“',
        'verify.noPublic': 'kein öffentlicher Wert',
        'verify.oneColour': 'jede Stellung einmal',
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
        'verify.ok': 'The secret matches the commitment (fingerprint {fingerprint}).',
        'verify.depends':
          'Besides the secret, the rounds depend on the public value, the number of rounds, the exclusions and “both colours”: enter them all as the event published them.',
        'verify.basis':
          'Computed from the secret and: {settings}. These are the event’s rounds only if these are the settings it published:',
        'verify.missing':
          'Note: the link does not give: {fields}. The page’s defaults stand there – compare them with the event’s published sheet.',
        'verify.publicValue': 'public value “{value}”',
        'verify.noPublic': 'no public value',
        'verify.oneColour': 'each position once',
        'verify.mismatch':
          'The commitment does not fit this secret: its SHA-256 begins {secret}, the commitment {commitment}. Compare both texts with the published sheet character by character.',
        'verify.offline': 'Computes in the browser, offline too. chess960 event verify gives the same numbers.',
      },
    },
    'verify',
  );
})(typeof window !== 'undefined' ? window : globalThis);
