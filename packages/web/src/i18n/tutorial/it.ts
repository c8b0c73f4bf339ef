export const tutorialEntryIt = {
  link: 'Tutorial',
  offerTitle: 'Sei nuovo?',
  offer:
    'Impara giocando: una partita guidata contro quattro bot, con un allenatore che spiega ogni passo quando arriva.',
  play: 'Gioca il tutorial',
  dismiss: 'No, grazie',
};
