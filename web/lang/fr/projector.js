// The projector words in fr.
export default {
  'hall.roundNo': 'Ronde {r} · no {n}',
  'hall.study': 'Temps de réflexion – les pendules démarrent à 0:00',
  'hall.clocks': 'Les pendules tournent.',
  'hall.waiting': 'Le tirage va suivre.',
  'hall.verify': 'Vérifier le tirage :',
  'hall.noChannel': 'Ce navigateur ne peut pas piloter une deuxième page (pas de BroadcastChannel).',
  'hall.hint': 'Projecteur : piloté depuis la page du tournoi · F : plein écran',
};
