export const tutorialEntryEs = {
  link: 'Tutorial',
  offerTitle: '¿Es tu primera vez?',
  offer:
    'Aprende jugando: una partida guiada contra cuatro bots, con un entrenador que explica cada paso cuando llega.',
  play: 'Jugar el tutorial',
  dismiss: 'No, gracias',
};
