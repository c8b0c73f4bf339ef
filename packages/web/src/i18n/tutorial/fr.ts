export const tutorialEntryFr = {
  link: 'Tutoriel',
  offerTitle: 'Nouveau ici ?',
  offer:
    'Apprenez en jouant : une partie guidée contre quatre bots, avec un coach qui explique chaque étape au moment où elle arrive.',
  play: 'Jouer le tutoriel',
  dismiss: 'Non merci',
};
