/** Guardare le partite pubbliche in corso e la modalità streamer (issue 30). The same keys as en.ts. */
export const spectatingIt = {
  delay: 'Gli spettatori vedono la partita',
  delayNone: 'in diretta',
  delaySeconds: 'con {{seconds}} secondi di ritardo',
  delayMinutes_one: 'con {{count}} minuto di ritardo',
  delayMinutes_other: 'con {{count}} minuti di ritardo',
  delayHint:
    'Modalità streamer: con un ritardo, chi guarda la tua diretta non può suggerire ai giocatori cosa succede. Il vostro schermo del tavolo non è mai in ritardo.',
  banner: 'Stai guardando con {{seconds}} s di ritardo rispetto ai giocatori.',
  playingTitle: 'Partite in corso',
  playingIntro:
    'Partite pubbliche che si stanno giocando ora. Guardane una; i giocatori non sapranno nulla da te.',
  playingNone: 'In questo momento non si sta giocando nessuna partita pubblica.',
  startedAt: 'Iniziata alle {{time}}',
  delayed: 'Spettatori con {{seconds}} s di ritardo',
  watch: 'Guarda',
  watchLabel: 'Guarda la partita di {{name}}, {{players}} giocatori',
};

export const spectatingRejectionIt = {
  'table/delay-public-only': 'Solo un tavolo pubblico può ritardare i suoi spettatori.',
  'table/delay-too-long':
    'Questo server non ritarda gli spettatori così a lungo; scegli un ritardo più breve.',
  'record/delayed':
    'La registrazione di questa partita arriva quando i suoi spettatori ne hanno visto la fine.',
};
