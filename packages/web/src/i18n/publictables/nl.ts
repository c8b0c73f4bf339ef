/** Openbare tafels en snel spelen (issue 30). The same keys as en.ts. */
export const publicTablesNl = {
  title: 'Openbare tafels',
  intro: 'Tafels die voor iedereen open staan en op spelers wachten.',
  filters: 'Tafels tonen',
  any: 'Alle',
  players: 'Aantal spelers',
  map: 'Welke kaart',
  language: 'Welke taal',
  loading: 'Tafels zoeken…',
  none: 'Er wacht nu geen openbare tafel op spelers. Snel spelen opent er een.',
  loadError: 'De openbare tafels kunnen nu niet worden geladen; zo dadelijk opnieuw.',
  seated: '{{seated}} van {{players}} plaatsen bezet',
  host: 'Gastheer: {{name}}',
  timer: '{{seconds}} s per beslissing',
  fillsAt: 'Om {{time}} nemen bots de vrije plaatsen in',
  join: 'Aanschuiven',
  joinLabel: 'Aanschuiven aan de tafel van {{name}}, {{seated}} van {{players}} plaatsen bezet',
  quickPlay: 'Snel spelen',
  quickPlayHint:
    'Zet je aan de volste open tafel voor de spelers, kaart en taal hierboven, of opent een nieuwe.',
  fillWithBots:
    'Als er een nieuwe tafel wordt geopend, de vrije plaatsen na 60 seconden door bots laten innemen',
  fillTableWithBots: 'De vrije plaatsen 60 seconden na het openen aan bots geven, als niemand ze neemt',
  needName: 'Vul eerst je naam in (Je naam, onder Spel aanmaken).',
  publicTable: 'Openbare tafel: iedereen kan hem vinden en aanschuiven',
  publicHint:
    'Een openbare tafel heeft tijdslimieten nodig, zodat onbekenden nooit blijven wachten: ze staan aan.',
  fillCountdown: 'Bots nemen de lege plaatsen over in {{time}}',
  fillSpoken: 'Bots nemen de lege plaatsen over in minder dan {{seconds}} seconden',
  fillNow: 'Bots nemen de lege plaatsen over; het spel begint.',
  botStrength: 'Bots voor de lege plaatsen',
  botsDefault: 'De gebruikelijke bots van de server',
  botsRandom: 'Beginner (willekeurige zetten)',
  botsHeuristic: 'Normaal',
  botsSearch: 'Sterk (denkt vooruit)',
};

export const publicTablesRejectionNl = {
  'table/timers-required': 'Een openbare tafel heeft tijdslimieten nodig.',
  'rate/tables': 'Te vaak de tafels opgevraagd vanaf je netwerk; wacht een minuut.',
  'table/bots-need-countdown': 'De sterkte van de bots kies je samen met het aftellen tot de bots.',
  'table/fill-public-only': 'Alleen een openbare tafel geeft haar vrije plaatsen na het aftellen aan bots.',
};
