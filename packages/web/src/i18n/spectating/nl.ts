/** Lopende openbare spellen bekijken en de streamermodus (issue 30). The same keys as en.ts. */
export const spectatingNl = {
  delay: 'Toeschouwers zien het spel',
  delayNone: 'meteen',
  delaySeconds: '{{seconds}} seconden later',
  delayMinutes_one: '{{count}} minuut later',
  delayMinutes_other: '{{count}} minuten later',
  delayHint:
    'Streamermodus: met vertraging kan niemand die je stream bekijkt de spelers voorzeggen wat er gebeurt. Jullie eigen tafelscherm loopt nooit achter.',
  banner: 'Je kijkt {{seconds}} s achter de spelers aan.',
  playingTitle: 'Lopende spellen',
  playingIntro: 'Openbare spellen die nu gespeeld worden. Kijk er een; de spelers horen niets van jou.',
  playingNone: 'Er wordt nu geen openbaar spel gespeeld.',
  startedAt: 'Begonnen om {{time}}',
  delayed: 'Toeschouwers {{seconds}} s later',
  watch: 'Kijken',
  watchLabel: 'Kijk naar het spel van {{name}}, {{players}} spelers',
};

export const spectatingRejectionNl = {
  'table/delay-public-only': 'Alleen een openbare tafel kan haar toeschouwers laten achterlopen.',
  'table/delay-too-long':
    'Deze server laat toeschouwers niet zo lang achterlopen; kies een kortere vertraging.',
  'record/delayed': 'Het verslag van dit spel komt zodra de toeschouwers het einde hebben gezien.',
};
