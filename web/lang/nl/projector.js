// The projector words in nl.
export default {
  'hall.roundNo': 'Ronde {r} · nr. {n}',
  'hall.study': 'Bedenktijd – de klokken starten bij 0:00',
  'hall.clocks': 'De klokken lopen.',
  'hall.waiting': 'De loting volgt.',
  'hall.verify': 'Loting controleren:',
  'hall.noChannel': 'Deze browser kan geen tweede pagina aansturen (geen BroadcastChannel).',
  'hall.hint': 'Projector: aangestuurd vanaf de toernooipagina · F: volledig scherm',
};
