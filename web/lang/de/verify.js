// The verify words in de.
export default {
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
  'verify.swapped': 'Farben getauscht',
  'verify.hidden':
    'Achtung: Der öffentliche Wert enthält unsichtbare oder die Schreibrichtung ändernde Zeichen, hier als ⟨U+…⟩ gezeigt. Vergleichen Sie ihn Zeichen für Zeichen mit dem veröffentlichten Wert.',
  'verify.readAs': 'Gelesen als: {value}',
  'verify.colours': 'Farben',
};
