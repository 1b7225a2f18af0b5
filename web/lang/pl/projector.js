// The projector words in pl.
export default {
  'hall.roundNo': 'Runda {r} · nr {n}',
  'hall.study': 'Czas na zapoznanie – zegary startują od 0:00',
  'hall.clocks': 'Zegary są uruchomione.',
  'hall.waiting': 'Za chwilę losowanie.',
  'hall.verify': 'Sprawdź losowanie:',
  'hall.noChannel': 'Ta przeglądarka nie może sterować drugą stroną (brak BroadcastChannel).',
  'hall.hint': 'Projektor: sterowany ze strony turnieju · F: pełny ekran',
};
