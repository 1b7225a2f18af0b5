// The projector words in de.
export default {
  'hall.roundNo': 'Runde {r} · Nr. {n}',
  'hall.study': 'Bedenkzeit – die Uhren starten bei 0:00',
  'hall.clocks': 'Die Uhren laufen.',
  'hall.waiting': 'Die Auslosung folgt.',
  'hall.verify': 'Auslosung prüfen:',
  'hall.noChannel': 'Dieser Browser kann keine zweite Seite steuern (BroadcastChannel fehlt).',
  'hall.hint': 'Projektor: gesteuert von der Turnierseite · F: Vollbild',
};
