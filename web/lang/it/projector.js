// The projector words in it.
export default {
  'hall.roundNo': 'Turno {r} · n. {n}',
  'hall.study': 'Tempo di studio – gli orologi partono da 0:00',
  'hall.clocks': 'Gli orologi sono in marcia.',
  'hall.waiting': 'Il sorteggio segue a breve.',
  'hall.verify': 'Verifica il sorteggio:',
  'hall.noChannel': 'Questo browser non può pilotare una seconda pagina (manca BroadcastChannel).',
  'hall.hint': 'Proiettore: pilotato dalla pagina del torneo · F: schermo intero',
};
