/** Regarder les parties publiques en cours et le mode streamer (issue 30). The same keys as en.ts. */
export const spectatingFr = {
  delay: 'Les spectateurs voient la partie',
  delayNone: 'en direct',
  delaySeconds: 'avec {{seconds}} secondes de retard',
  delayMinutes_one: 'avec {{count}} minute de retard',
  delayMinutes_other: 'avec {{count}} minutes de retard',
  delayHint:
    'Mode streamer : avec un retard, personne qui regarde votre stream ne peut souffler aux joueurs ce qui se passe. Votre propre écran de table n’est jamais retardé.',
  banner: 'Vous regardez avec {{seconds}} s de retard sur les joueurs.',
  playingTitle: 'Parties en cours',
  playingIntro:
    'Des parties publiques en train d’être jouées. Regardez-en une ; les joueurs n’apprennent rien de vous.',
  playingNone: 'Aucune partie publique n’est en cours pour le moment.',
  startedAt: 'Commencée à {{time}}',
  delayed: 'Spectateurs avec {{seconds}} s de retard',
  watch: 'Regarder',
  watchLabel: 'Regarder la partie de {{name}}, {{players}} joueurs',
};

export const spectatingRejectionFr = {
  'table/delay-public-only': 'Seule une table publique peut retarder ses spectateurs.',
  'table/delay-too-long':
    'Ce serveur ne retarde pas les spectateurs aussi longtemps ; choisissez un retard plus court.',
  'record/delayed': 'L’enregistrement de cette partie vient une fois que ses spectateurs en ont vu la fin.',
};
