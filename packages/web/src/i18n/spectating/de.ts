/** Laufenden öffentlichen Spielen zusehen und der Streamer-Modus (issue 30). The same keys as en.ts. */
export const spectatingDe = {
  delay: 'Zuschauende sehen das Spiel',
  delayNone: 'sofort',
  delaySeconds: '{{seconds}} Sekunden später',
  delayMinutes_one: '{{count}} Minute später',
  delayMinutes_other: '{{count}} Minuten später',
  delayHint:
    'Streamer-Modus: Mit Verzögerung kann niemand, der deinen Stream sieht, den Spielenden verraten, was passiert. Euer eigener Tischbildschirm ist nie verzögert.',
  banner: 'Du siehst das Spiel {{seconds}} s nach den Spielenden.',
  playingTitle: 'Laufende Spiele',
  playingIntro:
    'Öffentliche Spiele, die gerade gespielt werden. Schau zu; die Spielenden erfahren nichts von dir.',
  playingNone: 'Gerade wird kein öffentliches Spiel gespielt.',
  startedAt: 'Begonnen um {{time}}',
  delayed: 'Zuschauende {{seconds}} s später',
  watch: 'Zusehen',
  watchLabel: 'Dem Spiel von {{name}} zusehen, {{players}} Spielende',
};

export const spectatingRejectionDe = {
  'table/delay-public-only': 'Nur ein öffentlicher Tisch kann seine Zuschauenden verzögern.',
  'table/delay-too-long':
    'Dieser Server verzögert Zuschauende nicht so lange; wähle eine kürzere Verzögerung.',
  'record/delayed': 'Das Protokoll dieses Spiels kommt, sobald seine Zuschauenden das Ende gesehen haben.',
};
