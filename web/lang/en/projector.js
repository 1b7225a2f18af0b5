// The projector words in en.
export default {
  'hall.roundNo': 'Round {r} · No. {n}',
  'hall.study': 'Study time – the clocks start at 0:00',
  'hall.clocks': 'The clocks are running.',
  'hall.waiting': 'The draw follows.',
  'hall.verify': 'Check the draw:',
  'hall.noChannel': 'This browser cannot drive a second page (no BroadcastChannel).',
  'hall.hint': 'Projector: driven from the event page · F: full screen',
};
