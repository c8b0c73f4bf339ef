export const tutorialEntryNl = {
  link: 'Uitleg',
  offerTitle: 'Nieuw hier?',
  offer:
    'Leer door te spelen: een begeleid spel tegen vier bots, met een coach die elke stap uitlegt zodra die komt.',
  play: 'Speel het uitlegspel',
  dismiss: 'Nee, bedankt',
};
