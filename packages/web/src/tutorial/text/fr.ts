export const coachFr = {
  title: 'Tutoriel',
  intro:
    'Apprenez tout le jeu en trois leçons. Chacune est une partie guidée contre des bots, avec les vraies règles, en moins de dix minutes : un coach explique chaque étape quand elle arrive et attend que vous la jouiez.',
  start: 'Commencer la leçon',
  starting: 'On dresse la table…',
  notFair: 'Tutoriel : la donne est toujours la même, c’est donc une leçon, pas une partie équitable.',
  coach: 'Coach',
  gotIt: 'Compris',
  botsWait: 'Les bots attendent que vous ayez lu ceci.',
  progress: 'Étape {{n}} sur {{total}}',
  choose: 'Choisissez une leçon',
  completed: 'terminée',
  soon: 'bientôt',
  next: 'Leçon suivante : {{title}}',
  allLessons: 'Toutes les leçons',
  allDone:
    'Vous avez terminé toutes les leçons. Lancez une vraie partie depuis l’accueil, entre amis ou avec des bots.',
  lessons: {
    investigator: {
      title: 'Leçon 1 : Enquêteur',
      summary:
        'Se déplacer, rencontrer les autres, consulter un Statut, révéler un meurtre et éliminer le Fanatique par le vote.',
    },
    cultist: {
      title: 'Leçon 2 : Fanatique',
      summary:
        'Tuer sans témoin, cacher une carte Mort, connaître les autres Fanatiques et revendiquer la victoire au bon moment.',
    },
    mountains: {
      title: 'Leçon 3 : Montagnes du chaos',
      summary: 'La Porte-tambour, monter dans un Ascenseur, s’y déplacer et l’appeler, et une Profession.',
    },
  },
};
