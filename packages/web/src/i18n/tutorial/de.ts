export const tutorialEntryDe = {
  link: 'Tutorial',
  offerTitle: 'Neu hier?',
  offer:
    'Lerne beim Spielen: eine geführte Partie gegen vier Bots, in der dir ein Coach jeden Schritt erklärt, sobald er kommt.',
  play: 'Tutorial spielen',
  dismiss: 'Nein, danke',
};
