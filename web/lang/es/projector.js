// The projector words in es.
export default {
  'hall.roundNo': 'Ronda {r} · n.º {n}',
  'hall.study': 'Tiempo de estudio: los relojes arrancan en 0:00',
  'hall.clocks': 'Los relojes están en marcha.',
  'hall.waiting': 'El sorteo viene a continuación.',
  'hall.verify': 'Compruebe el sorteo:',
  'hall.noChannel': 'Este navegador no puede controlar una segunda página (sin BroadcastChannel).',
  'hall.hint': 'Proyector: controlado desde la página del torneo · F: pantalla completa',
};
